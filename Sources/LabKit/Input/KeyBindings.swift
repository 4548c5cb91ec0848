import HostInput
import Scenes

/// What a key of the lab's does (``KeyBindings``).
public enum LabCommand: Equatable, Sendable {
    case nextScene, previousScene
    /// The built-in scene at this place in the catalog (0 for the key `1`).
    case scene(Int)
    case zoomIn, zoomOut, resetZoom
    case toggleFix, toggleOverlay, toggleHover, toggleGhosts
    /// The labels of the ancestors that only contain the hit and of views covered inside a covered view (their outlines and numbers always show).
    case toggleAncestorLabels
    /// A PNG of the window under `screenshots/`.
    case save
    /// Step-through of the last touch (behaviour 8): one visit or link more, one less, none, all.
    case stepForward, stepBack, stepToStart, stepToEnd
    /// The inspector: the trace's tab or the tree's, the last touch again, the last edit undone.
    case switchTab, replay, undo
    /// The inspector's tree: the selected view's property changed, the selection moved, its subviews folded, a page scrolled.
    case edit(ViewProperty)
    case selectPrevious, selectNext, toggleCollapse, pageUp, pageDown
    case quit
    /// The inspector's live edits written into the edits file (docs/dump-format.md).
    case writeEdits
    /// The help over the canvas: every row of ``KeyBindings/table``.
    case toggleHelp
}

/// The lab's keys in one table, which the window's key handling, the footer's
/// key line and `run --help` all read: a key is added, renamed or described
/// here and nowhere else.
///
/// The table is in rows, each a thing the user does: its keys (by the lab's
/// names, ``HostInput/Key``), what each does, its wording on the key line (nil: not there)
/// and its phrase in the help, both from the strings table (``StringTable``).
/// Rows with no keys are the mouse's, there for the key line and the help
/// (``InputDecoder`` reads the buttons).
///
/// While a view of the scene is first responder, keys are the scene's and
/// Escape gives them back to the lab (behaviour 5): the table applies only
/// when the lab has the keys.
///
/// ```swift
/// KeyBindings.command(for: "+", shift: false, treeShown: false)   // .zoomIn
/// KeyBindings.command(for: .tab, shift: true, treeShown: false)  // .previousScene
/// KeyBindings.help                                               // "Keys and mouse: Click: a touch; …"
/// ```
public enum KeyBindings {
    /// One key, or several keys that do the same, and what it does.
    public struct Binding: Sendable {
        /// The keys; a letter as typed without Shift ("a"), which Shift-A presses too.
        public let keys: [HostInput.Key]
        /// Whether Shift must be up (`false`) or down (`true`); nil: either.
        public let shift: Bool?
        public let command: LabCommand
    }

    /// What the key line shows of the window's state.
    public struct KeyLineState: Sendable {
        public var fix: String?, fixOn: Bool, overlayOn: Bool, hoverOn: Bool, ghostsOn: Bool
        /// The scene's fix named shortly, for a narrow window.
        public var compact: Bool

        public init(fix: String?, fixOn: Bool, overlayOn: Bool, hoverOn: Bool, ghostsOn: Bool, compact: Bool = false) {
            (self.fix, self.fixOn, self.overlayOn, self.hoverOn, self.ghostsOn, self.compact) =
                (fix, fixOn, overlayOn, hoverOn, ghostsOn, compact)
        }
    }

    /// One row: a thing the user does, by its keys or the mouse.
    public struct Row: Sendable {
        public let bindings: [Binding]
        /// Only while the inspector shows its tree.
        public let treeOnly: Bool
        /// The row's wording on the key line, in a language; nil: not on it.
        let keyLine: (@Sendable (Strings, KeyLineState) -> String)?
        /// The row's phrase in the help (?) and, in English, in `run --help`: `KEYS: what they do`.
        public let phrase: Phrase
        /// The row's phrase in English, as `run --help` lists it.
        public var help: String { Strings.english[phrase] }

        init(bindings: [Binding], treeOnly: Bool, keyLine: (@Sendable (Strings, KeyLineState) -> String)?, help: Phrase)
        {
            (self.bindings, self.treeOnly, self.keyLine, phrase) = (bindings, treeOnly, keyLine, help)
        }
    }

    private static func keys(_ keys: [HostInput.Key], _ command: LabCommand, shift: Bool? = nil) -> Binding {
        Binding(keys: keys, shift: shift, command: command)
    }

    /// T and the scene's fix, in the words its file gives in the language shown.
    private static func fixKey(_ strings: Strings, _ state: KeyLineState) -> String {
        let on = strings.state(state.fixOn)
        return state.fix.map {
            state.compact ? strings[.keyFixCompact, ["state": on]] : strings[.keyFix, ["fix": $0, "state": on]]
        }
            ?? strings[.keyNoFix]
    }

