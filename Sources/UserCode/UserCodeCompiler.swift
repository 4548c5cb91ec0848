import Foundation

/// Compiles a user's Swift files against the lab's `UIKit` module into a
/// shared library, kept in a cache keyed by the files and by what they were
/// compiled against: an unchanged run reuses the library without starting
/// the compiler.
///
/// The files are preprocessed first (``UserCodePreprocessor``), each copy
/// starting with `#sourceLocation` so that the compiler's messages and debug
/// information name the user's file; a registration file is added
/// (``RegistrationFile``). The module is compiled in Swift 5 mode, with
/// `UIKit` imported into every file and the type checker's limits raised.
/// Its undefined symbols are the executable's: load it with
/// ``UserCodeLibrary`` into an executable linked with `--export-dynamic`.
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
    static let formatVersion = "responder-lab user code 2"

    /// - Parameters:
    ///   - swiftc: the compiler; `swiftc` on the `PATH` when nil.
    ///   - modulesDirectory: the modules to compile against; when nil, the
    ///     `Modules` folder beside the running executable, where SwiftPM's
    ///     build (`.build/<configuration>/`) keeps them.
    ///   - cacheDirectory: where libraries are kept; `$XDG_CACHE_HOME/responder-lab/user-code`
    ///     (or `~/.cache/…`) when nil.
    ///   - hostExecutable: the executable the code will run in; the running one when nil.
    public init(swiftc: String? = nil, modulesDirectory: String? = nil, cacheDirectory: String? = nil,
                hostExecutable: String? = nil) throws {
        let host = hostExecutable ?? Self.runningExecutable()
        let modules = modulesDirectory ?? URL(fileURLWithPath: host).deletingLastPathComponent()
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
    /// build before, otherwise compiled now.
    ///
    /// - Throws: ``UserCodeError/compileFailed(diagnostics:output:)`` with the
    ///   compiler's messages at the user's file:line:col, or another ``UserCodeError``.
    public func build(_ paths: [String]) throws -> UserCodeBuild {
        let sources = try UserSourceFile.collect(paths)
        let key = cacheKey(for: sources)
        let moduleName = UserCodeBuild.modulePrefix + key.prefix(16)
        let folder = cacheDirectory + "/" + key.prefix(32)
        if let cached = UserCodeBuild.cached(in: folder, moduleName: moduleName) { return cached }

        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        let work = "\(folder).partial-\(ProcessInfo.processInfo.processIdentifier)"
        try? fileManager.removeItem(atPath: work)
        try fileManager.createDirectory(atPath: work + "/Sources", withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: work) }

        var classes: [UserClassDeclaration] = []
        var methods: [String: Set<String>] = [:]
        var declaredNames: Set<String> = []
        var compiled: [String] = []
        for (index, source) in sources.enumerated() {
            let scanned = UserClassScanner.scan(source.text, file: source.path)
            classes += scanned.classes
            methods.merge(scanned.methods) { $0.union($1) }
            declaredNames.formUnion(UserClassScanner.topLevelNames(in: source.text))
            let copy = "\(work)/Sources/\(index)-\(URL(fileURLWithPath: source.path).lastPathComponent)"
            let located = "#sourceLocation(file: \(Self.literal(source.path)), line: 1)\n"
                + UserCodePreprocessor.preprocess(source.text)
            try located.write(toFile: copy, atomically: false, encoding: .utf8)
            compiled.append(copy)
        }
        let registration = RegistrationFile(classes: UserClassScanner.withMethods(classes, from: methods),
                                            moduleName: moduleName, declaredNames: declaredNames)
        let registrationPath = work + "/Sources/ResponderLabRegistration.swift"
        try registration.source.write(toFile: registrationPath, atomically: false, encoding: .utf8)
        compiled.append(registrationPath)

        let library = "lib\(moduleName).so"
        let output = try runCompiler(arguments: compilerArguments(moduleName: moduleName, files: compiled,
                                                                  output: work + "/" + library), in: work)
        guard output.status == 0 else {
            throw UserCodeError.compileFailed(diagnostics: UserCodeDiagnostic.parse(output.text), output: output.text)
        }
        let build = UserCodeBuild(libraryPath: folder + "/" + library, moduleName: moduleName,
                                  classes: registration.viewClasses.map(\.qualifiedName),
                                  views: registration.viewClasses.map {
                                      UserCodeBuild.ViewClass(qualifiedName: $0.qualifiedName, superclass: $0.superclass,
                                                              methods: $0.methods, file: $0.file, line: $0.line)
                                  },
                                  skipped: registration.skipped.map { UserCodeBuild.Skipped(qualifiedName: $0.qualifiedName, reason: $0.reason) },
                                  sources: sources.map(\.path), warnings: UserCodeDiagnostic.parse(output.text), reused: false)
        try build.writeManifest(in: work)
        // Another lab may have finished the same build meanwhile: either copy is good.
        try? fileManager.removeItem(atPath: work + "/Sources")
        if (try? fileManager.moveItem(atPath: work, toPath: folder)) == nil, UserCodeBuild.cached(in: folder, moduleName: moduleName) == nil {
            throw UserCodeError.loadFailed(library: folder, reason: "the compiled library could not be kept in the cache")
        }
        return build
    }

    /// The Swift files `paths` (files, or folders searched through) name, as
    /// ``build(_:)`` compiles them: absolute, in path order.
    public static func sourceFiles(_ paths: [String]) throws -> [String] {
        try UserSourceFile.files(paths)
    }

    /// The compiler's arguments: Swift 5 mode (iOS code with loose
    /// concurrency compiles), UIKit imported into every file, debug
    /// information (fault reports name file and line), type checker limits
    /// well above the defaults, diagnostics one per line.
    func compilerArguments(moduleName: String, files: [String], output: String) -> [String] {
        [
            "-emit-library", "-parse-as-library", "-swift-version", "5", "-module-name", moduleName,
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
    private func runCompiler(arguments: [String], in folder: String) throws -> (status: Int32, text: String) {
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

    /// The sources, the compiler, and the executable and modules the library is made for.
    func cacheKey(for sources: [UserSourceFile]) -> String {
        var hash = SHA256()
        hash.update(field: Self.formatVersion)
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

    /// A Swift string literal holding `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func runningExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static func onPath(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func defaultCacheDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
        return base + "/responder-lab/user-code"
    }
}

/// A Swift file of the user's, read.
struct UserSourceFile: Sendable {
    /// Absolute, as the compiler's messages will name it.
    let path: String
    let text: String

    /// The files `paths` name, read.
    static func collect(_ paths: [String]) throws -> [UserSourceFile] {
        let fileManager = FileManager.default
        return try files(paths).map { path in
            guard let data = fileManager.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw UserCodeError.unreadable(path: path)
            }
            return UserSourceFile(path: path, text: text)
        }
    }

    /// The files `paths` name: each file itself, each folder's `.swift` files
    /// (searched through, hidden folders and `.build` left out), in path order.
    static func files(_ paths: [String]) throws -> [String] {
        let fileManager = FileManager.default
        var files: [String] = []
        for given in paths {
            let path = URL(fileURLWithPath: given).standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { throw UserCodeError.notFound(path: given) }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = (fileManager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") || $0 == ".build" } }
                .map { path + "/" + $0 }
                .sorted()
            guard !found.isEmpty else { throw UserCodeError.noSwiftFiles(folder: given) }
            files += found
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }
    }
}
