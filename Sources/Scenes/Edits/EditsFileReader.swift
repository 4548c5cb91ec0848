/// Reads an edits file (``EditsFile``, docs/dump-format.md). The first
/// mistake is a ``SceneError`` with its line and column and, for a name that
/// is nearly right, what was probably meant:
///
/// ```
/// app.edits:3:18: unknown property "isEnabeld"; did you mean "isEnabled"?
/// ```
///
/// ```swift
/// let edits = try EditsFileReader.read(Array("UIButton.isEnabled = false\n".utf8), file: "app.edits")
/// edits.declarations[0].target     // .className("UIButton")
/// ```
public enum EditsFileReader {
    /// The most an edits file may have.
    public static let maximumFileSize = 1_048_576

    /// Reads the edits file at `path`.
    public static func read(file path: String) throws(SceneError) -> EditsFile {
        try read(SceneLoader.read(path, maximumSize: maximumFileSize, kind: "edits file"), file: path)
    }

    /// One line's declaration, as `--edit` takes it (`UIButton.isEnabled=false`);
    /// nil for a blank or comment line. `file` names the line's source in errors.
    ///
    /// ```swift
    /// try EditsFileReader.declaration(in: "0x7fd3e1c17170.isHidden=false", file: "--edit")?.target // .address("0x7fd3e1c17170")
    /// ```
    public static func declaration(in line: String, file: String) throws(SceneError) -> Declaration? {
        var parser = EditsLineParser(characters: Array(line), file: file, line: 1)
        return try parser.declaration()?.declaration
    }

    /// The property or member an edits file's line most likely meant by `name`; nil when none is near.
    ///
    /// ```swift
    /// EditsFileReader.suggestion(forMember: "isEnabeld")   // "isEnabled"
    /// ```
    public static func suggestion(forMember name: String) -> String? {
        closest(to: name, among: EditsLineParser.members)
    }

    public static func read(_ bytes: [UInt8], file: String) throws(SceneError) -> EditsFile {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var declarations: [Declaration] = []
        var named: [String: (line: Int, column: Int)] = [:]
        var requirements: [(name: String, line: Int, column: Int, of: String?)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var parser = EditsLineParser(characters: Array(line), file: file, line: index + 1)
            guard let parsed = try parser.declaration() else { continue }
            if case .recognizer(let recognizer) = parsed.declaration.change {
                if let name = recognizer.name {
                    if let first = named[name] {
                        throw SceneError(
                            file: file, line: index + 1, column: parsed.nameColumn ?? parsed.declaration.column,
                            message: "a recognizer named \"\(name)\" is declared at line \(first.line) already")
                    }
                    named[name] = (index + 1, parsed.nameColumn ?? parsed.declaration.column)
                }
                requirements += zip(recognizer.requiresToFail, parsed.requirementColumns).map {
                    ($0, index + 1, $1, recognizer.name)
                }
            }
            declarations.append(parsed.declaration)
        }
        for requirement in requirements {
            if requirement.name == requirement.of {
                throw SceneError(
                    file: file, line: requirement.line, column: requirement.column,
                    message: "a recognizer cannot require itself to fail")
            }
            guard named[requirement.name] != nil else {
                var message = "requireToFail: no recognizer named \"\(requirement.name)\" in the file"
                if let suggestion = closest(to: requirement.name, among: named.keys.sorted()) {
                    message += "; did you mean \"\(suggestion)\"?"
                }
                throw SceneError(file: file, line: requirement.line, column: requirement.column, message: message)
            }
        }
        return EditsFile(file: file, declarations: declarations)
    }
}
