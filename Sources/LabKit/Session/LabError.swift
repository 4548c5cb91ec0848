import Scenes

/// Why a session could not open its scene.
public enum LabError: Error, CustomStringConvertible {
    case unknownScene(String)
    case badScene(SceneError)
    /// Lines of an edits file that cannot be done on the scene, each at its line.
    case badDeclarations([SceneError])

    public var description: String {
        switch self {
        case .unknownScene(let name):
            "unknown scene \"\(name)\"; the scenes are: \(SceneCatalog.names.joined(separator: ", "))"
        case .badScene(let error):
            error.description
        case .badDeclarations(let problems):
            problems.map(\.description).joined(separator: "\n")
        }
    }
}
