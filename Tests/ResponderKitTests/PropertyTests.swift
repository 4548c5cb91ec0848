import Foundation
import ResponderKit
import TestSupport
import Testing

// An independent reference for behaviour 1: every view's full matrix to window space,
// composed here from the model the hierarchy was built from (never from
// ResponderKit's conversion code), and a point-in-convex-quad test.

/// `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`, written out again on purpose.
struct Affine {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static func translation(_ x: Double, _ y: Double) -> Affine { Affine(tx: x, ty: y) }
    static func scale(_ x: Double, _ y: Double) -> Affine { Affine(a: x, d: y) }
    static func rotation(_ r: Double) -> Affine { Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r)) }

    func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// `self ∘ inner`: apply `inner` first, then `self`.
    func after(_ inner: Affine) -> Affine {
        Affine(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }
}

/// One view of a random hierarchy, as the test chose it.
struct ModelNode {
    var parent: Int  // -1: the window
    var frame: Rect  // set with an identity transform, so center = its middle
    var boundsOrigin: Point
    var transform: Affine
    var hidden = false, interaction = true, disabledControl = false
    var alpha = 1.0
    var children: [Int] = []
    /// The view's full matrix, its own coordinates → window coordinates.
    var toWindow = Affine()
    /// Its bounds' corners in window coordinates.
    var quad: [Point] = []

    var size: Size { frame.size }
    /// behaviour 1.2 and 1.9, with the alpha stored as a Float.
    var skipped: Bool { hidden || !interaction || disabledControl || Double(Float(alpha)) < 0.01 }
}

/// A random hierarchy in a 400 × 400 window, its views, and the reference.
@MainActor
struct RandomScene {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var nodes: [ModelNode] = []
    var views: [View] = []
    var roots: [Int] = []  // the window's subviews, back to front

    init(_ rng: inout SplitMix64) {
        let count = 1 + rng.int(12)
        for i in 0..<count {
            let parent = i == 0 ? -1 : rng.int(i + 1) - 1
            // Children mostly overlap their parent's bounds, and sometimes stick out.
            let frame: Rect
            if parent < 0 {
                frame = Rect(
                    x: rng.double(-60, 360), y: rng.double(-60, 360), width: rng.double(1, 220),
                    height: rng.double(1, 220))
            } else {
                let o = nodes[parent].boundsOrigin, s = nodes[parent].size
                let (pw, ph) = (max(s.width, 20), max(s.height, 20))
                frame = Rect(
                    x: o.x + rng.double(-0.25, 0.95) * pw, y: o.y + rng.double(-0.25, 0.95) * ph,
                    width: rng.double(0.1, 0.8) * pw, height: rng.double(0.1, 0.8) * ph)
            }
            var node = ModelNode(
                parent: parent, frame: frame,
                boundsOrigin: rng.chance(0.3) ? Point(x: rng.double(-30, 30), y: rng.double(-30, 30)) : .zero,
                transform: Self.randomTransform(&rng))
            if rng.chance(0.05) { node.frame.size.width = 0 } else if rng.chance(0.05) { node.frame.size.height = 0 }
            node.hidden = rng.chance(0.04)
            node.interaction = !rng.chance(0.04)
            node.disabledControl = rng.chance(0.03)
            if rng.chance(0.12) { node.alpha = rng.pick([0.5, 0.02, 0.011, 0.01, 0.0099, 0.005, 0]) }
            nodes.append(node)

            let view: View =
                node.disabledControl || rng.chance(0.1) ? Button(frame: node.frame) : View(frame: node.frame)
            view.name = "v\(i)"
            view.bounds.origin = node.boundsOrigin
            let t = node.transform
            view.transform = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
            view.isHidden = node.hidden
            view.isUserInteractionEnabled = node.interaction
            view.alpha = node.alpha
            (view as? Button)?.isEnabled = !node.disabledControl
            views.append(view)
            if parent < 0 {
                window.addSubview(view)
                roots.append(i)
            } else {
                views[parent].addSubview(view)
                nodes[parent].children.append(i)
            }
        }
        for i in nodes.indices {  // parents come before children
            let n = nodes[i]
            let local = Affine.translation(n.frame.midX, n.frame.midY)
                .after(n.transform)
                .after(.translation(-n.boundsOrigin.x - n.size.width / 2, -n.boundsOrigin.y - n.size.height / 2))
            nodes[i].toWindow = n.parent < 0 ? local : nodes[n.parent].toWindow.after(local)
            let o = n.boundsOrigin, s = n.size
            nodes[i].quad = [
                o, Point(x: o.x + s.width, y: o.y), Point(x: o.x + s.width, y: o.y + s.height),
                Point(x: o.x, y: o.y + s.height),
            ].map(nodes[i].toWindow.apply)
        }
    }

