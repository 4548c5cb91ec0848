import Foundation
import Rendering
import Testing

/// Runs the built `responder-lab` binary the way a user does.
enum LabProcess {
    /// The executable next to the test bundle (`swift build` puts both in the same folder).
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["RESPONDER_LAB_BIN"] {
            return URL(fileURLWithPath: override)
        }
        return Repository.root.appendingPathComponent(".build/debug/responder-lab")
    }

    /// `responder-lab-bench`, built beside `responder-lab`.
    static var benchBinary: URL {
        binary.deletingLastPathComponent().appendingPathComponent("responder-lab-bench")
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `executable` to completion with `environment` changes (`nil` removes a variable),
    /// writing `input`, when given, to its standard input.
    static func run(
        _ arguments: [String], environment: [String: String?] = [:], executable: URL = binary,
        input: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            // From another thread: an input larger than the pipe's buffer would
            // block here while the child's output waits to be read.
            let writer = stdin.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(Data(input.utf8))
                try? writer.close()
            }
        }
        // Read before waiting, so a full pipe never blocks the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "responder-lab-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func jsonLines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}
