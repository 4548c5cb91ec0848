import Foundation
internal import SwiftDiagnostics
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// A Swift file of the user's, read and parsed with the toolchain's own
/// parser (SwiftParser, the parser the compiler uses).
struct UserSourceFile {
    /// Absolute, as the compiler's messages will name it.
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let locations: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        self.text = text
        tree = Parser.parse(source: text)
        locations = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The first thing the parser could not read, with where it is; nil for a file that parses.
    var syntaxError: (line: Int, column: Int, message: String)? {
        guard tree.hasError else { return nil }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard let first = diagnostics.min(by: { $0.position < $1.position }) else { return nil }
        let place = locations.location(for: first.position)
        return (place.line, place.column, first.message)
    }

    /// The 1-based line and column of a UTF-8 offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let place = locations.location(for: AbsolutePosition(utf8Offset: offset))
        return (place.line, place.column)
    }

    /// The UTF-8 offset of a 1-based line and column, as the compiler's messages give them.
    func offset(line: Int, column: Int) -> Int {
        locations.position(ofLine: line, column: column).utf8Offset
    }

    /// The files `paths` name, read and parsed.
    static func collect(_ paths: [String]) throws -> [UserSourceFile] {
        try contents(paths).map { UserSourceFile(path: $0.path, text: $0.text) }
    }

    /// The files `paths` name, read but not parsed: what the cache's key is made of.
    static func contents(_ paths: [String]) throws -> [(path: String, text: String)] {
        try files(paths).map { path in
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else {
                throw UserCodeError.unreadable(path: path)
            }
            return (path, text)
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
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw UserCodeError.notFound(path: given)
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = (fileManager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter {
                    $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") || $0 == ".build" }
                }
                .map { path + "/" + $0 }
                .sorted()
            guard !found.isEmpty else { throw UserCodeError.noSwiftFiles(folder: given) }
            files += found
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }
    }
}
