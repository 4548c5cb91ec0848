import Foundation
import ResponderKit
import Scenes
import UserCode

/// The user's own Swift code in the lab (`--code`): the files, the library
/// compiled from them and loaded into this process, and the classes a dump
/// or a scene may name, which the loaders make of it (``UserViewClasses``).
/// A save compiles the files again, beside the running code
/// (``startCompiling()``); a good build is loaded, a broken one leaves the
/// last good code running.
///
/// ```swift
/// let code = try LabCode(paths: ["LikeButton.swift"], build: try LabCode.compile(["LikeButton.swift"], needing: ["LikeButton"]))
/// let session = try LabSession.open(scene: nil, dump: "app.txt", code: code)
/// ```
@MainActor
public final class LabCode {
    /// The files and folders given, as given.
    public let paths: [String]
    /// The build running now; nil while the code is off (it faulted as the scene was built).
    public private(set) var build: UserCodeBuild?
    /// The classes the loaders make of it; nil while the code is off.
    public private(set) var classes: UserViewClasses?
    /// A compilation under way, after a save.
    private var compilation: Compilation?
    /// What compiles the files again after a save.
    private let compiler: UserCodeCompiler

    /// Compiles what the classes `needed` (those the scene names, ``NamedClasses``) need of `paths`
    /// (Swift files, or folders of them) against the lab's `UIKit` module, leaving out what does not
    /// compile; or takes the library an earlier run compiled of the same files for the same classes.
    ///
    /// - Throws: ``UserCodeError``, with the compiler's messages at the user's file:line:col when
    ///   they point at nothing that can be left out.
    public nonisolated static func compile(_ paths: [String], needing needed: Set<String>) throws -> UserCodeBuild {
        try UserCodeCompiler().build(paths, needing: needed)
    }

    /// The code of `paths`, running `build` (loaded now); without a build, off
    /// until a good save. A save is compiled by `compiler`, the lab's own by default.
    public init(paths: [String], build: UserCodeBuild?, compiler: UserCodeCompiler? = nil) throws {
        self.paths = paths
        self.compiler = try compiler ?? UserCodeCompiler()
        if let build { try load(build) }
    }

    /// Loads `build` beside what runs (a library is never unloaded) and makes its classes the ones the loaders use.
    public func load(_ build: UserCodeBuild) throws {
        let registry = try UserCodeLibrary.load(build).registry
        let views = Dictionary(build.views.map { ($0.qualifiedName, $0) }) { first, _ in first }
        self.build = build
        classes = UserViewClasses(
            names: build.classes,
            resolve: { registry.entry(named: $0)?.qualifiedName },
            make: { registry.entry(named: $0)?.make($1) },
            describe: { view in
                UserCodeBuild.userClassName(of: view).map { name in
                    let leftOut = views[name]?.leftOutMethods.map {
                        UserViewClasses.ViewClass.LeftOutMethod(
                            method: $0.method, className: $0.className,
                            reason: Strings.english.yourCode.reason($0.cause),
                            chineseReason: Strings(.chinese).yourCode.reason($0.cause))
                    }
                    return .init(name: name, methods: views[name]?.methods ?? [], leftOut: leftOut ?? [])
                }
            })
    }

    /// The user's files as the compiler reads them: every `.swift` file the paths name, absolute.
    public var files: [String] {
        (try? UserCodeCompiler.sourceFiles(paths)) ?? []
    }

    // MARK: Compiling again

    /// What a compilation after a save came to.
    public enum Outcome {
        /// It compiled; the build is loaded.
        case loaded(UserCodeBuild)
        /// The compiler refused it, or the library could not be loaded: the last good code stays.
        case failed(String)
    }

    /// Starts compiling the files again, for the classes `needed`, on a thread of its own;
    /// ``finishedCompiling()`` says when it is done.
    public func startCompiling(needing needed: Set<String>) {
        compilation = Compilation(paths: paths, needed: needed, compiler: compiler)
    }

    /// Whether a compilation is under way.
    public var isCompiling: Bool { compilation != nil }

    /// The outcome of the compilation under way once it is done, the build loaded
    /// when good; nil while it runs, or when none was started. A save that leaves a
    /// file that parsed unparsable is no good: it is a file being written, and its
    /// classes would vanish until the next save; the last good code stays.
    public func finishedCompiling() -> Outcome? {
        guard let result = compilation?.result else { return nil }
        compilation = nil
        do {
            let build = try result.get()
            let unparsedBefore = Set(self.build?.leftOut.filter { $0.piece == .file }.map(\.file) ?? [])
            if let unparsed = build.leftOut.first(where: { $0.piece == .file && !unparsedBefore.contains($0.file) }) {
                return .failed(
                    "your code does not parse: \(unparsed.file):\(unparsed.line):\(unparsed.column): \(unparsed.reason)"
                )
            }
            try load(build)
            return .loaded(build)
        } catch {
            return .failed(CodeProcess.compileFailure(error, paths: paths))
        }
    }

    /// A compilation on a thread of its own: the compiler is another process,
    /// and the window keeps answering meanwhile.
    private final class Compilation: @unchecked Sendable {
        private let lock = NSLock()
        private var finished: Result<UserCodeBuild, any Error>?

        init(paths: [String], needed: Set<String>, compiler: UserCodeCompiler) {
            Thread.detachNewThread { [self] in
                let result = Result { try compiler.build(paths, needing: needed) }
                lock.withLock { finished = result }
            }
        }

        var result: Result<UserCodeBuild, any Error>? { lock.withLock { finished } }
    }
}