    /// Every row, in the key line's order, then the keys it leaves to the help.
    public static let table: [Row] = [
        Row(bindings: [], treeOnly: false, keyLine: { s, _ in s[.keyClick] }, help: .helpClick),
        Row(bindings: [], treeOnly: false, keyLine: { s, _ in s[.keyTwoFingers] }, help: .helpTwoFingers),
        Row(bindings: [], treeOnly: false, keyLine: { s, _ in s[.keyInspect] }, help: .helpInspect),
        Row(bindings: [], treeOnly: false, keyLine: nil, help: .helpShiftClick),
        Row(bindings: [], treeOnly: false, keyLine: nil, help: .helpWheel),
        Row(
            bindings: [keys([.tab], .nextScene, shift: false), keys([.tab], .previousScene, shift: true)]
                + (1...9).map { keys([.character(Character("\($0)"))], .scene($0 - 1)) },
            treeOnly: false, keyLine: { s, _ in s[.keyScenes] }, help: .helpScenes),
        Row(bindings: [keys(["t"], .toggleFix)], treeOnly: false, keyLine: fixKey, help: .helpFix),
        Row(
            bindings: [keys(["d"], .toggleOverlay)], treeOnly: false,
            keyLine: { s, state in s[.keyOverlay, ["state": s.state(state.overlayOn)]] },
            help: .helpOverlay),
        Row(
            bindings: [keys(["h"], .toggleHover)], treeOnly: false,
            keyLine: { s, state in s[.keyHover, ["state": s.state(state.hoverOn)]] },
            help: .helpHover),
        Row(
            bindings: [keys(["g"], .toggleGhosts)], treeOnly: false,
            keyLine: { s, state in s[.keyGhosts, ["state": s.state(state.ghostsOn)]] },
            help: .helpGhosts),
        Row(bindings: [keys(["l"], .toggleAncestorLabels)], treeOnly: false, keyLine: nil, help: .helpAncestorLabels),
        Row(
            bindings: [keys(["+", "="], .zoomIn), keys(["-"], .zoomOut), keys(["0"], .resetZoom)],
            treeOnly: false, keyLine: { s, _ in s[.keyZoom] }, help: .helpZoom),
        Row(bindings: [keys(["s"], .save)], treeOnly: false, keyLine: { s, _ in s[.keySave] }, help: .helpSave),
        Row(
            bindings: [keys(["q", .escape], .quit)], treeOnly: false, keyLine: { s, _ in s[.keyQuit] }, help: .helpQuit),
        Row(
            bindings: [keys(["?", .function(1)], .toggleHelp)], treeOnly: false, keyLine: { s, _ in s[.keyHelp] },
            help: .helpHelp),
        Row(
            bindings: [
                keys(["n", .right], .stepForward), keys([.left], .stepBack), keys([.home], .stepToStart),
                keys([.end], .stepToEnd),
            ],
            treeOnly: false, keyLine: nil, help: .helpStep),
        Row(bindings: [keys(["p"], .switchTab)], treeOnly: false, keyLine: nil, help: .helpTab),
        Row(bindings: [keys(["r"], .replay)], treeOnly: false, keyLine: nil, help: .helpReplay),
        Row(bindings: [keys(["u"], .undo)], treeOnly: false, keyLine: nil, help: .helpUndo),
        Row(bindings: [keys(["w"], .writeEdits)], treeOnly: false, keyLine: nil, help: .helpWriteEdits),
        Row(
            bindings: [
                keys(["v"], .edit(.hidden)), keys(["i"], .edit(.userInteractionEnabled)), keys(["e"], .edit(.enabled)),
                keys(["c"], .edit(.clipsToBounds)), keys(["a"], .edit(.alpha)),
            ],
            treeOnly: true, keyLine: nil, help: .helpEditKeys),
        Row(
            bindings: [
                keys([.up], .selectPrevious), keys([.down], .selectNext), keys([.return], .toggleCollapse),
                keys([.pageUp], .pageUp), keys([.pageDown], .pageDown),
            ],
            treeOnly: true, keyLine: nil, help: .helpTree),
    ]

    /// What `key` does with Shift up or down, the inspector's tree shown or
    /// not; nil: it is not a lab key, and travels the scene's responder chain.
    /// A letter is the same key whichever case Shift types it in.
    public static func command(for key: HostInput.Key, shift: Bool, treeShown: Bool) -> LabCommand? {
        let key = key.ignoringCase
        for row in table where treeShown || !row.treeOnly {
            for binding in row.bindings where binding.keys.contains(key) && (binding.shift.map { $0 == shift } ?? true)
            {
                return binding.command
            }
        }
        return nil
    }

    /// The key line's entries in `strings`' language: the rows that have one, in order.
    public static func keyLine(_ strings: Strings, _ state: KeyLineState) -> [String] {
        table.compactMap { $0.keyLine?(strings, state) }
    }

    /// Every row's phrase, for `run --help`.
    public static var help: String {
        "Keys and mouse: " + table.map(\.help).joined(separator: "; ") + "."
    }
}

extension HostInput.Key {
    /// A letter key as lower case: Shift-A is the key of "a".
    var ignoringCase: HostInput.Key {
        guard case .character(let character) = self, character.isUppercase, let lower = character.lowercased().first,
            character.lowercased().count == 1
        else { return self }
        return .character(lower)
    }
}
