import Foundation
import ResponderKit
import TestSupport
import Testing

@Suite("Transform: CGAffineTransform's algebra")
struct TransformTests {
    let p = Point(x: 3, y: 5)

    @Test func identityLeavesPointsAlone() {
        #expect(Transform.identity.apply(to: p) == p)
        #expect(Transform.identity.isIdentity)
        #expect(Transform.identity == Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    }

    @Test func scaleTranslationAndRotationMapPointsLikeCoreGraphics() {
        #expect(Transform(scaleX: 2, y: -3).apply(to: p) == Point(x: 6, y: -15))
        #expect(Transform(translationX: 10, y: -1).apply(to: p) == Point(x: 13, y: 4))
        // A quarter turn is clockwise on screen, where y points down: +x goes to +y.
        let q = Transform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(close(q, Point(x: 0, y: 1), 1e-15))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = Transform(scaleX: 2, y: 2), move = Transform(translationX: 10, y: 0)
        // Scale then move: (3, 5) → (6, 10) → (16, 10).
        #expect(scale.concatenating(move).apply(to: p) == Point(x: 16, y: 10))
        // Move then scale: (3, 5) → (13, 5) → (26, 10).
        #expect(move.concatenating(scale).apply(to: p) == Point(x: 26, y: 10))
    }

    @Test func invertedUndoesTheTransform() {
        let t = Transform(scaleX: 2, y: 0.5)
            .concatenating(Transform(rotationAngle: 0.7))
            .concatenating(Transform(translationX: -4, y: 9))
        let back = t.inverted().apply(to: t.apply(to: p))
        #expect(close(back, p, 1e-12))
        let both = t.concatenating(t.inverted())
        #expect(abs(both.a - 1) < 1e-12 && abs(both.b) < 1e-12 && abs(both.c) < 1e-12)
        #expect(abs(both.d - 1) < 1e-12 && abs(both.tx) < 1e-12 && abs(both.ty) < 1e-12)
    }

    @Test func singularTransformInvertsToItselfLikeCoreGraphics() {
        let flat = Transform(scaleX: 0, y: 3)
        #expect(flat.inverted() == flat)
        let nan = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(nan.inverted().a.isNaN)
    }

    @Test func applyingToARectGivesTheBoundingBoxOfItsCorners() {
        let r = Rect(x: -10, y: -5, width: 20, height: 10)
        let box = Transform(rotationAngle: .pi / 2).apply(to: r)
        #expect(close(box, Rect(x: -5, y: -10, width: 10, height: 20), 1e-12))
        let box45 = Transform(rotationAngle: .pi / 4).apply(to: Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(close(box45, Rect(x: -sqrt(2), y: -sqrt(2), width: 2 * sqrt(2), height: 2 * sqrt(2)), 1e-12))
    }

    @Test func determinantIsAreaScale() {
        #expect(Transform(scaleX: 2, y: 3).determinant == 6)
        #expect(abs(Transform(rotationAngle: 1.1).determinant - 1) < 1e-15)
        #expect(Transform(scaleX: -1, y: 1).determinant == -1)
    }

    /// `apply(to: Rect)` takes each coordinate's extremes from its two terms; rounding
    /// is monotonic, so that is exactly the box of the four corners mapped one by one.
    @Test func aRectsBoxIsExactlyTheBoxOfItsFourMappedCorners() {
        var rng = SplitMix64(seed: 0xB0C5)
        for _ in 0..<2_000 {
            let t = Transform(rotationAngle: rng.double(-4, 4))
                .concatenating(
                    Transform(
                        a: rng.double(-3, 3), b: rng.double(-1, 1), c: rng.double(-1, 1), d: rng.double(-3, 3),
                        tx: rng.double(-500, 500), ty: rng.double(-500, 500)))
            let rect = Rect(
                x: rng.double(-300, 300), y: rng.double(-300, 300), width: rng.double(-50, 400),
                height: rng.double(-50, 400))
            #expect(t.apply(to: rect) == Rect(boundingBoxOf: rect.corners.map(t.apply(to:))))
        }
    }
}
