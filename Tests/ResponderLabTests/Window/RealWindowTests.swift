import Foundation
import Rendering
import TestSupport
import Testing

/// The lab in a real X window on a private Xvfb, driven by xdotool, a real X
/// client, exactly as a user's mouse and keyboard would.
@Suite("The real window under Xvfb", .serialized)
struct RealWindowTests {
    /// Where the scene's window sits in the lab window (below the header).
    static let sceneOrigin = (x: 0, y: 64)

    @Test func clickOnBOneLogsItsTraceAndTheWindowShowsWhatRenderDraws() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "hit-order", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)

        try display.client(
            "xdotool",
            [
                "mousemove", "--window", window, "\(300 + Self.sceneOrigin.x)", "\(255 + Self.sceneOrigin.y)",
                "click", "1",
            ])
        #expect(lab.wait { lab.stdout.split(separator: "\n").count >= 2 }, "stderr: \(lab.stderr)")
        let lines = try LabProcess.jsonLines(lab.stdout)
        let began = try #require(lines.first)
        #expect(began["phase"] as? String == "began")
        #expect(began["view"] as? String == "B.1")
        #expect(began["x"] as? Double == 300)
        #expect(began["y"] as? Double == 255)
        let visited = try #require(began["visited"] as? [[String: String]])
        #expect(visited.map { $0["view"]! } == ["C", "B", "B.2", "B.1"])
        #expect(began["chain"] as? [String] == ["B.1", "B"])
        #expect(began["handledBy"] as? String == "B")
        #expect(lines.dropFirst().first?["phase"] as? String == "ended")

        // The frame after the click, captured from the X server, equals the headless render of the same click.
        let out = try LabProcess.temporaryDirectory()
        let rendered = out.appendingPathComponent("render.png").path
        let render = try LabProcess.run(["render", "--scene", "hit-order", "--tap", "300,255", "--out", rendered])
        #expect(render.status == 0)
        try Self.expect(window, on: display, toShow: Framebuffer(pngFile: rendered), diffIn: out)

        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @Test func afterASceneSwitchThePanelsHintSitsAboveTheLastEvents() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "hit-order", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        try display.client(
            "xdotool", ["mousemove", "--window", window, "300", "\(255 + Self.sceneOrigin.y)", "click", "1"])
        #expect(lab.wait { lab.stdout.split(separator: "\n").count >= 2 }, "stderr: \(lab.stderr)")
        // The next scene opens with nothing touched yet, but the last events are still listed.
        try display.client("xdotool", ["key", "--window", window, "Tab"])

        // Above the last events, the window shows what a fresh render of that scene shows:
        // header, scene, and the panel's title and hint, with nothing drawn over them.
        let out = try LabProcess.temporaryDirectory()
        let rendered = out.appendingPathComponent("why-not.png").path
        #expect(try LabProcess.run(["render", "--scene", "why-not", "--out", rendered]).status == 0)
        try Self.expect(window, on: display, toShow: Framebuffer(pngFile: rendered), topRows: 170, diffIn: out)
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    /// Captures the window until it shows `expected` (its top `topRows` rows
    /// only, when given): the repaint that answers input comes when the lab
    /// gets to it. Records the difference, and saves its image in `folder`, if
    /// it never does within ``patience``.
    static func expect(
        _ window: String, on display: VirtualDisplay, toShow expected: Framebuffer,
        topRows: Int? = nil, diffIn folder: URL
    ) throws {
        func cropped(_ image: Framebuffer) -> Framebuffer {
            guard let rows = topRows else { return image }
            return Framebuffer(width: image.width, height: rows, pixels: Array(image.pixels.prefix(image.width * rows)))
        }
        var shown = cropped(try display.capture(window))
        _ = try eventually(every: 0.1) {
            shown = cropped(try display.capture(window))
            return ImageDiff(expected: cropped(expected), actual: shown).matches
        }
        let part = topRows.map { "the top \($0) rows of the window" } ?? "the window"
        if let difference = GoldenImage.difference(
            shown, from: cropped(expected), named: part, reference: "`render`",
            diffImage: folder.appendingPathComponent("window.diff.png").path)
        {
            Issue.record("\(difference)")
        }
    }

    @Test func rightClickInspectsWithoutDeliveringATouch() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "why-not", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        try display.client("xdotool", ["mousemove", "--window", window, "100", "300", "click", "3"])
        try display.client("xdotool", ["key", "Escape"])
        #expect(lab.exitStatus() == 0)
        #expect(lab.stdout.isEmpty)
    }

    @Test func clickOnSendInTheRealWindowFiresTouchUpInsideAndTheAction() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "controls", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        try display.client(
            "xdotool", ["mousemove", "--window", window, "380", "\(264 + Self.sceneOrigin.y)", "click", "1"])
        #expect(lab.wait { lab.stdout.contains("\"type\":\"action\"") }, "stderr: \(lab.stderr)")
        let lines = try LabProcess.jsonLines(lab.stdout)
        let events = lines.compactMap { $0["events"] as? [String] }
        #expect(events.prefix(2) == [["touchDown"], ["touchUpInside"]])
        #expect(lines.first { $0["type"] as? String == "action" }?["performedBy"] as? String == "ComposeController")
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @Test func holdingTheButtonHalfASecondRecognizesTheLongPressOnARealTimer() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "gestures", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        // The press pad, in the second tile.
        try display.client(
            "xdotool", ["mousemove", "--window", window, "370", "\(236 + Self.sceneOrigin.y)", "mousedown", "1"])
        // Nothing moves: only the application's clock, driven by the window's timer, can make it recognize.
        #expect(lab.wait { lab.stdout.contains("\"to\":\"began\"") }, "stderr: \(lab.stderr)")
        try display.client("xdotool", ["mouseup", "1"])
        #expect(lab.wait { lab.stdout.contains("\"to\":\"ended\"") })
        let lines = try LabProcess.jsonLines(lab.stdout)
        let states = lines.filter { $0["recognizer"] as? String == "Long press" }.compactMap { $0["to"] as? String }
        #expect(states == ["began", "ended"])
        // The recognizer cancelled the pad's touch (cancelsTouchesInView): the pad never sees ended.
        let padPhases = lines.filter { $0["type"] as? String == "touch" && !(($0["chain"] as? [String]) ?? []).isEmpty }
            .compactMap { $0["phase"] as? String }
        #expect(padPhases == ["began", "cancelled"])
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @Test func killingTheServerMidDragEndsTheLabAfterCancellingTheTouch() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "bulge", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        try display.client(
            "xdotool",
            [
                "mousemove", "--window", window, "200", "200", "mousedown", "1", "mousemove", "--window", window, "260",
                "240",
            ])
        #expect(lab.wait { lab.stdout.contains("\"moved\"") }, "the drag never arrived: \(lab.stderr)")
        display.kill()
        let status = lab.exitStatus()
        #expect(status != nil && status != 0)
        #expect(lab.stderr.contains("lost the connection to the X server"))
        // The library handed the loss back: the lab ended the live touch before exiting.
        #expect(try LabProcess.jsonLines(lab.stdout).last?["phase"] as? String == "cancelled")
    }
}
