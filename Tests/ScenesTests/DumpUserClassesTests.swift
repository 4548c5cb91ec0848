import Foundation
import ResponderKit
import Scenes
import Testing

/// A bar of the user's code, as a `--code` file declares it: its initializer
/// makes its middle button, and `awakeFromNib` looks at its neighbours.
@MainActor
private final class MiddleButtonBar: TabBar {
    let middle = Button(frame: .zero)
    /// How many subviews its superview had when it awoke.
    var neighboursAtAwake: Int?

    override init(frame: Rect) {
        super.init(frame: frame)
        middle.frame = Rect(x: frame.width / 2 - 30, y: -20, width: 60, height: 60)
        addSubview(middle)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        neighboursAtAwake = superview?.subviews.count
    }
}

/// A dump's classes that the user's code defines (``UserViewClasses``, which
/// the lab fills from the compiled library): made by their initializer, the
/// dump's fields applied, and awoken once the whole hierarchy is there.
@Suite("Dumps: the user's classes")
@MainActor
struct DumpUserClassesTests {
    private let classes = UserViewClasses(
        names: ["MiddleButtonBar"],
        resolve: { ["MyApp.MiddleButtonBar", "MiddleButtonBar"].contains($0) ? "MiddleButtonBar" : nil },
        make: { name, frame in name == "MiddleButtonBar" ? MiddleButtonBar(frame: frame) : nil },
        describe: { $0 is MiddleButtonBar ? .init(name: "MiddleButtonBar", methods: ["hitTest(_:with:)"]) : nil })

    private func dump(naming barClass: String) -> String {
        """
        <UIWindow: 0x10; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x11>>
           | <UIView: 0x20; frame = (0 0; 390 844); layer = <CALayer: 0x21>>
           |    | <\(barClass): 0x30; baseClass = UITabBar; frame = (0 780; 390 64); alpha = 0.5; layer = <CALayer: 0x31>>
           |    |    | <UITabBarButton: 0x40; frame = (10 1; 100 48); layer = <CALayer: 0x41>>
           |    |    | <UIButton: 0x50; frame = (165 -24; 60 64); layer = <CALayer: 0x51>>
           |    | <MyApp.Banner: 0x60; frame = (0 0; 390 60); layer = <CALayer: 0x61>>
        """
    }

    @Test func aClassTheCodeDefinesIsMadeByItsInitializerWithTheDumpsFields() throws {
        for name in ["MyApp.MiddleButtonBar", "_TtC5MyApp15MiddleButtonBar"] {
            let scene = DumpLoader.scene(
                of: try DumpReader.read(Array(dump(naming: name).utf8), file: "app.txt"),
                file: "app.txt", name: "app", classes: classes)
            let bar = try #require(scene.imported?.views[2] as? MiddleButtonBar, "\(name)")
            #expect(bar.frame == Rect(x: 0, y: 780, width: 390, height: 64))
            #expect(bar.alpha == 0.5)
            #expect(bar.name == "\(name): 0x30")
            // The button its initializer made is the dump's UIButton line: no second one.
            #expect(bar.middle === scene.imported?.views[4])
            #expect(bar.middle.frame == Rect(x: 165, y: -24, width: 60, height: 64))
            #expect(bar.subviews.map(\.name) == ["UITabBarButton: 0x40", "UIButton: 0x50"])
            #expect(scene.userClass(of: bar)?.name == "MiddleButtonBar")
        }
    }

    @Test func awakeFromNibComesOnceTheWholeHierarchyIsBuilt() throws {
        let scene = try DumpLoader.load(text: dump(naming: "MyApp.MiddleButtonBar"), name: "app")
        #expect(!(scene.imported?.views[2] is MiddleButtonBar))
        let withCode = DumpLoader.scene(
            of: try DumpReader.read(Array(dump(naming: "MyApp.MiddleButtonBar").utf8), file: "app.txt"),
            file: "app.txt", name: "app", classes: classes)
        let bar = try #require(withCode.imported?.views[2] as? MiddleButtonBar)
        // The banner after it in the dump was there when it awoke.
        #expect(bar.neighboursAtAwake == 2)
    }

    @Test func theCustomClassCaveatGoesForTheClassesTheCodeRuns() throws {
        let scene = DumpLoader.scene(
            of: try DumpReader.read(Array(dump(naming: "MyApp.MiddleButtonBar").utf8), file: "app.txt"),
            file: "app.txt", name: "app", classes: classes)
        let views = try #require(scene.imported?.views)
        #expect(scene.caveats(for: views[2]).isEmpty)
        #expect(scene.caveats(for: views[5]) == [.customClass])
        #expect(scene.userClass(of: views[5]) == nil)
    }

    @Test func aSceneFileNamesAClassOfTheCodeAndATypoIsSaid() throws {
        let json = """
            {"root": {"name": "Root", "view": {"subviews": [
              {"name": "Bar", "class": "MiddleButtonBar", "frame": [0, 500, 390, 64], "alpha": 0.5}
            ]}}}
            """
        let scene = try SceneLoader.load(Array(json.utf8), file: "bar.json", defaultName: "bar", classes: classes)
        let bar = try #require(scene.window.view(named: "Bar") as? MiddleButtonBar)
        #expect(bar.frame == Rect(x: 0, y: 500, width: 390, height: 64) && bar.alpha == 0.5)
        #expect(bar.neighboursAtAwake == 1)
        let typo = json.replacingOccurrences(of: "MiddleButtonBar", with: "MiddleButonBar")
        #expect(throws: SceneError.self) {
            try SceneLoader.load(Array(typo.utf8), file: "bar.json", defaultName: "bar", classes: classes)
        }
        do {
            _ = try SceneLoader.load(Array(typo.utf8), file: "bar.json", defaultName: "bar", classes: classes)
        } catch {
            #expect(error.description.contains("\"MiddleButonBar\" is neither a built-in class"))
            #expect(error.description.contains("did you mean \"MiddleButtonBar\"?"))
        }
    }
}
