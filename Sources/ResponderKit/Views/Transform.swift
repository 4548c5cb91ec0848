import Foundation

/// An affine transform, UIKit's `CGAffineTransform`: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// A view's transform applies about its center (behaviour 1.6).
///
/// ```swift
/// let t = Transform(rotationAngle: .pi / 4).concatenating(Transform(scaleX: 2, y: 2))
/// let back = t.inverted()
/// ```
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen, where y points down.
    public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`, as `CGAffineTransformConcat(self, other)`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    public var determinant: Double { a * d - b * c }

    /// The inverse transform; like Core Graphics, a singular transform is returned unchanged.
    public func inverted() -> Transform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return Transform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det)
    }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of `rect` transformed, like `CGRectApplyAffineTransform`.
    ///
    /// Each coordinate's extremes come from the extremes of its two terms, so no
    /// corner is mapped: renderers ask this for every shape they fill. (Rounding is
    /// monotonic, so this is exactly the smallest and largest of the four mapped corners.)
    @inlinable
    public func apply(to rect: Rect) -> Rect {
        let x0 = rect.origin.x, y0 = rect.origin.y, x1 = x0 + rect.size.width, y1 = y0 + rect.size.height
        let ax0 = a * x0, ax1 = a * x1, cy0 = c * y0, cy1 = c * y1
        let bx0 = b * x0, bx1 = b * x1, dy0 = d * y0, dy1 = d * y1
        let minX = min(ax0, ax1) + min(cy0, cy1) + tx, maxX = max(ax0, ax1) + max(cy0, cy1) + tx
        let minY = min(bx0, bx1) + min(dy0, dy1) + ty, maxY = max(bx0, bx1) + max(dy0, dy1) + ty
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var description: String {
        "[\(formatted(a)) \(formatted(b)) \(formatted(c)) \(formatted(d)) \(formatted(tx)) \(formatted(ty))]"
    }
}

extension Rect {
    /// The four corners, clockwise from the origin.
    public var corners: [Point] {
        [
            origin,
            Point(x: origin.x + size.width, y: origin.y),
            Point(x: origin.x + size.width, y: origin.y + size.height),
            Point(x: origin.x, y: origin.y + size.height),
        ]
    }
}
