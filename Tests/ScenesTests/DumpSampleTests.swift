import ResponderKit
import Scenes
import Testing

/// The sample dumps in `Assets/Dumps/` load, and the clicks their README
/// suggests land where UIKit would send them.
@Suite("Dumps: the samples")
@MainActor
struct DumpSampleTests {
    static func load(_ name: String) throws -> Scene {
        try DumpLoader.load(file: DumpCatalog.file(for: name))
    }

    /// The dumped view hit at `(x, y)`, in window coordinates.
    static func hit(_ scene: Scene, _ x: Double, _ y: Double) throws -> DumpView {
        let view = try #require(scene.window.hitTest(Point(x: x, y: y), with: nil))
        return try #require(scene.imported?.dumpView(for: view))
    }

    /// The text of the nearest ancestor (or the view itself) that has one: a cell's row title.
    static func text(around view: DumpView, in scene: Scene) throws -> String? {
        let dump = try #require(scene.imported?.dump)
        var current: DumpView? = view
        while let v = current {
            if let text = v.text { return text }
            current = v.parent.map { dump.views[$0] }
        }
        return nil
    }

    @Test(arguments: DumpCatalog.names)
    func everySampleLoadsWithoutAWarning(_ name: String) throws {
        let scene = try Self.load(name)
        let imported = try #require(scene.imported)
        #expect(imported.views.count > 50)
        #expect(imported.warnings.isEmpty && !imported.isIncomplete)
        // Layers, the lldb command and the controllers are what the mail sample has besides its views.
        let skipped = imported.skipped
        #expect(skipped.total == skipped.layers + skipped.toolLines + skipped.controllerLines)
        #expect(skipped.total == (name == "mail" ? 45 : 0))
        #expect(scene.window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.window.name?.hasPrefix("UIWindow: 0x") == true)
    }

    @Test func settingsRowsAreWhereTheScrolledTableShowsThem() throws {
        let scene = try Self.load("settings")
        let bluetooth = try Self.hit(scene, 200, 140)
        #expect(bluetooth.className == "UITableViewCellContentView")
        #expect(try Self.text(around: bluetooth, in: scene) == "Bluetooth")
        let toggle = try Self.hit(scene, 348, 140)
        #expect(toggle.className == "UISwitch")
        #expect(toggle.kind == .control)
        #expect(try Self.text(around: toggle, in: scene) == "Bluetooth")
        #expect(try Self.text(around: try Self.hit(scene, 200, 100), in: scene) == "Wi-Fi")
        #expect(try Self.text(around: try Self.hit(scene, 200, 740), in: scene) == "Battery")
    }

    /// The mail sample's inbox rests 143.67 points down, under its navigation bar (its
    /// adjustedContentInset's top): a tap on a row leaves it there, where UIKit leaves it.
    @Test func mailInboxUnderItsBarStaysWhereItRestsAfterATap() throws {
        let scene = try Self.load("mail")
        let table = try #require(
            scene.imported?.views.first { scene.imported?.className(of: $0) == "UITableView" } as? ScrollView)
        #expect(table.contentInset == EdgeInsets(top: 143.66666666666666, left: 0, bottom: 83, right: 0))
        let resting = table.contentOffset
        #expect(resting.y < -143)
        // The compose sheet covers the window: without it, a row is tapped.
        scene.window.subviews.last?.isHidden = true
        let app = scene.application
        app.injectTouch(.began, at: Point(x: 60, y: 193), in: scene.window, timestamp: 1)
        app.injectTouch(.ended, at: Point(x: 60, y: 193), in: scene.window, timestamp: 1.05)
        app.advanceTime(to: 3)
        #expect(table.contentOffset == resting)
    }

    @Test func settingsDisabledRowPassesTheTouchToTheTable() throws {
        let scene = try Self.load("settings")
        #expect(try Self.hit(scene, 200, 184).className == "UITableView")
    }

    @Test func settingsBarsAreInFrontOfTheRowsUnderThem() throws {
        let scene = try Self.load("settings")
        #expect(try Self.hit(scene, 200, 80).className == "_UINavigationBarContentView")
        #expect(try Self.hit(scene, 356, 69).className == "_UIButtonBarButton")
        let tab = try Self.hit(scene, 200, 770)
        #expect(tab.className == "UITabBarButton")
        #expect(tab.frame.origin.x == 194)
    }

    @Test func photoFeedImageViewLetsTheButtonUnderItTakeTheTouch() throws {
        let scene = try Self.load("photo-feed")
        let photo = try Self.hit(scene, 100, 250)
        #expect(photo.className == "UIButton")
        #expect(photo.frame == Rect(x: 0, y: 52, width: 390, height: 300))
        // The hidden spinner over the photo is skipped as well.
        #expect(try Self.hit(scene, 195, 292).address == photo.address)
        #expect(try Self.hit(scene, 358, 418).frame == Rect(x: 338, y: 308, width: 40, height: 40))
    }

    @Test func photoFeedCustomLikeButtonCarriesTheCaveat() throws {
        let scene = try Self.load("photo-feed")
        let like = try Self.hit(scene, 30, 470)
        #expect(like.className == "MyApp.LikeButton")
        #expect(like.kind == .button)
        #expect(like.caveats == [.customClass])
    }

    @Test func photoFeedPillFloatsOverTheCellAndTheNameLabelPassesThrough() throws {
        let scene = try Self.load("photo-feed")
        let pill = try Self.hit(scene, 195, 120)
        #expect(pill.className == "UIButton")
        #expect(pill.frame == Rect(x: 135, y: 103, width: 120, height: 36))
        let header = try Self.hit(scene, 100, 120)
        #expect(header.className == "UIView")
        let dump = try #require(scene.imported?.dump)
        #expect(header.parent.map { dump.views[$0].className } == "MyApp.PhotoCell")
    }
}
