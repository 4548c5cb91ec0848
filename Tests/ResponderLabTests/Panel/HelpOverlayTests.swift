import Foundation
import HostInput
import Rendering
import ResponderKit
import Testing

@testable import LabKit

/// The help over the canvas (? or F1): every row of the key table, so a key
/// added to the table is listed with nothing else to change; the footer keeps
/// the most used and says where the rest are.
@Suite("The help overlay lists every key")
@MainActor
struct HelpOverlayTests {
    @Test(arguments: Language.allCases)
    func theHelpListsEveryRowOfTheKeyTableWithItsKeys(language: Language) throws {
        let screen = try LabPainter(language: language)
        let canvas = Canvas(width: 1240, height: 698, fill: .white, textRenderer: screen.text)
        let help = HelpOverlay(strings: Strings(language), canvas: canvas)
        let rows = help.rows(meaningWidth: 500)
        #expect(rows.count == KeyBindings.table.count)
        for (row, shown) in zip(KeyBindings.table, rows) {
            let (keys, meaning) = Strings(language).help(for: row)
            #expect(shown.keys == keys && !keys.isEmpty, "\(row.help)")
            #expect(shown.keyLines == [keys], "\(row.help)")
            #expect(
                shown.lines.joined(separator: " ").replacingOccurrences(of: " ", with: "")
                    == meaning.replacingOccurrences(of: " ", with: ""), "\(row.help)")
        }
        // In the window's opening size every row fits: none is cut off.
        let session = try LabSession.open(scene: "hit-order")
        #expect(help.draw(in: session.layout.sceneArea) == KeyBindings.table.count)
    }

    @Test func everyKeyTheBriefNamesIsInTheHelp() {
        let keys = KeyBindings.table.map { Strings.english.help(for: $0).keys }.joined(separator: " | ")
        for key in [
            "P", "N", "Right", "Left", "Home", "End", "Shift-click", "V I E C A", "R", "U", "W", "T", "D", "H", "G",
            "S", "Q", "?",
            "wheel", "middle-drag", "right click", "Ctrl-click", "Tab", "1–9", "Up", "Page Up",
        ] {
            #expect(keys.contains(key), "\(key) in \(keys)")
        }
    }

    /// Each row's Chinese parts into its keys and what they do at its full-width colon, as the English at its colon.
    @Test func everyRowHasAChineseWordingWithItsKeys() {
        for row in KeyBindings.table {
            let (keys, meaning) = Strings(.chinese).help(for: row)
            #expect(!keys.isEmpty && hasChineseText(meaning), "\(row.help): \(Strings(.chinese)[row.phrase])")
        }
    }

    @Test func questionMarkShowsTheHelpAndEscapeClosesItBeforeTheWindow() throws {
        let host = FakeHost()
        let lab = LabWindow(session: try LabSession.open(scene: "hit-order"), host: host, screen: try LabPainter())
        host.lab = lab
        lab.displayIfNeeded()
        let before = lab.screen.lastFrame
        func type(_ key: HostInput.Key) {
            lab.type(key, [.shift], on: host)
        }
        type("?")
        #expect(lab.session.overlay.helpVisible)
        let shown = try #require(lab.screen.lastFrame)
        #expect(ImageDiff(expected: try #require(before), actual: shown).differingPixelCount > 10_000)
        type(.escape)
        #expect(!lab.session.overlay.helpVisible)
        #expect(!host.isStopped)
        type(.function(1))
        #expect(lab.session.overlay.helpVisible)
        type("?")
        #expect(!lab.session.overlay.helpVisible)
        type(.escape)
        #expect(host.isStopped)
    }

    @Test(arguments: Language.allCases)
    func theFooterEndsWithTheHelpKey(language: Language) throws {
        let session = try LabSession.open(scene: "why-not")
        let lines = try LabPainter(language: language).footerLines(session, width: 3000)
        #expect(lines.joined().hasSuffix(Strings(language)[.keyHelp]))
    }
}
