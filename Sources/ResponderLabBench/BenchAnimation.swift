import Foundation
import LabKit
import Rendering
import ResponderKit
import Scenes

/// The animation figure: encoding a 10-second 760×600 animation at 30 fps — a
/// finger dragged over hit-order's scene under its overlay — and its size.
/// Only the encoder is timed; drawing the frames is not.
@MainActor
enum AnimationBench {
    static let width = 760, height = 600, fps = 30, seconds = 10

    static func run() -> [BenchFigure] {
        let name = "GIF of 10 s, 760×600 at 30 fps: encoding"
        guard let scene = try? SceneCatalog.load("hit-order"), let text = try? TextRenderer() else {
            return [
                BenchFigure(name, nil, "s", target: BenchFigure.atMost(3), note: "hit-order or its font did not load")
            ]
        }
        let trace = scene.window.hitTestTrace(at: Point(x: 300, y: 255))
        let canvas = Canvas(width: width, height: height, fill: .white, textRenderer: text)
        var encoder = GIFEncoder(width: width, height: height)
        var encoding: Duration = .zero
        let clock = ContinuousClock()
        let frames = fps * seconds
        for i in 0..<frames {
            // Round and round the scene, about a second a lap.
            let angle = Double(i) / Double(fps) * 2 * .pi
            canvas.clear(.white)
            ViewRenderer().render(scene.window, in: canvas)
            OverlayRenderer().drawTrace(trace, in: canvas)
            OverlayRenderer().drawFinger(
                at: Point(x: 380 + 220 * cos(angle), y: 300 + 200 * sin(angle)), id: 0, in: canvas)
            let frame = canvas.framebuffer
            encoding += clock.measure { encoder.add(frame, delay: 100 / fps) }
        }
        var bytes: [UInt8] = []
        encoding += clock.measure { bytes = (try? encoder.encode()) ?? [] }
        let seconds = Double(encoding.components.seconds) + Double(encoding.components.attoseconds) * 1e-18
        return [
            BenchFigure(name, bytes.isEmpty ? nil : seconds, "s", target: BenchFigure.atMost(3)),
            BenchFigure(
                "  its size", bytes.isEmpty ? nil : Double(bytes.count) / 1_000_000, "MB", target: BenchFigure.below(1)),
        ]
    }
}
