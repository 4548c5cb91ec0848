import ResponderKit
import TestSupport
import Testing

/// A trace finds the views under the point that were never asked by entering
/// only the subtrees whose cached boxes contain the point (behaviour 8). Here
/// that search is checked against one that looks at every view of the tree,
/// step by step: the same views, verdicts and points, in the same order, on
/// random trees whose views stick out of their superviews, are turned,
/// scaled, hidden, transparent, clipped and scrolled, and change between
/// traces so that every cached box must follow.
@Suite("Traces: the pruned search for unasked views equals a search of every view")
@MainActor
struct TracePruningTests {
    @Test func prunedSearchReportsExactlyWhatASearchOfEveryViewReports() {
        var traces = 0, unasked = 0, covered = 0, scrolledUnasked = 0
        for k in 0..<40 {
            let seed = 0x9B0E_5000 + UInt64(k)
            var rng = SplitMix64(seed: seed)
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            var views: [View] = [window], scrollViews: [ScrollView] = []
            for _ in 0..<150 {
                let parent = views[rng.int(views.count)]
                let size = parent.bounds.size
                // Mostly inside the superview's bounds, one in four sticking out of them.
                let w = rng.double(0, max(size.width, 1)), h = rng.double(0, max(size.height, 1))
                let frame =
                    rng.chance(0.25)
                    ? Rect(
                        x: rng.double(-60, size.width), y: rng.double(-60, size.height), width: w * 1.5, height: h * 1.5
                    )
                    : Rect(x: rng.double(0, size.width - w), y: rng.double(0, size.height - h), width: w, height: h)
                let view: View
                if rng.chance(0.12) {
                    let scroll = ScrollView(frame: frame)
                    scroll.contentSize = Size(width: frame.size.width * 3, height: frame.size.height * 3)
                    scroll.contentOffset = Point(
                        x: rng.double(0, frame.size.width), y: rng.double(0, frame.size.height))
                    scrollViews.append(scroll)
                    view = scroll
                } else {
                    view = View(frame: frame)
                }
                restyle(view, &rng)
                parent.addSubview(view)
                views.append(view)
            }
            for round in 0..<30 {
                for _ in 0..<rng.int(5) { change(views, scrollViews, &rng) }
                let point = Point(x: rng.double(-40, 440), y: rng.double(-40, 440))
                let trace = window.hitTestTrace(at: point)
                let expected = Self.unaskedByVisitingEveryView(trace)
                #expect(trace.unasked.map(Summary.init) == expected, "seed \(seed), round \(round), point \(point)")
                traces += 1
                unasked += trace.unasked.count
                covered += trace.unasked.filter { if case .coveredBy = $0.verdict { true } else { false } }.count
                scrolledUnasked +=
                    trace.unasked.filter { step in
                        scrollViews.contains { step.view.isDescendant(of: $0) && step.view !== $0 }
                    }.count
            }
        }
        // The trees put views under the point for both reasons, inside scrolled content too.
        #expect(unasked > traces, "\(unasked) unasked views in \(traces) traces")
        #expect(covered > traces / 4, "\(covered) covered views in \(traces) traces")
        #expect(scrolledUnasked > traces / 10, "\(scrolledUnasked) unasked views in scrolled content")
    }

    private func restyle(_ view: View, _ rng: inout SplitMix64) {
        view.transform =
            rng.chance(0.75)
            ? .identity
            : rng.pick([
                Transform(rotationAngle: rng.double(-3.2, 3.2)),
                Transform(scaleX: rng.double(-2, 2), y: rng.double(-2, 2)),
                Transform(translationX: rng.double(-60, 60), y: rng.double(-60, 60)),
                Transform(rotationAngle: rng.double(-1, 1)).concatenating(
                    Transform(scaleX: rng.double(0.5, 2), y: rng.double(0.5, 2))),
            ])
        view.isHidden = rng.chance(0.05)
        view.isUserInteractionEnabled = !rng.chance(0.05)
        view.alpha = rng.pick([1, 1, 1, 1, 0.5, 0.01, 0.011, 0])
        view.clipsToBounds = rng.chance(0.2)
    }

