import ResponderKit
import Scenes
import Testing

/// The mail sample (`Assets/Dumps/mail.txt`): a deep dump of an app, with
/// its `_printHierarchy` text after it. A tab bar controller around a
/// navigation controller's inbox of cells, and a compose sheet presented over
/// them, whose text view prints `<<_UITextContainerView …>> …` lines. Every
/// hit view and chain is the app's, controllers where UIKit has them.
@Suite("Dumps: a deep dump with its view controllers")
@MainActor
struct DeepDumpTests {
    static func load() throws -> Scene {
        try DumpLoader.load(file: DumpCatalog.file(for: "mail"))
    }

    static func chain(_ scene: Scene, _ x: Double, _ y: Double) -> [String] {
        ControllerHierarchyTests.chain(scene, x, y)
    }

    /// The sheet dismissed: its transition view declared hidden, as an edits file would.
    static func withoutTheSheet() throws -> Scene {
        let scene = try load()
        let problems = scene.declare(
            try EditsFileReader.read(Array("0x10a1fcbb0.isHidden = true\n".utf8), file: "dismissed.edits"))
        #expect(problems.isEmpty)
        return scene
    }

    /// What the sheet's views hang from: the presented navigation controller, its container, the window.
    static let sheetTail = [
        "UILayoutContainerView: 0x10a1fd120", "UINavigationController: 0x10c20e600", "UIDropShadowView: 0x10a1fcf50",
        "UITransitionView: 0x10a1fcbb0", "UIWindow: 0x10a1f2c30", "UIWindowScene", "UIApplication",
    ]
    /// What the compose controller's views hang from.
    static let composeTail =
        [
            "UIView: 0x10a1fd690", "Mail.ComposeController: 0x10c20f000", "UIViewControllerWrapperView: 0x10a1fd4c0",
            "UINavigationTransitionView: 0x10a1fd2f0",
        ] + sheetTail

