import Foundation
import Rendering
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// What the panel calls views: what tells them apart, not every name cut at the
/// same width; headings in small capitals that keep names' case and never split
/// a word; chips that keep their verdict.
@Suite("The panel's names of views")
@MainActor
struct PanelNamesTests {
    static func settings() throws -> LabSession {
        try LabSession.open(scene: nil, dump: DumpLayoutTests.sample("settings.txt"))
    }

    @Test func aDumpedViewIsItsClassAndTheEndOfItsAddressALabelItsText() throws {
        let session = try Self.settings()
        let cell = try #require(session.view(named: "0x7fd3e1c17170"))
        #expect(cell.debugName == "UITableViewCell: 0x7fd3e1c17170")
        #expect(PanelNames.row(of: cell, strings: .english) == "UITableViewCell …17170")
        let label = try #require(
            cell.subviews.flatMap(\.subviews).first { ($0 as? Label)?.text?.isEmpty == false } as? Label)
        #expect(PanelNames.row(of: label, strings: .english) == "UILabel \"\(label.text!)\"")
        // A scene's views keep their names, which tell them apart already; its unnamed labels go by their texts.
        let scene = try LabSession.open(scene: "why-not")
        let target = try #require(scene.scene.window.view(named: "Covered target"))
        #expect(PanelNames.row(of: target, strings: .english) == "Covered target")
        let title = try #require(target.superview?.subviews.first as? Label)
        #expect(PanelNames.row(of: title, strings: .english) == "Label \"Covered\"")
    }

    @Test func aSceneViewsNameIsTheChineseItsFileGivesUnderTheChineseLab() throws {
        let session = try LabSession.open(scene: "why-not", language: .chinese)
        let target = try #require(session.view(named: "Covered target"))
        #expect(PanelNames.row(of: target, strings: session.strings(in: .chinese)) == "被遮挡的目标")
        #expect(PanelNames.row(of: target, strings: session.strings(in: .english)) == "Covered target")
    }

    @Test func aQuotedTextCutShortClosesItsQuote() throws {
        let canvas = Canvas(width: 8, height: 8, textRenderer: try LabelChecker.renderer())
        let font = FontSpec(size: 11, weight: .bold)
        let name = "UILabel \"Personal Hotspot\""
        let width = canvas.measureText("UILabel \"Personal Hot…\"", font: font).width + 1
        let fitted = PanelNames.fitted(name, width: width, font: font, canvas: canvas)
        #expect(fitted.hasPrefix("UILabel \"Personal") && fitted.hasSuffix("…\""), "\(fitted)")
        #expect(canvas.measureText(fitted, font: font).width <= width)
        // Cut before its text begins, there is no quote to close.
        let short = PanelNames.fitted(
            name, width: canvas.measureText("UILab…", font: font).width + 1, font: font, canvas: canvas)
        #expect(!short.contains("\""), "\(short)")
    }

    @Test func theAddressesInAReasonAreShortenedAndNothingElse() {
        #expect(
            PanelNames.shortened("covered by UITransitionView: 0x10a1fcbb0") == "covered by UITransitionView …fcbb0")
        #expect(
            PanelNames.shortened("outside MyApp.Card: 0x7fb2c8d08c30's bounds") == "outside MyApp.Card …08c30's bounds")
        #expect(PanelNames.shortened("covered by Glass cover") == "covered by Glass cover")
    }

    @Test func aHeadingIsInCapitalsButItsClassAndMethodNamesKeepTheirCase() {
        #expect(
            PanelNames.heading("Touch at (60, 193) → UITableViewCellContentView …f3c80")
                == "TOUCH AT (60, 193) → UITableViewCellContentView …f3c80")
        #expect(PanelNames.heading("Responder chain (touchesBegan)") == "RESPONDER CHAIN (touchesBegan)")
        #expect(
            PanelNames.heading("Hover at (1, 2) → UILabel \"Sounds & Haptics\"")
                == "HOVER AT (1, 2) → UILabel \"Sounds & Haptics\"")
        #expect(PanelNames.heading("Touch at (3, 4) → Glass cover") == "TOUCH AT (3, 4) → GLASS COVER")
    }

    @Test(arguments: Language.allCases)
    func aChipTooLongForItsRoomKeepsItsVerdict(language: Language) throws {
        let strings = Strings(language)
        let canvas = Canvas(width: 8, height: 8, textRenderer: try LabelChecker.renderer())
        let font = FontSpec(size: 11, weight: .bold)
        for chip in [
            strings.forwarded("UITableViewCellContentView: 0x7fd3e1c291c0"),
            strings.handled("MyApp.LikeButton: 0x7fa1b3e35f10"),
            strings.wouldHandle("_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_: 0x7f0000000010"),
        ] {
            for width in [120.0, 180, 260] {
                let fitted = PanelRenderer.fitted(chip, width: width, font: font, strings: strings, canvas: canvas)
                #expect(canvas.measureText(fitted, font: font).width <= width + 0.01, "\(fitted)")
                let verdict = [strings.forwarded(""), strings.handled(""), strings.wouldHandle("")].first {
                    chip.hasSuffix($0)
                }!
                #expect(fitted.hasSuffix(verdict), "\(chip) at \(width): \(fitted)")
            }
        }
    }

    /// The settings dump's trace in the panel: its rows name views by what tells them apart, not
    /// cut at about 18 characters, and the panel's heading keeps the hit view's class's case.
    @Test func thePanelsRowsAndHeadingTellTheDumpsViewsApart() throws {
        let session = try Self.settings()
        Script.click([Point(x: 150, y: 184)], in: session)
        let names = try #require(
            session.overlay.explanation?.hitTest.steps.map { PanelNames.row(of: $0.view, strings: .english) })
        #expect(Set(names).count == names.count, "two rows read the same: \(names)")
        #expect(names.contains("UITableViewCell …17170"))
        let title = PanelNames.heading(
            Strings.english.explanationTitle(
                .touch, point: Point(x: 150, y: 184),
                hitView: session.overlay.explanation?.hitTest.hitView.map { PanelNames.row(of: $0, strings: .english) })
        )
        #expect(title.contains("UITableView …"), "\(title)")
    }
}
