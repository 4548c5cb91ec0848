import ResponderKit
import Scenes
import Testing

/// `_printHierarchy`'s text read (behaviour 12.6) and its controllers joined
/// to a dump's views, so that the chain goes as in the app: a controller's
/// root view → the controller → the root view's superview.
@Suite("Dumps: view controllers from _printHierarchy")
@MainActor
struct ControllerHierarchyTests {
    /// A tab bar controller around a navigation controller, a second tab not
    /// loaded, a controller pushed under the top one, and a presented sheet
    /// with a child controller.
    static let controllers = """
        <UITabBarController 0x7f10>, state: appeared, view: <UILayoutContainerView 0x7f01>
           | <UINavigationController 0x7f20>, state: appeared, view: <UILayoutContainerView 0x7f04>
           |    | <MyApp.ListController 0x7f21>, state: disappeared, view: <UIView 0x7f99> not in the window
           |    | <_TtC5MyApp16DetailController 0x7f22>, state: appearing, view: <UITableView 0x7f07>
           | <MyApp.Box<MyApp.Item> 0x7f30>, state: disappeared, view: (view not loaded)
           + <UINavigationController 0x7f40>, state: appeared, view: <UILayoutContainerView 0x7f0c>, presented with: <_UIPageSheetPresentationController 0x7f41>
           |    | <MyApp.ComposeController 0x7f42>, state: disappearing, view: <UIView 0x7f0e>
           |    |    | <MyApp.AttachmentsController 0x7f43>, state: appeared, view: <UIView 0x7f0f>
        """

    static let dump = """
        <UIWindow: 0x7f00; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>
           | <UILayoutContainerView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>
           |    | <UITransitionView: 0x7f02; frame = (0 0; 390 844); layer = <CALayer: 0x6002>>
           |    |    | <UIViewControllerWrapperView: 0x7f03; frame = (0 0; 390 844); layer = <CALayer: 0x6003>>
           |    |    |    | <UILayoutContainerView: 0x7f04; frame = (0 0; 390 844); layer = <CALayer: 0x6004>>
           |    |    |    |    | <UINavigationTransitionView: 0x7f05; frame = (0 0; 390 844); layer = <CALayer: 0x6005>>
           |    |    |    |    |    | <UIViewControllerWrapperView: 0x7f06; frame = (0 0; 390 844); layer = <CALayer: 0x6006>>
           |    |    |    |    |    |    | <UITableView: 0x7f07; frame = (0 0; 390 844); layer = <CALayer: 0x6007>; contentOffset: {0, 0}; contentSize: {390, 844}>
           |    |    |    |    |    |    |    | <UITableViewCell: 0x7f08; frame = (0 100; 390 44); layer = <CALayer: 0x6008>>
           |    | <UITabBar: 0x7f09; frame = (0 761; 390 83); layer = <CALayer: 0x6009>>
           |    |    | <UITabBarButton: 0x7f0a; frame = (2 1; 126 48); layer = <CALayer: 0x600a>>
           | <UITransitionView: 0x7f0b; frame = (0 0; 390 844); layer = <CALayer: 0x600b>>
           |    | <UIDropShadowView: 0x7f0d; frame = (0 400; 390 444); layer = <CALayer: 0x600d>>
           |    |    | <UILayoutContainerView: 0x7f0c; frame = (0 0; 390 444); layer = <CALayer: 0x600c>>
           |    |    |    | <UIView: 0x7f0e; frame = (0 0; 390 444); layer = <CALayer: 0x600e>>
           |    |    |    |    | <UIView: 0x7f0f; frame = (0 300; 390 100); layer = <CALayer: 0x600f>>
           |    |    |    |    |    | <UIButton: 0x7f10b; frame = (16 20; 60 60); layer = <CALayer: 0x6010>>
        """

    /// The names of the responders from the view hit at `(x, y)` to the end of the chain.
    static func chain(_ scene: Scene, _ x: Double, _ y: Double) -> [String] {
        var names: [String] = []
        var responder: Responder? = scene.window.hitTest(Point(x: x, y: y), with: nil)
        while let r = responder {
            names.append(r.debugName)
            responder = r.next
        }
        return names
    }

    // MARK: Reading

