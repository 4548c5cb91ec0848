/// Holds a touch back from a scroll view's content for 0.15 s (behaviour
/// 10.3), UIKit's `UIScrollViewDelayedTouchesBeganGestureRecognizer`: while it
/// is `possible` it delays `touchesBegan` (``GestureRecognizer/delaysTouchesBegan``);
/// it fails, releasing the touch, when the time is up or the finger lifts. It
/// never recognizes: when the pan begins first, the pan's win makes it fail
/// and takes the touch, and the content never hears of it.
///
/// It receives every touch on the scroll view, also when it delays nothing
/// (``ScrollView/delaysContentTouches`` off, scrolling disabled: it fails at
/// once), so that the content's deliveries pass the scroll view's gate
/// (``ScrollView/touchesShouldBegin(_:with:in:)``) and the scroll view knows
/// when a finger is down.
@MainActor
final class DelayedTouchesBeganGestureRecognizer: GestureRecognizer {
    var scrollView: ScrollView? { view as? ScrollView }

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let scrollView else { return }
        scrollView.stopMotion()
        guard state == .possible else { return }
        if !scrollView.delaysContentTouches || !scrollView.isScrollEnabled {
            state = .failed
        } else if deadline == nil {
            scheduleDeadline(at: currentTime + ScrollView.contentTouchDelay)
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches == 0, state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        touchesEnded(touches, with: event)
    }

    /// Every finger on the scroll view is up (it is reset only then).
    override func reset() {
        super.reset()
        scrollView?.trackingDidEnd()
    }

    /// 0.15 s without a drag: the content may have the touch.
    override func deadlineReached() {
        if state == .possible { state = .failed }
    }
}

extension ScrollView {
    /// The scroll view among `view`'s ancestors that refuses to let it receive
    /// `touch` (behaviour 10.4), nearest first; nil when all agree. The touch's
    /// own scroll view, when it is touched directly, is not asked: it is no content.
    static func refusingContent(_ touch: Touch, with event: Event?) -> ScrollView? {
        guard let view = touch.view else { return nil }
        var current = view.superview
        while let v = current {
            if let scrollView = v as? ScrollView, !scrollView.touchesShouldBegin([touch], with: event, in: view) {
                return scrollView
            }
            current = v.superview
        }
        return nil
    }
}

extension DeliveryTrace.ScrollEffect {
    @MainActor
    init(kind: Kind, scrollView: ScrollView, touches: Set<Touch>) {
        self.init(kind: kind, scrollView: scrollView, contentReceivedBegan: touches.allSatisfy { $0.viewReceivedBegan })
    }

    /// How a scroll view shaped a delivery of `touches` that `effect` describes,
    /// from the recognizer that acted and what the touches' recognition noted.
    @MainActor
    static func of(_ touches: Set<Touch>, effect: DeliveryTrace.GestureEffect?) -> Self? {
        switch effect {
        case .delayedBy(let recognizer)?:
            if let scrollView = (recognizer as? DelayedTouchesBeganGestureRecognizer)?.scrollView {
                return Self(kind: .delayed, scrollView: scrollView, touches: touches)
            }
        case .cancelledBy(let recognizer)?, .takenBy(let recognizer)?:
            if let scrollView = (recognizer as? ScrollViewPanGestureRecognizer)?.scrollView {
                return Self(kind: .cancelledByScrolling, scrollView: scrollView, touches: touches)
            }
        case .releasedAfterDelay?, nil:
            break
        }
        for touch in touches.sorted(by: { $0.id < $1.id }) {
            guard let recognition = touch.recognition else { continue }
            if let scrollView = recognition.refusedBy {
                return Self(kind: .refusedByTouchesShouldBegin, scrollView: scrollView, touches: touches)
            }
            if let scrollView = recognition.keptBy {
                return Self(kind: .keptByControl, scrollView: scrollView, touches: touches)
            }
            if case .releasedAfterDelay? = effect, let scrollView = recognition.delayedBy {
                return Self(kind: .delayed, scrollView: scrollView, touches: touches)
            }
        }
        return nil
    }
}

extension ScrollView {
    /// When the content gets `touch` if no drag begins first: the end of the
    /// 0.15 s this scroll view holds it back (behaviour 10.3); nil when this
    /// scroll view is not holding it back. The overlay draws the wait as it runs.
    ///
    /// ```swift
    /// if let end = list.contentTouchDelayEnd(for: touch) { print("content gets it in", end - app.currentTime, "s") }
    /// ```
    public func contentTouchDelayEnd(for touch: Touch) -> Double? {
        guard touch.recognition?.beganDelayed == true, touch.recognition?.delayedBy === self,
            touchDelay.state == .possible, touchDelay.tracked.contains(where: { $0 === touch })
        else { return nil }
        return touchDelay.deadline
    }

    /// What this scroll view's rules for its content decided about `touch` so
    /// far (behaviour 10.3–10.5): held back now, taken by scrolling, kept by
    /// the content, or refused to it; nil when none applies (the content has
    /// the touch as usual, or the touch is not on this scroll view).
    ///
    /// ```swift
    /// if list.contentTouchVerdict(for: touch) == .keptByControl { print("the button keeps it: no scrolling") }
    /// ```
    public func contentTouchVerdict(for touch: Touch) -> DeliveryTrace.ScrollEffect.Kind? {
        guard let recognition = touch.recognition else { return nil }
        if recognition.refusedBy === self { return .refusedByTouchesShouldBegin }
        if recognition.keptBy === self { return .keptByControl }
        if recognition.isTaken, recognition.takenBy === scrollPan { return .cancelledByScrolling }
        if contentTouchDelayEnd(for: touch) != nil { return .delayed }
        return nil
    }
}
