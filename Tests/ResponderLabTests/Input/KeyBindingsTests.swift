import HostInput
import Scenes
import Testing

@testable import LabKit

/// The one table of keys: what each key does, and the key line and the help read from it,
/// each held against a list written out here (docs/window.md's table of keys), not made from the table.
@Suite("Key bindings: one table")
struct KeyBindingsTests {
    /// One binding as the list below writes it.
    struct Bound: Hashable, CustomStringConvertible {
        let key: HostInput.Key
        /// nil: with Shift up or down.
        let shift: Bool?
        let treeOnly: Bool
        let command: String

        var description: String {
            "\(key) shift \(shift.map(String.init) ?? "either")\(treeOnly ? " (tree)" : ""): \(command)"
        }
    }

    /// Every key of the lab and what it does, written out.
    static let everyKey: Set<Bound> = {
        var bound: [Bound] = [
            Bound(key: .tab, shift: false, treeOnly: false, command: "nextScene"),
            Bound(key: .tab, shift: true, treeOnly: false, command: "previousScene"),
            Bound(key: "t", shift: nil, treeOnly: false, command: "toggleFix"),
            Bound(key: "d", shift: nil, treeOnly: false, command: "toggleOverlay"),
            Bound(key: "h", shift: nil, treeOnly: false, command: "toggleHover"),
            Bound(key: "g", shift: nil, treeOnly: false, command: "toggleGhosts"),
            Bound(key: "l", shift: nil, treeOnly: false, command: "toggleAncestorLabels"),
            Bound(key: "+", shift: nil, treeOnly: false, command: "zoomIn"),
            Bound(key: "=", shift: nil, treeOnly: false, command: "zoomIn"),
            Bound(key: "-", shift: nil, treeOnly: false, command: "zoomOut"),
            Bound(key: "0", shift: nil, treeOnly: false, command: "resetZoom"),
            Bound(key: "s", shift: nil, treeOnly: false, command: "save"),
            Bound(key: "q", shift: nil, treeOnly: false, command: "quit"),
            Bound(key: .escape, shift: nil, treeOnly: false, command: "quit"),
            Bound(key: "?", shift: nil, treeOnly: false, command: "toggleHelp"),
            Bound(key: .function(1), shift: nil, treeOnly: false, command: "toggleHelp"),
            Bound(key: "n", shift: nil, treeOnly: false, command: "stepForward"),
            Bound(key: .right, shift: nil, treeOnly: false, command: "stepForward"),
            Bound(key: .left, shift: nil, treeOnly: false, command: "stepBack"),
            Bound(key: .home, shift: nil, treeOnly: false, command: "stepToStart"),
            Bound(key: .end, shift: nil, treeOnly: false, command: "stepToEnd"),
            Bound(key: "p", shift: nil, treeOnly: false, command: "switchTab"),
            Bound(key: "r", shift: nil, treeOnly: false, command: "replay"),
            Bound(key: "u", shift: nil, treeOnly: false, command: "undo"),
            Bound(key: "w", shift: nil, treeOnly: false, command: "writeEdits"),
            Bound(key: "v", shift: nil, treeOnly: true, command: "edit(hidden)"),
            Bound(key: "i", shift: nil, treeOnly: true, command: "edit(userInteractionEnabled)"),
            Bound(key: "e", shift: nil, treeOnly: true, command: "edit(enabled)"),
            Bound(key: "c", shift: nil, treeOnly: true, command: "edit(clipsToBounds)"),
            Bound(key: "a", shift: nil, treeOnly: true, command: "edit(alpha)"),
            Bound(key: .up, shift: nil, treeOnly: true, command: "selectPrevious"),
            Bound(key: .down, shift: nil, treeOnly: true, command: "selectNext"),
            Bound(key: .return, shift: nil, treeOnly: true, command: "toggleCollapse"),
            Bound(key: .pageUp, shift: nil, treeOnly: true, command: "pageUp"),
            Bound(key: .pageDown, shift: nil, treeOnly: true, command: "pageDown"),
        ]
        for digit in 1...9 {
            bound.append(
                Bound(
                    key: .character(Character("\(digit)")), shift: nil, treeOnly: false, command: "scene(\(digit - 1))")
            )
        }
        return Set(bound)
    }()

    /// The table's bindings in the list's words.
    static var tableBindings: [Bound] {
        KeyBindings.table.flatMap { row in
            row.bindings.flatMap { binding in
                binding.keys.map {
                    Bound(key: $0, shift: binding.shift, treeOnly: row.treeOnly, command: name(binding.command))
                }
            }
        }
    }

    static func name(_ command: LabCommand) -> String {
        switch command {
        case .scene(let index): "scene(\(index))"
        case .edit(let property): "edit(\(property))"
        default: "\(command)"
        }
    }

