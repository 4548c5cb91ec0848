import Foundation
import Rendering
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// The window's bottom line of keys, which is how a user learns them: from the smallest window up,
/// in both languages, every key is drawn whole inside the footer — wrapped onto
/// a second line, or with the scene's fix named shortly — never cut at the edge.
@Suite("Footer keys: whole at every width")
@MainActor
struct FooterKeysTests {
    static let widths = [LabLayout.minimumSize.width, 900, LabLayout.builtInWindowSize.width]

    /// Every way the footer's lines break the rule, in words; empty when they keep it.
    static func problems(_ lines: [String], session: LabSession, width: Double, language: Language) throws -> [String] {
        let text = try LabelChecker.renderer()
        var problems: [String] = []
        for line in lines where text.measure(line, font: LabPainter.footerFont).width > width - 32 {
            problems.append("\"\(line)\" is wider than the footer's \(width - 32)")
        }
        if Double(lines.count) * text.lineMetrics(for: LabPainter.footerFont).lineHeight > LabLayout.footerHeight - 4 {
            problems.append("\(lines.count) lines overflow the footer's \(LabLayout.footerHeight) points")
        }
        let drawn = lines.flatMap { $0.components(separatedBy: LabPainter.footerSeparator) }
        let wordings = [false, true].map {
            Strings(language).keys(
                fix: session.scene.fixDescription, fixOn: session.scene.isFixed, overlayOn: session.overlay.isVisible,
                hoverOn: session.overlay.hoverMode, ghostsOn: session.overlay.ghostsVisible, compact: $0)
        }
        if !wordings.contains(drawn) { problems.append("the keys drawn, \(drawn), are not every key whole in order") }
        return problems
    }

    @Test(arguments: Language.allCases)
    func everySceneDrawsEveryKeyWholeFromTheSmallestWindowUp(language: Language) throws {
        let screen = try LabPainter(language: language)
        for name in SceneCatalog.names {
            let session = try LabSession(sceneName: name)
            for width in Self.widths {
                let lines = screen.footerLines(session, width: width)
                let problems = try Self.problems(lines, session: session, width: width, language: language)
                #expect(problems.isEmpty, "\(name) at \(width), \(language): \(problems)")
            }
        }
    }

    @Test func theOpeningWindowKeepsTheKeysOnOneLineWithTheFixDescribed() throws {
        let session = try LabSession(sceneName: "why-not")
        let lines = try LabPainter().footerLines(session, width: session.layout.windowSize.width)
        #expect(lines.count == 1)
        #expect(lines[0].contains("T fix all seven (off)"))
    }

    @Test(arguments: Language.allCases)
    func theSmallestWindowWrapsTheKeysOntoTwoLines(language: Language) throws {
        let session = try LabSession(sceneName: "why-not")
        session.overlay.ghostsVisible = true
        let lines = try LabPainter(language: language).footerLines(session, width: LabLayout.minimumSize.width)
        #expect(lines.count == 2)
        #expect(
            try Self.problems(lines, session: session, width: LabLayout.minimumSize.width, language: language).isEmpty)
    }

    @Test func aFixDescribedAtLengthIsNamedShortlyInANarrowWindow() throws {
        let fix = String(repeating: "turn every setting of the sharing pad's recognizers around ", count: 3)
        let file = try LabProcess.temporaryDirectory().appendingPathComponent("long-fix.json").path
        try """
        {"root": {"name": "C", "view": {"name": "V"}},
         "fix": {"description": "\(fix)", "changes": [{"view": "V", "set": {"hidden": true}}]}}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let session = try LabSession(sceneFile: file)
        let screen = try LabPainter()
        let lines = screen.footerLines(session, width: LabLayout.minimumSize.width)
        #expect(lines.joined().contains("T fix (off)"))
        #expect(
            try Self.problems(lines, session: session, width: LabLayout.minimumSize.width, language: .english).isEmpty)
        // Wide enough, the description is back.
        #expect(screen.footerLines(session, width: 3000).joined().contains("turn every setting"))
    }
}
