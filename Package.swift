// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The toolchain's own swift-syntax (`usr/lib/swift/host`: the parser the compiler itself uses, shipped as
/// libraries with their module interfaces): UserCode reads users' Swift with it, and nothing has to be built for it.
let toolchainSyntax: String = {
    let path = Context.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) {
            return host.path
        }
    }
    fatalError(
        "the Swift toolchain's lib/swift/host (SwiftSyntax, SwiftParser) was not found beside swiftc on the PATH")
}()

/// Where the compiler finds the toolchain's swift-syntax modules: UserCode imports them internally, and a debug build's
/// modules (built for `@testable` imports) make every module that imports UserCode, itself or through LabKit, load them.
let readsSwift = SwiftSetting.unsafeFlags(["-I", toolchainSyntax])

let package = Package(
    name: "ResponderLab",
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        // UIKit's names over ResponderKit: what users' own packages depend on (docs/own-code.md).
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "responder-lab", targets: ["ResponderLab"]),
        .executable(name: "responder-lab-bench", targets: ["ResponderLabBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The core: pure Swift, no C, no I/O, no dependencies.
        .target(name: "ResponderKit"),
        // UIKit's names over the core, nothing else visible; users' code imports it.
        .target(name: "UIKit", dependencies: ["ResponderKit", "_Testing_UIKit"]),
        // Empty: what a test file importing Testing and UIKit implicitly imports (see its only file).
        .target(name: "_Testing_UIKit"),
        // Users' Swift files compiled against UIKit into a library and loaded into the running lab.
        // It reads their files with the toolchain's SwiftParser (`toolchainSyntax`).
        .target(
            name: "UserCode", dependencies: ["ResponderKit"],
            swiftSettings: [readsSwift],
            linkerSettings: [
                .unsafeFlags([
                    "-L", toolchainSyntax, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftParserDiagnostics",
                    "-lSwiftDiagnostics",
                    "-Xlinker", "-rpath", "-Xlinker", toolchainSyntax,
                ])
            ]),

        .systemLibrary(
            name: "CX11", pkgConfig: "x11",
            providers: [.apt(["libx11-dev", "libxext-dev"])]),
        // XTest, with which the bench makes up input as a user would; only the bench links it.
        .systemLibrary(
            name: "CXTest", pkgConfig: "xtst",
            providers: [.apt(["libxtst-dev"])]),
        // The X error and MIT-SHM state, in C (Xlib's handlers are C callbacks), defined once.
        .target(name: "CX11Shim", dependencies: ["CX11"]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        // giflib has no pkg-config file; the modulemap links libgif by name.
        .systemLibrary(
            name: "CGIF",
            providers: [.apt(["libgif-dev"])]),

        .target(name: "Rendering", dependencies: ["ResponderKit", "CFreeType", "CFontconfig", "CPNG", "CGIF"]),
        .target(name: "Scenes", dependencies: ["ResponderKit"]),
        // A leaf: what the window system reports, in the lab's terms (pointer buttons by meaning, wheel notches,
        // the lab's key names, times in seconds). LabKit reads it; a host (LabX11, the tests' fake) writes it.
        .target(name: "HostInput"),
        // A leaf: it reports X events and blits pixels; it decides nothing and imports no module of ours.
        .target(name: "X11Host", dependencies: ["CX11", "CX11Shim"]),
        // What the lab is, without a command line and without a window system: session, screen, panel,
        // the window's logic, replay. It links no Xlib: `render` and the tests' fake host need none.
        .target(
            name: "LabKit", dependencies: ["HostInput", "ResponderKit", "Rendering", "Scenes", "UserCode"],
            swiftSettings: [readsSwift]),
        // The lab in an X11 window, and the only importer of X11Host: it builds the window, runs its loop,
        // reads X's events as HostInput and writes `run --latency-log`.
        .target(
            name: "LabX11", dependencies: ["LabKit", "HostInput", "X11Host", "Rendering", "UserCode"],
            swiftSettings: [readsSwift]),

        // What both executables' argument parsing shares: their `main`.
        .target(
            name: "LabCommandLine",
            dependencies: ["LabKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: [readsSwift]),
        // Thin executables: argument parsing, then LabKit. Both load users' code (`--code`), which
        // is compiled against UIKit and resolves UIKit's and ResponderKit's symbols against them:
        // they link both and export their symbols.
        .executableTarget(
            name: "ResponderLab",
            dependencies: [
                "LabCommandLine", "LabKit", "LabX11", "ResponderKit", "Rendering", "Scenes", "UIKit", "UserCode",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [readsSwift],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // The benchmarks (`make bench`), apart so that the lab's own binary carries no measuring code: no
        // XTest input, no reading of a process's CPU time. The lab writes only the latency log it is
        // asked for (`run --latency-log`, in LabX11), which the bench reads.
        .executableTarget(
            name: "ResponderLabBench",
            dependencies: [
                "LabCommandLine", "LabKit", "ResponderKit", "Rendering", "Scenes", "TestSupport", "CXTest", "UIKit",
                "UserCode",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [readsSwift],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),

        // What more than one test target needs: the seeded generator, running X clients, a process's CPU time,
        // the golden-image comparison. The bench uses them too: its random trees are the tests' kind, it drives
        // xdotool and reads the lab's CPU time.
        .target(name: "TestSupport", dependencies: ["Rendering"], path: "Tests/TestSupport"),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit", "TestSupport"]),
        // Written as iOS code is: Swift 5 mode, as users' code is compiled.
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The tests load the code they compile into themselves: their binary exports its symbols.
        .testTarget(
            name: "UserCodeTests", dependencies: ["UserCode", "UIKit", "ResponderKit"], exclude: ["Samples"],
            swiftSettings: [readsSwift],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // A child process for the fault tests: it loads compiled code and runs it (Tests/UserCodeRunner).
        .executableTarget(
            name: "UserCodeRunner", dependencies: ["UserCode", "UIKit", "ResponderKit"], path: "Tests/UserCodeRunner",
            swiftSettings: [readsSwift],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // A child process for the real-window tests, as xdotool is: it sends the window pointer events stamped with
        // times of the test's (Tests/StampedPointer), so that the tests link no Xlib.
        .executableTarget(name: "StampedPointer", dependencies: ["CX11"], path: "Tests/StampedPointer"),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "ResponderKit", "TestSupport"]),
        // CX11 too: a test makes a request that fails, to see the error reported and not exited on.
        .testTarget(name: "X11HostTests", dependencies: ["X11Host", "CX11", "TestSupport"]),
        // X's events read as HostInput: buttons, the wheel, keysyms, the server's clock.
        .testTarget(
            name: "LabX11Tests", dependencies: ["LabX11", "HostInput", "X11Host"], swiftSettings: [readsSwift]),
        .testTarget(
            name: "ScenesTests", dependencies: ["Scenes", "ResponderKit", "TestSupport"], exclude: ["BadScenes"]),
        .testTarget(
            name: "ResponderLabTests",
            // HostInput: the window's logic is driven by a fake host (no Xlib; the real window runs as a process);
            // CGIF: the animation tests decode GIFs with giflib itself;
            // UIKit and UserCode: the window's tests load users' code into the test binary.
            dependencies: [
                "LabKit", "HostInput", "Rendering", "Scenes", "ResponderKit", "TestSupport", "CGIF", "UIKit",
                "UserCode",
            ],
            exclude: ["Golden", "UserCode/Samples"],
            swiftSettings: [readsSwift],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    ],
    swiftLanguageModes: [.v6]
)
