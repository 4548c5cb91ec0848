import HostInput
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// The window's layout as data: it fits the scene to any window from 800 × 500
/// up, zooms about a point, pans, and maps clicks exactly at every zoom.
@Suite("Zoom, pan and resize")
@MainActor
struct ZoomLayoutTests {
    static let small = Size(width: 800, height: 500)
    static let large = Size(width: 1920, height: 1080)

    static func near(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func theSmallestWindowNarrowsThePanelAndFitsTheSceneInTheCanvas() {
        let layout = LabLayout(sceneSize: Scene.size, windowSize: Self.small)
        #expect(layout.panelRect.width == LabLayout.minimumPanelWidth)
        #expect(layout.panelRect.maxX == 800 && layout.sceneArea.maxX == layout.panelRect.minX)
        #expect(layout.sceneArea.height == 500 - LabLayout.headerHeight - LabLayout.footerHeight)
        #expect(layout.zoom < 1)
        // The whole scene shows, touching the canvas's edge on one side.
        let scene = layout.sceneRect, area = layout.sceneArea
        #expect(
            scene.minX >= area.minX && scene.minY >= area.minY && scene.maxX <= area.maxX + 1e-9
                && scene.maxY <= area.maxY + 1e-9)
        #expect(abs(scene.maxX - area.maxX) < 1e-9 || abs(scene.maxY - area.maxY) < 1e-9)
    }

    @Test func aLargeWindowKeepsTheFullPanelAndEnlargesTheScene() {
        let layout = LabLayout(sceneSize: Scene.size, windowSize: Self.large)
        #expect(layout.panelRect.width == LabLayout.panelWidth)
        #expect(layout.zoom > 1)
        #expect(layout.sceneRect.maxY <= layout.sceneArea.maxY + 1e-9)
    }

    @Test func aDumpInALargeWindowFitsItsHeight() {
        let layout = LabLayout(sceneSize: Size(width: 390, height: 844), windowSize: Self.large)
        #expect(abs(layout.sceneRect.height - layout.sceneArea.height) < 1e-9)
        #expect(layout.zoom > LabLayout(sceneSize: Size(width: 390, height: 844)).zoom)
    }

    @Test func theOpeningWindowGivesTheSameLayoutWithOrWithoutItsSize() {
        for size in [Scene.size, Size(width: 390, height: 844), Size(width: 1024, height: 1366)] {
            let opening = LabLayout(sceneSize: size)
            #expect(LabLayout(sceneSize: size, windowSize: opening.windowSize) == opening)
        }
        #expect(LabLayout(sceneSize: Scene.size).panelRect == Rect(x: 760, y: 64, width: 480, height: 600))
    }

    @Test(arguments: [0.5, 1.0, 2.0])
    func zoomingAboutAPointKeepsThatPointFixed(_ factor: Double) {
        let layout = LabLayout(sceneSize: Scene.size, windowSize: Self.small)
        let pointer = Point(x: 233, y: 187)
        let zoomed = layout.zoomed(by: factor, about: pointer)
        #expect(abs(zoomed.zoom - layout.zoom * factor) < 1e-12)
        #expect(Self.near(zoomed.toScene(pointer), layout.toScene(pointer)))
        #expect(Self.near(zoomed.toScreen(layout.toScene(pointer)), pointer))
    }

    @Test func zoomStopsAtItsRangeAndZeroGoesBackToTheFit() {
        let layout = LabLayout(sceneSize: Scene.size)
        let far = layout.zoomed(by: 1000, about: Point(x: 100, y: 100))
        #expect(far.userZoom == LabLayout.userZoomRange.upperBound)
        #expect(far.unzoomed() == layout)
    }

    @Test func panningMovesTheSceneByTheDragAndClicksFollowIt() {
        let layout = LabLayout(sceneSize: Scene.size).panned(by: Point(x: -40, y: 25))
        #expect(layout.sceneRect.origin == Point(x: -40, y: LabLayout.headerHeight + 25))
        #expect(Self.near(layout.toScene(Point(x: 300, y: 255 + 64)), Point(x: 340, y: 230)))
        // The scene panned under the header is not touched through it.
        #expect(!layout.isOverScene(Point(x: 10, y: 40)))
        #expect(!layout.isOverScene(Point(x: 770, y: 300)))
    }

    @Test(arguments: [0.5, 1.0, 2.0])
    func screenAndScenePointsRoundTripAtEveryZoom(_ factor: Double) {
        for window in [Self.small, Self.large, nil] {
            let layout = LabLayout(sceneSize: Scene.size, windowSize: window)
                .zoomed(by: factor, about: Point(x: 300, y: 200)).panned(by: Point(x: 13.5, y: -7.25))
            for p in [Point(x: 0, y: 0), Point(x: 300, y: 255), Point(x: 759.5, y: 599.75)] {
                #expect(Self.near(layout.toScene(layout.toScreen(p)), p))
            }
        }
    }

    /// `run --scale 2`: the host reports pixels, which become points before the layout maps them.
    @Test(arguments: [0.5, 1.0, 2.0])
    func atScaleTwoAPixelMapsToTheScenePointDrawnThere(_ factor: Double) {
        let scale = 2.0
        let layout = LabLayout(sceneSize: Scene.size, windowSize: Self.small).zoomed(
            by: factor, about: Point(x: 240, y: 260))
        let p = Point(x: 300, y: 255)
        let pixel = Point(x: layout.toScreen(p).x * scale, y: layout.toScreen(p).y * scale)
        guard
            case let .pointerDown(_, x, y, _, _) = HostInput.pointerDown(
                .primary, x: pixel.x, y: pixel.y, time: 0, modifiers: []
            ).scaled(by: 1 / scale)
        else {
            Issue.record("scaling changed the event's kind")
            return
        }
        #expect(Self.near(layout.toScene(Point(x: x, y: y)), p))
    }

    @Test func theSessionsZoomFollowsItsWindowAndASceneSwitchFitsAgain() throws {
        let session = try LabSession(sceneName: "hit-order")
        session.viewport.windowSize = Self.small
        let pointer = Point(x: 200, y: 200)
        let before = session.toScene(pointer)
        session.viewport.zoom(by: 2, about: pointer)
        #expect(Self.near(session.toScene(pointer), before))
        session.viewport.pan(by: Point(x: 30, y: 0))
        #expect(abs(session.toScene(pointer).x - (before.x - 30 / session.layout.zoom)) < 1e-9)
        session.showScene(at: 1)
        #expect(session.layout.userZoom == 1 && session.layout.pan == .zero)
    }
}
