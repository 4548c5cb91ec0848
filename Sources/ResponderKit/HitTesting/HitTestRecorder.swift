/// Records a traced hit-test. It travels on the ``Event`` passed to `hitTest`,
/// so overrides that pass the event on are traced too, and untraced
/// hit-testing only ever checks an optional for nil.
///
/// A trace costs in proportion to the views near the point, not to the size of
/// the tree: the visits are kept in one array of plain values, a view
/// finds its visit through a mark it carries while the trace is built (no hashing), and the search for
/// views under the point that were never asked skips every subtree whose cached
/// bounding box (`View.subviewBoxes`, kept side by side in the superview) does
/// not contain the point, without touching its views.
@MainActor
final class HitTestRecorder {
    struct Frame {
        let view: View
        let point: Point
        /// The default `hitTest` ran for this view (an override called super, or there is no override).
        var defaultRan = false
        /// The rejection the default implementation found.
        var reason: HitVerdict?
        var rejectingMethod: HitTestTrace.HitTestMethod?
        /// The subview whose answer the default implementation returned.
        var answeredBy: View?
        var acceptedOutsideBounds = false
        var pointInsideAnswer: Bool?
        var returned: View?
        var verdict: HitVerdict = .outsideBounds

        init(view: View, point: Point) {
            self.view = view
            self.point = point
        }
    }

    /// The visits, in the order they began: a visit's `order` is its index + 1.
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// The visits under way, innermost last.
    @exclusivity(unchecked) private var stack: [Int] = []

    init() {
        // Room for a typical trace at once: growing an array step by step costs an allocation a step.
        frames.reserveCapacity(16)
        stack.reserveCapacity(16)
    }

    /// Asks `view` through its (possibly overridden) `hitTest` and records the answer.
    func ask(_ view: View, at point: Point, with event: Event?) -> View? {
        let index = open(view, at: point)
        stack.append(index)
        let result = view.hitTest(point, with: event)
        stack.removeLast()
        finish(index, result: result)
        return result
    }

    /// `View.hitTest`'s default implementation, recording why it answers what it does.
    func defaultHitTest(_ view: View, at point: Point, with event: Event?) -> View? {
        if let top = stack.last, frames[top].view === view, !frames[top].defaultRan {
            frames[top].defaultRan = true
            return runDefault(view, at: point, with: event, into: top)
        }
        // Called directly by an override elsewhere: a visit of its own.
        let index = open(view, at: point)
        frames[index].defaultRan = true
        stack.append(index)
        let result = runDefault(view, at: point, with: event, into: index)
        stack.removeLast()
        finish(index, result: result)
        return result
    }

    private func runDefault(_ view: View, at point: Point, with event: Event?, into index: Int) -> View? {
        if let skip = view.skipVerdict {
            frames[index].reason = skip
            return nil
        }
        let inBounds = view.bounds.contains(point)
        let inside = view.point(inside: point, with: event)
        frames[index].pointInsideAnswer = inside
        guard inside else {
            frames[index].reason = inBounds ? .rejectedByOverride : .outsideBounds
            if inBounds { frames[index].rejectingMethod = .pointInside }
            return nil
        }
        frames[index].acceptedOutsideBounds = !inBounds
        // As in `View.hitTest`: this copy keeps the subviews alive while they are asked.
        let subviews = view.subviews
        var i = subviews.endIndex
        while i > subviews.startIndex {
            i -= 1
            #if DEBUG
                // As in `View.hitTest`: unoptimized, the closure would cost a stack frame a level.
                let subview = subviews[i]
                let hit = ask(subview, at: subview.convertFromSuperview(point), with: event)
            #else
                let subview = Unmanaged.passUnretained(subviews[i])
                let hit = withGuaranteedReference(subview) { ask($0, at: $0.convertFromSuperview(point), with: event) }
            #endif
            if let hit {
                frames[index].answeredBy = subviews[i]
                return hit
            }
        }
        return view
    }

    private func open(_ view: View, at point: Point) -> Int {
        frames.append(Frame(view: view, point: point))
        return frames.count - 1
    }

