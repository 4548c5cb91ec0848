extension HostEvent {
    /// The event with its pointer coordinates multiplied by `factor`: a window
    /// drawn at 2 pixels per point (`run --scale 2`) reports pixels, and
    /// `scaled(by: 0.5)` turns them into points. Sizes stay in pixels.
    ///
    /// ```swift
    /// HostEvent.motion(x: 600, y: 510, time: 0, modifiers: []).scaled(by: 0.5) // motion at (300, 255)
    /// ```
    public func scaled(by factor: Double) -> HostEvent {
        switch self {
        case let .buttonPress(button, x, y, time, modifiers):
            .buttonPress(button: button, x: x * factor, y: y * factor, time: time, modifiers: modifiers)
        case let .buttonRelease(button, x, y, time, modifiers):
            .buttonRelease(button: button, x: x * factor, y: y * factor, time: time, modifiers: modifiers)
        case let .motion(x, y, time, modifiers):
            .motion(x: x * factor, y: y * factor, time: time, modifiers: modifiers)
        case let .pointerEntered(x, y):
            .pointerEntered(x: x * factor, y: y * factor)
        default:
            self
        }
    }
}
