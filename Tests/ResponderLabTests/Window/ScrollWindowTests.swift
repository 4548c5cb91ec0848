import Foundation
import LabKit
import Rendering
import TestSupport
import Testing

/// The scroll scene in a real X window on a private Xvfb: the wheel, driven
/// by xdotool; drags that the scroll view takes from the content, and a fling
/// that animates at the display's pace and then lets the window sleep, driven
/// by a ``StampedPointer``, whose times make the drags' timing the test's
/// (behaviour 7.2, 10.3, 10.5, 10.7).
@Suite("Scroll views in the real window under Xvfb", .serialized)
struct ScrollWindowTests {
    static let sceneOrigin = RealWindowTests.sceneOrigin
    /// A point on Row 6 of the list, left of its button: a row that handles touches, not a control.
    static let row = (x: 100, y: 400)

    /// Opens the scroll scene with `--log json`.
    static func open(on display: VirtualDisplay) throws -> (RunningLab, String) {
        let lab = try RunningLab(["run", "--scene", "scroll", "--log", "json"], display: display.name)
        return (lab, try display.window(of: lab))
    }

    /// xdotool's arguments that move the pointer to a scene point of the window.
    static func move(_ window: String, _ x: Int, _ y: Int) -> [String] {
        ["mousemove", "--window", window, "\(x + sceneOrigin.x)", "\(y + sceneOrigin.y)"]
    }

    /// The lines of type `type` in the lab's JSON log.
    static func lines(_ lab: RunningLab, _ type: String) throws -> [[String: Any]] {
        try LabProcess.jsonLines(lab.stdout).filter { $0["type"] as? String == type }
    }

    /// Turns the wheel once at the row and returns what its log line says: the
    /// list's offset after the notch (a probe of where a drag left it).
    static func wheel(_ button: Int, on display: VirtualDisplay, _ window: String, lab: RunningLab, seen: Int) throws
        -> [String: Any]
    {
        try display.client("xdotool", move(window, row.x, row.y) + ["click", "\(button)"])
        #expect(lab.wait { ((try? lines(lab, "wheel").count) ?? 0) > seen }, "stderr: \(lab.stderr)")
        return try #require(try lines(lab, "wheel").last)
    }

    static func offsetY(_ line: [String: Any]) -> Double? {
        (line["offset"] as? [String: Any])?["y"] as? Double
    }

    @Test func wheelNotchesScrollTheListUnderThePointerFortyPointsEachAndAreNoTouch() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try Self.open(on: display)
        try display.client(
            "xdotool", Self.move(window, Self.row.x, Self.row.y) + ["click", "5", "click", "5", "click", "4"])
        #expect(lab.wait { ((try? Self.lines(lab, "wheel").count) ?? 0) >= 3 }, "stderr: \(lab.stderr)")
        let wheels = try Self.lines(lab, "wheel")
        #expect(wheels.map { $0["direction"] as? String } == ["down", "down", "up"])
        #expect(wheels.map { $0["scrollView"] as? String } == ["List", "List", "List"])
        #expect(wheels.map(Self.offsetY) == [40, 80, 40])
        #expect(wheels.first?["x"] as? Double == Double(Self.row.x))
        #expect(try Self.lines(lab, "touch").isEmpty)
        // Shift turns the wheel sideways, and the list scrolls only vertically: nothing moves.
        try display.client("xdotool", ["keydown", "shift", "click", "5", "keyup", "shift"])
        #expect(lab.wait { ((try? Self.lines(lab, "wheel").count) ?? 0) >= 4 })
        let sideways = try #require(try Self.lines(lab, "wheel").last)
        #expect(sideways["direction"] as? String == "right")
        #expect(sideways["scrollView"] is NSNull)
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    /// The pointer stays on Row 6 while a notch scrolls Row 7 under it: the hover's trace, highlight
    /// and tooltip are Row 7's, as `render` draws a hover there after the notch.
    @Test func afterAWheelNotchTheHoverPreviewsTheRowNowUnderTheStillPointer() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try Self.open(on: display)
        try display.client("xdotool", Self.move(window, Self.row.x, Self.row.y) + ["click", "5"])
        #expect(lab.wait { ((try? Self.lines(lab, "wheel").count) ?? 0) >= 1 }, "stderr: \(lab.stderr)")
        let out = try LabProcess.temporaryDirectory()
        let rendered = out.appendingPathComponent("wheel-hover.png").path
        let point = "\(Self.row.x),\(Self.row.y)"
        let render = try LabProcess.run([
            "render", "--scene", "scroll", "--wheel", point, "--hover", point, "--out", rendered,
        ])
        #expect(render.status == 0, "\(render.stderr)")
        try RealWindowTests.expect(window, on: display, toShow: Framebuffer(pngFile: rendered), diffIn: out)
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    /// The row's point in the window.
    static let rowInWindow = (x: row.x + sceneOrigin.x, y: row.y + sceneOrigin.y)