    @Test func theSampleLoadsWholeWithItsControllers() throws {
        let scene = try Self.load()
        let imported = try #require(scene.imported)
        #expect(imported.views.count == 118)
        #expect(
            imported.skipped.layers == 35 && imported.skipped.controllerLines == 9 && imported.skipped.toolLines == 1)
        #expect(imported.warnings.isEmpty && !imported.isIncomplete)
        let controllers = try #require(imported.controllers)
        #expect(
            controllers.controllers.map(\.displayClassName) == [
                "UITabBarController", "UINavigationController", "Mail.InboxController", "UINavigationController",
                "Mail.SearchController",
                "Mail.SettingsController", "UINavigationController", "Mail.ComposeController",
                "Mail.RecipientsController",
            ])
        #expect(
            controllers.placements == [
                .ownsView(1), .ownsView(4), .ownsView(7), .viewNotInDump, .viewNotLoaded, .viewNotLoaded,
                .ownsView(91), .ownsView(94), .ownsView(95),
            ])
        #expect(scene.window.name == "UIWindow: 0x10a1f2c30")
    }

    @Test func aTapInTheMessageGoesThroughTheTextContainerAndTheComposeController() throws {
        let scene = try Self.load()
        #expect(
            Self.chain(scene, 200, 560) == [
                "_UITextLayoutFragmentView: 0x10a1fe6e0", "_UITextLayoutView: 0x10a1fe340",
                "_UITextContainerView: 0x10a1fe170",
                "UITextView: 0x10a1fdfa0",
            ] + Self.composeTail)
    }

    @Test func theRecipientsFieldIsInAChildControllersView() throws {
        let scene = try Self.load()
        #expect(
            Self.chain(scene, 100, 480) == [
                "UITextField: 0x10a1fdc00", "UIView: 0x10a1fd860", "Mail.RecipientsController: 0x10c20fa00",
            ] + Self.composeTail)
    }

    @Test func theSheetsBarButtonsGoUpThroughThePresentedNavigationControllerToItsContainer() throws {
        let scene = try Self.load()
        let bar = ["_UINavigationBarContentView: 0x10a1feff0", "UINavigationBar: 0x10a1fec50"] + Self.sheetTail
        #expect(
            Self.chain(scene, 346, 430) == ["_UIButtonBarButton: 0x10a1ffca0", "_UIButtonBarStackView: 0x10a1ffad0"]
                + bar)
        #expect(
            Self.chain(scene, 40, 430) == ["_UIButtonBarButton: 0x10a1ff390", "_UIButtonBarStackView: 0x10a1ff1c0"]
                + bar)
    }

    @Test func aTapAboveTheSheetFallsOnTheDimmingView() throws {
        let scene = try Self.load()
        for y in [60.0, 200, 390] {
            #expect(
                Self.chain(scene, 200, y) == [
                    "UIDimmingView: 0x10a1fcd80", "UITransitionView: 0x10a1fcbb0", "UIWindow: 0x10a1f2c30",
                    "UIWindowScene", "UIApplication",
                ])
        }
    }

    @Test func withTheSheetDismissedARowGoesUpThroughTheInboxAndBothContainers() throws {
        let scene = try Self.withoutTheSheet()
        #expect(
            Self.chain(scene, 200, 190) == [
                "UITableViewCellContentView: 0x10a1f3c80", "UITableViewCell: 0x10a1f3ab0", "UITableView: 0x10a1f38e0",
                "Mail.InboxController: 0x10a30b400", "UIViewControllerWrapperView: 0x10a1f3710",
                "UINavigationTransitionView: 0x10a1f3540",
                "UILayoutContainerView: 0x10a1f3370", "UINavigationController: 0x10a30ac00",
                "UIViewControllerWrapperView: 0x10a1f31a0",
                "UITransitionView: 0x10a1f2fd0", "UILayoutContainerView: 0x10a1f2e00",
                "UITabBarController: 0x10a30a000",
                "UIWindow: 0x10a1f2c30", "UIWindowScene", "UIApplication",
            ])
        #expect(Self.chain(scene, 360, 285).first == "Mail.FlagButton: 0x10a1f55e0")
        #expect(
            Self.chain(scene, 346, 69).prefix(2) == [
                "_UIButtonBarButton: 0x10a1fb080", "_UIButtonBarStackView: 0x10a1faeb0",
            ])
    }

    @Test func withTheSheetDismissedATabGoesToTheTabBarController() throws {
        let scene = try Self.withoutTheSheet()
        #expect(
            Self.chain(scene, 194, 785) == [
                "UITabBarButton: 0x10a1fc0d0", "UITabBar: 0x10a1fb5f0", "UILayoutContainerView: 0x10a1f2e00",
                "UITabBarController: 0x10a30a000",
                "UIWindow: 0x10a1f2c30", "UIWindowScene", "UIApplication",
            ])
    }

    @Test func escapedTextsReadAsTheAppShowsThem() throws {
        let dump = try #require(try Self.load().imported?.dump)
        let texts = dump.views.compactMap(\.text)
        #expect(texts.contains("李华") && texts.contains("会议纪要") && texts.contains("请查收附件，谢谢！"))
        #expect(texts.contains("Your Apple\u{A0}ID receipt") && texts.contains("Tomás Novak"))
        #expect(texts.contains("Sounds great 😀 see you at the station"))
        #expect(texts.contains("Hi Maria,\n\nThe figures look good. Send me the\u{A0}slides when…"))
    }

    @Test func theSamplesEditsFileDeclaresWithoutProblems() throws {
        let scene = try Self.load()
        let edits = try EditsFileReader.read(file: DumpCatalog.directory + "/mail.edits")
        #expect(scene.declare(edits).isEmpty)
        let send = try #require(scene.imported?.views.first { $0.name == "_UIButtonBarButton: 0x10a1ffca0" })
        #expect(scene.declaredProperties(of: send).map(\.property) == [.enabled])
        #expect(Self.chain(scene, 346, 430).first == "_UIButtonBarStackView: 0x10a1ffad0")
        let cells = try #require(scene.imported?.views.filter { $0.name?.hasPrefix("UITableViewCell:") == true })
        #expect(cells.count == 7)
        for cell in cells {
            let declared = scene.declaredRecognizers(of: cell)
            #expect(declared.map(\.declaration.name) == ["preview", "open"])
            #expect(declared[1].recognizer.failureRequirements.first === declared[0].recognizer)
        }
    }
}
