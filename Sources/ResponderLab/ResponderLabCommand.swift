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

/// Prints `message` on standard error, each of its lines after the program's name, and exits with `code`.
func fail(_ message: String, code: Int32 = ExitStatus.usage) -> Never {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { "responder-lab: \($0)\n" }
    FileHandle.standardError.write(Data(lines.joined().utf8))
    exit(code)
}

/// Prints a warning on standard error: `responder-lab: warning: app.txt:7:28: …`.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("responder-lab: warning: \(message)\n".utf8))
}
