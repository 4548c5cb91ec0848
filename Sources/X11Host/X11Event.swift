/// What the X11 window reports, as plain Swift values in X's own terms: no
/// Xlib type crosses this boundary, and nothing is read into it (buttons are
/// X's numbers, the wheel is buttons 4 to 7, keys are keysyms, times are the
/// server's). What an event means is the caller's to decide.
///
/// Coordinates are in window pixels, relative to the window's top-left
/// corner. During a drag the pointer may be outside the window: coordinates
/// then lie outside `0..<width`, `0..<height`, and may be negative.
/// `time` is the X server timestamp in milliseconds (32 bits, wraps around
/// about every 49.7 days).
/// `modifiers` is the keyboard and button state *just before* the event, as X
/// reports it: a button-1 press does not contain `.button1`, its release does.
public enum X11Event: Sendable, Equatable {
    case buttonPress(button: Int, x: Double, y: Double, time: UInt32, modifiers: Modifiers)
    case buttonRelease(button: Int, x: Double, y: Double, time: UInt32, modifiers: Modifiers)
    /// Pointer motion. Consecutive motions queued together are merged into
    /// one that carries the latest position and time.
    case motion(x: Double, y: Double, time: UInt32, modifiers: Modifiers)
    case key(Key)
    /// The window needs repainting: `redisplay()` blits the last presented
    /// framebuffer again, `present` a new one if the content changed.
    case expose
    /// The window's size changed (also reported by `X11Window.size`).
    case resized(width: Int, height: Int)
    /// The window manager's close button (WM_DELETE_WINDOW).
    case closeRequested
    case unmapped
    case mapped
    /// The implicit pointer grab that a held button gives us was taken by
    /// someone else: the button's release will not come to this window.
    case grabLost
    /// The pointer entered the window (hover starts), at this position.
    case pointerEntered(x: Double, y: Double)
    /// The pointer left the window (hover ends). During a drag that leaves
    /// the window it is reported when the pointer crosses the edge and again
    /// when the button is released outside (the grab ends): treat it as a
    /// state, not a count.
    case pointerLeft
    case focusIn
    /// Keyboard focus left the window, or another client grabbed the keyboard
    /// (a window manager's Alt-Tab, a screen locker). Pointer events keep
    /// coming, so this does not end a touch by itself.
    case focusOut

    /// The server's timestamp of the events that carry one: buttons, motion and keys.
    ///
    /// ```swift
    /// X11Event.motion(x: 1, y: 2, time: 1016, modifiers: []).time // 1016
    /// ```
    public var time: UInt32? {
        switch self {
        case let .buttonPress(_, _, _, time, _), let .buttonRelease(_, _, _, time, _), let .motion(_, _, time, _): time
        case let .key(key): key.time
        default: nil
        }
    }

    /// Keyboard modifiers and held mouse buttons.
    public struct Modifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Mod1, the Alt key on nearly every keyboard mapping.
        public static let alt = Modifiers(rawValue: 1 << 2)
        public static let button1 = Modifiers(rawValue: 1 << 3)
        public static let button2 = Modifiers(rawValue: 1 << 4)
        public static let button3 = Modifiers(rawValue: 1 << 5)

        public var description: String {
            let names: [(Modifiers, String)] = [
                (.shift, "shift"), (.control, "control"), (.alt, "alt"),
                (.button1, "button1"), (.button2, "button2"), (.button3, "button3"),
            ]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }

    /// A key press or release.
    public struct Key: Sendable, Hashable {
        /// The X keysym (layout-dependent: Shift-Tab is `ISO_Left_Tab` on
        /// XKB servers, Shift-a is `A`).
        public var keysym: UInt32
        /// The X keysym name: "Tab", "ISO_Left_Tab", "Escape", "Return",
        /// "space", "BackSpace", "Left", "Right", "Up", "Down", "0"…"9",
        /// "a"…"z", "A"…"Z", "F1"…; "" when the keysym has no name.
        public var name: String
        /// The text the key types (UTF-8 from XLookupString, with Latin-1
        /// converted), "" for keys that type nothing; control characters for
        /// Tab ("\t"), Return ("\r"), Escape ("\u{1B}") and Ctrl-letters.
        public var text: String
        public var modifiers: Modifiers
        public var isPress: Bool
        /// A press that the keyboard's auto-repeat generated (the key is
        /// still down since an earlier press).
        public var isRepeat: Bool
        /// The server's timestamp, as the pointer events' `time`.
        public var time: UInt32
        /// The physical key (the same for its press, its repeats and its
        /// release, whatever the modifiers make of its keysym meanwhile).
        public var keycode: UInt32

        public init(
            keysym: UInt32, name: String, text: String, modifiers: Modifiers,
            isPress: Bool, isRepeat: Bool = false, time: UInt32 = 0, keycode: UInt32 = 0
        ) {
            self.time = time
            self.keycode = keycode
            self.keysym = keysym
            self.name = name
            self.text = text
            self.modifiers = modifiers
            self.isPress = isPress
            self.isRepeat = isRepeat
        }
    }
}
