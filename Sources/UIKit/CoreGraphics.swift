// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Graphics' names: the geometry types, and the C functions iOS code
// still spells them with (`CGRectContainsPoint(bounds, point)`).
//
// Foundation on Linux has its own `CGFloat`, `CGPoint`, `CGSize` and `CGRect`.
// A file that imports UIKit alone sees these; one that also says
// `import Foundation` sees both and must pick: a module-level
// `typealias CGPoint = UIKit.CGPoint` (and the same for the other three) in
// the user's own module settles it for all its files (docs/own-code.md).

import ResponderKit

public typealias CGFloat = Double
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
public typealias CGAffineTransform = Transform

extension Point {
    /// `CGPoint(x:y:)` with whole numbers.
    public init(x: Int, y: Int) {
        self.init(x: Double(x), y: Double(y))
    }
}

extension Size {
    /// `CGSize(width:height:)` with whole numbers.
    public init(width: Int, height: Int) {
        self.init(width: Double(width), height: Double(height))
    }
}

extension Rect {
    /// `CGRect(x:y:width:height:)` with whole numbers.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }
}

// MARK: The C spellings

public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
public func CGRectContainsRect(_ rect: CGRect, _ other: CGRect) -> Bool { rect.contains(other) }
public func CGRectIntersectsRect(_ rect: CGRect, _ other: CGRect) -> Bool { rect.intersects(other) }
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
public func CGRectUnion(_ rect: CGRect, _ other: CGRect) -> CGRect { rect.union(other) }
public func CGRectIntersection(_ rect: CGRect, _ other: CGRect) -> CGRect { rect.intersection(other) }
public func CGRectStandardize(_ rect: CGRect) -> CGRect { rect.standardized }
public func CGRectIntegral(_ rect: CGRect) -> CGRect { rect.integral }
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }
public func CGRectIsInfinite(_ rect: CGRect) -> Bool { rect.isInfinite }
public func CGRectEqualToRect(_ rect: CGRect, _ other: CGRect) -> Bool { rect == other }
public func CGPointEqualToPoint(_ point: CGPoint, _ other: CGPoint) -> Bool { point == other }
public func CGSizeEqualToSize(_ size: CGSize, _ other: CGSize) -> Bool { size == other }
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect { rect.applying(t) }
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint { point.applying(t) }
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize { size.applying(t) }

public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool { a == b }
