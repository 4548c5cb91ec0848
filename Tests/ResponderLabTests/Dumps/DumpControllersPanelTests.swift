import Foundation
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// A dump's view controllers and declarations where the window shows them:
/// the panel's chain (a touch's and the one a hover predicts), the tree's
/// rows, the inspector's properties of the selected view, and the header and
/// panel saying what the dump could not read.
@Suite("View controllers and declarations in the panel and inspector")
@MainActor
struct DumpControllersPanelTests {
    static func session(pasted: Bool = true, edits: String? = nil) throws -> LabSession {
        let shop = try ShopSample.files(pasted: pasted)
        var editsPath: String?
        if let edits {
            editsPath = shop.folder.appendingPathComponent("shop.edits").path
            try edits.write(toFile: editsPath!, atomically: true, encoding: .utf8)
        }
        return try LabSession.open(scene: nil, dump: shop.dump, edits: editsPath)
    }

    static func point(_ text: String) -> Point {
        let parts = text.split(separator: ",").compactMap { Double($0) }
        return Point(x: parts[0], y: parts[1])
    }

    @Test func theChainAHoverPredictsHasTheControllersAsATouchsHas() throws {
        let session = try Self.session()
        session.movePointer(to: session.toScreen(Self.point(ShopSample.banner)))
        let section = try #require(
            ChainSection(session.overlay.shownExplanation, strings: .english, scene: session.scene))
        #expect(
            section.chips.map(\.label) == ShopSample.bannerChain.map { Strings.english.wouldForward($0) } + [
                Strings.english.wouldForward("UIWindowScene"), Strings.english.wouldForward("UIApplication"),
                Strings.english.wouldBeDiscarded,
            ])
        #expect(!section.notes.contains(Strings.english.dump.controllersUnknown))
        Script.click([Self.point(ShopSample.banner)], in: session)
        let touched = try #require(ChainSection(session.overlay.explanation, strings: .english, scene: session.scene))
        #expect(touched.chips.map(\.label).contains(Strings.english.forwarded("Shop.BannerController: 0xc04")))
    }

    @Test func withoutControllersThePanelsChainSaysTheyAreUnknown() throws {
        let session = try Self.session(pasted: false)
        Script.click([Self.point(ShopSample.banner)], in: session)
        let section = try #require(ChainSection(session.overlay.explanation, strings: .english, scene: session.scene))
        #expect(section.notes.first == "view controllers unknown: paste _printHierarchy (docs/own-app.md)")
        let chinese = try #require(
            ChainSection(session.overlay.explanation, strings: Strings(.chinese), scene: session.scene))
        #expect(chinese.notes.first?.contains("视图控制器未知") == true)
        // A built-in scene's controllers are its own: nothing is unknown there.
        let chain = try LabSession.open(scene: "chain")
        Script.click(chain.scene.tourTaps, in: chain)
        #expect(
            ChainSection(chain.overlay.explanation, strings: .english, scene: chain.scene)?.notes.contains(
                Strings.english.dump.controllersUnknown) == false)
    }

    @Test func theTreeNamesEachControllerOnItsRootViewsRowAndMarksDeclaredViews() throws {
        let session = try Self.session(edits: "Shop.BuyButton.isEnabled = false\n")
        let rows = session.inspector.rows
        func row(_ name: String) throws -> InspectorRow { try #require(rows.first { $0.view.debugName == name }) }
        #expect(try row("UIView: 0xa09").controllerName(.english) == "BannerController")
        #expect(try row("UILayoutContainerView: 0xa02").controllerName(.english) == "UITabBarController")
        #expect(try row("UIViewControllerWrapperView: 0xa07").controllerName(.english) == nil)
        #expect(try row("Shop.BuyButton: 0xa13").isDeclared)
        #expect(try !row("Shop.BuyButton: 0xa13").isEdited)
        #expect(rows.filter(\.isDeclared).count == 1)
    }

    @Test func theInspectorNamesTheControllerThatOwnsTheSelectedViewWithItsStateAndHowItHangs() throws {
        let session = try Self.session()
        func controller(of address: String) throws -> String? {
            session.inspector.select(try #require(session.view(named: address)))
            return session.inspector.selectionProperties.first { $0.key == "viewController" }?.value
        }
        let deep = try #require(try controller(of: "0xa11"))
        #expect(
            deep.hasPrefix(
                "Shop.ListController: 0xc03 (appeared; child of UINavigationController: 0xc02), through its view UIView: 0xa08"
            ))
        #expect(
            try controller(of: "0xa09")?.hasPrefix(
                "Shop.BannerController: 0xc04 (appeared; child of Shop.ListController: 0xc03), touches:") == true)
        #expect(try controller(of: "0xa16") == nil, "the badge: no controller owns it")
        let mail = try LabSession.open(scene: nil, dump: DumpCommandTests.path("Assets/Dumps/mail.txt"))
        mail.inspector.select(try #require(mail.view(named: "0x10a1fd120")))
        let sheet = try #require(mail.inspector.selectionProperties.first { $0.key == "viewController" }?.value)
        #expect(
            sheet.contains(
                "UINavigationController: 0x10c20e600 (appeared; presented by UITabBarController: 0x10a30a000 with UISheetPresentationController: 0x10c210400)"
            ))
        let unknown = try Self.session(pasted: false)
        unknown.inspector.select(try #require(unknown.view(named: "0xa11")))
        #expect(
            unknown.inspector.selectionProperties.first { $0.key == "viewController" }?.value
                == "unknown: paste _printHierarchy with the dump (docs/own-app.md)")
    }

    @Test func theInspectorMarksADeclaredPropertyWithItsLineAndTheValueTheDumpGave() throws {
        let session = try Self.session(edits: "Shop.BuyButton.isEnabled = false\nUITableViewCell.gesture = tap open\n")
        session.inspector.select(try #require(session.view(named: "0xa13")))
        let enabled = try #require(session.inspector.selectionProperties.first { $0.key == "isEnabled" })
        #expect(enabled.value == "false")
        #expect(enabled.declared == "declared in shop.edits line 1, was true")
        #expect(enabled.editedFrom == nil)
        session.inspector.select(try #require(session.view(named: "0xa10")))
        let recognizer = try #require(session.inspector.selectionProperties.first { $0.key == "recognizer" })
        #expect(recognizer.declared == "declared in shop.edits line 2")
    }

    @Test func anElidedDumpsHeaderSaysItIsIncompleteOnceWithTheCount() throws {
        let file = try LabProcess.temporaryDirectory().appendingPathComponent("elided.txt")
        try """
        <UIWindow: 0x1; frame = (0 0; 390 844)>
           | <UIView: 0x2; frame = (0 0; 10 10)>
           | ...
           | <snip>
        """.write(to: file, atomically: true, encoding: .utf8)
        let scene = try LabSession.open(scene: nil, dump: file.path).scene
        #expect(
            LoadReport.headerLine(of: scene, strings: .english)
                == "⚠ the dump is incomplete: 2 lines elided (`...`, `<snip>`): views may be missing (the panel says so until a touch; so does standard error)"
        )
        #expect(
            LoadReport.headerLine(of: scene, strings: Strings(.chinese))
                == "⚠ dump 不完整：省略了 2 行（`...`、`<snip>`），可能缺少视图（触摸之前右侧面板一直显示，标准错误输出中也有）")
    }

    @Test func theHeaderCountsTheWarningsAndShowsTheFirstThePanelEveryOne() throws {
        let file = try LabProcess.temporaryDirectory().appendingPathComponent("cut.txt")
        try """
        <UIWindow: 0x1; frame = (0 0; 390 844)>
           | <UIView: 0x2; frame = (0 0; 10>
           | <UIView: 0x3; frame = (0 0; 10 10); alpha = half>
           | ...
        """.write(to: file, atomically: true, encoding: .utf8)
        let session = try LabSession.open(scene: nil, dump: file.path)
        let header = try #require(LoadReport.headerLine(of: session.scene, strings: .english))
        #expect(
            header.hasPrefix(
                "⚠ the dump is incomplete: 1 line elided (`...`, `<snip>`); 2 warnings (the panel lists every one until a touch; so does standard error) · \(file.path):2:"
            ))
        #expect(header.components(separatedBy: "incomplete").count == 2)
        let warnings = LoadReport.warnings(of: session)
        #expect(warnings.count == 3)
        #expect(warnings.last == "the dump is incomplete: 1 line elided (`...`, `<snip>`): views may be missing")
        #expect(LoadReport.headerLine(of: try LabSession.open(scene: "chain").scene, strings: .english) == nil)
        #expect(
            LoadReport.headerLine(
                of: try LabSession.open(scene: nil, dump: DumpCommandTests.path("Assets/Dumps/mail.txt")).scene,
                strings: .english) == nil)
    }
}
