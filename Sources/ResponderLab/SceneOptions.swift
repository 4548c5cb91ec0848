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

    func validate() throws {
        if scene != nil, sceneFile != nil { throw ValidationError("give --scene or --scene-file, not both") }
        if dump != nil, scene != nil || sceneFile != nil {
            throw ValidationError("give --dump or \(scene != nil ? "--scene" : "--scene-file"), not both")
        }
    }

    @MainActor
    func session(fixed: Bool? = nil, language: Language = .english) -> LabSession {
        makeSession(scene: scene, file: sceneFile, dump: dump, fixed: fixed, language: language)
    }
}

/// Builds a session as `LabSession.open` does, or fails (exit 2) listing the
/// scenes or saying what is wrong with the file.
@MainActor
func makeSession(scene: String?, file: String? = nil, dump: String? = nil, fixed: Bool? = nil,
                 language: Language = .english) -> LabSession {
    do {
        return try LabSession.open(scene: scene, file: file, dump: dump, fixed: fixed, language: language)
    } catch {
        fail(error.description)
    }
}
