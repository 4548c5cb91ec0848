import Foundation
import ResponderKit

#if canImport(Glibc)
    import Glibc
#endif

/// User code loaded into the running process: the compiled library opened,
/// and its view classes registered by name (``registry``).
///
/// The library's undefined symbols — UIKit's and ResponderKit's types — are
/// resolved against the executable, which must be linked with
/// `-Xlinker --export-dynamic`, so that a user's `LikeButton` is a subclass
/// of the very `Button` the lab hit-tests. A library stays loaded for the
/// process's life; a new build of changed code is a new module, loaded beside it.
///
/// ```swift
/// let library = try UserCodeLibrary.load(try UserCodeCompiler().build(["Like.swift"]))
/// let button = library.registry.makeView(named: "LikeButton", frame: Rect(x: 0, y: 0, width: 44, height: 44))
/// ```
@MainActor
public final class UserCodeLibrary {
    public let build: UserCodeBuild
    public let registry: UserClassRegistry

    private init(build: UserCodeBuild, registry: UserClassRegistry) {
        self.build = build
        self.registry = registry
    }

    /// Opens the library and runs its registration.
    public static func load(_ build: UserCodeBuild) throws -> UserCodeLibrary {
        UserCodeLibrary(
            build: build, registry: try register(libraryPath: build.libraryPath, moduleName: build.moduleName))
    }

    /// Opens the library of `moduleName` at `libraryPath` and runs its
    /// registration: what a child process given the two does (``UserCodeChild``).
    public static func register(libraryPath: String, moduleName: String) throws -> UserClassRegistry {
        guard let handle = dlopen(libraryPath, RTLD_NOW | RTLD_LOCAL) else {
            throw UserCodeError.loadFailed(library: libraryPath, reason: lastError())
        }
        guard let symbol = dlsym(handle, RegistrationFile.entrySymbol(moduleName: moduleName)) else {
            throw UserCodeError.loadFailed(library: libraryPath, reason: lastError())
        }
        // The watchdog stops a loop only in code of an image it knows as the user's.
        UserCodeInterrupt.addImage(containing: symbol)
        let entry = unsafeBitCast(symbol, to: (@convention(c) (UnsafeRawPointer) -> Void).self)
        let registry = UserClassRegistry()
        // The registration file loads this function from the pointer, as the same Swift type.
        var sink: (String, @escaping @MainActor (Rect) -> View?) -> Void = { name, make in
            MainActor.assumeIsolated { registry.register(name, make: make) }
        }
        withUnsafePointer(to: &sink) { entry(UnsafeRawPointer($0)) }
        return registry
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}
