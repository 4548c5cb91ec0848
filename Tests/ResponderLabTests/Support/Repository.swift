import Foundation

/// The repository the tests run in, found from this file's place in it: what
/// the tests read (Assets/, docs/, the golden images) is named from its root.
enum Repository {
    /// The repository's root: this file is `Tests/ResponderLabTests/Support/Repository.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The absolute path of `relative`, a path from the root: `Assets/Scenes`.
    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
