import Foundation

/// The sample dumps: files in the repository's `Assets/Dumps/`, beside the
/// built-in scenes (found the same way, see ``SceneCatalog/directory``).
///
/// ```swift
/// let scene = try DumpLoader.load(file: DumpCatalog.file(for: "settings"))
/// ```
public enum DumpCatalog {
    public static let names = ["settings", "photo-feed", "mail"]

    /// The folder of the sample dumps.
    public static var directory: String {
        URL(fileURLWithPath: SceneCatalog.directory).deletingLastPathComponent().appendingPathComponent("Dumps").path
    }

    /// The file of the named sample (one of ``names``).
    public static func file(for name: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent("\(name).txt").path
    }
}
