import Foundation

/// A program found on `$PATH` (Xvfb, xdotool, xwd, python3), run to completion
/// by the tests and the bench, which drive a real X server as a user's tools would.
public enum ExternalTool {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// The tool's path, or nil when it is not installed.
    public static func which(_ tool: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` (a name on `$PATH`, or a path) with `arguments` (and `$DISPLAY` set to `display` when given)
    /// and returns its standard output; throws when it is missing or exits non-zero.
    ///
    /// ```swift
    /// let ids = try ExternalTool.run("xdotool", ["search", "--class", "ResponderLab"], display: ":42")
    /// ```
    @discardableResult
    public static func run(_ tool: String, _ arguments: [String], display: String? = nil) throws -> Data {
        guard let path = tool.hasPrefix("/") ? tool : which(tool) else {
            throw Failure("\(tool) is not installed: `make test` installs it")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let display {
            process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure("\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }
}
