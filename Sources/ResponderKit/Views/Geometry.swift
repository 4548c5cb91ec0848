/// A location in a two-dimensional coordinate system, in points.
///
/// ```swift
/// let p = Point(x: 10, y: 20)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatted(width))×\(formatted(height))" }
}

/// A rectangle: an origin and a size, like `CGRect`.
///
/// Containment follows Core Graphics: the minimum edges are inside, the
/// maximum edges are outside, and an empty or null rectangle contains nothing.
///
/// ```swift
/// let r = Rect(x: 0, y: 0, width: 100, height: 50)
/// r.contains(Point(x: 0, y: 0))    // true
/// r.contains(Point(x: 100, y: 10)) // false: the right edge is outside
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }

    /// True when the rectangle has no area, or is not made of finite numbers.
    public var isEmpty: Bool {
        !(width > 0 && height > 0) || !origin.isFinite
    }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// Whether `point` lies in the rectangle: minimum edges in, maximum edges out.
    public func contains(_ point: Point) -> Bool {
        guard !isEmpty else { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it), like `CGRect.insetBy(dx:dy:)` with the signs flipped.
    public func expanded(by dx: Double, _ dy: Double) -> Rect {
        let s = standardized
        return Rect(
            x: s.origin.x - dx, y: s.origin.y - dy, width: s.size.width + 2 * dx, height: s.size.height + 2 * dy)
    }

    /// The rectangle with each edge moved inwards by the matching inset
    /// (negative insets move it outwards), like `UIEdgeInsetsInsetRect`.
    public func inset(by insets: EdgeInsets) -> Rect {
        let s = standardized
        return Rect(
            x: s.origin.x + insets.left, y: s.origin.y + insets.top,
            width: s.size.width - insets.left - insets.right,
            height: s.size.height - insets.top - insets.bottom)
    }

    /// The smallest rectangle holding every point; `.zero` when there are none.
    /// A rotated view's corners give its box in another view's coordinates.
    ///
    /// ```swift
    /// Rect(boundingBoxOf: [Point(x: 4, y: 1), Point(x: 0, y: 3)]) // (0, 1, 4, 2)
    /// ```
    public init(boundingBoxOf points: [Point]) {
        guard let first = points.first else {
            self = .zero
            return
        }
        // One pass, no arrays of xs and ys: the overlay asks for hundreds of boxes a frame.
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both (an empty rectangle adds nothing).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other.standardized }
        if other.isEmpty { return standardized }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of the two rectangles, as `CGRectIntersection`: ``null``
    /// when they do not meet, a rectangle without area when they only touch.
    public func intersection(_ other: Rect) -> Rect {
        guard !isNull, !other.isNull else { return .null }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String {
        "(\(formatted(origin.x)), \(formatted(origin.y)), \(formatted(size.width)), \(formatted(size.height)))"
    }
}

/// Distances by which to move each edge of a rectangle, like `UIEdgeInsets`.
///
/// ```swift
/// let grow = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
/// button.bounds.inset(by: grow) // 10 points larger on every side
/// ```
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Numbers in diagnostics: integers without a fraction, others to two places.
func formatted(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
}
