import Foundation

/// The built-in scenes: files in the repository's `Assets/Scenes/`, read by
/// the same ``SceneLoader`` as the user's own.
public enum SceneCatalog {
    /// The scenes, in the order the Tab key and the number keys walk them.
    public static let names = [
        "hit-order", "why-not", "image-view", "hot-area", "bulge", "chain",
        "controls", "gestures", "first-responder", "multitouch", "scroll", "pager", "photo",
    ]

    /// Names the folder that holds `Scenes/`, instead of the repository's `Assets/`.
    public static let assetsVariable = "RESPONDER_LAB_ASSETS"

    /// The folder of the built-in scene files.
    ///
    /// SwiftPM copies resources only from inside a target's folder, and the
    /// design fixes `Assets/` at the top of the repository, so the files are
    /// not bundled: they are found through this source file's own path, known
    /// at build time (`#filePath` is `…/Sources/Scenes/SceneCatalog.swift`).
    /// That serves `swift run`, the tests and `make`, which all run from a
    /// checkout. An installed binary (`make install PREFIX=…`) finds them in
    /// `PREFIX/share/responder-lab/Scenes`, beside its `bin/`; any other is
    /// pointed at its assets with `RESPONDER_LAB_ASSETS`. Either way a missing
    /// folder is a clear error.
    public static var directory: String {
        if let assets = ProcessInfo.processInfo.environment[assetsVariable], !assets.isEmpty {
            return URL(fileURLWithPath: assets).appendingPathComponent("Scenes").path
        }
        if let installed = installedDirectory { return installed }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Scenes").path
    }

    /// `../share/responder-lab/Scenes` from the running executable's folder, when it exists.
    private static var installedDirectory: String? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let scenes = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/responder-lab/Scenes").path
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: scenes, isDirectory: &isDirectory) && isDirectory.boolValue
            ? scenes : nil
    }

    /// The file of the named built-in scene.
    public static func file(for name: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent("\(name).json").path
    }

    /// A fresh instance of the named built-in scene (one of ``names``).
    @MainActor
    public static func load(_ name: String) throws(SceneError) -> Scene {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SceneError(
                file: directory,
                message: """
                    the built-in scenes are not here; run from a checkout of ResponderLab, \
                    or set \(assetsVariable) to its Assets folder
                    """)
        }
        return try SceneLoader.load(file: file(for: name))
    }
}
