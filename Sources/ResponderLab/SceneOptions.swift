import ArgumentParser
import Scenes

/// Which scene a command works on: a built-in one by name, or a file.
struct SceneOptions: ParsableArguments {
    @Option(help: "A built-in scene: \(SceneCatalog.names.joined(separator: ", ")).")
    var scene: String?

    @Option(help: "A scene file of your own (docs/scene-format.md); `run` reloads it when it is saved.")
    var sceneFile: String?

    func validate() throws {
        if scene != nil, sceneFile != nil { throw ValidationError("give --scene or --scene-file, not both") }
    }

    @MainActor
    func session(fixed: Bool? = nil) -> LabSession {
        makeSession(scene: scene, file: sceneFile, fixed: fixed)
    }
}

/// Builds a session on a built-in scene (the first when `scene` is nil) or on
/// a file, with its fix applied when asked, or fails (exit 2) listing the
/// scenes or saying what is wrong with the file.
@MainActor
func makeSession(scene: String?, file: String? = nil, fixed: Bool? = nil) -> LabSession {
    let session: LabSession
    do {
        if let file {
            session = try LabSession(sceneFile: file, sceneOrigin: LabLayout.sceneOrigin)
        } else {
            session = try LabSession(sceneName: scene ?? SceneCatalog.names[0], sceneOrigin: LabLayout.sceneOrigin)
        }
    } catch {
        fail(error.description)
    }
    if let fixed, fixed != session.scene.isFixed { session.toggleFix() }
    return session
}

/// Why a session could not open its scene.
enum LabError: Error, CustomStringConvertible {
    case unknownScene(String)
    case badScene(SceneError)

    var description: String {
        switch self {
        case .unknownScene(let name):
            "unknown scene \"\(name)\"; the scenes are: \(SceneCatalog.names.joined(separator: ", "))"
        case .badScene(let error):
            error.description
        }
    }
}
