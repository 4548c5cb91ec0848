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
                session.jsonLog = { lines.append($0) }
                let hitTest = session.scene.window.hitTestTrace(at: options.at.point)
                var deliveries: [DeliveryTrace] = []
                let observation = session.scene.application.addDeliveryObserver { deliveries.append($0) }
                Script.click([options.at.point], in: session)
                session.scene.application.removeDeliveryObserver(observation)
                if options.json {
                    lines.forEach { print($0) }
                    return
                }
                print(hitTest)
                print("")
                for delivery in deliveries { print(TraceText.delivery(delivery)) }
            }
        }
    }
}
