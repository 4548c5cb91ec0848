/// Reads the text of a `recursiveDescription` dump into a ``Dump``
/// (behaviour 12.1): what lldb, Chisel, Cycript or Frida print, pasted as is.
///
/// ```swift
/// let dump = try DumpReader.read(Array(text.utf8), file: "feed.txt")
/// for view in dump.views { print(String(repeating: "  ", count: view.depth), view.name) }
/// ```
///
/// The whole input is bytes: nothing is decoded but the texts and names kept.
/// A line that cannot be read is a ``SceneError`` with its line and column; an
/// input that is not a dump at all (empty, an image, JSON, binary) is one
/// without a place.
public enum DumpReader {
    public static func read(_ input: [UInt8], file: String) throws(SceneError) -> Dump {
        var bytes = input
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        try refuseWhatIsNotADump(bytes, file: file)
        if let unescaped = DumpText.unescapedIfQuotedString(bytes) { bytes = unescaped }
        var scanner = DumpScanner(bytes: bytes, file: file)
        try scanner.readLines()
        try scanner.buildTree()
        return scanner.dump
    }

    /// One line saying what the input is when it is plainly not a dump.
    static func refuseWhatIsNotADump(_ bytes: [UInt8], file: String) throws(SceneError) {
        func refuse(_ message: String) -> SceneError { SceneError(file: file, message: message) }
        guard let first = bytes.firstIndex(where: { !DumpText.isSpace($0) && $0 != 0x0A && $0 != 0x0D }) else {
            throw refuse("the file is empty; expected the text of a recursiveDescription dump")
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            throw refuse("this is a PNG image, not the text of a recursiveDescription dump")
        }
        if bytes[first] == UInt8(ascii: "{") {
            throw refuse("this is JSON (a scene file?), not the text of a recursiveDescription dump")
        }
        // Text has no zero bytes; binary files have them early (headers, padding).
        if let zero = bytes.prefix(65_536).firstIndex(of: 0) {
            throw refuse("this is binary data (a zero byte at offset \(zero)), not the text of a recursiveDescription dump")
        }
    }
}