    /// Settles a visit's verdict from what `hitTest` returned and what the default saw.
    private func finish(_ index: Int, result: View?) {
        frames[index].returned = result
        if let result {
            frames[index].verdict = result === frames[index].view ? .hit : .containsHit
            if frames[index].reason == .outsideBounds { frames[index].acceptedOutsideBounds = true }
            return
        }
        if let reason = frames[index].reason {
            frames[index].verdict = reason
        } else if frames[index].defaultRan {
            // The default would have answered; the override returned nil anyway.
            frames[index].verdict = .rejectedByOverride
            frames[index].rejectingMethod = .hitTest
        } else {
            // An override that never called super: what the default would have found, read from the view's
            // stored state. Never by asking `point(inside:)` again: explaining a hit-test calls no code a
            // subclass writes, so the code runs exactly as often as UIKit runs it (behaviour 1.1).
            let view = frames[index].view, point = frames[index].point
            if let skip = view.skipVerdict {
                frames[index].verdict = skip
            } else if !view.storedBounds.contains(point) {
                frames[index].verdict = .outsideBounds
            } else {
                frames[index].verdict = .rejectedByOverride
                frames[index].rejectingMethod = .hitTest
            }
        }
    }

    // MARK: Building the trace

    /// Builds the trace once the hit-test is over.
    ///
    /// Each view's representative visit is marked on the view itself
    /// (`View.traceVisit`) while the trace is built and unmarked before it
    /// returns: nothing here calls code a subclass can override, so no other
    /// trace can start meanwhile and the marks need no owner.
    func trace(root: View, point: Point, hitView: View?) -> HitTestTrace {
        // A view asked more than once is represented by its first accepting
        // visit if it had one, else by its last.
        for i in frames.indices {
            let view = Unmanaged.passUnretained(frames[i].view)  // the frames keep it alive
            withGuaranteedReference(view) { view in
                if let seen = visit(of: view), frames[seen].verdict.isAccepted { return }
                view.traceVisit = i
            }
        }
        var steps: [HitTestTrace.Step] = []
        steps.reserveCapacity(frames.count)
        for i in frames.indices {
            steps.append(
                HitTestTrace.Step(
                    view: frames[i].view, verdict: frames[i].verdict, point: frames[i].point, order: i + 1,
                    rejectingMethod: frames[i].rejectingMethod, acceptedOutsideBounds: frames[i].acceptedOutsideBounds,
                    pointInsideAnswer: frames[i].pointInsideAnswer, returned: frames[i].returned))
        }
        let unasked = unaskedSteps(root: root, point: point)
        for i in frames.indices {
            withGuaranteedReference(Unmanaged.passUnretained(frames[i].view)) { $0.traceVisit = -1 }
        }
        return HitTestTrace(root: root, point: point, hitView: hitView, steps: steps, unasked: unasked)
    }

    /// The index of the visit that represents `view` (once `trace` has chosen them), if it was asked.
    private func visit(of view: View) -> Int? {
        view.traceVisit >= 0 ? view.traceVisit : nil
    }

    /// Every view of the tree whose area contains the point but that was never
    /// asked, with the reason: the nearest asked ancestor refused, or a view in
    /// front of the branch answered first. Subtrees whose bounding box does not
    /// contain the point hold no such view and are not entered.
    private func unaskedSteps(root: View, point: Point) -> [HitTestTrace.Step] {
        struct Item {
            let view: View
            let point: Point
            /// Why the views of this branch were never asked, from the nearest asked
            /// ancestor; nil above the first asked view.
            let reason: HitVerdict?
        }
        var result: [HitTestTrace.Step] = []
        result.reserveCapacity(16)
        var stack: [Item] = []
        stack.reserveCapacity(32)
        stack.append(Item(view: root, point: point, reason: nil))
        while let item = stack.popLast() {
            let own = visit(of: item.view)
            if own == nil, let reason = item.reason, item.view.bounds.contains(item.point) {
                result.append(
                    HitTestTrace.Step(
                        view: item.view, verdict: reason, point: item.point,
                        order: nil, rejectingMethod: nil, acceptedOutsideBounds: false, pointInsideAnswer: nil,
                        returned: nil))
            }
            // Only the subviews whose boxes contain the point are touched.
            let boxes = item.view.subviewBoxes
            // Below an asked view, its subviews behind the one that answered are covered by it.
            var front: (index: Int, view: View)?
            if let own, frames[own].verdict.isAccepted, let answeredBy = frames[own].answeredBy,
                let index = boxes.firstIndex(where: { $0.view === answeredBy })
            {
                front = (index, answeredBy)
            }
            var i = boxes.endIndex
            while i > boxes.startIndex {
                i -= 1
                guard boxes[i].box.mightContain(item.point) else { continue }
                let child = boxes[i].view
                let reason: HitVerdict?
                if let own {
                    if let front, i < front.index {
                        reason = .coveredBy(front.view)
                    } else {
                        reason = .ancestorRejected(frames[own].view)
                    }
                } else {
                    reason = item.reason
                }
                stack.append(Item(view: child, point: child.convertFromSuperview(item.point), reason: reason))
            }
        }
        return result
    }
}
