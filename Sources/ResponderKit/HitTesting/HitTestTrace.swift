/// What one hit-test did: every view it asked, in order, with its verdict,
/// and a verdict for every other view under the point (behaviour 8).
///
/// Ask any view for one; the window is the usual place to start:
///
/// ```swift
/// let trace = window.hitTestTrace(at: Point(x: 120, y: 200))
/// print(trace.hitView?.debugName ?? "nobody")
/// for step in trace.steps {
///     print(step.order, step.view.debugName, step.verdict)
/// }
/// trace.verdict(for: hiddenBadge) // .hidden
/// ```
@MainActor
public struct HitTestTrace {
    /// One view's verdict.
    public struct Step {
        public let view: View
        public let verdict: HitVerdict
        /// The point in the view's own coordinates.
        public let point: Point
        /// 1-based position in visiting order; nil for views that were never asked.
        public let order: Int?
        /// For ``HitVerdict/rejectedByOverride``: which override said no.
        public let rejectingMethod: HitTestMethod?
        /// True when the view's `point(inside:)` accepted a point outside its bounds
        /// (an enlarged touch area).
        public let acceptedOutsideBounds: Bool
        /// What the view's `point(inside:with:)` answered when the default
        /// `hitTest` asked it; nil when it was not asked (the view was skipped,
        /// or an override of `hitTest` never called super).
        public let pointInsideAnswer: Bool?
        /// What the view's `hitTest(_:with:)` returned on this visit: itself, a
        /// view inside it, any other view an override chose, or nil. Nil too for views never asked.
        public let returned: View?

        /// Whether hit-testing asked this view.
        public var wasAsked: Bool { order != nil }
    }

    /// The two methods a view can override to change hit-testing.
    public enum HitTestMethod: String, Sendable {
        case hitTest
        case pointInside
    }

    /// The view hit-testing started at.
    public let root: View
    /// The point, in the root's coordinates.
    public let point: Point
    /// The view that was returned, if any.
    public let hitView: View?
    /// The views that were asked, in visiting order.
    public let steps: [Step]
    /// The views under the point that were never asked, each with why
    /// (``HitVerdict/coveredBy(_:)`` or ``HitVerdict/ancestorRejected(_:)``), in tree order.
    public let unasked: [Step]

    init(root: View, point: Point, hitView: View?, steps: [Step], unasked: [Step]) {
        self.root = root
        self.point = point
        self.hitView = hitView
        self.steps = steps
        self.unasked = unasked
        self.lookup = Lookup()
    }

    /// `step(for:)`'s index, built on first use: most traces are only read in order.
    private final class Lookup {
        var index: [ObjectIdentifier: Int]?
    }

    private let lookup: Lookup

    private var index: [ObjectIdentifier: Int] {
        if let index = lookup.index { return index }
        // A view asked more than once (an override probing a subview, say) is
        // represented by its accepting visit if it had one, else by its last,
        // as the recorder decides which views were never asked.
        var index: [ObjectIdentifier: Int] = [:]
        for (i, step) in steps.enumerated() {
            let key = ObjectIdentifier(step.view)
            if let seen = index[key], steps[seen].verdict.isAccepted { continue }
            index[key] = i
        }
        for (i, step) in unasked.enumerated() where index[ObjectIdentifier(step.view)] == nil {
            index[ObjectIdentifier(step.view)] = steps.count + i
        }
        lookup.index = index
        return index
    }

    /// Every step: the asked views in order, then the unasked ones.
    public var allSteps: [Step] { steps + unasked }

    /// The step for `view`, if the trace has a verdict for it.
    public func step(for view: View) -> Step? {
        guard let i = index[ObjectIdentifier(view)] else { return nil }
        return i < steps.count ? steps[i] : unasked[i - steps.count]
    }

    /// The verdict for `view`: nil only for views that were not asked and are not under the point.
    public func verdict(for view: View) -> HitVerdict? {
        step(for: view)?.verdict
    }

    /// The views from the hit view up to the root: the path of `containsHit` verdicts.
    public var hitPath: [View] {
        var path: [View] = []
        var v = hitView
        while let current = v {
            path.append(current)
            if current === root { break }
            v = current.superview
        }
        return path
    }
}

extension View {
    /// Hit-tests `point` (in this view's coordinates) exactly as ``hitTest(_:with:)``
    /// does, and records every view's verdict.
    ///
    /// Tracing observes, it does not change: overrides of `hitTest` and
    /// `point(inside:)` run as usual and the result equals `hitTest(point, with: event)`.
    /// Untraced hit-testing pays nothing for this facility.
    public func hitTestTrace(at point: Point, with event: Event? = nil) -> HitTestTrace {
        let recorder = HitTestRecorder()
        let carrier = event ?? Event(timestamp: 0, touches: [])
        let outer = carrier.hitTestRecorder
        carrier.hitTestRecorder = recorder
        defer { carrier.hitTestRecorder = outer }
        let hit = recorder.ask(self, at: point, with: carrier)
        return recorder.trace(root: self, point: point, hitView: hit)
    }
}
