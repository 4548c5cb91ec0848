import Foundation
import Rendering
import ResponderKit
import Scenes
import TestSupport
import Testing

@testable import LabKit

/// The window draws only what changed (`WindowFrames`): after any
/// input, the screen it keeps — the last frame with only the damaged rectangles
/// copied in — must be pixel for pixel a full redraw of the same moment.
@Suite("Damage: the window's partial redraws equal full redraws")
@MainActor
struct DamageRedrawTests {
    /// A long random session of hovers, clicks, drags, wheel turns, scene switches,
    /// fix toggles, overlay toggles, scene-file reloads (good and broken files),
    /// live edits, undos and replays of the last touch (which restore the hierarchy it began on),
    /// and the inspector's tabs, tree and marks (frames that draw the panel alone).
    @Test func everyStepOfARandomSessionShowsWhatAFullRedrawShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("damage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scroll.json").path
        let good = try String(contentsOfFile: Self.asset("Scenes/scroll.json"), encoding: .utf8)
        try good.write(toFile: file, atomically: true, encoding: .utf8)

        var session = try LabSession(sceneFile: file)
        var screens = try Screens()
        var rng = SplitMix64(seed: 0xDA3A6E)
        var time = 1.0
        func point() -> Point {
            let r = session.layout.sceneRect
            return Point(x: rng.double(r.minX - 10, r.maxX + 10), y: rng.double(r.minY - 10, r.maxY + 10))
        }
        for step in 0..<160 {
            time += rng.double(0.01, 0.3)
            let action = rng.int(15)
            switch action {
            case 0, 1:
                session.overlay.hoverMode = true
                for _ in 0...rng.int(3) { session.movePointer(to: point()) }
            case 2:
                let p = point()
                if session.isOverScene(p) {
                    session.touch(.began, at: p, timestamp: time)
                    session.touch(.ended, at: p, timestamp: time + 0.05)
                }
            case 3, 4:
                var p = point()
                guard session.isOverScene(p) else { break }
                session.touch(.began, at: p, timestamp: time)
                for _ in 0..<rng.int(6) {
                    time += 0.016
                    p = Point(x: p.x + rng.double(-40, 40), y: p.y + rng.double(-40, 40))
                    session.touch(.moved, at: p, timestamp: time)
                    if rng.chance(0.3) { try check(step: step, "drag") }
                }
                if rng.chance(0.8) { session.touch(.ended, at: p, timestamp: time + 0.02) }
            case 5:
                let p = point()
                if session.isOverScene(p) { _ = session.wheel(notches: Point(x: 0, y: rng.pick([-1.0, 1, 3])), at: p) }
            case 6: session.showScene(at: rng.int(SceneCatalog.names.count))
            case 7: session.toggleFix()
            case 8:
                // Broken now and then: the header and the panel show why.
                let text = rng.chance(0.3) ? String(good.prefix(40)) : good
                try text.write(toFile: file, atomically: true, encoding: .utf8)
                if text == good, session.document.sceneFile == nil || rng.chance(0.2) {
                    session = try LabSession(sceneFile: file)
                } else {
                    session.reloadFile()
                }
            case 9: session.overlay.isVisible.toggle()
            case 11: session.replayLastTouch()
            case 12:
                if rng.chance(0.3) {
                    session.undoEdit()
                } else {
                    var views: [View] = []
                    var stack: [View] = [session.scene.window]
                    while let view = stack.popLast() {
                        views.append(view)
                        stack.append(contentsOf: view.subviews)
                    }
                    session.edit(rng.pick(views), rng.pick(ViewProperty.allCases))
                }
            case 13, 14:
                // The inspector: the panel alone changes (the window keeps the overlay's pixels), or its marks do.
                switch rng.int(7) {
                case 0: session.inspector.switchTab()
                case 1: session.inspector.moveSelection(by: rng.pick([-1, 1, 3]))
                case 2: session.inspector.toggleCollapse()
                case 3: session.inspector.scrollTree(notches: rng.pick([-2, 1, 4]))
                case 4: session.inspector.pageTree(by: rng.pick([-1, 1]))
                case 5: session.overlay.ghostsVisible.toggle()
                default:
                    let panel = session.layout.panelRect
                    _ = session.inspector.hoverPanel(
                        at: Point(x: rng.double(panel.minX, panel.maxX), y: rng.double(panel.minY, panel.maxY)))
                }
            default: session.advanceTime(to: time + rng.double(0.05, 1.5))
            }
            time = max(time, session.scene.application.currentTime)
            try check(step: step, "action \(action)")
        }

