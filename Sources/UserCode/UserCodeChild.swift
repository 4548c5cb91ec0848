import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs work on user code in a child process, so that the code's faults —
/// a trap, a crash, an endless loop — end the child, never the lab, and are
/// reported with the user's class, method and file:line (``UserCodeFault``).
///
/// The child is typically the lab's own executable with a hidden argument
/// that loads the library and does the work. Swift's backtracer, switched
/// on for it, prints the stack of a crash to its standard error. A hang is
/// ended from inside: the child calls ``startWatchdog()`` first, whose thread
/// traps once the time allowed has passed, and the backtracer then prints
/// every thread, the one looping in the user's code too. (It ignores signals
/// sent by another process, so a parent's `SIGQUIT` would print nothing; a
/// child that does not stop itself is killed a little later.)
///
/// ```swift
/// let result = UserCodeChild.run(executable: labPath, arguments: ["--user-code-child", …],
///                                timeout: 5, libraryImagePrefix: "lib" + build.moduleName)
/// if let fault = result.fault { print(fault) } // "LikeButton.hitTest(_:with:) at Like.swift:9:16: …"
/// ```
public enum UserCodeChild {
    /// How a child run ended.
    public struct Result: Sendable {
        /// The exit status, when it exited.
        public let exitStatus: Int32?
        /// The signal that ended it, when one did.
        public let signal: Int32?
        public let standardOutput: Data
        public let standardError: String
        /// Whether it ran past the time allowed and was stopped.
        public let timedOut: Bool
        /// What went wrong, when it did not exit normally.
        public let fault: UserCodeFault?
    }

    /// What the child's backtracer is asked for: plain text on standard error,
    /// no registers or images. Every thread is printed, as by default (a hang
    /// is on another thread than the watchdog's trap).
    static let backtraceSettings = "enable=yes,interactive=no,color=no,registers=none,images=none,output-to=stderr"

    /// The environment variable that gives the child its time, in seconds (see ``startWatchdog()``).
    static let timeoutVariable = "RESPONDER_LAB_CHILD_TIMEOUT"

    /// How much longer than its time a child that never stops itself is waited for.
    static let grace = 10.0

    /// The watchdog's message, which the parent recognizes as a hang.
    static func hangMessage(_ seconds: Double) -> String {
        "did not finish in \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s"
    }

    /// In the child: traps once the time the parent gave it has passed, so
    /// that the backtracer reports where the user's code loops. Does nothing
    /// when the child was not started by ``run(executable:arguments:input:timeout:libraryImagePrefix:)``.
    public static func startWatchdog() {
        guard let text = ProcessInfo.processInfo.environment[timeoutVariable], let seconds = Double(text) else { return }
        let watchdog = Thread {
            Thread.sleep(forTimeInterval: seconds)
            fatalError(hangMessage(seconds))
        }
        watchdog.start()
    }

    /// Runs `executable` with `arguments` and `input` on its standard input, for at most `timeout` seconds.
    ///
    /// - Parameter libraryImagePrefix: the start of the user library's file
    ///   name (`libLabCode_`, or one build's `libLabCode_1a2b…`): the fault
    ///   names the first frame in it.
    public static func run(executable: String, arguments: [String], input: Data = Data(), timeout: Double,
                           libraryImagePrefix: String = "libLabCode_") throws -> Result {
        let fileManager = FileManager.default
        let folder = NSTemporaryDirectory() + "responder-lab-child-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: folder) }
        // Files, not pipes: a child that writes a long backtrace never waits for a reader.
        let paths = (input: folder + "/in", output: folder + "/out", error: folder + "/err")
        try input.write(to: URL(fileURLWithPath: paths.input))
        try Data().write(to: URL(fileURLWithPath: paths.output))
        try Data().write(to: URL(fileURLWithPath: paths.error))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = backtraceSettings
        environment[timeoutVariable] = String(timeout)
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: paths.input)
        process.standardOutput = FileHandle(forWritingAtPath: paths.output)
        process.standardError = FileHandle(forWritingAtPath: paths.error)
        try process.run()

        let killed = !waitForExit(process, until: Date(timeIntervalSinceNow: timeout + grace))
        if killed {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let standardError = String(decoding: fileManager.contents(atPath: paths.error) ?? Data(), as: UTF8.self)
        let signaled = process.terminationReason == .uncaughtSignal
        let timedOut = killed || standardError.contains(hangMessage(timeout))
        var fault: UserCodeFault?
        if signaled {
            let kind: UserCodeFault.Kind = timedOut ? .hang : standardError.contains("Fatal error: ") ? .trap : .crash
            fault = UserCodeFault.parse(standardError, kind: kind, imagePrefix: libraryImagePrefix)
                ?? UserCodeFault(kind: kind, message: killed ? hangMessage(timeout + grace) : "ended by signal \(process.terminationStatus)",
                                 className: nil, method: nil, file: nil, line: nil, column: nil)
        }
        return Result(exitStatus: signaled ? nil : process.terminationStatus,
                      signal: signaled ? process.terminationStatus : nil,
                      standardOutput: fileManager.contents(atPath: paths.output) ?? Data(),
                      standardError: standardError, timedOut: timedOut, fault: fault)
    }

    /// Waits for `process` to end, until `deadline`; whether it ended.
    private static func waitForExit(_ process: Process, until deadline: Date) -> Bool {
        while process.isRunning {
            if Date() >= deadline { return false }
            usleep(2_000)
        }
        return true
    }
}
