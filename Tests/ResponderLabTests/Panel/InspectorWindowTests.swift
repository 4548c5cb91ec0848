import Foundation
import Glibc
import Rendering
import ResponderKit
import TestSupport
import Testing

@testable import LabKit

/// The inspector in a real window on a private Xvfb with openbox managing it
/// (openbox takes Alt-click for moving windows: the lab's Shift-click must still
/// reach it), driven by xdotool.
@Suite("The inspector in a real window under openbox", .serialized)
struct InspectorWindowTests {
    /// The why-not scene's window: the scene at the top left under the header, the panel right of it.
    static let sceneOrigin = (x: 0.0, y: 64.0)
    static let panel = Rect(x: 760, y: 64, width: 480, height: 600)

    /// Starts openbox on the display and stops it when dropped.
    final class Openbox {
        let process = Process()

        init(display: VirtualDisplay) throws {
            guard let path = VirtualDisplay.which("openbox") else {
                throw VirtualDisplay.Failure(
                    "openbox is not installed: `make test` installs it (Debian package openbox)")
            }
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["--sm-disable"]
            process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display.name]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Ready once its windows exist: a window mapped before would be managed mid-map.
            let process = process
            guard
                eventually({
                    !process.isRunning || (try? display.client("xdotool", ["search", "--classname", "openbox"])) != nil
                }),
                process.isRunning
            else { throw VirtualDisplay.Failure("openbox did not start on \(display.name)") }
        }

        deinit {
            if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    static func screen(_ x: Double, _ y: Double) -> [String] {
        ["\(Int(x + sceneOrigin.x))", "\(Int(y + sceneOrigin.y))"]
    }

    /// The screen point of the tree's row for the view at `index` of the why-not scene's rows (all unfolded).
    static func rowPoint(_ index: Int) -> [String] {
        let layout = InspectorLayout(panel: panel)
        // The why-not tree does not fit: its first line says what is above, the rows start on line 1.
        let y = layout.tree.minY + (Double(index + 1) + 0.5) * InspectorLayout.rowHeight
        return ["\(Int(layout.tree.midX))", "\(Int(y))"]
    }

    /// The colour at a point of the scene, or of the window with `inScene` false.
    static func pixel(_ image: Framebuffer, _ x: Double, _ y: Double, inScene: Bool = true) -> (r: Int, g: Int, b: Int)
    {
        let (dx, dy) = inScene ? sceneOrigin : (0, 0)
        let p = image.pixels[Int(y + dy) * image.width + Int(x + dx)]
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// Captures the window until `condition` holds (the repaint that answers input comes when the lab gets
    /// to it), for up to ``patience``; the last capture.
    static func capture(_ window: String, on display: VirtualDisplay, until condition: (Framebuffer) -> Bool) throws
        -> Framebuffer
    {
        var image = try display.capture(window)
        _ = try eventually(every: 0.1) {
            image = try display.capture(window)
            return condition(image)
        }
        return image
    }

    /// Q, which closes the window while xdotool still sends the key's release: that half fails, harmlessly.
    static func quit(_ window: String, on display: VirtualDisplay) {
        _ = try? display.client("xdotool", ["key", "--window", window, "q"])
    }

    @Test func hoveringATreeRowHighlightsItsViewOnTheCanvas() throws {
        let display = try VirtualDisplay()
        let wm = try Openbox(display: display)
        let lab = try RunningLab(["run", "--scene", "why-not"], display: display.name)
        let window = try display.window(of: lab)
        try display.client("xdotool", ["key", "--window", window, "p"])
        // The tree's tab header turns blue once the tree shows.
        let tab = InspectorLayout(panel: Self.panel).tabs[1]
        let before = try Self.capture(window, on: display) {
            Self.pixel($0, tab.minX + 4, tab.midY, inScene: false) == (0x3D, 0x6F, 0xD8)
        }
        // Tile 1 is the third row: Window, Checklist, Tile 1. A point inside it, clear of its texts.
        try display.client("xdotool", ["mousemove", "--window", window] + Self.rowPoint(2))
        let after = try Self.capture(window, on: display) { Self.pixel($0, 30, 250) != Self.pixel(before, 30, 250) }
        let (old, new) = (Self.pixel(before, 30, 250), Self.pixel(after, 30, 250))
        // Tinted with the selection blue: bluer than red, where the tile's background was not.
        #expect(new.b - new.r > old.b - old.r + 20, "before \(old), after \(new)")
        // A tile the row does not name keeps its colour.
        #expect(Self.pixel(after, 214, 250) == Self.pixel(before, 214, 250))
        Self.quit(window, on: display)
        #expect(lab.exitStatus() == 0)
        _ = wm
    }

    @Test func shiftClickOnTheSceneSelectsAViewWithoutATouch() throws {
        let display = try VirtualDisplay()
        let wm = try Openbox(display: display)
        let lab = try RunningLab(["run", "--scene", "why-not", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        try display.client("xdotool", ["mousemove", "--window", window] + Self.screen(284, 175))
        try display.client("xdotool", ["keydown", "shift", "click", "1", "keyup", "shift"])
        // Off the scene and the panel, so no view is marked for hovering, as in the render.
        try display.client("xdotool", ["mousemove", "--window", window, "300", "30"])
        let out = try LabProcess.temporaryDirectory()
        let rendered = out.appendingPathComponent("select.png").path
        #expect(
            try LabProcess.run(["render", "--scene", "why-not", "--select", "Disabled target", "--out", rendered])
                .status == 0)
        try RealWindowTests.expect(window, on: display, toShow: Framebuffer(pngFile: rendered), diffIn: out)
        #expect(lab.stdout.isEmpty, "a Shift-click is no touch: \(lab.stdout)")
        Self.quit(window, on: display)
        #expect(lab.exitStatus() == 0)
        _ = wm
    }

    @Test func unhidingTheHiddenTargetReplaysTheClickOntoIt() throws {
        let display = try VirtualDisplay()
        let wm = try Openbox(display: display)
        let lab = try RunningLab(["run", "--scene", "why-not", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        try display.client("xdotool", ["mousemove", "--window", window] + Self.screen(100, 175) + ["click", "1"])
        #expect(lab.wait { lab.stdout.split(separator: "\n").count >= 2 }, "stderr: \(lab.stderr)")
        #expect(try LabProcess.jsonLines(lab.stdout).first?["view"] as? String == "Tile 1")
        // Pick Tile 1 on the scene (its hidden target is not drawn), then its third subview, Hidden target, and un-hide it.
        try display.client("xdotool", ["keydown", "shift", "click", "1", "keyup", "shift"])
        try display.client("xdotool", ["key", "--window", window, "Down", "Down", "Down", "v"])
        #expect(
            lab.wait { lab.stdout.contains(#""type":"edit""#) && lab.stdout.split(separator: "\n").count >= 5 },
            "stdout: \(lab.stdout)")
        let lines = try LabProcess.jsonLines(lab.stdout)
        let edit = try #require(lines.first { $0["type"] as? String == "edit" })
        #expect(edit["view"] as? String == "Hidden target")
        #expect(edit["property"] as? String == "hidden")
        #expect(edit["to"] as? Bool == false)
        let replayed = lines.drop { $0["type"] as? String != "edit" }.filter { $0["type"] as? String == "touch" }
        #expect(replayed.first?["phase"] as? String == "began")
        #expect(replayed.first?["view"] as? String == "Hidden target")
        #expect(replayed.first?["handledBy"] as? String == "Hidden target")
        Self.quit(window, on: display)
        #expect(lab.exitStatus() == 0)
        _ = wm
    }
}
