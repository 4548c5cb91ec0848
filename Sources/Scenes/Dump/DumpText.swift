#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level helpers of the dump reader: spaces, markers, tool lines, columns.
enum DumpText {
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    /// The offset of the first line break at or after `start`, else `bytes.count`:
    /// `memchr`, which reads many bytes a step, where a loop of Swift reads one.
    static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        guard start < bytes.count else { return bytes.count }
        return bytes.withUnsafeBytes { raw in
            guard let hit = memchr(raw.baseAddress! + start, 0x0A, raw.count - start) else { return raw.count }
            return UnsafeRawPointer(hit) - raw.baseAddress!
        }
    }

    static func skipSpaces(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var at = start
        while at < end, isSpace(bytes[at]) { at += 1 }
        return at
    }

    /// Whether `bytes[at...]` (before `end`) starts with `literal`.
    static func starts(_ bytes: [UInt8], at: Int, end: Int, with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard at + count <= end else { return false }
        return literal.withUTF8Buffer { text in
            for i in 0..<count where bytes[at + i] != text[i] { return false }
            return true
        }
    }

    /// Where a line's text starts once the comment, quote or chat markers
    /// that a paste put in front of it (`// `, `# `, `> `, several) are taken
    /// off; the spaces after the last marker stay, as indentation.
    static func skipMarkers(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var after = start, at = start
        while true {
            let q = skipSpaces(bytes, from: at, to: end)
            if starts(bytes, at: q, end: end, with: "//") {
                at = q + 2
            } else if q < end, bytes[q] == UInt8(ascii: "#") || bytes[q] == UInt8(ascii: ">") {
                at = q + 1
            } else {
                return after
            }
            after = at
        }
    }

    /// A debugger's or tool's prompt and echo: `(lldb) po …`, Cycript's
    /// `cy# …`, Frida's `[iPhone::Feed ]-> …`, the `▿` lines of Swift's `po`,
    /// lldb's `warning: …` and `note: …`, and Xcode's "Print Description"
    /// heading, `Printing description of self->_tableView:`.
    static func isToolLine(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        for prefix: StaticString in ["(lldb)", "cy#", "▿", "warning:", "note:", "Printing description of"]
        where starts(bytes, at: start, end: end, with: prefix) {
            return true
        }
        guard bytes[start] == UInt8(ascii: "[") else { return false }
        var at = start
        while at + 2 < end {
            if bytes[at] == UInt8(ascii: "]"), bytes[at + 1] == UInt8(ascii: "-"), bytes[at + 2] == UInt8(ascii: ">") {
                return true
            }
            at += 1
        }
        return false
    }

    /// Columns of indentation, a tab moving to the next multiple of 4.
    static func indentWidth(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var width = 0
        for b in bytes[start..<end] { width += b == 0x09 ? 4 - width % 4 : 1 }
        return width
    }

    /// The 1-based column of `offset` in its line, counting characters, not bytes.
    static func column(of offset: Int, in bytes: [UInt8]) -> Int {
        let end = min(offset, bytes.count)
        var start = end
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return bytes[start..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// A dump shown as one quoted string with escapes, as Frida's REPL and
    /// lldb's `p` show it (`"<UIWindow: …>\n   | <UIView: …>"`), with the
    /// escapes undone; nil when the dump's lines are real lines.
    static func unescapedIfQuotedString(_ bytes: [UInt8]) -> [UInt8]? {
        // Such a string is one line, perhaps between a few prompt lines.
        var lines = 0
        for b in bytes where b == 0x0A {
            lines += 1
            if lines > 8 { return nil }
        }
        var lineStart = true, hasRealPipeLine = false, hasEscapedPipeLine = false
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A {
                lineStart = true
            } else if lineStart, b == UInt8(ascii: "|") {
                hasRealPipeLine = true
                lineStart = false
            } else if !isSpace(b), b != UInt8(ascii: "/"), b != UInt8(ascii: "#"), b != UInt8(ascii: ">") {
                // Past the indentation and any comment or quote markers.
                lineStart = false
            }
            if b == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "n") {
                let next = skipSpaces(bytes, from: i + 2, to: bytes.count)
                if next < bytes.count, bytes[next] == UInt8(ascii: "|") { hasEscapedPipeLine = true }
            }
            i += 1
        }
        guard hasEscapedPipeLine, !hasRealPipeLine else { return nil }
        return unescaped(bytes)
    }

    private static func unescaped(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\"), i + 1 < bytes.count else {
                out.append(b)
                i += 1
                continue
            }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): break
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "`"): out.append(e)
            case UInt8(ascii: "u"):
                // `\u00e9` (JSON, Frida) or `\u{e9}` (Swift).
                var j = i, value: UInt32 = 0, digits = 0
                let braced = j < bytes.count && bytes[j] == UInt8(ascii: "{")
                if braced { j += 1 }
                while j < bytes.count, digits < (braced ? 8 : 4), let d = hexValue(bytes[j]) {
                    value = value << 4 | d
                    digits += 1
                    j += 1
                }
                if braced, j < bytes.count, bytes[j] == UInt8(ascii: "}") { j += 1 }
                if digits > 0, let scalar = Unicode.Scalar(value) {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = j
                } else {
                    out.append(contentsOf: [UInt8(ascii: "\\"), e])
                }
            default: out.append(contentsOf: [UInt8(ascii: "\\"), e])
            }
        }
        return out
    }

    static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        case 0x61...0x66: UInt32(b - 0x61 + 10)
        default: nil
        }
    }
}
