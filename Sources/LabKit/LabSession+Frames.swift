import ResponderKit

/// What on screen moves with time alone, so the window knows when to draw
/// again without input.
extension LabSession {
    /// How often a running clock is drawn: the display's pace.
    public nonisolated static let frameInterval = 1.0 / 60

    /// While a scroll view holds a finger back from its content, the overlay
    /// draws its 0.15 s clock running down (behaviour 10.3, 10.6): the next
    /// moment to draw it, ``frameInterval`` after the application's clock, but
    /// no later than the delay's end. Nil when nothing is held back: the idle
    /// window then draws nothing. (Deceleration and spring-back need no frames
    /// from here: they schedule the application's own deadlines.)
    ///
    /// ```swift
    /// if let next = session.nextFrameTime { timer(at: next) { session.advanceTime(to: next); repaint() } }
    /// ```
    public var nextFrameTime: Double? {
        let now = scene.application.currentTime
        let ends = scene.application.activeTouches.compactMap { touch -> Double? in
            var current = touch.view
            while let view = current {
                if let scrollView = view as? ScrollView, let end = scrollView.contentTouchDelayEnd(for: touch) { return end }
                current = view.superview
            }
            return nil
        }
        guard let end = ends.min() else { return nil }
        return min(now + Self.frameInterval, end)
    }
}
