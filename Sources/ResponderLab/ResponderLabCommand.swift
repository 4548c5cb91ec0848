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
            Coordinates (--tap, --inspect, --at) are in the scene's window, as `describe` prints them and as a \
            dump's frames are, whatever the window's zoom: the window draws the scene below its \(Int(LabLayout.sceneOrigin.y))-point \
            header, zoomed to fit the canvas and by the user's zoom and pan, and maps clicks back.
            Scenes: \(SceneCatalog.names.joined(separator: ", ")); or a file of your own with --scene-file \
            (the format: docs/scene-format.md); or your app's views with --dump, its view controllers with \
            --controllers and what the dump does not print with --edits (docs/own-app.md).
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
