import ResponderKit
import TestSupport
import Testing

/// A trace lists every view under the point that hit-testing never asked
/// (behaviour 8). Checked here against the definition, view by view, on random
/// trees with transforms, scroll offsets, views outside their superviews and
/// broken geometry, while the trees change between traces: however a trace
/// finds those views, it must find exactly these, in tree order.
@Suite("Traces: every unasked view under the point, and no other")
@MainActor
struct TraceCompletenessTests {
    @Test func unaskedViewsAreExactlyTheViewsUnderThePointBelowAnAskedViewThatWereNeverAsked() {
        var checked = 0, unasked = 0
        for k in 0..<60 {
            let seed = 0x7ACE_0000 + UInt64(k)
            var rng = SplitMix64(seed: seed)
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            var views: [View] = [window]
            for _ in 0..<120 {
                let view = View(
                    frame: Rect(
                        x: rng.double(-100, 350), y: rng.double(-100, 350),
                        width: rng.double(0, 300), height: rng.double(0, 300)))
                randomize(view, &rng)
                views[rng.int(views.count)].addSubview(view)
                views.append(view)
            }
            for round in 0..<40 {
                // Change the tree between traces: what a trace remembers must follow.
                for _ in 0..<rng.int(6) {
                    let v = views[1 + rng.int(views.count - 1)]
                    switch rng.int(5) {
                    case 0: views[rng.int(views.count)].addSubview(v)
                    case 1: v.removeFromSuperview()
                    case 2: v.center = Point(x: rng.double(-50, 450), y: rng.double(-50, 450))
                    default: randomize(v, &rng)
                    }
                }
                let point = Point(x: rng.double(-60, 460), y: rng.double(-60, 460))
                let trace = window.hitTestTrace(at: point)
                let expected = Self.expectedUnasked(
                    root: window, point: point, asked: Set(trace.steps.map { ObjectIdentifier($0.view) }))
                let found = trace.unasked.map { ObjectIdentifier($0.view) }
                #expect(found == expected, "seed \(seed), round \(round), point \(point)")
                checked += 1
                unasked += found.count
            }
        }
        // The trees really put views under the point without asking them.
        #expect(unasked > checked / 2, "\(unasked) unasked views in \(checked) traces")
    }

    private func randomize(_ view: View, _ rng: inout SplitMix64) {
        view.bounds = Rect(
            x: rng.chance(0.2) ? rng.double(-40, 40) : 0, y: rng.chance(0.2) ? rng.double(-40, 40) : 0,
            width: rng.double(0, 300), height: rng.double(0, 300))  // a scroll offset now and then
        view.transform =
            rng.chance(0.7)
            ? .identity
            : rng.pick([
                Transform(rotationAngle: rng.double(-3.2, 3.2)),
                Transform(scaleX: rng.double(-2, 2), y: rng.double(-2, 2)),
                Transform(scaleX: 0, y: 1),
                Transform(translationX: rng.double(-50, 50), y: rng.double(-50, 50)),
            ])
        view.isHidden = rng.chance(0.05)
        view.isUserInteractionEnabled = !rng.chance(0.05)
        if rng.chance(0.02) { view.frame = Rect(x: .nan, y: 0, width: 10, height: 10) }
        if rng.chance(0.02) { view.frame = Rect(x: 1e300, y: -1e300, width: 1e300, height: 10) }
    }

    /// The definition: in tree order, every view not asked whose bounds contain the
    /// point (mapped down the tree as hit-testing maps it) and that has an asked ancestor.
    private static func expectedUnasked(root: View, point: Point, asked: Set<ObjectIdentifier>) -> [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        func walk(_ view: View, _ p: Point, belowAsked: Bool) {
            let isAsked = asked.contains(ObjectIdentifier(view))
            if !isAsked, belowAsked, view.bounds.contains(p) { result.append(ObjectIdentifier(view)) }
            for child in view.subviews {
                walk(child, child.convert(p, from: view), belowAsked: belowAsked || isAsked)
            }
        }
        walk(root, point, belowAsked: false)
        return result
    }
}