    /// The touch lines logged so far.
    static func touchCount(_ lab: RunningLab) -> Int {
        (try? lines(lab, "touch").count) ?? 0
    }

    @Test func aDragAfterTheDelayCancelsTheRowsTouchAndScrollsByTheDistanceMovedPanning() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try Self.open(on: display)
        let mouse = try StampedPointer(on: display, window: window)
        let (x, y) = Self.rowInWindow
        // Held still: once the scroll view's delay has passed on the lab's clock, the row gets the touch, late.
        try mouse.send([.press(x, y, at: 0)])
        #expect(
            lab.wait { (try? Self.lines(lab, "touch").contains { $0["handledBy"] as? String == "Row 6" }) == true },
            "stderr: \(lab.stderr)")
        // Then 24 points begin the pan and 100 more scroll, stamped later than the lab's clock can have come to
        // while the test waited, each motion read before the next is sent (none merged with another); held
        // still 0.3 s before the release.
        let later = patience + 10
        for (index, distance) in [24, 64, 124].enumerated() {
            let seen = Self.touchCount(lab)
            try mouse.send([.move(x, y - distance, at: later + 0.05 * Double(index))])
            #expect(lab.wait { Self.touchCount(lab) > seen }, "stderr: \(lab.stderr)")
        }
        try mouse.send([.release(x, y - 124, at: later + 0.4)])
        #expect(
            lab.wait { ((try? Self.lines(lab, "touch").last?["phase"] as? String) ?? nil) == "ended" },
            "stderr: \(lab.stderr)")
        let touches = try Self.lines(lab, "touch")
        let began = try #require(touches.first { $0["phase"] as? String == "began" && !($0["handledBy"] is NSNull) })
        #expect(began["scroll"] as? String == "delayed")
        #expect(began["handledBy"] as? String == "Row 6")
        let cancelled = try #require(touches.first { $0["phase"] as? String == "cancelled" })
        #expect(cancelled["scroll"] as? String == "cancelledByScrolling")
        #expect(touches.last?["scroll"] as? String == "cancelledByScrolling")
        let probe = try Self.wheel(5, on: display, window, lab: lab, seen: 0)
        // Held still before the release: no fling. The 100 points moved after the pan began, and the notch's 40.
        #expect(Self.offsetY(probe) == 140.0, "\(probe)")
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @Test func aQuickDragNeverReachesTheRow() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try Self.open(on: display)
        let mouse = try StampedPointer(on: display, window: window)
        let (x, y) = Self.rowInWindow
        // Moved 20 ms after the press, well inside the scroll view's 0.15 s; held still 0.3 s before the release.
        try mouse.send([
            .press(x, y, at: 0), .move(x, y - 24, at: 0.02), .move(x, y - 124, at: 0.07),
            .release(x, y - 124, at: 0.37),
        ])
        #expect(
            lab.wait { ((try? Self.lines(lab, "touch").last?["phase"] as? String) ?? nil) == "ended" },
            "stderr: \(lab.stderr)")
        let touches = try Self.lines(lab, "touch")
        #expect(touches.allSatisfy { $0["handledBy"] is NSNull }, "\(touches)")
        #expect(touches.first?["scroll"] as? String == "delayed")
        #expect(touches.last?["scroll"] as? String == "cancelledByScrolling")
        #expect(!touches.contains { $0["phase"] as? String == "cancelled" })
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @Test func aFlingDeceleratesOnTheWindowsTimerAndThenTheWindowIdlesAtNearlyNoCPU() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try Self.open(on: display)
        let mouse = try StampedPointer(on: display, window: window)
        let (x, y) = Self.rowInWindow
        // 104 points in 60 ms, released while moving.
        try mouse.send([
            .press(x, y, at: 0), .move(x, y - 24, at: 0.02), .move(x, y - 64, at: 0.04), .move(x, y - 104, at: 0.06),
            .release(x, y - 104, at: 0.06),
        ])
        // The lab says when the list comes to rest: a fling of this speed glides for a few seconds,
        // on a loaded machine too (the window's timers catch up with its clock rather than fall behind).
        #expect(lab.wait { ((try? Self.lines(lab, "scrollEnded").count) ?? 0) > 0 }, "stderr: \(lab.stderr)")
        let rest = try #require(try Self.lines(lab, "scrollEnded").first)
        #expect(rest["scrollView"] as? String == "List")
        let used = try lab.idleTicks()
        #expect(used < 3, "\(used) ticks of CPU in the quietest 3 s after the list came to rest")
        // Only the window's timer could have carried the list past the 80 points the finger moved.
        #expect((Self.offsetY(rest) ?? 0) > 200, "\(rest)")
        let probe = try Self.wheel(4, on: display, window, lab: lab, seen: 0)
        #expect(Self.offsetY(probe) == (Self.offsetY(rest) ?? 0) - 40, "still where it came to rest: \(probe)")
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }
}
