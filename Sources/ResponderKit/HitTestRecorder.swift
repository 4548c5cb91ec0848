/// Records a traced hit-test. It travels on the ``Event`` passed to `hitTest`,
/// so overrides that pass the event on are traced too, and untraced
/// hit-testing only ever checks an optional for nil.
@MainActor
final class HitTestRecorder {
    final class Frame {
        let view: View
        let point: Point
        let order: Int
        /// The default `hitTest` ran for this view (an override called super, or there is no override).
        var defaultRan = false
        /// The rejection the default implementation found.
        var reason: HitVerdict?
        var rejectingMethod: HitTestTrace.HitTestMethod?
        /// The subview whose answer the default implementation returned.
        var answeredBy: View?
        var acceptedOutsideBounds = false
        var verdict: HitVerdict = .outsideBounds

        init(view: View, point: Point, order: Int) {
            self.view = view
            self.point = point
            self.order = order
        }
    }

    private var frames: [Frame] = []
    private var stack: [Frame] = []

    /// Asks `view` through its (possibly overridden) `hitTest` and records the answer.
    func ask(_ view: View, at point: Point, with event: Event?) -> View? {
        let frame = open(view, at: point)
        stack.append(frame)
        let result = view.hitTest(point, with: event)
        stack.removeLast()
        finish(frame, result: result)
        return result
    }

    /// `View.hitTest`'s default implementation, recording why it answers what it does.
    func defaultHitTest(_ view: View, at point: Point, with event: Event?) -> View? {
        if let top = stack.last, top.view === view, !top.defaultRan {
            top.defaultRan = true
            return runDefault(view, at: point, with: event, into: top)
        }
        // Called directly by an override elsewhere: a visit of its own.
        let frame = open(view, at: point)
        frame.defaultRan = true
        stack.append(frame)
        let result = runDefault(view, at: point, with: event, into: frame)
        stack.removeLast()
        finish(frame, result: result)
        return result
    }

    private func runDefault(_ view: View, at point: Point, with event: Event?, into frame: Frame) -> View? {
        if let skip = view.skipVerdict {
            frame.reason = skip
            return nil
        }
        let inBounds = view.bounds.contains(point)
        guard view.point(inside: point, with: event) else {
            frame.reason = inBounds ? .rejectedByOverride : .outsideBounds
            if inBounds { frame.rejectingMethod = .pointInside }
            return nil
        }
        frame.acceptedOutsideBounds = !inBounds
        for subview in view.subviews.reversed() {
            if let hit = ask(subview, at: subview.convertFromSuperview(point), with: event) {
                frame.answeredBy = subview
                return hit
            }
        }
        return view
    }

    private func open(_ view: View, at point: Point) -> Frame {
        let frame = Frame(view: view, point: point, order: frames.count + 1)
        frames.append(frame)
        return frame
    }

    /// Settles a visit's verdict from what `hitTest` returned and what the default saw.
    private func finish(_ frame: Frame, result: View?) {
        if let result {
            frame.verdict = result === frame.view ? .hit : .containsHit
            if frame.reason == .outsideBounds { frame.acceptedOutsideBounds = true }
            return
        }
        if let reason = frame.reason {
            frame.verdict = reason
        } else if frame.defaultRan {
            // The default would have answered; the override returned nil anyway.
            frame.verdict = .rejectedByOverride
            frame.rejectingMethod = .hitTest
        } else {
            // An override that never called super: say what the default would have.
            let view = frame.view
            if let skip = view.skipVerdict {
                frame.verdict = skip
            } else if !view.point(inside: frame.point, with: nil) {
                let inBounds = view.bounds.contains(frame.point)
                frame.verdict = inBounds ? .rejectedByOverride : .outsideBounds
                if inBounds { frame.rejectingMethod = .pointInside }
            } else {
                frame.verdict = .rejectedByOverride
                frame.rejectingMethod = .hitTest
            }
        }
    }

    // MARK: Building the trace

    func trace(root: View, point: Point, hitView: View?) -> HitTestTrace {
        // A view asked more than once is represented by an accepting visit if
        // it had one, else by its last.
        var visit: [ObjectIdentifier: Frame] = [:]
        for frame in frames {
            let key = ObjectIdentifier(frame.view)
            if let seen = visit[key], seen.verdict.isAccepted { continue }
            visit[key] = frame
        }
        let steps = frames.map(step)
        let unasked = unaskedSteps(root: root, point: point, visit: visit)
        return HitTestTrace(root: root, point: point, hitView: hitView, steps: steps, unasked: unasked)
    }

    private func step(_ frame: Frame) -> HitTestTrace.Step {
        HitTestTrace.Step(
            view: frame.view, verdict: frame.verdict, point: frame.point, order: frame.order,
            rejectingMethod: frame.rejectingMethod, acceptedOutsideBounds: frame.acceptedOutsideBounds)
    }

    /// Every view of the tree whose area contains the point but that was never
    /// asked, with the reason: the nearest asked ancestor refused, or a view in
    /// front of the branch answered first.
    private func unaskedSteps(root: View, point: Point, visit: [ObjectIdentifier: Frame]) -> [HitTestTrace.Step] {
        struct Item {
            let view: View
            let point: Point
            /// The nearest asked ancestor's visit, and the child of it on the way here.
            let asked: Frame?
            let branch: View?
        }
        var result: [HitTestTrace.Step] = []
        var stack = [Item(view: root, point: point, asked: nil, branch: nil)]
        while let item = stack.popLast() {
            let own = visit[ObjectIdentifier(item.view)]
            if own == nil, let asked = item.asked, let branch = item.branch,
               item.view.bounds.contains(item.point) {
                result.append(HitTestTrace.Step(
                    view: item.view, verdict: Self.reason(asked: asked, branch: branch), point: item.point,
                    order: nil, rejectingMethod: nil, acceptedOutsideBounds: false))
            }
            for child in item.view.subviews.reversed() {
                let p = child.convertFromSuperview(item.point)
                if let own {
                    stack.append(Item(view: child, point: p, asked: own, branch: child))
                } else {
                    stack.append(Item(view: child, point: p, asked: item.asked, branch: item.branch))
                }
            }
        }
        return result
    }

    private static func reason(asked: Frame, branch: View) -> HitVerdict {
        if asked.verdict.isAccepted, let front = asked.answeredBy {
            let siblings = asked.view.subviews
            if let b = siblings.firstIndex(where: { $0 === branch }),
               let f = siblings.firstIndex(where: { $0 === front }), b < f {
                return .coveredBy(front)
            }
        }
        return .ancestorRejected(asked.view)
    }
}
