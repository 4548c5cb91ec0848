import Foundation

/// Compiles a user's Swift files against the lab's `UIKit` module into a
/// shared library, kept in a cache keyed by the files, the classes needed and
/// what they were compiled against: an unchanged run reuses the library
/// without parsing a file or starting the compiler.
///
/// The files are read with the toolchain's Swift parser (``UserModule``);
/// what the scene's classes need is compiled, and what does not compile is
/// left out a declaration or a statement at a time until the rest does
/// (``UserCodeCompilation``). Each copy the compiler reads keeps every line
/// and column of the user's file and starts with `#sourceLocation`, so that
/// the compiler's messages and debug information name the user's file. The
/// module is compiled in Swift 5 mode, with `UIKit` imported into every file
/// and the type checker's limits raised. Its undefined symbols are the
/// executable's: load it with ``UserCodeLibrary`` into an executable linked
/// with `--export-dynamic`.
///
/// ```swift
/// let compiler = try UserCodeCompiler()
/// let build = try compiler.build(["LikeButton.swift"])
/// let library = try UserCodeLibrary.load(build)
/// ```
public struct UserCodeCompiler: Sendable {
    /// The compiler.
    public let swiftc: String
    /// The folder holding `UIKit.swiftmodule` and the modules it imports.
    public let modulesDirectory: String
    /// Where compiled libraries are kept, one folder per key.
    public let cacheDirectory: String
    /// The executable the libraries will be loaded into; its identity is part of the key.
    public let hostExecutable: String

    /// Bumped when what the engine generates changes, so that old libraries are not reused.
    static let formatVersion = "responder-lab user code 5"

    /// - Parameters:
    ///   - swiftc: the compiler; `swiftc` on the `PATH` when nil.
    ///   - modulesDirectory: the modules to compile against; when nil, the
    ///     `Modules` folder beside the running executable, where SwiftPM's
    ///     build (`.build/<configuration>/`) keeps them.
    ///   - cacheDirectory: where libraries are kept; `$XDG_CACHE_HOME/responder-lab/user-code`
    ///     (or `~/.cache/…`) when nil.
    ///   - hostExecutable: the executable the code will run in; the running one when nil.
    public init(
        swiftc: String? = nil, modulesDirectory: String? = nil, cacheDirectory: String? = nil,
        hostExecutable: String? = nil
    ) throws {
        let host = hostExecutable ?? Self.runningExecutable()
        let modules =
            modulesDirectory
            ?? URL(fileURLWithPath: host).deletingLastPathComponent()
            .appendingPathComponent("Modules").path
        guard FileManager.default.fileExists(atPath: modules + "/UIKit.swiftmodule") else {
            throw UserCodeError.modulesNotFound(expected: modules)
        }
        guard let compiler = swiftc ?? Self.onPath("swiftc") else { throw UserCodeError.compilerNotFound }
        self.swiftc = compiler
        self.modulesDirectory = modules
        self.hostExecutable = host
        self.cacheDirectory = cacheDirectory ?? Self.defaultCacheDirectory()
    }

    /// The library for `paths` (Swift files, or folders searched for them):
    /// from the cache when the same files were compiled against the same
    /// build for the same classes before, otherwise compiled now
    /// (``UserCodeCompilation``): what the classes `needing` names need
    /// (by their own names or qualified; nil: every view class of the files),
    /// less what does not compile, left out piece by piece and said in
    /// ``UserCodeBuild/leftOut``.
    ///
    /// - Throws: ``UserCodeError/compileFailed(diagnostics:output:)`` when the compiler's messages
    ///   point at nothing that can be left out, or another ``UserCodeError``.
    public func build(_ paths: [String], needing classNames: Set<String>? = nil) throws -> UserCodeBuild {
        let contents = try UserSourceFile.contents(paths)
        let needed = classNames.map { Set($0.map(UserModule.ownName)) }
        let key = cacheKey(for: contents, needing: needed)
        let moduleName = UserCodeBuild.modulePrefix + key.prefix(16)
        let folder = cacheDirectory + "/" + key.prefix(32)
        if let cached = UserCodeBuild.cached(in: folder, moduleName: moduleName) { return cached }

        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        let work = "\(folder).partial-\(ProcessInfo.processInfo.processIdentifier)"
        try? fileManager.removeItem(atPath: work)
        try fileManager.createDirectory(atPath: work + "/Sources", withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: work) }

