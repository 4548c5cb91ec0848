import Foundation
import Rendering
import ResponderKit
import Scenes
import TestSupport
import Testing

@testable import LabKit

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
        #expect(
            abs(
                layout.sceneRect.size.height
                    - (LabLayout.screenLimit.height - LabLayout.headerHeight - LabLayout.footerHeight)) < 1e-9)
    }

    /// A dump smaller than the canvas fills it, in the window as it opens, resized, and so in `render`;
    /// a scene file of the same size keeps its own (its author laid it out at that size).
    @Test func aDumpSmallerThanTheCanvasIsEnlargedToFillIt() throws {
        let path = try LabProcess.temporaryDirectory().appendingPathComponent("small.txt").path
        try """
        <UIView: 0x7f0000000010; frame = (0 0; 100 100); layer = <CALayer: 0x600000000010>>
           | <UIButton: 0x7f0000000020; frame = (10 10; 60 30); opaque = NO; layer = <CALayer: 0x600000000020>>

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try LabSession.open(scene: nil, dump: path)
        func fills(_ layout: LabLayout) -> Bool {
            let scene = layout.sceneRect, area = layout.sceneArea
            return scene.width <= area.width + 1e-9 && scene.height <= area.height + 1e-9
                && (abs(scene.width - area.width) < 1e-9 || abs(scene.height - area.height) < 1e-9)
        }
        #expect(session.layout.zoom > 5)
        #expect(fills(session.layout), "\(session.layout.sceneRect) in \(session.layout.sceneArea)")
        session.viewport.windowSize = Size(width: 1000, height: 560)
        #expect(fills(session.layout), "resized: \(session.layout.sceneRect) in \(session.layout.sceneArea)")
        #expect(LabLayout(sceneSize: Size(width: 100, height: 100)).zoom == 1)
        // The button, drawn six times its size, is clicked where it shows.
        Script.click([Point(x: 40, y: 25)], in: session)
        #expect(session.overlay.explanation?.hitTest.hitView?.name == "UIButton: 0x7f0000000020")
    }

    /// The wireframe's class names overlap no other name and no view's text (a label's), in a sample
    /// dump as it opens: among the views that scroll together (a scroll view's content, or those
    /// outside every scroll view), where scrolling cannot move them onto each other.
    @Test(arguments: [("mail.txt", 4), ("settings.txt", 0), ("photo-feed.txt", 2)])
    func theWireframesClassNamesOverlapNoOtherNameAndNoText(file: String, drawn: Int) throws {
        let session = try LabSession.open(scene: nil, dump: Self.sample(file))
        let window = session.scene.window, imported = try #require(session.scene.imported)
        let canvas = Canvas(width: 8, height: 8, textRenderer: try LabelChecker.renderer())
        let spots = DumpWireframe.NameSpots()
        spots.validate(for: window, imported: imported, zoom: session.layout.zoom, canvas: canvas)
        var shown = ShownAreas(root: window)
        // Each name and text in the window's coordinates, with the scroll view whose content it scrolls with.
        var names: [(String, Rect, ObjectIdentifier?)] = [], texts: [(String, Rect, ObjectIdentifier?)] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            stack += view.subviews
            guard shown.visibleBox(of: view, quad: view.boundsQuad(in: window)) != nil else { continue }
            func inWindow(_ r: Rect) -> Rect { Rect(boundingBoxOf: r.corners.map { view.convert($0, to: window) }) }
            // A scroll view's own name stays put on screen, with the views around it.
            let scrolls = sequence(first: view, next: \.superview).dropFirst().first { $0 is ScrollView }.map(
                ObjectIdentifier.init)
            if let spot = spots.spot(of: view) { names.append((view.debugName, inWindow(spot), scrolls)) }
            if let text = ViewRenderer(showsNames: false).textRect(of: view, in: canvas) {
                texts.append((view.debugName, inWindow(text), scrolls))
            }
        }
        #expect(names.count == drawn, "\(file): \(names.map(\.0))")
        for (i, (name, rect, space)) in names.enumerated() {
            for (other, otherRect, otherSpace) in names[(i + 1)...]
            where space == otherSpace && LabelChecker.overlaps(rect, otherRect) {
                Issue.record("\(file): the names of \(name) and \(other) overlap")
            }
            for (owner, text, textSpace) in texts where space == textSpace && LabelChecker.overlaps(rect, text) {
                Issue.record("\(file): the name of \(name) at \(rect) overlaps \(owner)'s text at \(text)")
            }
        }
    }

    /// Where a label has no place but across a class name, the name is left out, not cut: the frame is,
    /// pixel for pixel, the one whose scene leaves that name out. Found by hovering the mail sample all over.
    @Test func aClassNameALabelMustCutIsLeftOutWhole() throws {
        let session = try LabSession.open(scene: nil, dump: Self.sample("mail.txt"))
        let screen = try LabPainter(), reference = try LabPainter()
        var checked = 0
        for y in stride(from: 70.0, to: 720, by: 23) {
            for x in stride(from: 5.0, to: 300, by: 29) where checked < 3 {
                session.movePointer(to: Point(x: x, y: y))
                let frame = screen.render(session, size: session.layout.windowSize)
                guard let cut = screen.labels?.cutCaptions, !cut.isEmpty else { continue }
                let without = reference.render(
                    session, size: session.layout.windowSize, scale: 1, leavingOut: Set(cut.map(\.view)))
                let differing = zip(frame.pixels, without.pixels).filter { $0 != $1 }.count
                #expect(differing == 0, "hovering at \(x),\(y): \(differing) pixels differ")
                checked += 1
            }
        }
        #expect(checked > 0, "no hover cuts a class name: nothing was checked")
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
        #expect(session.overlay.explanation?.hitTest.hitView?.name == "UISwitch: 0x7fd3e1c62ff0")
        // The table held the began back (behaviour 10.3); lifting first releases it,
        // and the panel's chain is the one it reached.
        #expect(session.overlay.explanation?.delivery?.handledBy == nil)
        session.touch(.ended, at: session.toScreen(Point(x: 348, y: 140)), timestamp: 0.05)
        #expect(session.overlay.explanation?.delivery?.handledBy?.debugName == "UISwitch: 0x7fd3e1c62ff0")
    }

    /// The zoomed wireframe, the overlay with the custom-class caveat on
    /// MyApp.LikeButton's label, and the chain the collection view let through.
    @Test func thePhotoFeedDumpAfterAClickOnTheLikeButtonMatchesItsGoldenImage() throws {
        let out = try LabProcess.temporaryDirectory().appendingPathComponent("photo-feed.png")
        let result = try LabProcess.run([
            "render", "--dump", Self.sample("photo-feed.txt"), "--tap", "30,470", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = GoldenImageTests.golden.appendingPathComponent("Dumps/photo-feed.png")
        if let difference = try GoldenImage.difference(ofPNG: out, fromPNG: golden, named: "the photo-feed dump") {
            Issue.record("\(difference)")
        }
    }

    static func sample(_ name: String) -> String {
        Repository.path("Assets/Dumps/\(name)")
    }
}
