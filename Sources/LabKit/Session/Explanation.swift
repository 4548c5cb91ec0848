import ResponderKit
import Scenes

/// What the overlay and the panel explain: the last touch's hit-test and the
/// chain it took, an inspection, or the hover preview; and how far step-through
/// has got in it.
///
/// ```swift
/// session.overlay.explanation?.hitTest.hitView?.debugName  // "B.1"
/// session.overlay.explanation?.delivery?.handledBy         // B
/// ```
@MainActor
public struct Explanation {
    public enum Kind { case touch, inspect, hover }
    public let kind: Kind
    public let hitTest: HitTestTrace
    /// The touch's `began` delivery: the responder chain (nil for inspect and hover).
    public let delivery: DeliveryTrace?
    /// For inspect and hover, which deliver nothing: what a click at the point would do.
    public var predicted: PredictedChain? = nil
    /// The other fingers still down when this touch began (Ctrl-click's first
    /// finger), oldest first, each with its own hit-test and chain.
    public var otherFingers: [Explanation] = []
    /// Step-through: how many steps of the hit-test and chain are drawn
    /// (``TraceProgress``); nil draws everything. A new touch starts with nil.
    public var step: Int? = nil

    /// A touch's hit-test and its `began` delivery.
    init(touch hitTest: HitTestTrace, delivery: DeliveryTrace?) {
        (kind, self.hitTest, self.delivery) = (.touch, hitTest, delivery)
    }

    /// An inspection's or a hover's hit-test, with the chain a click there would take.
    init(_ kind: Kind, hitTest: HitTestTrace, classes: UserViewClasses? = nil) {
        (self.kind, self.hitTest, delivery) = (kind, hitTest, nil)
        predicted = PredictedChain(from: hitTest.hitView, classes: classes)
    }

    /// This touch's focus after a later delivery of it, when that changes what the chain
    /// says; nil when it does not. A began that a recognizer or a scroll view held back
    /// reaches the view late, without a new hit-test: the chain becomes the one it took
    /// (behaviour 10.3). One that never reaches it says so instead of "held back": the
    /// touch was taken first (a quick drag on a list: the pan began before the delay ran out).
    func continued(by trace: DeliveryTrace) -> Explanation? {
        guard kind == .touch, let held = delivery, held.steps.isEmpty, !held.touches.isDisjoint(with: trace.touches)
        else { return nil }
        let isLate = trace.phase == .began
        let isTaken =
            Self.isHeldBack(held) && trace.steps.isEmpty && trace.gestureEffect.map { !Self.isDelay($0) } == true
        guard isLate || isTaken else { return nil }
        var next = Explanation(touch: hitTest, delivery: trace)
        next.otherFingers = otherFingers
        return next
    }

    private static func isHeldBack(_ delivery: DeliveryTrace) -> Bool {
        delivery.gestureEffect.map(isDelay) ?? false
    }

    private static func isDelay(_ effect: DeliveryTrace.GestureEffect) -> Bool {
        if case .delayedBy = effect { return true }
        return false
    }

    // MARK: Step-through (the N, →, ←, Home and End keys, `render --step K`)

    /// The number of steps: the hit-test's visits, then the chain's links as the panel lists them.
    public var stepCount: Int {
        hitTest.steps.count + links
    }

    private var links: Int {
        ChainSection(self, strings: .english)?.chips.count ?? 0
    }

    /// How far step-through has got; nil while everything is drawn.
    public var stepProgress: TraceProgress? {
        progress(links: links)
    }

    /// Shows the first `position` steps; false, changing nothing, when there are fewer.
    @discardableResult
    public mutating func showStep(_ position: Int) -> Bool {
        guard (0...stepCount).contains(position) else { return false }
        step = position
        return true
    }

    /// One step more (from everything drawn, the first visit), or with a negative `delta`, less.
    public mutating func step(by delta: Int) {
        let count = stepCount
        showStep(min(max((step ?? (delta > 0 ? 0 : count)) + delta, 0), count))
    }
}
