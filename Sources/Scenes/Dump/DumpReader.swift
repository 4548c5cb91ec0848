/// Reads the text of a `recursiveDescription` dump into a ``Dump``
/// (behaviour 12.1): what lldb, Chisel, Cycript or Frida print, pasted as is,
/// with `_printHierarchy`'s view controllers before or after it.
///
/// ```swift
/// let dump = try DumpReader.read(Array(text.utf8), file: "feed.txt")
/// for view in dump.views { print(String(repeating: "  ", count: view.depth), view.name) }
/// for warning in dump.warnings { print(warning) }   // lines skipped, fields ignored
/// ```
///
/// The whole input is bytes: nothing is decoded but the texts and names kept.
/// A line that cannot be read is never fatal: it is skipped, or read as far
/// as it goes, with a ``DumpWarning`` naming its line and column (behaviour
/// 12.5). Only input with no readable view is a ``SceneError``: empty, an
/// image, JSON, binary, or text without a view line.
public enum DumpReader {
    public static func read(_ input: [UInt8], file: String) throws(SceneError) -> Dump {
        let dump = try scan(input, file: file)
        guard !dump.views.isEmpty else {
            let what =
                dump.warnings.isEmpty
                ? "no view line (`<Class: 0x…; frame = (x y; w h); …>`) in it"
                : "no view line could be read (\(dump.warnings[0]))"
            throw SceneError(file: file, message: "\(what): not the text of a recursiveDescription dump")
        }
        return dump
    }

    /// Every line of `input` read, views or not: what ``read(_:file:)`` and
    /// ``ControllerHierarchyReader`` share.
    /// `expected` names the text the file should hold, in refusals.
    static func scan(_ input: [UInt8], file: String, expected: String = "the text of a recursiveDescription dump")
        throws(SceneError) -> Dump
    {
        var bytes = input
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        try refuseWhatIsNotADump(bytes, file: file, expected: expected)
        if let unescaped = DumpText.unescapedIfQuotedString(bytes) { bytes = unescaped }
        var scanner = DumpScanner(bytes: bytes, file: file)
        try scanner.readLines()
        try scanner.buildTree()
        scanner.buildControllers()
        return scanner.dump
    }

    /// One line saying what the input is when it is plainly not `expected`.
    static func refuseWhatIsNotADump(_ bytes: [UInt8], file: String, expected: String) throws(SceneError) {
        func refuse(_ message: String) -> SceneError { SceneError(file: file, message: message) }
        guard let first = bytes.firstIndex(where: { !DumpText.isSpace($0) && $0 != 0x0A && $0 != 0x0D }) else {
            throw refuse("the file is empty; expected \(expected)")
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            throw refuse("this is a PNG image, not \(expected)")
        }
        if bytes[first] == UInt8(ascii: "{") {
            throw refuse("this is JSON (a scene file?), not \(expected)")
        }
        // Text has no zero bytes; binary files have them early (headers, padding).
        if let zero = bytes.prefix(65_536).firstIndex(of: 0) {
            throw refuse("this is binary data (a zero byte at offset \(zero)), not \(expected)")
        }
    }
}

/// A line, or part of one, that cannot be read: where and why. The scanner
/// turns it into a ``DumpWarning``; it is never thrown out of the reader.
struct DumpLineError: Error {
    let offset: Int
    let line: Int
    let message: String
}

/// The reader's state: the bytes, the views read so far and, for each, the
/// depth markers of its line, turned into parents once every line is read.
struct DumpScanner {
    let bytes: [UInt8]
    let file: String
    var dump: Dump
    /// For each view: how many `|` came before its `<`, and its indentation.
    var markers: [(pipes: Int, indent: Int)] = []
    /// The lines skipped with a warning, where they sit among the views: their
    /// deeper lines' views go under the nearest readable ancestor.
    var skippedLines: [SkippedLine] = []
    /// The `_printHierarchy` lines read, in order, with their depth markers.
    var controllerLines: [ControllerLine] = []
    /// The character that wraps the whole dump (a Cycript backtick, a Frida or
    /// lldb quote, a source file's string), to be taken off the end of the last view line.
    var wrapper: UInt8?
    /// The line being read, 1-based.
    var line = 1
    /// How many `<` of the lines before the root were tried as its start.
    var rootsTried = 0
    /// The last offset a warning's column was counted for, and that column.
    private var lastColumn: (offset: Int, column: Int)?
    /// The brackets open in the value being scanned, innermost last: kept
    /// from one value to the next so that scanning one allocates nothing.
    var openers: [Int] = []

    /// A line skipped with a warning: before which view it came, its markers, its warning.
    struct SkippedLine {
        let beforeView: Int
        let pipes: Int
        let indent: Int
        let warning: Int
    }

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        dump = Dump(source: bytes)
    }

    func error(at offset: Int, line: Int, _ message: String) -> DumpLineError {
        DumpLineError(offset: min(offset, bytes.count), line: line, message: message)
    }

    func error(at offset: Int, _ message: String) -> DumpLineError {
        error(at: offset, line: line, message)
    }

    mutating func warn(_ error: DumpLineError, _ outcome: DumpWarning.Outcome) {
        dump.warnings.append(
            DumpWarning(
                file: file, line: error.line, column: column(of: error.offset),
                message: error.message, outcome: outcome))
    }

    /// The column of `offset`, counted on from the last one asked when it is
    /// further on the same line: a line with many bad fields costs its length, not its length for each.
    private mutating func column(of offset: Int) -> Int {
        if let last = lastColumn, last.offset <= offset, !bytes[last.offset..<offset].contains(0x0A) {
            let column = bytes[last.offset..<offset].reduce(last.column) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            lastColumn = (offset, column)
            return column
        }
        let column = DumpText.column(of: offset, in: bytes)
        lastColumn = (offset, column)
        return column
    }

    mutating func readLines() throws(SceneError) {
        reserveCapacity()
        var start = 0
        let count = bytes.count
        while start < count {
            start = try readLine(from: start, to: DumpText.lineEnd(bytes, from: start)) + 1
            line += 1
        }
        countTextAfterTheDump()
    }

    /// Room for as many views as lines and as many fields as `;` and `>`
    /// (each field ends at one): growing the arrays instead would copy them
    /// several times over, into fresh pages each time.
    private mutating func reserveCapacity() {
        var lines = 1, at = DumpText.lineEnd(bytes, from: 0)
        while at < bytes.count, lines < DumpLimits.maximumViewCount {
            lines += 1
            at = DumpText.lineEnd(bytes, from: at + 1)
        }
        dump.views.reserveCapacity(lines)
        markers.reserveCapacity(lines)
        // More than UIKit prints for most views (frame, autoresize, layer and a
        // few flags); a dump of longer lines grows the array once or twice.
        dump.fieldSpans.reserveCapacity(lines * 8)
    }

    /// Lines of text after the last view, at the root's depth, that could not
    /// be read (a closing `""";`, a sentence) are text after the dump, not
    /// lines of it: counted as comments, without a warning.
    private mutating func countTextAfterTheDump() {
        guard let last = dump.views.last, let rootMarkers = markers.first else { return }
        while let skipped = skippedLines.last, skipped.beforeView == dump.views.count,
            skipped.pipes <= rootMarkers.pipes, skipped.indent <= rootMarkers.indent,
            dump.warnings[skipped.warning].line > last.line, skipped.warning == dump.warnings.count - 1
        {
            skippedLines.removeLast()
            dump.warnings.removeLast()
            dump.skipped.unreadable -= 1
            dump.skipped.comments += 1
        }
    }
}
