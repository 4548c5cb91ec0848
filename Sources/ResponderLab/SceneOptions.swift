import ArgumentParser
import LabKit
import Scenes

/// Which scene a command works on: a built-in one by name, a scene file, or a dump.
struct SceneOptions: ParsableArguments {
    @Option(help: "A built-in scene: \(SceneCatalog.names.joined(separator: ", ")); default: \(SceneCatalog.names[0]).")
    var scene: String?

    @Option(help: "A scene file of your own (docs/scene-format.md); `run` reloads it when it is saved.")
    var sceneFile: String?

    @Option(help: "A `recursiveDescription` dump of your app's views (docs/own-app.md), or - for standard input; `run` reloads a file when it is saved.")
    var dump: String?

    @Option(help: ArgumentHelp("With --dump: the view controllers of `_printHierarchy` (docs/own-app.md), in place of any pasted in the dump's file; `run` reloads it when it is saved.",
                               valueName: "file"))
    var controllers: String?

    @Option(help: ArgumentHelp("An edits file declaring what the dump does not print: properties and gesture recognizers (docs/dump-format.md); `run` reloads it when it is saved, and W writes the live edits into it.",
                               valueName: "file"))
    var edits: String?

    func validate() throws {
        if scene != nil, sceneFile != nil { throw ValidationError("give --scene or --scene-file, not both") }
        if dump != nil, scene != nil || sceneFile != nil {
            throw ValidationError("give --dump or \(scene != nil ? "--scene" : "--scene-file"), not both")
        }
        if controllers != nil, dump == nil {
            throw ValidationError("--controllers joins view controllers to a dump's views: add --dump FILE")
        }
    }

    @MainActor
    /// The session, with what the dump could not read on standard error, located, unless `reporting` is off (a second session of the same files).
    func session(fixed: Bool? = nil, reporting: Bool = true) -> LabSession {
        let session = makeSession(scene: scene, file: sceneFile, dump: dump, fixed: fixed,
                                  controllers: controllers,
                                  edits: edits)
        if reporting { LoadReport.warnings(of: session).forEach { warn($0) } }
        return session
    }
}

/// Builds a session as `LabSession.open` does, or fails (exit 2) listing the
/// scenes or saying what is wrong with the file.
@MainActor
func makeSession(scene: String?, file: String? = nil, dump: String? = nil, fixed: Bool? = nil,
                 controllers: String? = nil,
                 edits: String? = nil) -> LabSession {
    do {
        return try LabSession.open(scene: scene, file: file, dump: dump, fixed: fixed,
                                   controllers: controllers,
                                   edits: edits)
    } catch {
        fail(error.description)
    }
}
