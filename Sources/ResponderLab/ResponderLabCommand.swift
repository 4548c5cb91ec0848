import ArgumentParser
import Foundation
import LabCommandLine
import LabKit
import Scenes

@main
struct ResponderLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder-lab",
        abstract: "UIKit's hit-testing and responder chain, in a window that explains every touch.",
        discussion: """
            Coordinates (--tap, --inspect, --at) are in the scene's window, as `describe` prints them; \
            the scene sits below the lab window's header, at (0, \(Int(LabLayout.sceneOrigin.y))) in screenshots.
            Scenes: \(SceneCatalog.names.joined(separator: ", ")); or a file of your own with --scene-file \
            (the format: docs/scene-format.md).
            """,
        version: LabVersion.string,
        subcommands: [Run.self, Render.self, Tour.self, Trace.self, Describe.self],
        defaultSubcommand: Run.self)

    static func main() {
        mainWithUsageStatus()
    }
}

/// Prints `message` on standard error and exits with `code`.
func fail(_ message: String, code: Int32 = ExitStatus.usage) -> Never {
    FileHandle.standardError.write(Data("responder-lab: \(message)\n".utf8))
    exit(code)
}
