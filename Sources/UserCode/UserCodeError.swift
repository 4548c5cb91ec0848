/// One message of the compiler about a user's file, at the user's own
/// file:line:col (the engine keeps every line and column in place).
public struct UserCodeDiagnostic: Sendable, Equatable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        case error, warning, note
    }

    public let file: String
    public let line: Int
    public let column: Int
    public let severity: Severity
    public let message: String

    /// `Like.swift:12:9: error: cannot find 'likeCount' in scope`, as compilers print it.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The diagnostics in a compiler's output printed in the LLVM style; other lines are left out.
    static func parse(_ output: String) -> [UserCodeDiagnostic] {
        output.split(separator: "\n").compactMap { line in
            // `path:line:col: severity: message`; the path may itself hold colons.
            for severity in [Severity.error, .warning, .note] {
                guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
                let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard location.count >= 3, let row = Int(location[location.count - 2]),
                    let column = Int(location[location.count - 1])
                else { continue }
                return UserCodeDiagnostic(
                    file: location.dropLast(2).joined(separator: ":"), line: row, column: column,
                    severity: severity, message: String(line[marker.upperBound...]))
            }
            return nil
        }
    }
}

/// Why user code could not be compiled or loaded.
public enum UserCodeError: Error, Equatable, CustomStringConvertible {
    /// A path given is neither a file nor a folder.
    case notFound(path: String)
    /// A folder given holds no Swift file.
    case noSwiftFiles(folder: String)
    /// A file could not be read as UTF-8 text.
    case unreadable(path: String)
    /// The modules the code compiles against are not where the running
    /// executable's build keeps them.
    case modulesNotFound(expected: String)
    /// No `swiftc` on the `PATH`.
    case compilerNotFound
    /// The compiler refused the code: its messages, and its whole output.
    case compileFailed(diagnostics: [UserCodeDiagnostic], output: String)
    /// The compiled library could not be loaded, or lacks its entry point.
    case loadFailed(library: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path):
            "\(path): no such file or folder"
        case .noSwiftFiles(let folder):
            "\(folder): no .swift file in this folder"
        case .unreadable(let path):
            "\(path): not readable as UTF-8 text"
        case .modulesNotFound(let expected):
            "user code compiles against the UIKit module of the lab's own build, expected in \(expected); "
                + "run the lab from its build (swift build, then .build/debug/responder-lab)"
        case .compilerNotFound:
            "user code needs the Swift compiler: no swiftc on the PATH"
        case .compileFailed(let diagnostics, let output):
            diagnostics.isEmpty ? output : diagnostics.map(\.description).joined(separator: "\n")
        case .loadFailed(let library, let reason):
            "\(library): could not be loaded: \(reason)"
        }
    }
}
