import ResponderKit

/// What the mouse means to the app (behaviour 7): touches, inspections, hover.
/// ``TouchTranslator`` makes them; ``InputDecoder`` turns them into the lab's inputs.
public enum TouchInput: Sendable, Equatable {
    /// A touch phase. `id` identifies the touch for its whole life (0 is the
    /// mouse); `x`, `y` are window coordinates (outside the window, even
    /// negative, during a drag that left it); `timestamp` is in seconds on the
    /// lab's clock (``LabClock``: the X server's, so intervals between touches
    /// are real intervals). A mouse makes every phase but `stationary`.
    case touch(phase: Touch.Phase, x: Double, y: Double, id: Int, timestamp: Double)
    /// Button 3: show the hit-test at this point, deliver nothing (behaviour 7.2).
    case inspect(x: Double, y: Double)
    /// The pointer is over the window with no touch live (only meaningful
    /// when the app's hover mode is on).
    case hover(x: Double, y: Double)
    /// The pointer left the window: hover ends.
    case hoverEnded
    /// The mouse wheel turned by whole notches at (x, y): `dx` right, `dy`
    /// down (one of them is ±1 for a notch). Not a touch: it scrolls
    /// (behaviour 7.2, 10.7).
    case wheel(dx: Int, dy: Int, x: Double, y: Double)
    /// The pointer moved by (dx, dy) with the middle button held: not a
    /// touch, it moves the canvas.
    case pan(dx: Double, dy: Double)
}
