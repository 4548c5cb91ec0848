import Scenes
import Testing
@testable import LabKit

/// The one table of keys: what each key does, and the key line and the help read from it.
@Suite("Key bindings: one table")
struct KeyBindingsTests {
    @Test func shiftTabGoesBackWhicheverWayTheServerSpellsIt() {
        #expect(KeyBindings.command(forKey: "ISO_Left_Tab", shift: true, treeShown: false) == .previousScene)
        #expect(KeyBindings.command(forKey: "Tab", shift: true, treeShown: false) == .previousScene)
        #expect(KeyBindings.command(forKey: "Tab", shift: false, treeShown: false) == .nextScene)
    }

    @Test func theLabsKeysDoWhatTheKeyLineSays() {
        let cases: [(String, LabCommand)] = [
            ("plus", .zoomIn), ("equal", .zoomIn), ("KP_Add", .zoomIn), ("minus", .zoomOut), ("0", .resetZoom),
            ("1", .scene(0)), ("9", .scene(8)), ("t", .toggleFix), ("d", .toggleOverlay), ("h", .toggleHover),
            ("g", .toggleGhosts), ("l", .toggleAncestorLabels), ("s", .save), ("n", .stepForward), ("Right", .stepForward), ("Left", .stepBack),
            ("Home", .stepToStart), ("End", .stepToEnd), ("p", .switchTab), ("r", .replay), ("u", .undo),
            ("q", .quit), ("Escape", .quit),
        ]
        for (key, command) in cases {
            #expect(KeyBindings.command(forKey: key, shift: false, treeShown: false) == command, "\(key)")
        }
        #expect(KeyBindings.command(forKey: "x", shift: false, treeShown: false) == nil, "not a lab key: the scene's")
    }

    @Test func theTreesKeysAreLiveOnlyWhileTheTreeShows() {
        let cases: [(String, LabCommand)] = [
            ("v", .edit(.hidden)), ("i", .edit(.userInteractionEnabled)), ("e", .edit(.enabled)),
            ("c", .edit(.clipsToBounds)), ("a", .edit(.alpha)), ("Up", .selectPrevious), ("Down", .selectNext),
            ("Return", .toggleCollapse), ("KP_Enter", .toggleCollapse), ("Prior", .pageUp), ("Next", .pageDown),
        ]
        for (key, command) in cases {
            #expect(KeyBindings.command(forKey: key, shift: false, treeShown: true) == command, "\(key)")
            #expect(KeyBindings.command(forKey: key, shift: false, treeShown: false) == nil, "\(key) without the tree")
        }
    }

    /// No key means two things at once: the handler would take the first, and the help would say both.
    @Test func noKeyIsBoundTwice() {
        for treeShown in [false, true] {
            var seen: [String: Int] = [:]
            for row in KeyBindings.table where treeShown || !row.treeOnly {
                for binding in row.bindings where binding.shift != true {
                    for key in binding.keys { seen[key, default: 0] += 1 }
                }
            }
            let twice = seen.filter { $0.value > 1 && $0.key != "tab" }.map(\.key)
            #expect(twice.isEmpty, "bound twice: \(twice)")
        }
    }

    @Test func theKeyLineAndTheHelpReadTheSameRows() {
        let state = KeyBindings.KeyLineState(fix: "fix it", fixOn: true, overlayOn: false, hoverOn: true, ghostsOn: false)
        let line = KeyBindings.keyLine(.english, state)
        #expect(line.count == KeyBindings.table.filter { $0.keyLine != nil }.count)
        #expect(line.contains("T fix it (on)") && line.contains("D overlay off") && line.last == "? help")
        #expect(Strings.english.keys(fix: "fix it", fixOn: true, overlayOn: false, hoverOn: true) == line)
        for row in KeyBindings.table { #expect(KeyBindings.help.contains(row.help)) }
    }
}
