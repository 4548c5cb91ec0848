import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on user code in a child process, so that the code's faults —
/// a trap, a crash, an endless loop — end the child, never the lab, and are
/// reported with the user's class, method and file:line (``UserCodeFault``).
///
/// The child is an executable that loads the user's library and does the
/// work: the lab runs its own executable again with the command's own
/// arguments and, in `environment`, a variable naming the file that hands it
/// the compiled library (`CodeProcess` in LabKit); the tests run a small
/// runner. Swift's backtracer, switched on for it, prints the stack of a crash
/// to its standard error. A hang is ended from inside: the child calls
/// ``startWatchdog()`` when its work starts, and once the time allowed has
/// passed the watchdog stops the looping thread in the user's code
/// (``UserCodeWatchdog``), and the backtracer prints it. (The backtracer
/// ignores signals sent by another process, so a parent's `SIGQUIT` would
/// print nothing; a child that does not stop itself is killed later.)
///
/// ```swift
/// let result = try UserCodeChild.run(executable: labPath, arguments: Array(CommandLine.arguments.dropFirst()),
///                                    timeout: 5, environment: ["RESPONDER_LAB_CODE_HANDOFF": handoffPath],
///                                    libraryImagePrefix: "lib" + build.moduleName)
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

    /// How much longer than its time a child that never stops itself is waited for:
    /// its watchdog asks the looping thread for a second, and the backtracer takes
    /// its time on a loaded machine.
    static let grace = 30.0

    /// The watchdog's message, which the parent recognizes as a hang.
    static func hangMessage(_ seconds: Double) -> String {
        "did not finish in \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s"
    }

    /// In the child, on the thread that runs the user's code, when the work
    /// starts: stops that thread once the time the parent gave it has passed,
    /// so that the backtracer reports where the user's code loops. Does nothing
    /// when the child was not started by ``run(executable:arguments:input:timeout:environment:libraryImagePrefix:)``.
    public static func startWatchdog() {
        guard let seconds = timeLimit else { return }
        UserCodeWatchdog(limit: seconds).busy()
    }

    /// In the child: the seconds the parent gave it (``run(executable:arguments:input:timeout:environment:libraryImagePrefix:)``'s
    /// `timeout`); nil when it was not started so.
    public static var timeLimit: Double? {
        ProcessInfo.processInfo.environment[timeoutVariable].flatMap(Double.init)
    }

    /// Runs `executable` with `arguments`, `extra` added to this process's
    /// environment, and `input` on its standard input, for at most `timeout` seconds.
    ///
    /// - Parameter libraryImagePrefix: the start of the user library's file
    ///   name (`libLabCode_`, or one build's `libLabCode_1a2b…`): the fault
    ///   names the first frame in it.
    public static func run(
        executable: String, arguments: [String], input: Data = Data(), timeout: Double,
        environment extra: [String: String] = [:], libraryImagePrefix: String = "libLabCode_"
    ) throws -> Result {
        let fileManager = FileManager.default
        let folder =
            NSTemporaryDirectory()
            + "responder-lab-child-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: folder) }
        // Files, not pipes: a child that writes a long backtrace never waits for a reader.
        let paths = (input: folder + "/in", output: folder + "/out", error: folder + "/err")
        try input.write(to: URL(fileURLWithPath: paths.input))
        try Data().write(to: URL(fileURLWithPath: paths.output))
        try Data().write(to: URL(fileURLWithPath: paths.error))

        let process = child(executable, arguments, environment: extra, timeLimit: timeout)
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
        return result(
            of: process, standardOutput: fileManager.contents(atPath: paths.output) ?? Data(),
            standardError: standardError, killedAfter: killed ? timeout + grace : nil,
            hangMessage: hangMessage(timeout), libraryImagePrefix: libraryImagePrefix)
    }

    /// Runs `executable` with `arguments` and `environment` added to this
    /// process's, on this process's standard input and output, until it ends:
    /// what `run --code` does with the child that holds the window. The child's
    /// standard error is passed on as it comes, line by line, up to a report of
    /// a fault, which is read instead (``Result/fault``). The child stops itself
    /// when it hangs (its ``UserCodeWatchdog`` traps after `hangLimit` seconds
    /// of one busy stretch, which the environment gives it).
    public static func runAttached(
        executable: String, arguments: [String], environment: [String: String] = [:],
        hangLimit: Double, libraryImagePrefix: String = "libLabCode_"
    ) throws -> Result {
        let fileManager = FileManager.default
        let errorPath =
            NSTemporaryDirectory()
            + "responder-lab-child-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).err"
        try Data().write(to: URL(fileURLWithPath: errorPath))
        defer { try? fileManager.removeItem(atPath: errorPath) }
        let process = child(executable, arguments, environment: environment, timeLimit: hangLimit)
        // A file, not a pipe: the child never waits for the parent to read what it writes.
        guard let errorFile = FileHandle(forWritingAtPath: errorPath),
            let reader = FileHandle(forReadingAtPath: errorPath)
        else {
            throw CocoaError(.fileNoSuchFile)
        }
        process.standardError = errorFile
        try process.run()
        var forwarder = ErrorForwarder()
        while process.isRunning {
            forwarder.pass(reader.readDataToEndOfFile())
            usleep(20_000)
        }
        forwarder.pass(reader.readDataToEndOfFile())
        forwarder.finish(faulted: process.terminationReason == .uncaughtSignal)
        return result(
            of: process, standardOutput: Data(), standardError: forwarder.text, killedAfter: nil,
            hangMessage: hangMessage(hangLimit), libraryImagePrefix: libraryImagePrefix)
    }

    /// A child process of `executable`, not started: this process's environment
    /// with `extra`, the backtracer on, and the time it has.
    private static func child(
        _ executable: String, _ arguments: [String], environment extra: [String: String],
        timeLimit: Double
    ) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["SWIFT_BACKTRACE"] = backtraceSettings
        environment[timeoutVariable] = String(timeLimit)
        process.environment = environment
        return process
    }

    /// How `process`, ended, went: its status or signal, and its fault read from its standard error.
    private static func result(
        of process: Process, standardOutput: Data, standardError: String, killedAfter: Double?,
        hangMessage: String, libraryImagePrefix: String
    ) -> Result {
        let signaled = process.terminationReason == .uncaughtSignal
        let timedOut = killedAfter != nil || standardError.contains(hangMessage)
        var fault: UserCodeFault?
        if signaled {
            let kind: UserCodeFault.Kind = timedOut ? .hang : standardError.contains("Fatal error: ") ? .trap : .crash
            fault =
                UserCodeFault.parse(standardError, kind: kind, imagePrefix: libraryImagePrefix)
                ?? UserCodeFault(
                    kind: kind,
                    message: killedAfter.map(Self.hangMessage) ?? "ended by signal \(process.terminationStatus)",
                    className: nil, method: nil, file: nil, line: nil, column: nil)
        }
        return Result(
            exitStatus: signaled ? nil : process.terminationStatus,
            signal: signaled ? process.terminationStatus : nil,
            standardOutput: standardOutput, standardError: standardError, timedOut: timedOut, fault: fault)
    }

    /// What a child wrote on its standard error before a fault's report, if one
    /// began: its own messages, without the runtime's and backtracer's lines
    /// that ``Result/fault`` says in one.
    public static func messages(in standardError: String) -> String {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        let end = lines.firstIndex(where: ErrorForwarder.beginsReport) ?? lines.endIndex
        let kept = lines[..<end].joined(separator: "\n")
        return end == lines.endIndex || kept.isEmpty ? kept : kept + "\n"
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

/// Passes a child's standard error on, line by line, until a fault's report
/// begins (the runtime's `…: Fatal error: …`, the backtracer's `*** Signal …`):
/// that is kept to be read, and said once read, as one line.
private struct ErrorForwarder {
    /// Everything the child wrote.
    private(set) var text = ""
    private var pending = ""
    private var reportBegan = false

    static let reportMarkers = [
        ": Fatal error: ", ": Precondition failed", ": Assertion failed", "*** Signal ", "*** Program crashed",
    ]

    /// Whether `line` is the first of a fault's report.
    static func beginsReport(_ line: Substring) -> Bool {
        reportMarkers.contains { line.contains($0) }
    }

    mutating func pass(_ data: Data) {
        guard !data.isEmpty else { return }
        let chunk = String(decoding: data, as: UTF8.self)
        text += chunk
        pending += chunk
        while let end = pending.firstIndex(of: "\n") {
            let line = String(pending[...end])
            pending.removeSubrange(...end)
            forward(line)
        }
    }

    /// The end: a last line without its line break goes too, unless the child faulted.
    mutating func finish(faulted: Bool) {
        if !pending.isEmpty, !faulted { forward(pending) }
        pending = ""
    }

    private mutating func forward(_ line: String) {
        if !reportBegan, Self.beginsReport(Substring(line)) { reportBegan = true }
        guard !reportBegan else { return }
        FileHandle.standardError.write(Data(line.utf8))
    }
}
