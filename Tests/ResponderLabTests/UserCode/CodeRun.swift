import Foundation
import Testing

/// Runs the lab's commands with `--code` as a user does, on the samples: the
/// dumps and files in Samples/, and the app code of Tests/UIKitTests/AppCode.
enum CodeRun {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file of Samples/.
    static func sample(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples/\(name)").path
    }

    /// A file of the iOS app code UIKitTests compiles (reused, not copied).
    static func appCode(_ name: String) -> String {
        root.appendingPathComponent("Tests/UIKitTests/AppCode/\(name)").path
    }

    /// A file of UserCodeTests' samples.
    static func engineSample(_ name: String) -> String {
        root.appendingPathComponent("Tests/UserCodeTests/Samples/\(name)").path
    }

    /// Compiled libraries are kept in the build folder, not the user's cache: the tests compile each set of files once.
    static let environment: [String: String?] = [
        "XDG_CACHE_HOME": LabProcess.binary.deletingLastPathComponent().appendingPathComponent("code-tests-cache").path
    ]

    /// `responder-lab` with `arguments`, its code compiled into the tests' cache.
    static func lab(_ arguments: [String], input: String? = nil) throws -> LabProcess.Result {
        try LabProcess.run(arguments, environment: environment, input: input)
    }

    /// What `trace --json` says of the touch's began: the view it went to and what the user's code answered on the way.
    struct Began {
        let view: String?
        /// The `yourCode` objects of the visited views, by view.
        let yourCode: [String: [String: Any]]
        let result: LabProcess.Result
    }

    /// `trace --dump DUMP --at X,Y --json` with `--code` for each of `code`.
    static func began(_ dump: String, at point: String, code: [String] = []) throws -> Began {
        let result = try lab(
            ["trace", "--dump", sample(dump), "--at", point, "--json"] + code.flatMap { ["--code", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        let began = try #require(try LabProcess.jsonLines(result.stdout).first { $0["phase"] as? String == "began" })
        var yourCode: [String: [String: Any]] = [:]
        for visited in began["visited"] as? [[String: Any]] ?? [] {
            if let view = visited["view"] as? String, let code = visited["yourCode"] as? [String: Any] {
                yourCode[view] = code
            }
        }
        return Began(view: began["view"] as? String, yourCode: yourCode, result: result)
    }
}
