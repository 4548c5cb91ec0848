/// What the window system reports to the lab, in the lab's terms: the pointer's
/// buttons by what they mean, the wheel in notches, keys by the lab's names
/// with the text they type, and the window's own changes. A host turns its
/// events into these (on X11, LabX11 does); the lab reads nothing else, so it
/// can be driven without a window system at all.
///
/// Points are in the window's pixels from its top-left corner; while a button
/// is held the pointer may leave the window, and a point then lies outside it,
/// even at negative coordinates. Every `time` is in seconds on one clock of
/// the host's: monotonic, never wrapping, the same for all the events of a
/// window, so the interval between two events is the interval the host saw.
///
/// ```swift
/// let click: [HostInput] = [
///     .pointerDown(.primary, x: 300, y: 255, time: 12.000, modifiers: []),
///     .pointerUp(.primary, x: 300, y: 255, time: 12.080, modifiers: []),
/// ]
/// let scroll = HostInput.wheel(dx: 0, dy: 1, x: 300, y: 255, time: 12.5, modifiers: [])  // one notch down
/// let tab = HostInput.key(.init(key: .tab, isPress: true, time: 13))
/// ```
public enum HostInput: Sendable, Equatable {
    /// A button went down at a point.
    case pointerDown(PointerButton, x: Double, y: Double, time: Double, modifiers: Modifiers)
    /// A button came up at a point, wherever the pointer is by then.
    case pointerUp(PointerButton, x: Double, y: Double, time: Double, modifiers: Modifiers)
    /// The pointer moved, with `buttons` held while it did. A host may merge
    /// consecutive moves into one at the latest point and time.
    case pointerMoved(x: Double, y: Double, time: Double, buttons: PointerButtons, modifiers: Modifiers)
    /// The wheel turned by whole notches with the pointer at a point: `dx`
    /// right, `dy` down (a notch towards the user scrolls down). A wheel has
    /// no press and no release.
    case wheel(dx: Int, dy: Int, x: Double, y: Double, time: Double, modifiers: Modifiers)
    /// A key went down (or repeats while held) or came up.
    case key(KeyStroke)
    /// The window must be put on screen again: its last frame as it was.
    case expose
    /// The window's size changed, in pixels.
    case resized(width: Int, height: Int)
    /// The window manager's close button.
    case closeRequested
    /// The window became visible again.
    case mapped
    /// The window is no longer visible (minimised, another desktop): a held button's release will not come.
    case unmapped
    /// Another client took the pointer while a button was held: that button's release will not come.
    case grabLost
    /// The pointer came into the window at a point.
    case pointerEntered(x: Double, y: Double)
    /// The pointer left the window. During a drag out of the window a host may
    /// say so more than once (at the edge and when the button comes up): it is
    /// a state, not a count.
    case pointerLeft
    /// The window has the keyboard.
    case focusIn
    /// The keyboard went elsewhere (another window, a window manager's switcher):
    /// no key held now will report its release here. The pointer keeps reporting.
    case focusOut

    /// The time of the events that carry one: the pointer's, the wheel's and the keys'.
    ///
    /// ```swift
    /// HostInput.pointerMoved(x: 1, y: 2, time: 4.25, buttons: [], modifiers: []).time // 4.25
    /// HostInput.expose.time                                                          // nil
    /// ```
    public var time: Double? {
        switch self {
        case let .pointerDown(_, _, _, time, _), let .pointerUp(_, _, _, time, _), let .pointerMoved(_, _, time, _, _),
            let .wheel(_, _, _, _, time, _):
            time
        case let .key(stroke): stroke.time
        case .expose, .resized, .closeRequested, .mapped, .unmapped, .grabLost, .pointerEntered, .pointerLeft, .focusIn,
            .focusOut:
            nil
        }
    }
}

extension HostInput {
    /// A pointer button, by what it does rather than by where it sits.
    public enum PointerButton: Sendable, Hashable, CaseIterable {
        /// The one that clicks: the left button of a right-handed mouse.
        case primary
        /// The one that asks about a thing: the right button of a right-handed mouse.
        case secondary
        /// The wheel pressed down, or a mouse's third button.
        case middle
    }

    /// The pointer buttons held, as a set.
    ///
    /// ```swift
    /// let dragging: HostInput.PointerButtons = [.primary]
    /// dragging.contains(.middle)  // false
    /// ```
    public struct PointerButtons: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let primary = PointerButtons(rawValue: 1 << 0)
        public static let secondary = PointerButtons(rawValue: 1 << 1)
        public static let middle = PointerButtons(rawValue: 1 << 2)

        /// The set of one button.
        public init(_ button: PointerButton) {
            switch button {
            case .primary: self = .primary
            case .secondary: self = .secondary
            case .middle: self = .middle
            }
        }
    }

    /// The modifier keys held while an event happened.
    ///
    /// ```swift
    /// let shiftClick = HostInput.pointerDown(.primary, x: 10, y: 20, time: 1, modifiers: [.shift])
    /// ```
    public struct Modifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt, or Option on a Mac keyboard.
        public static let alt = Modifiers(rawValue: 1 << 2)

        public var description: String {
            let names: [(Modifiers, String)] = [(.shift, "shift"), (.control, "control"), (.alt, "alt")]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }
}
