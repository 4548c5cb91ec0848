import Scenes

/// Why a session could not open its scene.
public enum LabError: Error, CustomStringConvertible {
    case unknownScene(String)
    case badScene(SceneError)

    public var description: String {
        switch self {
        case .unknownScene(let name):
            "unknown scene \"\(name)\"; the scenes are: \(SceneCatalog.names.joined(separator: ", "))"
        case .badScene(let error):
            error.description
        }
    }
}
