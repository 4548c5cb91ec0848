import Foundation
@testable import LabKit
import Rendering
import ResponderKit
import Scenes
import TestSupport
import Testing

/// A dump is shown at its own size, zoomed out to fit a 1280 × 800 screen,
/// with clicks mapped exactly, and renders as its golden image.
@Suite("Dumps in the window")
@MainActor
struct DumpLayoutTests {
    @Test func theBuiltInScenesKeepTheirPlaceAndNoZoom() {
        let layout = LabLayout(sceneSize: Scene.size)
        #expect(layout.zoom == 1)
        #expect(layout.sceneRect == Rect(origin: LabLayout.sceneOrigin, size: Scene.size))
        #expect(layout.windowSize == LabLayout.builtInWindowSize)
    }

    @Test(arguments: [Size(width: 375, height: 812), Size(width: 390, height: 844), Size(width: 1024, height: 1366)])
    func aPhoneOrAnIPadDumpFitsAScreenOf1280By800(_ size: Size) {
        let layout = LabLayout(sceneSize: size)
        #expect(layout.zoom < 1)
        #expect(layout.windowSize.width <= 1280 && layout.windowSize.height <= 800)
        #expect(abs(layout.sceneRect.size.height - (LabLayout.screenLimit.height - LabLayout.headerHeight - LabLayout.footerHeight)) < 1e-9)
    }

    @Test func theWireframeLeavesAClassNameOutWhereASubviewWouldBeWrittenOver() {
        let cell = View(frame: Rect(x: 0, y: 0, width: 300, height: 44))
        let label = View(frame: Rect(x: 16, y: 4, width: 200, height: 20))
        cell.addSubview(label)
        let spot = Rect(x: 3, y: 3, width: 120, height: 12)
        #expect(!DumpWireframe.isFree(spot, in: cell))
        label.isHidden = true
        #expect(DumpWireframe.isFree(spot, in: cell))
        label.isHidden = false
        label.frame = Rect(x: 16, y: 20, width: 200, height: 20)
        #expect(DumpWireframe.isFree(spot, in: cell))
    }

    @Test(arguments: [
        ("UIView", "UIView"), ("MyApp.Feed.PhotoCell", "PhotoCell"), ("UIKit._UIBarBackground", "_UIBarBackground"),
        ("MyApp.CardView.", "CardView"), ("我的应用.照片单元", "照片单元"), ("MyApp.Café", "Café"),
    ])
    func theWireframeNamesAClassWithoutItsModule(className: String, shown: String) {
        #expect(DumpWireframe.shortName(className) == shown)
    }

    @Test func clicksMapExactlyIntoAZoomedScene() throws {
        let session = try LabSession.open(scene: nil, dump: Self.sample("settings.txt"))
        let layout = session.layout
        #expect(layout.sceneSize == Size(width: 390, height: 844))
        for point in [Point(x: 348, y: 140), Point(x: 0, y: 0), Point(x: 389.5, y: 843.25)] {
            let screen = session.toScreen(point)
            #expect(abs(session.toScene(screen).x - point.x) < 1e-9 && abs(session.toScene(screen).y - point.y) < 1e-9)
            #expect(session.isOverScene(screen))
        }
        // The switch at (348, 140) in the scene is where the zoomed picture shows it.
        session.touch(.began, at: session.toScreen(Point(x: 348, y: 140)), timestamp: 0)
        #expect(session.focus?.hitTest.hitView?.name == "UISwitch: 0x7fd3e1c62ff0")
        // The table held the began back (behaviour 10.3); lifting first releases it,
        // and the panel's chain is the one it reached.
        #expect(session.focus?.delivery?.handledBy == nil)
        session.touch(.ended, at: session.toScreen(Point(x: 348, y: 140)), timestamp: 0.05)
        #expect(session.focus?.delivery?.handledBy?.debugName == "UISwitch: 0x7fd3e1c62ff0")
    }

    /// The zoomed wireframe, the overlay with the custom-class caveat on
    /// MyApp.LikeButton's label, and the chain the collection view let through.
    @Test func thePhotoFeedDumpAfterAClickOnTheLikeButtonMatchesItsGoldenImage() throws {
        let out = try LabProcess.temporaryDirectory().appendingPathComponent("photo-feed.png")
        let result = try LabProcess.run(["render", "--dump", Self.sample("photo-feed.txt"), "--tap", "30,470", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = GoldenImageTests.golden.appendingPathComponent("Dumps/photo-feed.png")
        if let difference = try GoldenImage.difference(ofPNG: out, fromPNG: golden, named: "the photo-feed dump") {
            Issue.record("\(difference)")
        }
    }

    static func sample(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/Dumps/\(name)").path
    }
}
