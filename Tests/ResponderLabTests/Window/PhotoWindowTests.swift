import Foundation
import Testing

/// The photo scene's two-finger recognizers driven by a real mouse: the
/// window turns Ctrl-Shift-drag into a second finger mirrored across the
/// scene's centre (behaviour 7, 11).
@Suite("The photo scene in a real window under Xvfb", .serialized)
struct PhotoWindowTests {
    /// The photo's centre is the scene's, (380, 300); the scene sits 64 points below the window's top.
    static let centre = (x: 380.0, y: 300.0 + 64)

    /// The xdotool commands of a Ctrl-Shift-drag through `polar` points round the centre (angles in radians, clockwise).
    static func drag(in window: String, _ polar: [(radius: Double, angle: Double)]) -> [String] {
        let points = polar.map { r, a in
            ["\(Int((centre.x + r * cos(a)).rounded()))", "\(Int((centre.y + r * sin(a)).rounded()))"]
        }
        var commands =
            ["mousemove", "--window", window] + points[0] + ["keydown", "ctrl", "keydown", "shift", "mousedown", "1"]
        for p in points.dropFirst() { commands += ["sleep", "0.03", "mousemove", "--window", window] + p }
        return commands + ["mouseup", "1", "keyup", "shift", "keyup", "ctrl"]
    }

    static func states(of recognizer: String, in stdout: String) throws -> [String] {
        try LabProcess.jsonLines(stdout).filter { $0["recognizer"] as? String == recognizer }
            .compactMap { $0["to"] as? String }.filter { $0 != "possible" }
    }

    @Test func ctrlShiftDragRoundTheCentreRotatesThePhotoWithoutPinchingIt() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "photo", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        // Both fingers stay 160 points apart while the pair turns 0.6 rad clockwise.
        try display.client("xdotool", Self.drag(in: window, (0...10).map { (80, .pi + 0.06 * Double($0)) }))
        #expect(lab.wait { lab.stdout.contains("\"to\":\"ended\"") }, "stderr: \(lab.stderr)")
        #expect(try Self.states(of: "Rotation", in: lab.stdout).first == "began")
        #expect(try Self.states(of: "Rotation", in: lab.stdout).last == "ended")
        #expect(try Self.states(of: "Pinch", in: lab.stdout) == ["failed"])
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @Test func withTheFixAPinchThatTurnsRecognizesBothTogether() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "photo", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        try display.client("xdotool", ["key", "--window", window, "t"])
        // Turning while spreading: the radius grows from 60 to 120 points.
        try display.client(
            "xdotool", Self.drag(in: window, [(60, .pi), (80, .pi + 0.2), (100, .pi + 0.35), (120, .pi + 0.5)]))
        #expect(
            lab.wait { (try? Self.states(of: "Rotation", in: lab.stdout).last) == "ended" }, "stderr: \(lab.stderr)")
        #expect(try Self.states(of: "Pinch", in: lab.stdout).first == "began")
        #expect(try Self.states(of: "Rotation", in: lab.stdout).first == "began")
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }
}
