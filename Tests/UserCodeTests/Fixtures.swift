import Foundation
import UserCode

/// The samples (Samples/, written as iOS apps write them) and the builds the tests share.
enum Fixtures {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")
        .path

    static func sample(_ name: String) -> String { samples + "/" + name }

    /// An example of the repository's Assets/Examples: `Shop`.
    static func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Assets/Examples/" + name
        )
        .standardized.path
    }

    /// The folder of the test binary, where SwiftPM puts the build's products.
    static let productsFolder = URL(
        fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    ).deletingLastPathComponent().path

    /// Libraries kept between runs, in the build folder: a run with unchanged samples compiles nothing.
    static let cache = productsFolder + "/user-code-tests-cache"

    /// A compiler for the running test binary; the tests' builds go in `cache` unless told otherwise.
    static func compiler(cache: String = Fixtures.cache) throws -> UserCodeCompiler {
        try UserCodeCompiler(cacheDirectory: cache)
    }

    /// The app's files (a folder and a pasted file), compiled once for all tests.
    static let app: Result<UserCodeBuild, Error> = Result {
        try compiler().build([sample("App"), sample("Pasted.swift")])
    }

    /// Code that traps, recurses without end and loops, for the child-process tests.
    static let faults: Result<UserCodeBuild, Error> = Result {
        try compiler().build([sample("Faults")])
    }
}