    /// One change of the kinds that must forget cached boxes: scrolling, moving,
    /// resizing, turning, moving a view to another superview or to the front or
    /// back of its siblings, and the flags.
    private func change(_ views: [View], _ scrollViews: [ScrollView], _ rng: inout SplitMix64) {
        let v = views[1 + rng.int(views.count - 1)]
        switch rng.int(8) {
        case 0 where !scrollViews.isEmpty:
            let scroll = rng.pick(scrollViews)
            scroll.contentOffset = Point(
                x: rng.double(-50, scroll.bounds.size.width * 2), y: rng.double(-50, scroll.bounds.size.height * 2))
        case 1: v.center = Point(x: rng.double(-50, 450), y: rng.double(-50, 450))
        case 2: v.bounds.size = Size(width: rng.double(0, 300), height: rng.double(0, 300))
        case 3:
            v.frame = Rect(
                x: rng.double(-80, 380), y: rng.double(-80, 380), width: rng.double(0, 250), height: rng.double(0, 250))
        case 4: views[rng.int(views.count)].insertSubview(v, at: rng.int(4))
        case 5: v.removeFromSuperview()
        case 6:
            if rng.chance(0.5) { v.superview?.bringSubviewToFront(v) } else { v.superview?.sendSubviewToBack(v) }
        default: restyle(v, &rng)
        }
    }

    /// What the trace must report as never asked, found by visiting every view
    /// of the tree: in tree order, each view not asked whose bounds contain the
    /// point (mapped down as hit-testing maps it) below an asked view, with the
    /// verdict of its nearest asked ancestor: covered by the subview that
    /// answered when its branch lies behind that one, else that ancestor said no.
    static func unaskedByVisitingEveryView(_ trace: HitTestTrace) -> [Summary] {
        var steps: [ObjectIdentifier: HitTestTrace.Step] = [:]
        for step in trace.steps {
            if let seen = steps[ObjectIdentifier(step.view)], seen.verdict.isAccepted { continue }
            steps[ObjectIdentifier(step.view)] = step
        }
        var result: [Summary] = []
        func walk(_ view: View, _ p: Point, reason: HitVerdict?) {
            let own = steps[ObjectIdentifier(view)]
            if own == nil, let reason, view.bounds.contains(p) {
                result.append(Summary(view: view, verdict: reason, point: p, order: nil))
            }
            // The subview that answered: the frontmost asked subview that accepted.
            // A loop, not `lastIndex(where:)`: a closure capturing `steps` does not compile in release (region isolation).
            var answered: Int?
            if own?.verdict.isAccepted == true {
                for (i, subview) in view.subviews.enumerated().reversed()
                where steps[ObjectIdentifier(subview)]?.verdict.isAccepted == true {
                    answered = i
                    break
                }
            }
            for (i, child) in view.subviews.enumerated() {
                let childReason: HitVerdict? =
                    if let own {
                        if let answered, i < answered {
                            .coveredBy(view.subviews[answered])
                        } else {
                            .ancestorRejected(own.view)
                        }
                    } else {
                        reason
                    }
                walk(child, child.convert(p, from: view), reason: childReason)
            }
        }
        walk(trace.root, trace.point, reason: nil)
        return result
    }

    /// What is compared of a step: the view, the verdict, the point's bits, and that it was not asked.
    struct Summary: Equatable {
        let view: ObjectIdentifier
        let verdict: HitVerdict
        let x: UInt64, y: UInt64
        let order: Int?

        init(view: View, verdict: HitVerdict, point: Point, order: Int?) {
            (self.view, self.verdict, x, y, self.order) = (
                ObjectIdentifier(view), verdict, point.x.bitPattern, point.y.bitPattern, order
            )
        }

        init(_ step: HitTestTrace.Step) {
            self.init(view: step.view, verdict: step.verdict, point: step.point, order: step.order)
        }
    }
}
