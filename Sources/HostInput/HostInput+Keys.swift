extension HostInput {
    /// A key by the lab's name for it, whatever the keyboard's layout or the
    /// window system calls it. A key that types a character is that character
    /// as typed, Shift applied ("a", "A", "+", "?", "1", " "); a keypad's keys
    /// are the keys they stand for (its + is "+", its Enter is Return). The rest
    /// are named.
    ///
    /// ```swift
    /// let zoomIn: HostInput.Key = "+"   // .character("+")
    /// HostInput.Key.pageUp.name          // "Page_Up"
    /// HostInput.Key.character("a").name  // nil: it types "a"
    /// ```
    public enum Key: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
        /// A key that types this character.
        case character(Character)
        /// Tab; Shift-Tab is Tab with Shift held.
        case tab
        case escape
        /// Return, Enter, the keypad's Enter.
        case `return`
        /// The key that deletes backwards.
        case backspace
        /// The key that deletes forwards.
        case delete
        case insert
        case left, right, up, down
        case home, end, pageUp, pageDown
        /// F1, F2, …: `.function(1)` is F1.
        case function(Int)
        /// The modifier keys themselves, pressed and released as keys.
        case shift, control, alt
        /// The Super (Windows) key, Command on a Mac keyboard.
        case command
        case capsLock

        public init(extendedGraphemeClusterLiteral character: Character) {
            self = .character(character)
        }

        /// The name of a key that types no character, as the lab and its scenes
        /// spell it ("Tab", "Escape", "Return", "BackSpace", "Left", "F1", "Shift"…);
        /// nil for a key that types one.
        public var name: String? {
            switch self {
            case .character: nil
            case .tab: "Tab"
            case .escape: "Escape"
            case .return: "Return"
            case .backspace: "BackSpace"
            case .delete: "Delete"
            case .insert: "Insert"
            case .left: "Left"
            case .right: "Right"
            case .up: "Up"
            case .down: "Down"
            case .home: "Home"
            case .end: "End"
            case .pageUp: "Page_Up"
            case .pageDown: "Page_Down"
            case .function(let number): "F\(number)"
            case .shift: "Shift"
            case .control: "Control"
            case .alt: "Alt"
            case .command: "Command"
            case .capsLock: "Caps_Lock"
            }
        }

        /// What the key types with no modifier but Shift: its character, or the
        /// control character of Tab ("\t"), Return ("\r"), Escape, BackSpace and
        /// Delete; "" for keys that type nothing.
        public var typedText: String {
            switch self {
            case .character(let character): String(character)
            case .tab: "\t"
            case .return: "\r"
            case .escape: "\u{1B}"
            case .backspace: "\u{08}"
            case .delete: "\u{7F}"
            default: ""
            }
        }

        public var description: String {
            name ?? "\"\(typedText)\""
        }
    }

    /// A key going down, repeating while it is held, or coming up.
    ///
    /// A release names the key its press named, whatever modifiers changed in
    /// between (a held "a" is released as "a" even after Shift went down).
    ///
    /// ```swift
    /// let shiftTab = HostInput.KeyStroke(key: .tab, modifiers: [.shift], isPress: true, time: 3.5)
    /// shiftTab.text  // "\t"
    /// ```
    public struct KeyStroke: Sendable, Hashable {
        public var key: Key
        /// The text the stroke types, modifiers applied: "A" for Shift-a,
        /// control characters for Tab, Return, Escape and Ctrl-letters; "" for
        /// keys that type nothing and for releases of them.
        public var text: String
        public var modifiers: Modifiers
        /// True for the key going down (or repeating), false for its release.
        public var isPress: Bool
        /// A press the keyboard's auto-repeat made: the key has been down since an earlier press.
        public var isRepeat: Bool
        public var time: Double

        /// A stroke typing `text`, by default what `key` types (``Key/typedText``).
        public init(
            key: Key, text: String? = nil, modifiers: Modifiers = [], isPress: Bool, isRepeat: Bool = false,
            time: Double
        ) {
            self.key = key
            self.text = text ?? key.typedText
            self.modifiers = modifiers
            self.isPress = isPress
            self.isRepeat = isRepeat
            self.time = time
        }
    }
}
