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

        @Flag(inversion: .prefixedNo, help: "Turn the scene's fix (the T key) on or off first; default: as the scene opens.")
        var fixed: Bool?

        @Flag(help: "Print one JSON object per delivered phase, as `run --log json` does.")
        var json = false

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                let session = options.source.session(fixed: options.fixed)
                var lines: [String] = []
                if options.json {
                    session.log.jsonLog = { lines.append($0) }
                } else {
                    session.log.textLog = { lines.append($0) }
                    let hitTest = session.scene.window.hitTestTrace(at: options.at.point)
                    lines = [hitTest.description] + TraceText.caveats(hitTest, in: session.scene)
                        + CodeDecisions.lines(hitTest, in: session.scene) + [""]
                }
                Script.click([options.at.point], in: session)
                lines.forEach { print($0) }
            }
        }
    }
}
