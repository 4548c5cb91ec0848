// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's 3D transform and its C functions. A view shows the part a
// flat screen shows (x and y, no perspective): `CATransform3DGetAffineTransform`.

import Foundation
import ResponderKit

/// A 4 × 4 transform, Core Animation's `CATransform3D` (row vectors, as Core Animation's).
///
/// ```swift
/// var flip = CATransform3DIdentity
/// flip.m34 = -1 / 500
/// card.layer.transform = CATransform3DRotate(flip, .pi, 0, 1, 0)
/// ```
public struct CATransform3D: Hashable, Sendable {
    /// UIKit's `CATransform3D.m11`.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// UIKit's `CATransform3D.m21`.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// UIKit's `CATransform3D.m31`.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// UIKit's `CATransform3D.m41`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// UIKit's `CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)`.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } })
}

/// UIKit's `CATransform3DMakeTranslation(_:_:_:)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// UIKit's `CATransform3DMakeScale(_:_:_:)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// UIKit's `CATransform3DTranslate(_:_:_:_:)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// UIKit's `CATransform3DScale(_:_:_:_:)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// UIKit's `CATransform3DRotate(_:_:_:_:_:)`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// UIKit's `CATransform3DIsIdentity(_:)`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// UIKit's `CATransform3DEqualToTransform(_:_:)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Whether the transform is a flat one: only x and y, no perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// UIKit's `CATransform3DMakeAffineTransform(_:)`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// The part of `t` a flat screen shows: x and y.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The inverse of `t`; `t` itself when it has none, as Core Animation's.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var a = t.rows, inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), a[pivot][column] != 0
        else {
            return t
        }
        a.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let p = a[column][column]
        for j in 0..<4 {
            a[column][j] /= p
            inverse[column][j] /= p
        }
        for row in 0..<4 where row != column {
            let f = a[row][column]
            for j in 0..<4 {
                a[row][j] -= f * a[column][j]
                inverse[row][j] -= f * inverse[column][j]
            }
        }
    }
    return CATransform3D(rows: inverse)
}