        let module = UserModule(files: contents.map { UserSourceFile(path: $0.path, text: $0.text) })
        var compilation = UserCodeCompilation(
            module: module, needed: needed, available: availableModules(),
            moduleName: moduleName, folder: work + "/Sources")
        let library = "lib\(moduleName).so"
        let warnings = try compilation.run { files in
            try runCompiler(
                arguments: compilerArguments(moduleName: moduleName, files: files, output: work + "/" + library),
                in: work)
        }
        let build = compilation.build(
            libraryPath: folder + "/" + library, sources: contents.map(\.path), warnings: warnings)
        try build.writeManifest(in: work)
        // Another lab may have finished the same build meanwhile: either copy is good.
        try? fileManager.removeItem(atPath: work + "/Sources")
        if (try? fileManager.moveItem(atPath: work, toPath: folder)) == nil,
            UserCodeBuild.cached(in: folder, moduleName: moduleName) == nil
        {
            throw UserCodeError.loadFailed(
                library: folder, reason: "the compiled library could not be kept in the cache")
        }
        return build
    }

    /// The modules a user's file may import: the build's (UIKit among them) and the toolchain's (Foundation, Dispatch …).
    func availableModules() -> Set<String> {
        var modules: Set<String> = ["Swift"]
        for folder in [modulesDirectory, toolchainFolder("linux")] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where name.hasSuffix(".swiftmodule") {
                modules.insert(String(name.dropLast(".swiftmodule".count)))
            }
        }
        return modules
    }

    /// The Swift files `paths` (files, or folders searched through) name, as
    /// ``build(_:)`` compiles them: absolute, in path order.
    public static func sourceFiles(_ paths: [String]) throws -> [String] {
        try UserSourceFile.files(paths)
    }

    /// The compiler's arguments: Swift 5 mode (iOS code with loose
    /// concurrency compiles), UIKit imported into every file, debug
    /// information (fault reports name file and line), type checker limits
    /// well above the defaults, diagnostics one per line. The whole module in
    /// one frontend: it reports every error of every file at once, those of
    /// declarations and those of bodies, which a round of leaving code out needs.
    func compilerArguments(moduleName: String, files: [String], output: String) -> [String] {
        [
            "-emit-library", "-parse-as-library", "-swift-version", "5", "-module-name", moduleName,
            "-wmo", "-num-threads", String(max(1, ProcessInfo.processInfo.activeProcessorCount)),
            "-I", modulesDirectory, "-g", "-Onone", "-diagnostic-style", "llvm",
            "-Xfrontend", "-import-module", "-Xfrontend", "UIKit",
            "-Xfrontend", "-solver-expression-time-threshold=600",
            "-Xfrontend", "-solver-scope-threshold=100000000",
            "-Xfrontend", "-solver-memory-threshold=4000000000",
            "-o", output,
        ] + files
    }

    /// Runs the compiler in `folder`: debug information names files relative to
    /// the folder a compiler runs in when they are below it, and the user's files
    /// are not below the build's own folder, so their paths stay whole.
    func runCompiler(arguments: [String], in folder: String) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The toolchain's `lib/swift/<name>`: `linux` holds Foundation and the standard library's modules.
    func toolchainFolder(_ name: String) -> String {
        URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/" + name).path
    }

    /// The sources, the compiler, and the executable and modules the library is made for.
    func cacheKey(for sources: [(path: String, text: String)], needing needed: Set<String>?) -> String {
        var hash = SHA256()
        hash.update(field: Self.formatVersion)
        hash.update(field: needed.map { $0.sorted().joined(separator: " ") } ?? "every view class")
        for file in [swiftc, hostExecutable, modulesDirectory + "/UIKit.swiftmodule"] {
            hash.update(field: Self.identity(of: file))
        }
        for source in sources {
            hash.update(field: source.path)
            hash.update(field: source.text)
        }
        return hash.hexDigest()
    }

    /// A file's resolved path, size and modification time: what changes when it is rebuilt.
    static func identity(of path: String) -> String {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(resolved) \(size) \(modified)"
    }

    static func runningExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static func onPath(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static func defaultCacheDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
        return base + "/responder-lab/user-code"
    }
}
