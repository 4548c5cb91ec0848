import ArgumentParser
import LabKit
import ResponderKit

extension ResponderLabCommand {
    struct Trace: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Click once at a point and print the hit-test and delivery traces.")

        @OptionGroup var source: SceneOptions

        @Option(help: "The point, X,Y in the scene's window.", transform: PointArgument.parse)
        var at: PointArgument

        @Flag(
            inversion: .prefixedNo,
            help: "Turn the scene's fix (the T key) on or off first; default: as the scene opens.")
        var fixed: Bool?

        @Option(
            help:
                "Instead of a click, press at --at and drag to X,Y in ten steps a frame apart, then lift (a pan, a swipe, a scroll).",
            transform: PointArgument.parse)
        var dragTo: PointArgument?

        @Flag(help: "Print one JSON object per delivered phase, as `run --log json` does.")
        var json = false

        /// The moves of `--drag-to`.
        static let dragSteps = 10

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                let session = options.source.session(fixed: options.fixed)
                var lines: [String] = []
                // The hit-test the touch itself ran, which delivered it: the one explained. User code is
                // never asked again to explain it (behaviour 1.1).
                var hitTest: HitTestTrace?
                let observation = session.scene.application.addDeliveryObserver { trace in
                    if hitTest == nil, trace.phase == .began { hitTest = trace.hitTest }
                }
                defer { session.scene.application.removeDeliveryObserver(observation) }
                if options.json {
                    session.log.jsonLog = { lines.append($0) }
                } else {
                    session.log.textLog = { lines.append($0) }
                }
                if let end = options.dragTo?.point {
                    let start = options.at.point
                    let moves = (1...Self.dragSteps).map { step in
                        let f = Double(step) / Double(Self.dragSteps)
                        return Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
                    }
                    Script.run(Script.actions(taps: [], down: start, moves: moves, up: true), in: session)
                    // The application's deadlines after the lift (a fling's frames, a recognizer's reset) run out.
                    session.advanceTime(to: session.scene.application.currentTime + 1)
                } else {
                    Script.click([options.at.point], in: session)
                }
                if !options.json, let hitTest {
                    lines =
                        [hitTest.description] + TraceText.caveats(hitTest, in: session.scene)
                        + CodeDecisions.lines(hitTest, in: session.scene)
                        + TraceText.declarations(hitTest, in: session.scene)
                        + TraceText.controllerNotes(in: session.scene) + [""]
                        + lines
                }
                for line in lines { print(line) }
            }
        }
    }
}
