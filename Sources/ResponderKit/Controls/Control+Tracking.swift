/// behaviour 4.1 and 4.2: how a control follows its touch and which events it
/// sends, in this order (pinned):
///
/// - began: `beginTracking`, then `touchDown` (plus `touchDownRepeat` when
///   `tapCount > 1`);
/// - moved: `continueTracking`, then `touchDragInside` or `touchDragOutside`,
///   plus `touchDragEnter`/`touchDragExit` in the same send when insideness changed;
/// - ended: `endTracking`, then `touchUpInside` or `touchUpOutside`;
/// - cancelled: `cancelTracking`, then `touchCancel`.
///
/// A control follows one touch, the first; others that reach it are ignored.
/// When `beginTracking` or `continueTracking` says no, the control stops
/// tracking and sends nothing more for that touch (pinned: UIKit's
/// documentation only says that `false` ends tracking); `isHighlighted`
/// follows "tracking and inside".
extension Control {
    /// Whether `touch` is inside the control's grown bounds (behaviour 4.2).
    func isInside(_ touch: Touch) -> Bool {
        trackingBounds.contains(touch.location(in: self))
    }

    func trackingTouchesBegan(_ touches: Set<Touch>, with event: ResponderKit.Event?) {
        guard trackedTouch == nil, let touch = touches.min(by: { $0.id < $1.id }) else { return }
        trackedTouch = touch
        isTouchInside = isInside(touch)
        isTracking = beginTracking(touch, with: event)
        isHighlighted = isTracking && isTouchInside
        guard isTracking else { return }
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    func trackingTouchesMoved(_ touches: Set<Touch>, with event: ResponderKit.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        if isTracking { isTracking = continueTracking(touch, with: event) }
        isHighlighted = isTracking && isTouchInside
        guard isTracking else { return }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if !wasInside, isTouchInside { events.insert(.touchDragEnter) }
        if wasInside, !isTouchInside { events.insert(.touchDragExit) }
        sendActions(for: events, with: event)
    }

    func trackingTouchesEnded(_ touches: Set<Touch>, with event: ResponderKit.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = isInside(touch)
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside, with: event)
            if isTouchInside, sendsPrimaryActionOnTouchUpInside {
                sendActions(for: .primaryActionTriggered, with: event)
            }
        }
        stopTracking()
    }

    func trackingTouchesCancelled(_ touches: Set<Touch>, with event: ResponderKit.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, with: event)
        }
        stopTracking()
    }

    private func stopTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}
