import Foundation
import Rendering
import Testing

/// Step-through in the real window: the keys a presenter presses, under a
/// private Xvfb, against `render --step` of the same touch.
@Suite("Step-through in the real window", .serialized)
struct StepThroughWindowTests {
    @Test func homeNRightLeftAndEndShowWhatRenderStepDraws() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "hit-order", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)
        // The finger stays down on B.1, as `render --down` leaves it, while the keys walk its delivery.
        try display.client(
            "xdotool",
            ["mousemove", "--window", window, "300", "\(255 + RealWindowTests.sceneOrigin.y)", "mousedown", "1"])
        #expect(lab.wait { lab.stdout.contains("\"began\"") }, "stderr: \(lab.stderr)")

        let out = try LabProcess.temporaryDirectory()
        func expectStep(_ step: Int) throws {
            let png = out.appendingPathComponent("step-\(step).png").path
            let render = try LabProcess.run([
                "render", "--scene", "hit-order", "--down", "300,255", "--step", "\(step)", "--out", png,
            ])
            #expect(render.status == 0, "\(render.stderr)")
            try RealWindowTests.expect(window, on: display, toShow: Framebuffer(pngFile: png), diffIn: out)
        }
        try display.client("xdotool", ["key", "--window", window, "Home", "n", "Right"])
        try expectStep(2)
        try display.client("xdotool", ["key", "--window", window, "Left"])
        try expectStep(1)
        try display.client("xdotool", ["key", "--window", window, "End"])
        try expectStep(8)

        try display.client("xdotool", ["mouseup", "1"])
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }
}