/// The reader's state: the bytes, the views read so far and, for each, the
/// depth markers of its line, turned into parents once every line is read.
struct DumpScanner {
    let bytes: [UInt8]
    let file: String
    var dump: Dump
    /// For each view: how many `|` came before its `<`, and its indentation.
    private var markers: [(pipes: Int, indent: Int)] = []
    /// The character that wraps the whole dump (a Cycript backtick, a Frida or
    /// lldb quote), to be taken off the end of the last view line.
    private var wrapper: UInt8?
    /// The line being read, 1-based.
    var line = 1
    /// The brackets open in the value being scanned, innermost last: kept
    /// from one value to the next so that scanning one allocates nothing.
    var openers: [Int] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        dump = Dump(source: bytes)
    }

    func error(at offset: Int, line: Int, _ message: String) -> SceneError {
        SceneError(file: file, line: line, column: DumpText.column(of: offset, in: bytes), message: message)
    }

    mutating func readLines() throws(SceneError) {
        reserveCapacity()
        var start = 0
        let count = bytes.count
        while start < count {
            start = try readLine(from: start, to: DumpText.lineEnd(bytes, from: start)) + 1
            line += 1
        }
        guard !dump.views.isEmpty else {
            throw SceneError(file: file, message: """
                no view line (`<Class: 0x…; frame = (x y; w h); …>`) in it: not the text of a recursiveDescription dump
                """)
        }
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

    /// Reads the line `start..<end`; returns where the line that was read ends
    /// (a view's quoted text may run over several lines).
    private mutating func readLine(from start: Int, to end: Int) throws(SceneError) -> Int {
        let contentEnd = end > start && bytes[end - 1] == 0x0D ? end - 1 : end
        let indentStart = DumpText.skipMarkers(bytes, from: start, to: contentEnd)
        let first = DumpText.skipSpaces(bytes, from: indentStart, to: contentEnd)
        guard first < contentEnd else {
            dump.skipped.blank += 1
            return end
        }
        if DumpText.isToolLine(bytes, from: first, to: contentEnd) || isClosingWrapper(first, contentEnd) {
            dump.skipped.toolLines += 1
            return end
        }
        var at = first, pipes = 0
        while at < contentEnd, bytes[at] == UInt8(ascii: "|") || DumpText.isSpace(bytes[at]) {
            if bytes[at] == UInt8(ascii: "|") { pipes += 1 }
            at += 1
        }
        if DumpText.starts(bytes, at: at, end: contentEnd, with: "(layer)") || DumpText.starts(bytes, at: at, end: contentEnd, with: "<<") {
            dump.skipped.layers += 1
            return end
        }
        if at < contentEnd, bytes[at] != UInt8(ascii: "<"), dump.views.isEmpty, pipes == 0,
           let afterWrapper = unwrapRoot(at, contentEnd) {
            at = afterWrapper
        }
        guard at < contentEnd, bytes[at] == UInt8(ascii: "<") else {
            throw error(at: at < contentEnd ? at : first, line: line, """
                expected a view `<Class: 0x…; frame = (x y; w h); …>`, a `(layer)` line or a blank line
                """)
        }
        guard dump.views.count < DumpLimits.maximumViewCount else {
            throw error(at: at, line: line, "more than \(DumpLimits.maximumViewCount) views in one dump")
        }
        let (view, elementEnd) = try readView(at: at)
        let lineEnd = DumpText.lineEnd(bytes, from: elementEnd)
        var stored = view
        stored.trailer = trailer(from: elementEnd, to: lineEnd)
        dump.views.append(stored)
        markers.append((pipes, DumpText.indentWidth(bytes, from: indentStart, to: first)))
        return lineEnd
    }

    /// The text after a view's `>`, without the dump's closing wrapper.
    private func trailer(from start: Int, to end: Int) -> String? {
        var last = end
        while last > start, DumpText.isSpace(bytes[last - 1]) || bytes[last - 1] == 0x0D { last -= 1 }
        if let wrapper, last > start, bytes[last - 1] == wrapper { last -= 1 }
        let first = DumpText.skipSpaces(bytes, from: start, to: last)
        return first < last ? String(decoding: bytes[first..<last], as: UTF8.self) : nil
    }

    private func isClosingWrapper(_ first: Int, _ end: Int) -> Bool {
        guard let wrapper else { return false }
        var last = end
        while last > first, DumpText.isSpace(bytes[last - 1]) { last -= 1 }
        return last == first + 1 && bytes[first] == wrapper
    }

    /// What tools print before the root: lldb's `(id) $1 = 0x600000c4e2b0 `,
    /// `(UIView *) $0 = …`, Swift's `- _value : `, and an opening backtick,
    /// `"` or `@"`. Returns where the root's `<` is, nil when it is not there.
    private mutating func unwrapRoot(_ start: Int, _ end: Int) -> Int? {
        var at = start
        if bytes[at] == UInt8(ascii: "(") {
            // `(type) $N = `, then perhaps the object's address.
            guard let close = bytes[at..<end].firstIndex(of: UInt8(ascii: ")")) else { return nil }
            at = DumpText.skipSpaces(bytes, from: close + 1, to: end)
            guard at < end, bytes[at] == UInt8(ascii: "$") else { return nil }
            while at < end, bytes[at] != UInt8(ascii: "=") { at += 1 }
            at = DumpText.skipSpaces(bytes, from: at + 1, to: end)
            if DumpText.starts(bytes, at: at, end: end, with: "0x") {
                while at < end, !DumpText.isSpace(bytes[at]) { at += 1 }
                at = DumpText.skipSpaces(bytes, from: at, to: end)
            }
        } else if DumpText.starts(bytes, at: at, end: end, with: "- _value :") {
            at = DumpText.skipSpaces(bytes, from: at + 10, to: end)
        }
        if at < end, bytes[at] == UInt8(ascii: "@") { at += 1 }
        var opening: UInt8?
        if at < end, bytes[at] == UInt8(ascii: "`") || bytes[at] == UInt8(ascii: "\"") {
            opening = bytes[at]
            at += 1
        }
        at = DumpText.skipSpaces(bytes, from: at, to: end)
        guard at < end, bytes[at] == UInt8(ascii: "<") else { return nil }
        wrapper = opening
        return at
    }

    /// Gives every view its superview and depth. Depth is the count of `|`
    /// before the `<` when the dump has any; otherwise the indentation, a view
    /// more indented than the one before it being its subview.
    mutating func buildTree() throws(SceneError) {
        let usesPipes = markers.contains { $0.pipes > 0 }
        var stack: [(key: Int, index: Int)] = []
        for index in dump.views.indices {
            let key = usesPipes ? markers[index].pipes : markers[index].indent
            while let top = stack.last, top.key >= key { stack.removeLast() }
            if stack.isEmpty, index > 0 {
                let view = dump.views[index]
                throw SceneError(file: file, line: view.line, column: 1, message: """
                    a second root view (\(view.className)): this line is \(usesPipes ? "at the root's depth" : "no more indented than the root"); \
                    a dump has one root, every other view is inside it
                    """)
            }
            guard stack.count < DumpLimits.maximumViewDepth else {
                throw SceneError(file: file, line: dump.views[index].line, column: 1,
                                 message: "views nest deeper than \(DumpLimits.maximumViewDepth) levels")
            }
            dump.views[index].parent = stack.last?.index
            dump.views[index].depth = stack.count
            stack.append((key, index))
        }
    }
}
