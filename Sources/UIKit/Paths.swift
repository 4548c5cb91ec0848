// Core Graphics' paths are UIKit's Bézier paths here: `CGPath` and
// `CGMutablePath` are `UIBezierPath`, so `path.cgPath`, `CGMutablePath()`
// and `shapeLayer.path?.contains(point)` all work on one type.

import ResponderKit

/// UIKit's `CGPath`.
public typealias CGPath = BezierPath
/// UIKit's `CGMutablePath`.
public typealias CGMutablePath = BezierPath
/// UIKit's `CGLineCap`.
public typealias CGLineCap = BezierPath.LineCap
/// UIKit's `CGLineJoin`.
public typealias CGLineJoin = BezierPath.LineJoin

/// How a path is filled, Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

extension BezierPath {
    /// The path as Core Graphics takes it: a copy.
    public var cgPath: CGPath { copy() }

    /// A path of `path`'s elements, `UIBezierPath(cgPath:)`.
    public convenience init(cgPath path: CGPath) {
        self.init()
        append(path)
        usesEvenOddFillRule = path.usesEvenOddFillRule
    }

    /// A rectangle, `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect)
        if let transform { apply(transform.pointee) }
    }

    /// An ellipse, `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ovalIn: rect)
        if let transform { apply(transform.pointee) }
    }

    /// A rounded rectangle, `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight))
        if let transform { apply(transform.pointee) }
    }

    /// The smallest rectangle holding the path, `CGPath.boundingBox`.
    public var boundingBox: CGRect { bounds }

    /// Whether `point` is inside, `CGPath.contains(_:using:transform:)`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let copy = self.copy()
        copy.apply(transform)
        copy.usesEvenOddFillRule = rule == .evenOdd
        return copy.contains(point)
    }

    /// Adds a closed rectangle, `CGMutablePath.addRect(_:transform:)`.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(BezierPath(rect: rect), transform: transform)
    }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse, `CGMutablePath.addEllipse(in:transform:)`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(BezierPath(ovalIn: rect), transform: transform)
    }

    /// Adds a closed rounded rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addPath(BezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)), transform: transform)
    }

    /// Adds `path`, moved by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let copy = path.copy()
        copy.apply(transform)
        append(copy)
    }

    /// Adds an arc, `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    /// Core Graphics' `clockwise` is in its own flipped sense: a `true` here runs as `UIBezierPath`'s `false`.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard !transform.isIdentity else {
            return addArc(
                withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }
        let arc = BezierPath(
            arcCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        addPath(arc, transform: transform)
    }

    /// Moves to `point`, `CGMutablePath.move(to:transform:)`.
    public func move(to point: CGPoint, transform: CGAffineTransform) { move(to: point.applying(transform)) }

    /// A line to `point`, `CGMutablePath.addLine(to:transform:)`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform) { addLine(to: point.applying(transform)) }

    /// Lines through `points`, `CGMutablePath.addLines(between:transform:)`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for point in points.dropFirst() { addLine(to: point.applying(transform)) }
    }

    /// A cubic curve, `CGMutablePath.addCurve(to:control1:control2:transform:)`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        addCurve(
            to: end.applying(transform), controlPoint1: control1.applying(transform),
            controlPoint2: control2.applying(transform))
    }

    /// A quadratic curve, `CGMutablePath.addQuadCurve(to:control:transform:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    /// Closes the current subpath, `CGMutablePath.closeSubpath()`.
    public func closeSubpath() { close() }

    /// A copy, `CGPath.copy()` (mutable, as every path is here).
    public func mutableCopy() -> CGMutablePath? { copy() }

    /// Fills the path in the current graphics context. The lab's renderer draws views itself and gives
    /// `draw(_:)` no context, so nothing is drawn.
    public func fill() {}

    /// Strokes the path in the current graphics context; nothing is drawn (see ``fill()``).
    public func stroke() {}

    /// Clips the current graphics context to the path; there is none here (see ``fill()``).
    public func addClip() {}

}
