import Foundation

/// A shape made of lines and curves, UIKit's `UIBezierPath`, for the hit
/// areas overrides draw: a round button, a rounded card, a wedge.
///
/// ```swift
/// override func point(inside point: Point, with event: Event?) -> Bool {
///     BezierPath(ovalIn: bounds).contains(point) // only the circle is touchable
/// }
/// ```
///
/// Arcs and ovals are cubic Bézier curves, as Core Graphics makes them;
/// rounded rectangles have circular corners (UIKit's are a little smoother,
/// which moves their edge by a fraction of a point). ``contains(_:)`` fills
/// every subpath as if closed, by the non-zero winding rule unless
/// ``usesEvenOddFillRule`` is set; like a rectangle, a path's edges on the left
/// and top are inside and those on the right and bottom outside.
public final class BezierPath {
    /// One step of a path.
    enum Element: Equatable {
        case move(Point)
        case line(Point)
        case curve(Point, control1: Point, control2: Point)
        case close
    }

    private(set) var elements: [Element] = []
    /// Where the current subpath started: where `close()` draws back to.
    private var subpathStart: Point?

    /// Fill by the even-odd rule instead of the non-zero winding rule: a
    /// shape drawn inside another is then a hole whatever its direction.
    public var usesEvenOddFillRule = false

    /// The width a stroke is drawn with; 1 unless set. Kept: hit areas are fills.
    public var lineWidth = 1.0
    /// How the ends of a stroke are drawn; kept.
    public var lineCapStyle = LineCap.butt
    /// How a stroke's corners are drawn; kept.
    public var lineJoinStyle = LineJoin.miter
    /// How far a mitred corner may reach, in line widths; 10 unless set. Kept.
    public var miterLimit = 10.0

    /// How the ends of a stroke are drawn, Core Graphics' `CGLineCap`.
    public enum LineCap: Int32, Sendable {
        case butt, round, square
    }