    static func randomTransform(_ rng: inout SplitMix64) -> Affine {
        if rng.chance(0.4) { return Affine() }
        var parts: [Affine] = []
        if rng.chance(0.6) {
            func factor() -> Double { (rng.chance(0.15) ? -1 : 1) * rng.double(0.3, 2.5) }
            parts.append(.scale(factor(), factor()))
        }
        if rng.chance(0.6) { parts.append(.rotation(rng.double(-.pi, .pi))) }
        if rng.chance(0.5) { parts.append(.translation(rng.double(-60, 60), rng.double(-60, 60))) }
        if parts.count > 1, rng.chance(0.5) { parts.swapAt(0, parts.count - 1) }
        return parts.reduce(Affine()) { $1.after($0) }
    }

    static let windowQuad = [Point(x: 0, y: 0), Point(x: 400, y: 0), Point(x: 400, y: 400), Point(x: 0, y: 400)]

    /// Whether `p` is strictly inside the convex quad (either winding); a quad
    /// with no area contains nothing (behaviour 1.4).
    static func inside(_ quad: [Point], _ p: Point) -> Bool {
        var positive = 0, negative = 0
        for i in 0..<4 {
            let q = quad[i], r = quad[(i + 1) % 4]
            let cross = (r.x - q.x) * (p.y - q.y) - (r.y - q.y) * (p.x - q.x)
            if cross > 0 { positive += 1 } else if cross < 0 { negative += 1 }
        }
        return positive == 4 || negative == 4
    }

    /// The distance from `p` to the nearest edge of any quad in the scene.
    func distanceToNearestEdge(_ p: Point) -> Double {
        var best = Double.infinity
        for quad in nodes.map(\.quad) + [Self.windowQuad] {
            for i in 0..<4 {
                let q = quad[i], r = quad[(i + 1) % 4]
                let dx = r.x - q.x, dy = r.y - q.y
                let len2 = dx * dx + dy * dy
                let t = len2 == 0 ? 0 : max(0, min(1, ((p.x - q.x) * dx + (p.y - q.y) * dy) / len2))
                best = min(best, hypot(p.x - q.x - t * dx, p.y - q.y - t * dy))
            }
        }
        return best
    }

    /// behaviour 1.3, front to back, on the model: the view that should be hit.
    func referenceHit(_ p: Point) -> View? {
        guard Self.inside(Self.windowQuad, p) else { return nil }
        func visit(_ i: Int) -> View? {
            let n = nodes[i]
            guard !n.skipped, Self.inside(n.quad, p) else { return nil }
            for child in n.children.reversed() { if let hit = visit(child) { return hit } }
            return views[i]
        }
        for root in roots.reversed() { if let hit = visit(root) { return hit } }
        return window
    }
}

@Suite("Properties: random hierarchies against an independent reference")
@MainActor
struct PropertyTests {
    static let hierarchies = 3000
    /// Set to a seed printed by a failure to replay just that hierarchy.
    static let replaySeed: UInt64? = nil