    @Test func everyFormOfALineIsRead() throws {
        let hierarchy = try ControllerHierarchyReader.read(Array(Self.controllers.utf8), file: "controllers.txt")
        let c = hierarchy.controllers
        #expect(
            c.map(\.displayClassName) == [
                "UITabBarController", "UINavigationController", "MyApp.ListController",
                "MyApp.DetailController", "MyApp.Box<MyApp.Item>", "UINavigationController",
                "MyApp.ComposeController", "MyApp.AttachmentsController",
            ])
        #expect(c[3].className == "_TtC5MyApp16DetailController")
        #expect(
            c.map(\.relation) == [
                .root, .child(of: 0), .child(of: 1), .child(of: 1), .child(of: 0), .presented(by: 0),
                .child(of: 5), .child(of: 6),
            ])
        #expect(c.map(\.depth) == [0, 1, 2, 2, 1, 1, 2, 3])
        #expect(
            c.map(\.state) == [
                "appeared", "appeared", "disappeared", "appearing", "disappeared", "appeared", "disappearing",
                "appeared",
            ])
        #expect(c[0].view == .loaded(.init(className: "UILayoutContainerView", address: "0x7f01")))
        #expect(c[4].view == .notLoaded && c[4].viewAddress == nil)
        #expect(c.map(\.isInWindow) == [true, true, false, true, true, true, true, true])
        #expect(c[5].presentedWith == .init(className: "_UIPageSheetPresentationController", address: "0x7f41"))
        #expect(c[5].isPresented && !c[6].isPresented)
        #expect(c[2].name == "MyApp.ListController: 0x7f21")
        #expect(c.map(\.line) == Array(1...8))
        #expect(hierarchy.warnings.isEmpty)
    }

    @Test func pastedWithTheDumpTheTextIsFoundBeforeOrAfterIt() throws {
        let before =
            "(lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]\n\(Self.controllers)\n"
            + "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n\(Self.dump)\n"
        let after = "\(Self.dump)\n\n\(Self.controllers)\n(lldb) "
        for text in [before, after] {
            let dump = try DumpReader.read(Array(text.utf8), file: "app.txt")
            #expect(dump.views.count == 17)
            #expect(dump.views.last?.parent == 15)
            #expect(dump.controllers?.controllers.count == 8)
            #expect(dump.skipped.controllerLines == 8)
            #expect(dump.warnings.isEmpty, "\(dump.warnings)")
        }
    }

    @Test func aSeparateFileReplacesTheDumpsOwnText() throws {
        let other = "<UIViewController 0x7f50>, state: appeared, view: <UILayoutContainerView 0x7f01>\n"
        let separate = try ControllerHierarchyReader.read(Array(other.utf8), file: "other.txt")
        let scene = try DumpLoader.load(
            Array("\(Self.dump)\n\(Self.controllers)".utf8), file: "app.txt", name: "app", controllers: separate)
        #expect(scene.imported?.controllers?.controllers.map(\.address) == ["0x7f50"])
    }

    @Test func aFileWithoutAControllerLineIsAnErrorAndABrokenLineAWarning() throws {
        #expect(throws: SceneError.self) {
            try ControllerHierarchyReader.read(Array(Self.dump.utf8), file: "views.txt")
        }
        do {
            _ = try ControllerHierarchyReader.read(Array("hello\n".utf8), file: "c.txt")
        } catch {
            #expect(error.message.hasPrefix("no view controller line"))
        }
        let broken = try ControllerHierarchyReader.read(
            Array("<UINavigationController 0x1>, state: appeared, view: <UIView 0x2>\n   + <Broken\n".utf8),
            file: "c.txt")
        #expect(broken.controllers.count == 1)
        #expect(broken.warnings.map(\.line) == [2])
        #expect(broken.warnings.first?.outcome == .controllerSkipped)
    }

    // MARK: In the chain

    @Test func aNavigationControllersChildSitsBetweenItsViewAndTheWrapper() throws {
        let scene = try DumpLoader.load(text: "\(Self.dump)\n\(Self.controllers)", name: "app")
        #expect(
            Self.chainWithoutSheet(scene, 100, 120) == [
                "UITableViewCell: 0x7f08", "UITableView: 0x7f07", "_TtC5MyApp16DetailController: 0x7f22",
                "UIViewControllerWrapperView: 0x7f06",
                "UINavigationTransitionView: 0x7f05", "UILayoutContainerView: 0x7f04", "UINavigationController: 0x7f20",
                "UIViewControllerWrapperView: 0x7f03", "UITransitionView: 0x7f02", "UILayoutContainerView: 0x7f01",
                "UITabBarController: 0x7f10",
                "UIWindow: 0x7f00", "UIWindowScene", "UIApplication",
            ])
    }

    /// The chain at a point the sheet covers, with the sheet hidden.
    static func chainWithoutSheet(_ scene: Scene, _ x: Double, _ y: Double) -> [String] {
        let sheet = scene.window.subviews[1]
        sheet.isHidden = true
        defer { sheet.isHidden = false }
        return chain(scene, x, y)
    }

    @Test func aTabBarControllerIsTheNextOfItsViewAndTheWindowItsNext() throws {
        let scene = try DumpLoader.load(text: "\(Self.dump)\n\(Self.controllers)", name: "app")
        #expect(
            Self.chainWithoutSheet(scene, 60, 780) == [
                "UITabBarButton: 0x7f0a", "UITabBar: 0x7f09", "UILayoutContainerView: 0x7f01",
                "UITabBarController: 0x7f10",
                "UIWindow: 0x7f00", "UIWindowScene", "UIApplication",
            ])
    }

    @Test func aPresentedControllersNextIsItsContainerNotThePresenter() throws {
        let scene = try DumpLoader.load(text: "\(Self.dump)\n\(Self.controllers)", name: "app")
        #expect(
            Self.chain(scene, 40, 750) == [
                "UIButton: 0x7f10b", "UIView: 0x7f0f", "MyApp.AttachmentsController: 0x7f43", "UIView: 0x7f0e",
                "MyApp.ComposeController: 0x7f42",
                "UILayoutContainerView: 0x7f0c", "UINavigationController: 0x7f40", "UIDropShadowView: 0x7f0d",
                "UITransitionView: 0x7f0b",
                "UIWindow: 0x7f00", "UIWindowScene", "UIApplication",
            ])
        let controllers = try #require(scene.imported?.controllers)
        let sheet = try #require(controllers.viewControllers[5])
        #expect(sheet.dumped.isPresented && sheet.presentingViewController == nil)
        #expect(sheet.dumped.presentedWith?.className == "_UIPageSheetPresentationController")
    }

    @Test func childControllersAreTheLabsChildrenToo() throws {
        let scene = try DumpLoader.load(text: "\(Self.dump)\n\(Self.controllers)", name: "app")
        let controllers = try #require(scene.imported?.controllers)
        let compose = try #require(controllers.viewControllers[6]),
            attachments = try #require(controllers.viewControllers[7])
        #expect(
            attachments.parent === compose
                && compose.children.map(\.debugName) == ["MyApp.AttachmentsController: 0x7f43"])
        #expect(controllers.viewControllers[3]?.parent === controllers.viewControllers[1])
        #expect(scene.imported?.controller(owning: scene.imported!.views[14]) === compose)
    }

    @Test func controllersWithoutAViewHereAreKeptAndSaidNotErrors() throws {
        let scene = try DumpLoader.load(text: "\(Self.dump)\n\(Self.controllers)", name: "app")
        let controllers = try #require(scene.imported?.controllers)
        #expect(
            controllers.placements == [
                .ownsView(1), .ownsView(4), .viewNotInDump, .ownsView(7), .viewNotLoaded,
                .ownsView(13), .ownsView(14), .ownsView(15),
            ])
        #expect(
            controllers.viewControllers.map { $0 == nil } == [false, false, true, false, true, false, false, false])
        #expect(scene.imported?.warnings.isEmpty == true)
    }

    @Test func twoControllersPrintingOneViewLeaveItToTheFirst() throws {
        let text =
            Self.dump
            + "\n<UIViewController 0x7f50>, state: appeared, view: <UIView 0x7f0e>\n<UIViewController 0x7f51>, state: appeared, view: <UIView 0x7f0e>\n"
        let controllers = try #require(try DumpLoader.load(text: text, name: "app").imported?.controllers)
        #expect(controllers.placements == [.ownsView(14), .viewOwnedByAnother(0)])
    }

    @Test func withoutControllersTheChainGoesFromViewToSuperviewAndSaysTheyAreUnknown() throws {
        let scene = try DumpLoader.load(text: Self.dump, name: "app")
        #expect(scene.imported?.controllersAreKnown == false)
        #expect(scene.imported?.controllers == nil)
        #expect(Self.chain(scene, 40, 750).prefix(3) == ["UIButton: 0x7f10b", "UIView: 0x7f0f", "UIView: 0x7f0e"])
        #expect(
            try DumpLoader.load(text: "\(Self.dump)\n\(Self.controllers)", name: "app").imported?.controllersAreKnown
                == true)
    }

    @Test func describeGivesTheOwningControllersFacts() throws {
        let scene = try DumpLoader.load(text: "\(Self.dump)\n\(Self.controllers)", name: "app")
        let described = scene.describedView(of: scene.imported!.views[13], depth: 0)
        #expect(described.controller?.name == "UINavigationController: 0x7f40")
        #expect(described.controller?.dumped?.presentedWith?.address == "0x7f41")
    }
}