    /// How the corners of a stroke are drawn, Core Graphics' `CGLineJoin`.
    public enum LineJoin: Int32, Sendable {
        case miter, round, bevel
    }

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: Rect) {
        self.init()
        let r = rect.standardized
        move(to: r.origin)
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// The ellipse inscribed in `rect` (a circle in a square).
    public convenience init(ovalIn rect: Rect) {
        self.init()
        let r = rect.standardized
        appendEllipticArc(
            center: Point(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2,
            start: 0, sweep: 2 * .pi)
        close()
    }

    /// A rectangle with every corner rounded by `cornerRadius`, at most half its shorter side.
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: Size(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by ellipses of `cornerRadii`,
    /// each at most half the rectangle's side.
    public convenience init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2), ry = min(max(cornerRadii.height, 0), r.height / 2)
        func radii(_ corner: RectCorner) -> (Double, Double) {
            corners.contains(corner) ? (rx, ry) : (0, 0)
        }
        // Clockwise on screen from the top edge, each corner a quarter ellipse.
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        move(to: Point(x: r.minX + tlx, y: r.minY))
        addLine(to: Point(x: r.maxX - trx, y: r.minY))
        appendEllipticArc(
            center: Point(x: r.maxX - trx, y: r.minY + try_), radiusX: trx, radiusY: try_,
            start: -.pi / 2, sweep: .pi / 2)
        addLine(to: Point(x: r.maxX, y: r.maxY - bry))
        appendEllipticArc(
            center: Point(x: r.maxX - brx, y: r.maxY - bry), radiusX: brx, radiusY: bry,
            start: 0, sweep: .pi / 2)
        addLine(to: Point(x: r.minX + blx, y: r.maxY))
        appendEllipticArc(
            center: Point(x: r.minX + blx, y: r.maxY - bly), radiusX: blx, radiusY: bly,
            start: .pi / 2, sweep: .pi / 2)
        addLine(to: Point(x: r.minX, y: r.minY + tly))
        appendEllipticArc(
            center: Point(x: r.minX + tlx, y: r.minY + tly), radiusX: tlx, radiusY: tly,
            start: .pi, sweep: .pi / 2)
        close()
    }

    /// An open arc of a circle; see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``.
    public convenience init(
        arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// Where the path's last element ended; `.zero` for an empty path.
    public var currentPoint: Point {
        switch elements.last {
        case .move(let p), .line(let p), .curve(let p, _, _): return p
        case .close: return subpathStart ?? .zero
        case nil: return .zero
        }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: Point) {
        elements.append(.move(point))
        subpathStart = point
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: Point) {
        startSubpathIfNeeded(at: currentPoint)
        elements.append(.line(point))
    }

    /// A cubic Bézier curve from the current point to `point`.
    public func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        startSubpathIfNeeded(at: currentPoint)
        elements.append(.curve(point, control1: controlPoint1, control2: controlPoint2))
    }

    /// A quadratic Bézier curve from the current point to `point`.
    public func addQuadCurve(to point: Point, controlPoint: Point) {
        let p0 = currentPoint
        // The cubic with the same shape: each control two thirds of the way to the quadratic's.
        let c1 = Point(x: p0.x + 2 / 3 * (controlPoint.x - p0.x), y: p0.y + 2 / 3 * (controlPoint.y - p0.y))
        let c2 = Point(x: point.x + 2 / 3 * (controlPoint.x - point.x), y: point.y + 2 / 3 * (controlPoint.y - point.y))
        addCurve(to: point, controlPoint1: c1, controlPoint2: c2)
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`
    /// (radians; 0 points right, and angles grow clockwise on screen, where y
    /// points down). `clockwise` picks the way round. A path with elements
    /// gets a line from its current point to the arc's start; an empty one
    /// starts there. Angles a full turn or more apart give the whole circle.
    ///
    /// ```swift
    /// let wedge = BezierPath()
    /// wedge.move(to: center)
    /// wedge.addArc(withCenter: center, radius: 80, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    /// wedge.close()
    /// ```
    public func addArc(
        withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool
    ) {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep >= turn {
                sweep = turn
            } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: turn) + turn
            }
        } else {
            if sweep <= -turn {
                sweep = -turn
            } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: turn) - turn
            }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .close { move(to: start) } else { addLine(to: start) }
        appendEllipticArc(center: center, radiusX: radius, radiusY: radius, start: startAngle, sweep: sweep)
    }

    /// Draws a straight line back to the start of the current subpath and ends it.
    public func close() {
        guard !elements.isEmpty, elements.last != .close else { return }
        elements.append(.close)
    }

    /// Empties the path.
    public func removeAllPoints() {
        elements = []
        subpathStart = nil
    }

    /// Adds `path`'s subpaths to this path.
    public func append(_ path: BezierPath) {
        for element in path.elements {
            if case .move(let p) = element { subpathStart = p }
            elements.append(element)
        }
    }

    /// Moves every point of the path by `transform`.
    public func apply(_ transform: Transform) {
        elements = elements.map { element in
            switch element {
            case .move(let p): return .move(transform.apply(to: p))
            case .line(let p): return .line(transform.apply(to: p))
            case .curve(let p, let c1, let c2):
                return .curve(
                    transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .close: return .close
            }
        }
        subpathStart = subpathStart.map { transform.apply(to: $0) }
    }

    /// A copy with its own elements, `UIBezierPath.copy()`.
    public func copy() -> BezierPath {
        let path = BezierPath()
        path.elements = elements
        path.subpathStart = subpathStart
        path.usesEvenOddFillRule = usesEvenOddFillRule
        path.lineWidth = lineWidth
        path.lineCapStyle = lineCapStyle
        path.lineJoinStyle = lineJoinStyle
        path.miterLimit = miterLimit
        return path
    }

    private func startSubpathIfNeeded(at point: Point) {
        if elements.isEmpty || elements.last == .close { move(to: point) }
    }

    /// Appends cubic curves along an ellipse from the angle `start` by `sweep`
    /// radians, in pieces of at most a quarter turn, from the current point
    /// (which must be the arc's start).
    private func appendEllipticArc(center: Point, radiusX: Double, radiusY: Double, start: Double, sweep: Double) {
        func point(_ angle: Double) -> Point {
            Point(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
        }
        if elements.isEmpty || elements.last == .close { move(to: point(start)) }
        guard sweep != 0, radiusX > 0 || radiusY > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // The control points' distance along the tangent that makes a cubic follow a circular arc.
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = start
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = point(a0), p3 = point(a1)
            let c1 = Point(x: p0.x - k * radiusX * sin(a0), y: p0.y + k * radiusY * cos(a0))
            let c2 = Point(x: p3.x + k * radiusX * sin(a1), y: p3.y - k * radiusY * cos(a1))
            elements.append(.curve(p3, control1: c1, control2: c2))
            a0 = a1
        }
    }
}

/// The corners of a rectangle, UIKit's `UIRectCorner`.
///
/// ```swift
/// let tab = BezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
///                      cornerRadii: Size(width: 12, height: 12))
/// ```
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
