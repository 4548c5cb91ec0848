import ResponderKit

/// What on screen moves with time alone, so the window knows when to draw
/// again without input.
extension Application {
    /// While a scroll view holds a finger back from its content, the overlay
    /// draws its 0.15 s clock running down (behaviour 10.3, 10.6): the next
    /// moment to draw it, `interval` after the application's clock, but no later
    /// than the delay's end. Nil when nothing is held back: the idle window then
    /// draws nothing. (Deceleration and spring-back need no frames from here:
    /// they schedule the application's own deadlines.)
    ///
    /// ```swift
    /// application.nextOverlayFrameTime(every: 1.0 / 60) // now + 1/60 while a row waits for its touch
    /// ```
    func nextOverlayFrameTime(every interval: Double) -> Double? {
        let ends = activeTouches.compactMap { touch -> Double? in
            var current = touch.view
            while let view = current {
                if let scrollView = view as? ScrollView, let end = scrollView.contentTouchDelayEnd(for: touch) {
                    return end
                }
                current = view.superview
            }
            return nil
        }
        guard let end = ends.min() else { return nil }
        return min(currentTime + interval, end)
    }
}
