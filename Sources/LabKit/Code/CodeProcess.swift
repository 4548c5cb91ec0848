import Foundation
import Glibc
import ResponderKit
import UserCode

/// How a command given `--code` runs the user's code: in a child process, so
/// that code that traps, crashes or loops ends the child, never the lab, and is
/// reported with its class, method and file:line (docs/architecture.md).
///
/// The process the user started compiles the code (a compile error is said at
/// the user's file:line:col, and nothing else runs), then starts its own
/// executable again with the same arguments and a ``CodeHandoff`` that names
/// the compiled library. That child loads the library and does the command's
/// work. A headless command's child prints what the command prints; the
/// parent passes it on, or, when the child faulted, says where and exits with
/// ``ExitStatus/userCodeFault``. `run`'s parent stays to bring the window back
/// when its child faults (``superviseWindow(paths:arguments:hangLimit:)``).
///
/// ```swift
/// if CodeProcess.handoff == nil {
///     exit(CodeProcess.runHeadless(paths: ["Like.swift"], needing: ["LikeButton"],
///                                  arguments: Array(CommandLine.arguments.dropFirst()), timeLimit: 10))
/// }
/// ```
public enum CodeProcess {
    /// The environment variable naming the child's ``CodeHandoff`` file.
    static let handoffVariable = "RESPONDER_LAB_CODE_HANDOFF"

    /// In the child: what its parent handed it; nil in a process the user started.
    public static let handoff: CodeHandoff? = {
        guard let path = ProcessInfo.processInfo.environment[handoffVariable],
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return try? JSONDecoder().decode(CodeHandoff.self, from: data)
    }()

    /// The seconds a busy stretch of the user's code may last before it counts as a hang, by default.
    public static let defaultTimeLimit = 10.0

    /// Compiles what the classes `needed` need of `paths`, or prints the compiler's messages and returns nil.
    public static func compile(_ paths: [String], needing needed: Set<String>) -> UserCodeBuild? {
        do {
            return try LabCode.compile(paths, needing: needed)
        } catch {
            say(compileFailure(error, paths: paths))
            return nil
        }
    }

    /// What a failed compilation of `paths` prints: the compiler's messages at
    /// the user's file:line:col (errors, and the notes in the user's files that go with them).
    static func compileFailure(_ error: any Error, paths: [String]) -> String {
        guard case let .compileFailed(diagnostics, output)? = error as? UserCodeError else { return "\(error)" }
        let files = Set((try? UserCodeCompiler.sourceFiles(paths)) ?? [])
        let shown = diagnostics.filter { $0.severity == .error || ($0.severity == .note && files.contains($0.file)) }
        // The first message on the first line, which the window's header shows.
        return shown.isEmpty
            ? output : "your code does not compile: " + shown.map(\.description).joined(separator: "\n")
    }

    // MARK: A headless command

    /// In the process the user started: compiles `paths`, runs the command
    /// (`arguments`, this executable's) in a child on the library, passes its
    /// output on, and returns the status to exit with: the child's, 2 for a
    /// compile error, ``ExitStatus/userCodeFault`` for a fault, said on standard
    /// error with the user's class, method and file:line. A busy stretch longer
    /// than `timeLimit` seconds counts as a hang. `input` goes to the child's
    /// standard input (a dump read from it).
    public static func runHeadless(
        paths: [String], needing needed: Set<String>, arguments: [String], timeLimit: Double,
        input: Data = Data()
    ) -> Int32 {
        guard let build = compile(paths, needing: needed) else { return ExitStatus.usage }
        do {
            let handoff = try write(CodeHandoff(build: build))
            defer { try? FileManager.default.removeItem(atPath: handoff) }
            let result = try UserCodeChild.run(
                executable: executable, arguments: arguments, input: input, timeout: timeLimit,
                environment: [handoffVariable: handoff], libraryImagePrefix: "lib" + build.moduleName)
            // What loading said (the pieces left out, the warnings) before the answer, as without code.
            FileHandle.standardError.write(Data(UserCodeChild.messages(in: result.standardError).utf8))
            FileHandle.standardOutput.write(result.standardOutput)
            if let fault = result.fault {
                say(faultLine(fault))
                return ExitStatus.userCodeFault
            }
            return result.exitStatus ?? ExitStatus.unexpected
        } catch {
            say("could not run your code: \(error)")
            return ExitStatus.unexpected
        }
    }

