import X11Host

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

    /// The X server's timestamp of the event (milliseconds), for the events that carry one.
    ///
    /// ```swift
    /// HostEvent.motion(x: 1, y: 2, time: 1016, modifiers: []).serverTime // 1016
    /// ```
    public var serverTime: UInt32? {
        switch self {
        case let .buttonPress(_, _, _, time, _), let .buttonRelease(_, _, _, time, _), let .motion(_, _, time, _): time
        case let .key(key): key.time
        default: nil
        }
    }
}
