import Foundation
import Rendering
import ResponderKit
import Scenes
import TestSupport
import Testing

@testable import LabKit

/// Zoom, pan, resizing and hover in a real window managed by openbox on a
/// private Xvfb, driven by xdotool as a user's keyboard and mouse would.
@Suite("Zoom, resize and hover in the real window", .serialized)
struct ZoomWindowTests {
    /// hit-order's views, each at a point of the scene only it takes.
    static let targets: [(view: String, point: Point)] = [
        ("B.1", Point(x: 300, y: 255)), ("A", Point(x: 150, y: 240)), ("C", Point(x: 420, y: 300)),
        ("B", Point(x: 300, y: 380)),
    ]

    static func open(_ arguments: [String], on display: VirtualDisplay) throws -> (RunningLab, String) {
        try display.startWindowManager()
        let lab = try RunningLab(arguments, display: display.name)
        return (lab, try display.window(of: lab))
    }

    /// The layout the lab has for its window as it is now.
    @MainActor
    static func layout(of window: String, on display: VirtualDisplay) throws -> LabLayout {
        let size = try display.size(of: window)
        return LabLayout(
            sceneSize: Scene.size, windowSize: Size(width: Double(size.width), height: Double(size.height)))
    }

    /// Clicks where `layout` shows each target, and checks the touch went to it at that scene point.
    static func clickEachTarget(
        _ layout: LabLayout, in lab: RunningLab, window: String, on display: VirtualDisplay,
        _ situation: String
    ) throws {
        for target in targets {
            let screen = layout.toScreen(target.point)
            let before = try LabProcess.jsonLines(lab.stdout).count
            try display.client(
                "xdotool",
                [
                    "mousemove", "--window", window, "\(Int(screen.x.rounded()))", "\(Int(screen.y.rounded()))",
                    "click", "1",
                ])
            #expect(
                lab.wait { ((try? LabProcess.jsonLines(lab.stdout).count) ?? 0) >= before + 2 }, "stderr: \(lab.stderr)"
            )
            let began = try #require(
                try LabProcess.jsonLines(lab.stdout).dropFirst(before).first { $0["phase"] as? String == "began" })
            #expect(began["view"] as? String == target.view, "\(situation): clicked \(target.point) at \(screen)")
            // A whole pixel on screen is 1 / zoom scene points.
            let x = try #require(began["x"] as? Double), y = try #require(began["y"] as? Double)
            #expect(
                abs(x - target.point.x) <= 0.5 / layout.zoom + 1e-9
                    && abs(y - target.point.y) <= 0.5 / layout.zoom + 1e-9,
                "\(situation): (\(x), \(y)) for \(target.point)")
        }
    }

    @MainActor
    @Test func clicksHitTheViewShownAtZoomTwoAndAHalfAndAfterAPan() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try Self.open(["run", "--scene", "hit-order", "--log", "json"], on: display)
        let fitted = try Self.layout(of: window, on: display)
        let pointer = Point(x: 300, y: 250)

        // Three presses of + about the pointer: 1.25³ ≈ 2.
        try display.client("xdotool", ["mousemove", "--window", window, "300", "250", "key", "plus", "plus", "plus"])
        var layout = fitted
        for _ in 0..<3 { layout = layout.zoomed(by: LabWindow.zoomStep, about: pointer) }
        #expect(abs(layout.userZoom - 1.953125) < 1e-12)
        try Self.clickEachTarget(layout, in: lab, window: window, on: display, "zoom 2")

        // 0 fits again; three presses of - about the pointer: 0.8³ ≈ 0.5.
        try display.client(
            "xdotool", ["mousemove", "--window", window, "300", "250", "key", "0", "minus", "minus", "minus"])
        layout = fitted
        for _ in 0..<3 { layout = layout.zoomed(by: 1 / LabWindow.zoomStep, about: pointer) }
        try Self.clickEachTarget(layout, in: lab, window: window, on: display, "zoom 0.5")

        // A middle-button drag moves the half-size scene by the drag.
        try display.client(
            "xdotool",
            [
                "mousemove", "--window", window, "300", "250", "mousedown", "2",
                "mousemove", "--window", window, "360", "290", "mouseup", "2",
            ])
        layout = layout.panned(by: Point(x: 60, y: 40))
        try Self.clickEachTarget(layout, in: lab, window: window, on: display, "zoom 0.5, panned")

        // Ctrl-Shift's second finger lands mirrored across the scene's centre, wherever the scene now is.
        let press = layout.toScreen(Point(x: 300, y: 255))
        let before = try LabProcess.jsonLines(lab.stdout).count
        try display.client(
            "xdotool",
            [
                "mousemove", "--window", window, "\(Int(press.x.rounded()))", "\(Int(press.y.rounded()))",
                "keydown", "ctrl+shift", "click", "1", "keyup", "ctrl+shift",
            ])
        #expect(
            lab.wait { ((try? LabProcess.jsonLines(lab.stdout).count) ?? 0) >= before + 4 }, "stderr: \(lab.stderr)")
        let second = try #require(
            try LabProcess.jsonLines(lab.stdout).dropFirst(before)
                .first { $0["phase"] as? String == "began" && $0["id"] as? Double == 1 })
        let x = try #require(second["x"] as? Double), y = try #require(second["y"] as? Double)
        #expect(abs(x - 460) <= 1 / layout.zoom && abs(y - 345) <= 1 / layout.zoom, "second finger at (\(x), \(y))")

        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @MainActor
    @Test func resizedTo800By500TheWindowShowsWhatRenderDrawsAndClicksHitTheirView() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try Self.open(["run", "--scene", "hit-order", "--log", "json"], on: display)
        // openbox applies the lab's size hints: the minimum must allow this.
        try display.client("xdotool", ["windowsize", window, "800", "500"])
        guard try eventually({ try display.size(of: window) == (800, 500) }) else {
            Issue.record("the window stayed \(try display.size(of: window))")
            return
        }
        let layout = try Self.layout(of: window, on: display)
        #expect(layout.panelRect.width == LabLayout.minimumPanelWidth && layout.zoom < 1)

        // Where a click lands on a whole pixel (19 scene points are 12 screen points here),
        // the window after it equals `render` of the same click in a window of that size.
        let point = Point(x: 304, y: 247), screen = layout.toScreen(point)
        #expect(screen.x == screen.x.rounded() && screen.y == screen.y.rounded())
        try display.client(
            "xdotool", ["mousemove", "--window", window, "\(Int(screen.x))", "\(Int(screen.y))", "click", "1"])
        let out = try LabProcess.temporaryDirectory()
        let rendered = out.appendingPathComponent("small.png").path
        let render = try LabProcess.run([
            "render", "--scene", "hit-order", "--window-size", "800x500", "--tap", "304,247", "--out", rendered,
        ])
        #expect(render.status == 0, "\(render.stderr)")
        try RealWindowTests.expect(window, on: display, toShow: Framebuffer(pngFile: rendered), diffIn: out)

        try Self.clickEachTarget(layout, in: lab, window: window, on: display, "800 × 500")
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @Test func hoveringShowsTheTooltipThatRenderDrawsForThePointer() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try Self.open(["run", "--scene", "why-not", "--log", "json"], on: display)
        // The hidden target in the first tile, under the header.
        try display.client("xdotool", ["mousemove", "--window", window, "102", "\(175 + 64)"])
        let out = try LabProcess.temporaryDirectory()
        let rendered = out.appendingPathComponent("hover.png").path
        let render = try LabProcess.run(["render", "--scene", "why-not", "--hover", "102,175", "--out", rendered])
        #expect(render.status == 0, "\(render.stderr)")
        try RealWindowTests.expect(window, on: display, toShow: Framebuffer(pngFile: rendered), diffIn: out)
        // Hover delivers nothing.
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
        #expect(lab.stdout.isEmpty)
    }
}