    /// `your code trapped: LikeButton.point(inside:with:) at Like.swift:7:22: Unexpectedly found nil …`.
    public static func faultLine(_ fault: UserCodeFault) -> String {
        let verb =
            switch fault.kind {
            case .trap: "trapped"
            case .crash: "crashed"
            case .hang: "hung"
            }
        return "your code \(verb): \(fault)"
    }

    // MARK: The window

    /// In the process the user started with `run --code`: compiles `paths`, runs
    /// the window in a child, and when the child faults, says so and starts the
    /// window again, the fault in its header: with the code that faulted when it
    /// faulted on a touch (the next good save replays that touch), with the last
    /// code that built the scene when it faulted building it (none: the code is
    /// off until a good save). Returns the status to exit with: the child's once
    /// it ends by itself; ``ExitStatus/userCodeFault`` when it faults twice before
    /// its window is up.
    public static func superviseWindow(
        paths: [String], needing needed: Set<String>, arguments: [String], hangLimit: Double
    ) -> Int32 {
        guard let build = compile(paths, needing: needed) else { return ExitStatus.usage }
        let statePath = temporaryPath("state")
        defer { try? FileManager.default.removeItem(atPath: statePath) }
        var handoff = CodeHandoff(build: build, statePath: statePath)
        var faultsBeforeReady = 0
        while true {
            try? FileManager.default.removeItem(atPath: statePath)
            let result: UserCodeChild.Result
            do {
                let path = try write(handoff)
                defer { try? FileManager.default.removeItem(atPath: path) }
                result = try UserCodeChild.runAttached(
                    executable: executable, arguments: arguments,
                    environment: [handoffVariable: path], hangLimit: hangLimit)
            } catch {
                say("could not run your code: \(error)")
                return ExitStatus.unexpected
            }
            guard let fault = result.fault else { return result.exitStatus ?? ExitStatus.unexpected }
            // Ended from outside (Ctrl-C, kill), not by the user's code: the lab ends too, as a shell expects.
            if let signal = result.signal, [SIGINT, SIGTERM, SIGHUP, SIGKILL].contains(signal) { return 128 + signal }
            let state = CodeChildState.read(statePath)
            faultsBeforeReady = state.isReady ? 0 : faultsBeforeReady + 1
            guard faultsBeforeReady < 2 else {
                say(faultLine(fault) + "; the window cannot come back")
                return ExitStatus.userCodeFault
            }
            handoff = state.nextHandoff(after: fault, previous: handoff)
            say(
                faultLine(fault)
                    + (handoff.build == nil
                        ? "; the window comes back with your code off until a good save"
                        : "; the window comes back"))
        }
    }

    // MARK: Files

    /// This executable.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static func temporaryPath(_ kind: String) -> String {
        NSTemporaryDirectory()
            + "responder-lab-code-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).\(kind).json"
    }

    /// Writes `handoff` to a new file; its path.
    static func write(_ handoff: CodeHandoff) throws -> String {
        let path = temporaryPath("handoff")
        try JSONEncoder().encode(handoff).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func say(_ message: String) {
        FileHandle.standardError.write(Data("responder-lab: \(message)\n".utf8))
    }
}

/// What the process the user started hands to the child that runs the user's
/// code: the library, and after a fault the fault and the touch to replay.
public struct CodeHandoff: Codable, Sendable {
    /// The library to load; nil: the code is off, its classes run as UIKit's, until a good save.
    public var build: UserCodeBuild?
    /// The fault that ended the last child (`run`), for the window's header:
    /// `your code trapped: LikeButton.hitTest(_:with:) at Like.swift:7:22: …`.
    public var fault: String?
    /// Whether it faulted as the scene was built, not on a touch.
    public var faultedBuilding = false
    /// Where the window's child keeps its ``CodeChildState`` (`run`).
    public var statePath: String?
    /// The last touch of the child that faulted, replayed after the next good save (`run`).
    public var lastTouch: RecordedTouch?

    public init(
        build: UserCodeBuild?, fault: String? = nil, faultedBuilding: Bool = false, statePath: String? = nil,
        lastTouch: RecordedTouch? = nil
    ) {
        self.build = build
        self.fault = fault
        self.faultedBuilding = faultedBuilding
        self.statePath = statePath
        self.lastTouch = lastTouch
    }
}