        func check(step: Int, _ what: String) throws {
            try screens.check(session, "step \(step), \(what)")
        }
    }

    /// The same on a dump, where the window keeps more between frames: where each
    /// view's name goes, the texts labels avoid, the panel drawn alone; through
    /// hovers, drags and wheel turns of its lists, zooms, pans, the tree and edits.
    @Test func everyStepOfARandomSessionOnADumpShowsWhatAFullRedrawShows() throws {
        let session = try LabSession(dumpFile: Self.asset("Dumps/photo-feed.txt"))
        var screens = try Screens()
        var rng = SplitMix64(seed: 0xD0_3B)
        var time = 1.0
        func point() -> Point {
            let r = session.layout.sceneArea
            return Point(x: rng.double(r.minX, r.maxX), y: rng.double(r.minY, r.maxY))
        }
        for step in 0..<120 {
            time += rng.double(0.01, 0.3)
            let action = rng.int(9)
            switch action {
            case 0, 1: for _ in 0...rng.int(3) { session.movePointer(to: point()) }
            case 2, 3:
                var p = point()
                guard session.isOverScene(p) else { break }
                session.touch(.began, at: p, timestamp: time)
                for _ in 0..<rng.int(6) {
                    time += 0.016
                    p = Point(x: p.x + rng.double(-10, 10), y: p.y + rng.double(-60, 60))
                    session.touch(.moved, at: p, timestamp: time)
                    if rng.chance(0.3) { try check(step: step, "drag") }
                }
                session.touch(.ended, at: p, timestamp: time + 0.02)
            case 4:
                let p = point()
                if session.isOverScene(p) { _ = session.wheel(notches: Point(x: 0, y: rng.pick([-2.0, 1, 3])), at: p) }
            case 5:
                if rng.chance(0.3) {
                    session.viewport.pan(by: Point(x: rng.double(-40, 40), y: rng.double(-40, 40)))
                } else {
                    session.viewport.zoom(by: rng.pick([1.25, 0.8]), about: point())
                }
            case 6:
                switch rng.int(4) {
                case 0: session.inspector.switchTab()
                case 1: session.inspector.moveSelection(by: rng.pick([-1, 1, 5]))
                case 2: session.inspector.toggleCollapse()
                default: session.inspector.scrollTree(notches: rng.pick([-2, 3]))
                }
            case 7:
                if let selected = session.inspector.selected, rng.chance(0.7) {
                    session.edit(selected, rng.pick(ViewProperty.allCases))
                } else {
                    session.undoEdit()
                }
            default: session.advanceTime(to: time + rng.double(0.05, 1.5))
            }
            time = max(time, session.scene.application.currentTime)
            try check(step: step, "action \(action)")
        }

        func check(step: Int, _ what: String) throws {
            try screens.check(session, "step \(step), \(what)")
        }
    }

    /// After a hover moved, the window puts on screen a part of the frame, not all of it.
    @Test func aHoverDamagesLessThanTheWholeWindow() throws {
        let session = try LabSession.open(scene: "hit-order")
        session.overlay.hoverMode = true
        let screen = try LabPainter()
        let size = session.layout.windowSize
        _ = screen.update(session, size: size)
        session.movePointer(to: session.toScreen(Point(x: 300, y: 200)))
        let update = screen.update(session, size: size)
        let whole = update.frame.width * update.frame.height
        let damaged = update.damage.rects.reduce(0) { $0 + $1.area }
        #expect(damaged > 0)
        #expect(damaged < whole / 2, "\(update.damage.rects)")
    }

    /// A view's appearance changing makes the window draw the scene again.
    @Test func aViewChangingColourIsRedrawn() throws {
        let session = try LabSession.open(scene: "hit-order")
        let screen = try LabPainter(), full = try LabPainter()
        let size = session.layout.windowSize
        _ = screen.update(session, size: size)
        let view = try #require(session.scene.window.subviews.first?.subviews.first)
        view.backgroundColor = Color(hex: 0xFF00FF)
        let update = screen.update(session, size: size)
        let same = update.frame == full.render(session, size: size)
        #expect(same)
    }

    /// Scrolling draws the scene again only inside the scroll view that moved.
    @Test func aWheelTurnRedrawsOnlyInsideTheScrollView() throws {
        let session = try LabSession.open(scene: "scroll")
        // Without the overlay, which outlines the content beyond the list wherever it moves.
        session.overlay.isVisible = false
        let screen = try LabPainter(), full = try LabPainter()
        let size = session.layout.windowSize
        _ = screen.update(session, size: size)
        let revision = session.scene.window.appearanceRevision
        let list = try #require(session.wheel(notches: Point(x: 0, y: 1), at: session.toScreen(Point(x: 100, y: 100))))
        #expect(session.scene.window.appearanceRevision == revision)
        let update = screen.update(session, size: size)
        let same = update.frame == full.render(session, size: size)
        #expect(same)
        let corners = list.bounds.corners.map { session.layout.toScreen(list.convert($0, to: nil)) }
        let inside = try #require(
            PixelRect(
                covering: corners.map(\.x).min()! - 1, corners.map(\.y).min()! - 1,
                corners.map(\.x).max()! + 1, corners.map(\.y).max()! + 1))
        // The panel says what the wheel did; in the scene, only the list changed.
        let scene = session.layout.sceneArea
        let inScene = update.damage.rects.filter {
            Double($0.x) < scene.maxX && Double($0.maxY) > scene.minY && Double($0.y) < scene.maxY
        }
        #expect(!inScene.isEmpty)
        #expect(inScene.allSatisfy { inside.contains($0) }, "\(inScene) outside \(inside)")
    }

    /// A dumped scroll view prints its class name at its content offset, which a wheel turn moves without a new
    /// look: the window finds the name's place again (`DumpWireframe.NameSpots`), as a screen drawing it first does.
    @Test func aDumpedScrollViewsNameFollowsItsContentOffset() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scroll.txt").path
        try """
        <UIWindow: 0x10; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x11>>
           | <UIScrollView: 0x20; frame = (20 100; 350 500); clipsToBounds = YES; layer = <CALayer: 0x21>; contentOffset: {0, 0}; contentSize: {350, 2000}>
           |    | <UIView: 0x30; frame = (0 300; 350 100); layer = <CALayer: 0x31>>
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let session = try LabSession(dumpFile: file)
        session.overlay.isVisible = false
        let screen = try LabPainter()
        let size = session.layout.windowSize
        _ = screen.update(session, size: size)
        let list = try #require(session.wheel(notches: Point(x: 0, y: 2), at: session.toScreen(Point(x: 200, y: 300))))
        #expect(list.contentOffset.y > 0)
        let update = screen.update(session, size: size)
        // A screen of its own: one that drew the scroll view before would keep the same places.
        let same = update.frame == (try LabPainter()).render(session, size: size)
        #expect(same)
    }

    /// A replay puts the dragged list back where the drag found it before an edit stops the drag: the window draws that.
    @Test func aReplayThatPutsADraggedListBackIsRedrawn() throws {
        let session = try LabSession.open(scene: "scroll")
        let screen = try LabPainter(), full = try LabPainter()
        let size = session.layout.windowSize
        let list = try #require(session.scene.window.view(named: "List") as? ScrollView)
        let up = (0...8).map { Point(x: 120, y: 500 - Double($0) * 20) }
        ReplayTests.drag(up, from: 1, holding: 0.5, in: session)
        session.advanceTime(to: 6)
        #expect(list.contentOffset.y > 0)
        _ = screen.update(session, size: size)
        session.edit(list, .userInteractionEnabled)
        session.advanceTime(to: session.scene.application.currentTime + 3)
        #expect(list.contentOffset == .zero)
        let update = screen.update(session, size: size)
        let same = update.frame == full.render(session, size: size)
        #expect(same)
    }

    struct Mismatch: Error {}

    /// The window's screen, which draws only what changed and keeps what it showed, beside a full redraw.
    struct Screens {
        let window: LabPainter, full: LabPainter
        var shown: Framebuffer?

        @MainActor init() throws {
            window = try LabPainter()
            full = try LabPainter()
        }

        /// Puts the window's next update on the screen it keeps, and checks that equals a full redraw.
        @MainActor mutating func check(_ session: LabSession, _ what: String) throws {
            let size = session.layout.windowSize
            let update = window.update(session, size: size)
            if var screen = shown, screen.width == update.frame.width, screen.height == update.frame.height {
                for rect in update.damage.rects { screen.copyPixels(in: rect, from: update.frame) }
                shown = screen
            } else {
                shown = update.frame
            }
            // Compared apart: a failed #expect would print both images' pixels.
            let same = shown == full.render(session, size: size)
            #expect(same, "\(what): the damaged redraw differs from a full redraw (\(session.scene.name))")
            if !same { throw Mismatch() }
        }
    }

    static func asset(_ path: String) -> String {
        Repository.path("Assets/" + path)
    }
}
