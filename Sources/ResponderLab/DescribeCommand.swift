import ArgumentParser
import LabKit
import Scenes

extension ResponderLabCommand {
    struct Describe: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List a scene's views: frames in window coordinates and everything that decides a touch.")

        @OptionGroup var source: SceneOptions

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
            case recursiveDescription = "recursive-description"
        }

        @Option(help: "text, json, or recursive-description (the hierarchy as UIKit prints it, for any scene).")
        var format: Format = .text

        @Flag(help: "Print JSON: the same as --format json.")
        var json = false

        @Option(
            name: .customLong("edit"),
            help: ArgumentHelp(
                "Change a view's property first, as the inspector's keys do, as VIEW.PROPERTY=VALUE; the views list it as edited. Repeatable.",
                valueName: "view.property=value"), transform: EditArgument.parse)
        var edits: [EditArgument] = []

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                let session = options.source.session()
                InspectorOptions.apply(options.edits, to: session)
                let scene = session.scene
                switch options.json ? .json : options.format {
                case .recursiveDescription: print(DumpWriter.recursiveDescription(of: scene))
                case .json: print(DescribeReport.json(scene, code: session.code?.build).serialized)
                case .text:
                    for line in DescribeReport.text(scene, code: session.code?.build) { print(line) }
                }
            }
        }
    }
}
