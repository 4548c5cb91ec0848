import Foundation

/// A compiled library of user code, ready to load (``UserCodeLibrary``), with
/// what its registration file found: the view classes it registers and those
/// it could not.
public struct UserCodeBuild: Sendable, Equatable, Codable {
    /// A view class the library does not register, and why (it is private,
    /// generic, local to a function, or has no initializer the lab can call).
    public struct Skipped: Sendable, Equatable, Codable {
        public let qualifiedName: String
        public let reason: String
    }

    public let libraryPath: String
    public let moduleName: String
    /// The view classes registered, qualified (`Feed.LikeButton`), in the order declared.
    public let classes: [String]
    public let skipped: [Skipped]
    /// The user's files, as given to the compiler.
    public let sources: [String]
    /// The compiler's warnings (and their notes) when it compiled the library.
    public let warnings: [UserCodeDiagnostic]
    /// Whether the library came from the cache, compiled by an earlier run.
    public let reused: Bool

    /// The C name of the library's entry point.
    public var entrySymbol: String { RegistrationFile.entrySymbol(moduleName: moduleName) }

    static let manifestName = "manifest.json"

    func writeManifest(in folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: folder + "/" + Self.manifestName))
    }

    /// The build kept in `folder`, marked reused; nil when there is none (or it is incomplete).
    static func cached(in folder: String, moduleName: String) -> UserCodeBuild? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + manifestName),
              let kept = try? JSONDecoder().decode(UserCodeBuild.self, from: data),
              kept.moduleName == moduleName,
              FileManager.default.fileExists(atPath: kept.libraryPath) else { return nil }
        return UserCodeBuild(libraryPath: kept.libraryPath, moduleName: kept.moduleName, classes: kept.classes,
                             skipped: kept.skipped, sources: kept.sources, warnings: kept.warnings, reused: true)
    }
}