    @Test func theTableBindsEveryKeyOfTheListAndNoOther() {
        let table = Self.tableBindings
        #expect(table.count == Set(table).count, "a binding written twice")
        #expect(
            Set(table).subtracting(Self.everyKey).sorted(by: { $0.description < $1.description }) == [],
            "bound, not in the list")
        #expect(
            Self.everyKey.subtracting(table).sorted(by: { $0.description < $1.description }) == [],
            "in the list, not bound")
    }

    /// Tab is two bindings, one for each state of Shift: a key may have two when no state of Shift
    /// (and of the tree) is in both, or the handler would take the first and the help would say both.
    @Test func noKeyMeansTwoThingsWithTheSameShiftAndTree() {
        for treeShown in [false, true] {
            for shift in [false, true] {
                var seen: [HostInput.Key: [String]] = [:]
                for row in KeyBindings.table where treeShown || !row.treeOnly {
                    for binding in row.bindings where binding.shift.map({ $0 == shift }) ?? true {
                        for key in binding.keys { seen[key, default: []].append(Self.name(binding.command)) }
                    }
                }
                let twice = seen.filter { $0.value.count > 1 }
                #expect(twice.isEmpty, "tree \(treeShown), shift \(shift): \(twice)")
            }
        }
    }

    @Test func shiftTabGoesBackAndTabForward() {
        #expect(KeyBindings.command(for: .tab, shift: true, treeShown: false) == .previousScene)
        #expect(KeyBindings.command(for: .tab, shift: false, treeShown: false) == .nextScene)
        #expect(KeyBindings.command(for: .tab, shift: true, treeShown: true) == .previousScene)
    }

    @Test func aLetterIsTheSameKeyWhicheverCaseShiftTypesIt() {
        #expect(KeyBindings.command(for: "D", shift: true, treeShown: false) == .toggleOverlay)
        #expect(KeyBindings.command(for: "A", shift: true, treeShown: true) == .edit(.alpha))
        #expect(KeyBindings.command(for: "x", shift: false, treeShown: false) == nil, "not a lab key: the scene's")
        #expect(KeyBindings.command(for: "X", shift: true, treeShown: true) == nil)
    }

    @Test func theTreesKeysAreLiveOnlyWhileTheTreeShows() {
        for key: HostInput.Key in ["v", "i", "e", "c", "a", .up, .down, .return, .pageUp, .pageDown] {
            #expect(KeyBindings.command(for: key, shift: false, treeShown: true) != nil, "\(key) with the tree")
            #expect(KeyBindings.command(for: key, shift: false, treeShown: false) == nil, "\(key) without the tree")
        }
    }

    @Test func theKeyLineSaysTheKeysAndTheirStatesInItsOrder() {
        let state = KeyBindings.KeyLineState(
            fix: "fix it", fixOn: true, overlayOn: false, hoverOn: true, ghostsOn: false)
        #expect(
            KeyBindings.keyLine(.english, state) == [
                "click: touch", "Ctrl(-Shift)-click: 2 fingers", "right click: inspect", "Tab, 1–9: scene",
                "T fix it (on)", "D overlay off", "H hover on", "G ghosts off", "+ − 0 middle-drag: zoom, pan",
                "S save", "Q quit",
                "? help",
            ])
    }

    @Test func theHelpSaysEveryRowInTheTablesOrder() {
        let help = KeyBindings.help
        let phrases = [
            "Keys and mouse: click: a touch; Ctrl-click: two fingers", "; right click: inspect, delivering nothing; ",
            "; Shift-click: select the front-most view", "; wheel, Shift-wheel: scroll",
            "; Tab, Shift-Tab, 1–9: switch scenes; ",
            "; T: the scene's fix on or off; ", "; D: the overlay; ", "; H: hover mode (on at start); ", "; G: ghosts,",
            "; L: the labels left out", "; + - 0, middle-drag: zoom about the pointer, fit, pan; ", "; S: save a PNG; ",
            "; Q, Escape: quit; ", "; ?, F1: the help",
            "; N or Right, Left, Home, End: step through the last touch; ",
            "; P: the panel's trace or the inspector's tree; ",
            "; R: replay the last touch; ", "; U: undo the last edit; ", "; W: write the live edits",
            "; V I E C A, with the tree shown: ",
            "; Up, Down, Return, Page Up, Page Down: move in the tree, fold a row",
        ]
        var rest = help[...]
        for phrase in phrases {
            guard let found = rest.range(of: phrase) else {
                Issue.record("\"\(phrase)\" is not in the help after what came before it: \(help)")
                return
            }
            rest = rest[found.lowerBound...].dropFirst()
        }
        #expect(help.hasSuffix("."))
    }
}