    @Test func hitTestTraceAndConvertAgreeWithTheReferenceOnRandomHierarchies() {
        var failures = 0, checked = 0, nearEdge = 0, hitsBelowWindow = 0, hitsOnTransformed = 0
        let seeds = Self.replaySeed.map { [$0] } ?? (0..<UInt64(Self.hierarchies)).map { 0x5EED_0000 + $0 }
        for seed in seeds where failures < 10 {
            var rng = SplitMix64(seed: seed)
            let scene = RandomScene(&rng)
            for j in 0..<10 {
                let p: Point
                // Half the points anywhere, half aimed inside a view with an area (which
                // may still be covered, clipped by an ancestor, or skipped).
                let targets = scene.nodes.filter { $0.size.width > 0 && $0.size.height > 0 }
                if j % 2 == 0 || targets.isEmpty {
                    p = Point(x: rng.double(-50, 450), y: rng.double(-50, 450))
                } else {
                    let n = targets[rng.int(targets.count)]
                    p = n.toWindow.apply(
                        Point(
                            x: n.boundsOrigin.x + rng.unit() * n.size.width,
                            y: n.boundsOrigin.y + rng.unit() * n.size.height))
                }
                // Exactly on an edge, "inside" depends on the last bit of a rotated
                // coordinate: the reference tests the quad in window space, the
                // implementation tests bounds after mapping the point down, and the
                // two round differently (by ~1e-13). Such points prove nothing, so skip
                // any within 1e-6 of any edge.
                if scene.distanceToNearestEdge(p) < 1e-6 {
                    nearEdge += 1
                    continue
                }
                checked += 1
                let expected = scene.referenceHit(p)
                if let e = expected, e !== scene.window {
                    hitsBelowWindow += 1
                    if !e.transform.isIdentity { hitsOnTransformed += 1 }
                }
                let actual = scene.window.hitTest(p, with: nil)
                let trace = scene.window.hitTestTrace(at: p)
                let context =
                    "seed \(seed) case \(j) point (\(p.x), \(p.y)): expected \(expected?.debugName ?? "nil"), got \(actual?.debugName ?? "nil")"
                var ok = actual === expected && trace.hitView === actual
                #expect(actual === expected, "hitTest: \(context)")
                #expect(trace.hitView === actual, "trace: \(context), traced \(trace.hitView?.debugName ?? "nil")")
                // behaviour 8: every view whose on-screen area contains the point has a verdict,
                // and only the hit path accepted it.
                let path = trace.hitPath.map(ObjectIdentifier.init)
                for (i, n) in scene.nodes.enumerated() where RandomScene.inside(n.quad, p) {
                    let verdict = trace.verdict(for: scene.views[i])
                    let onPath = path.contains(ObjectIdentifier(scene.views[i]))
                    let good = verdict != nil && verdict!.isAccepted == onPath
                    ok = ok && good
                    #expect(
                        good, "verdict of v\(i) = \(verdict.map { "\($0)" } ?? "none"), on path \(onPath): \(context)")
                }
                if !ok {
                    failures += 1
                    break
                }
            }
            failures += checkConversions(scene, &rng, seed: seed) ? 0 : 1
        }
        #expect(failures == 0)
        // The edge filter must stay a rare exception, not what makes the test pass.
        #expect(nearEdge * 1000 < checked, "near-edge points skipped: \(nearEdge) of \(checked)")
        #expect(checked > 25_000 || Self.replaySeed != nil)
        // And the random scenes must really exercise views, transformed ones included.
        #expect(
            Self.replaySeed != nil || (hitsBelowWindow * 4 > checked && hitsOnTransformed * 8 > checked),
            "hits below the window \(hitsBelowWindow), on transformed views \(hitsOnTransformed), of \(checked)")
        print(
            "PropertyTests: \(checked) points, \(nearEdge) near an edge, \(hitsBelowWindow) below the window, \(hitsOnTransformed) transformed"
        )
    }

    /// `convert` against the reference matrices, and round trips between random pairs.
    private func checkConversions(_ scene: RandomScene, _ rng: inout SplitMix64, seed: UInt64) -> Bool {
        var ok = true
        for _ in 0..<4 {
            let i = rng.int(scene.nodes.count), j = rng.int(scene.nodes.count)
            let a = scene.views[i], b = scene.views[j]
            let p = Point(x: rng.double(-300, 300), y: rng.double(-300, 300))
            let expected = scene.nodes[i].toWindow.apply(p)
            let inWindow = a.convert(p, to: nil)
            let fromWindow = a.convert(expected, from: nil)
            let there = a.convert(p, to: b)
            let back = b.convert(there, to: a)
            let context = "seed \(seed) v\(i) → v\(j) p (\(p.x), \(p.y))"
            let results = [
                close(inWindow, expected, 1e-9), close(fromWindow, p, 1e-6), close(back, p, 1e-6),
                close(b.convert(p, from: a), there, 1e-9),
                close(a.convert(p, to: scene.window), expected, 1e-9),
            ]
            #expect(results.allSatisfy { $0 }, "\(results) \(context): window \(inWindow) vs \(expected), back \(back)")
            ok = ok && results.allSatisfy { $0 }
        }
        return ok
    }
}
