import HostInput
import X11Host

/// X's events read as the lab's input: the one place where X's meanings
/// become ``HostInput``'s. Buttons 1, 2 and 3 are the primary, middle and
/// secondary buttons (X has already swapped them for a left-handed mouse);
/// buttons 4 to 7 are the wheel's notches, their releases nothing; keysyms
/// become the lab's keys (``X11Keys``); the server's 32-bit millisecond
/// timestamps become seconds that never wrap (``XTimestampClock``).
///
/// ```swift
/// var reader = X11InputReader()
/// reader.input(for: .buttonPress(button: 5, x: 10, y: 20, time: 1500, modifiers: []))
/// // .wheel(dx: 0, dy: 1, x: 10, y: 20, time: 1.5, modifiers: [])
/// ```
struct X11InputReader {
    private var clock = XTimestampClock()
    /// The keys down now, by keycode, as their presses named them: their
    /// repeats and releases name the same key whatever Shift did meanwhile.
    private var keysDown: [UInt32: HostInput.Key] = [:]

    /// What `event` is to the lab; nil when it is nothing (a wheel's release,
    /// a button past 7, a key the lab has no name for, a release whose press came before the window had the keyboard).
    mutating func input(for event: X11Event) -> HostInput? {
        let time = event.time.map { clock.seconds(for: $0) } ?? clock.now
        switch event {
        case let .buttonPress(button, x, y, _, state):
            if let (dx, dy) = Self.wheelNotches(button) {
                return .wheel(dx: dx, dy: dy, x: x, y: y, time: time, modifiers: Self.modifiers(state))
            }
            return Self.pointerButton(button).map {
                .pointerDown($0, x: x, y: y, time: time, modifiers: Self.modifiers(state))
            }
        case let .buttonRelease(button, x, y, _, state):
            return Self.pointerButton(button).map {
                .pointerUp($0, x: x, y: y, time: time, modifiers: Self.modifiers(state))
            }
        case let .motion(x, y, _, state):
            return .pointerMoved(x: x, y: y, time: time, buttons: Self.buttons(state), modifiers: Self.modifiers(state))
        case .key(let key):
            return keyStroke(key, at: time)
        case .expose: return .expose
        case let .resized(width, height): return .resized(width: width, height: height)
        case .closeRequested: return .closeRequested
        case .mapped: return .mapped
        case .unmapped: return .unmapped
        case .grabLost: return .grabLost
        case let .pointerEntered(x, y): return .pointerEntered(x: x, y: y)
        case .pointerLeft: return .pointerLeft
        case .focusIn: return .focusIn
        case .focusOut:
            // No release of a key down now will come to this window.
            keysDown.removeAll()
            return .focusOut
        }
    }

    private mutating func keyStroke(_ key: X11Event.Key, at time: Double) -> HostInput? {
        var modifiers = Self.modifiers(key.modifiers)
        let named: HostInput.Key
        if let pressed = keysDown[key.keycode], !key.isPress || key.isRepeat {
            named = pressed
            if !key.isPress { keysDown[key.keycode] = nil }
        } else {
            guard key.isPress, let found = X11Keys.key(for: key.keysym) else { return nil }
            named = found.key
            keysDown[key.keycode] = named
        }
        if X11Keys.key(for: key.keysym)?.impliesShift == true { modifiers.insert(.shift) }
        return .key(
            .init(
                key: named, text: key.text, modifiers: modifiers, isPress: key.isPress, isRepeat: key.isRepeat,
                time: time))
    }

    /// X's buttons 1 to 3 by what they mean.
    static func pointerButton(_ button: Int) -> HostInput.PointerButton? {
        switch button {
        case 1: .primary
        case 2: .middle
        case 3: .secondary
        default: nil
        }
    }

    /// The wheel's buttons as notches: 4 up, 5 down, 6 left, 7 right.
    static func wheelNotches(_ button: Int) -> (dx: Int, dy: Int)? {
        switch button {
        case 4: (0, -1)
        case 5: (0, 1)
        case 6: (-1, 0)
        case 7: (1, 0)
        default: nil
        }
    }

    static func modifiers(_ state: X11Event.Modifiers) -> HostInput.Modifiers {
        var modifiers: HostInput.Modifiers = []
        if state.contains(.shift) { modifiers.insert(.shift) }
        if state.contains(.control) { modifiers.insert(.control) }
        if state.contains(.alt) { modifiers.insert(.alt) }
        return modifiers
    }

    static func buttons(_ state: X11Event.Modifiers) -> HostInput.PointerButtons {
        var buttons: HostInput.PointerButtons = []
        if state.contains(.button1) { buttons.insert(.primary) }
        if state.contains(.button2) { buttons.insert(.middle) }
        if state.contains(.button3) { buttons.insert(.secondary) }
        return buttons
    }
}
