/// Core Graphics' members of `CGRect`, `CGPoint`, `CGSize` and
/// `CGAffineTransform`, with its rules: a rectangle is standardized before it
/// is measured or moved, and a rectangle that cannot exist (an inset larger
/// than it, the overlap of two that do not meet) is ``Rect/null``.
///
/// ```swift
/// let grown = button.bounds.insetBy(dx: -10, dy: -10) // 10 points more on every side
/// grown.contains(point)
/// card.frame.offsetBy(dx: 0, dy: 20).intersects(header.frame)
/// ```
extension Rect {
    /// The rectangle that stands for "no rectangle", `CGRect.null`: at infinity, without area.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The rectangle without bounds, `CGRect.infinite`.
    public static let infinite = Rect(
        x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Whether this is ``null``.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether this is ``infinite``.
    public var isInfinite: Bool { self == .infinite }

    /// The rectangle with its left and right edges moved in by `dx` and its top
    /// and bottom by `dy` (negative values move them out), `CGRectInset`;
    /// ``null`` when that leaves a negative width or height.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        guard !isNull else { return self }
        let s = standardized
        let inset = Rect(
            x: s.origin.x + dx, y: s.origin.y + dy, width: s.size.width - 2 * dx, height: s.size.height - 2 * dy)
        return inset.size.width < 0 || inset.size.height < 0 ? .null : inset
    }

    /// The rectangle moved by `dx` and `dy`, `CGRectOffset`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        guard !isNull else { return self }
        let s = standardized
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: s.size.width, height: s.size.height)
    }

    /// Whether the two overlap with some area, `CGRectIntersectsRect`:
    /// rectangles that only touch do not.
    public func intersects(_ other: Rect) -> Bool {
        let overlap = intersection(other)
        return !overlap.isNull && overlap.size.width > 0 && overlap.size.height > 0
    }

    /// Whether `other` lies wholly inside this rectangle, `CGRectContainsRect`.
    public func contains(_ other: Rect) -> Bool {
        guard !isNull, !other.isNull, !isEmpty else { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The smallest rectangle with whole-number edges holding this one, `CGRectIntegral`.
    public var integral: Rect {
        guard !isNull else { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// The bounding box of the rectangle under `transform`, `CGRectApplyAffineTransform`.
    public func applying(_ transform: Transform) -> Rect {
        isNull ? self : transform.apply(to: self)
    }
}

extension Point {
    /// The point under `transform`, `CGPointApplyAffineTransform`.
    public func applying(_ transform: Transform) -> Point {
        transform.apply(to: self)
    }
}

extension Size {
    /// The size under `transform`: its width and height as a vector, `CGSizeApplyAffineTransform`.
    public func applying(_ transform: Transform) -> Size {
        Size(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension Transform {
    /// A translation by `tx`, `ty` followed by this transform, `CGAffineTransformTranslate`.
    public func translatedBy(x tx: Double, y ty: Double) -> Transform {
        Transform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx`, `sy` followed by this transform, `CGAffineTransformScale`.
    public func scaledBy(x sx: Double, y sy: Double) -> Transform {
        Transform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform, `CGAffineTransformRotate`.
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }
}
