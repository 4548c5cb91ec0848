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
/// let code = try LabCode(paths: ["LikeButton.swift"], build: try LabCode.compile(["LikeButton.swift"]))
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

    /// Compiles `paths` (Swift files, or folders of them) against the lab's
    /// `UIKit` module, or takes the library an earlier run compiled of the same files.
    ///
    /// - Throws: ``UserCodeError``, with the compiler's messages at the user's file:line:col.
    public nonisolated static func compile(_ paths: [String]) throws -> UserCodeBuild {
        try UserCodeCompiler().build(paths)
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
                UserCodeBuild.userClassName(of: view).map { .init(name: $0, methods: views[$0]?.methods ?? []) }
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

    /// Starts compiling the files again on a thread of its own; ``finishedCompiling()`` says when it is done.
    public func startCompiling() {
        compilation = Compilation(paths: paths, compiler: compiler)
    }

    /// Whether a compilation is under way.
    public var isCompiling: Bool { compilation != nil }

    /// The outcome of the compilation under way once it is done, the build loaded
    /// when good; nil while it runs, or when none was started.
    public func finishedCompiling() -> Outcome? {
        guard let result = compilation?.result else { return nil }
        compilation = nil
        do {
            let build = try result.get()
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

        init(paths: [String], compiler: UserCodeCompiler) {
            Thread.detachNewThread { [self] in
                let result = Result { try compiler.build(paths) }
                lock.withLock { finished = result }
            }
        }

        var result: Result<UserCodeBuild, any Error>? { lock.withLock { finished } }
    }
}
