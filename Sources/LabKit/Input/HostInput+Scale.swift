import HostInput

extension HostInput {
    /// The input with its pointer coordinates multiplied by `factor`: a window
    /// drawn at 2 pixels per point (`run --scale 2`) reports pixels, and
    /// `scaled(by: 0.5)` turns them into points. Sizes stay in pixels.
    ///
    /// ```swift
    /// HostInput.pointerMoved(x: 600, y: 510, time: 0, buttons: [], modifiers: []).scaled(by: 0.5) // moved to (300, 255)
    /// ```
    public func scaled(by factor: Double) -> HostInput {
        switch self {
        case let .pointerDown(button, x, y, time, modifiers):
            .pointerDown(button, x: x * factor, y: y * factor, time: time, modifiers: modifiers)
        case let .pointerUp(button, x, y, time, modifiers):
            .pointerUp(button, x: x * factor, y: y * factor, time: time, modifiers: modifiers)
        case let .pointerMoved(x, y, time, buttons, modifiers):
            .pointerMoved(x: x * factor, y: y * factor, time: time, buttons: buttons, modifiers: modifiers)
        case let .wheel(dx, dy, x, y, time, modifiers):
            .wheel(dx: dx, dy: dy, x: x * factor, y: y * factor, time: time, modifiers: modifiers)
        case let .pointerEntered(x, y):
            .pointerEntered(x: x * factor, y: y * factor)
        case .key, .expose, .resized, .closeRequested, .mapped, .unmapped, .grabLost, .pointerLeft, .focusIn, .focusOut:
            self
        }
    }
}
