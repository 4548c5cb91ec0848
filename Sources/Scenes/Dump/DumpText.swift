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
    /// off; the spaces after the last marker stay, as indentation. `commented`:
    /// a comment marker (`//`, `#`) was among them.
    static func skipMarkers(_ bytes: [UInt8], from start: Int, to end: Int) -> (Int, commented: Bool) {
        var after = start, at = start, commented = false
        while true {
            let q = skipSpaces(bytes, from: at, to: end)
            if starts(bytes, at: q, end: end, with: "//") {
                at = q + 2
                commented = true
            } else if q < end, bytes[q] == UInt8(ascii: "#") || bytes[q] == UInt8(ascii: ">") {
                commented = commented || bytes[q] == UInt8(ascii: "#")
                at = q + 1
            } else {
                return (after, commented)
            }
            after = at
        }
    }

    /// A line that stands for lines left out of a paste: only dots or `…`
    /// (`......`, `…`), or starting with `...`, `…`, `<snip`, `[snip`, `(snip`,
    /// `snip`, `<...`, `[…` and the like (`... 40 more cells`, `<snip>`).
    static func isElision(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var at = start
        if at < end, bytes[at] == UInt8(ascii: "<") || bytes[at] == UInt8(ascii: "[") || bytes[at] == UInt8(ascii: "(") { at += 1 }
        if starts(bytes, at: at, end: end, with: "...") || starts(bytes, at: at, end: end, with: "…") { return true }
        guard at + 4 <= end else { return false }
        let word = (bytes[at] | 0x20, bytes[at + 1] | 0x20, bytes[at + 2] | 0x20, bytes[at + 3] | 0x20)
        return word == (UInt8(ascii: "s"), UInt8(ascii: "n"), UInt8(ascii: "i"), UInt8(ascii: "p"))
            && (at + 4 == end || !isLetter(bytes[at + 4]))
    }

    /// Markup around or inside a pasted dump: a Markdown fence or rule
    /// (```` ``` ````, `---`, `===`), a heading made of `==`, a C or HTML comment's lines.
    static func isMarkup(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        for prefix: StaticString in ["```", "---", "==", "/*", "*", "<!--", "-->"] where starts(bytes, at: start, end: end, with: prefix) {
            return true
        }
        return false
    }

    /// A line of only closing punctuation: the end of a string the dump was
    /// pasted in (`"`, `` `; ``, `""");`, `')`).
    static func isClosingWrapper(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var sawQuote = false, at = start
        // By index, not over a slice: this runs for every line.
        while at < end {
            let b = bytes[at]
            guard isClosingPunctuation(b) || isSpace(b) else { return false }
            sawQuote = sawQuote || isQuote(b)
            at += 1
        }
        return sawQuote
    }

    static func isQuote(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") || b == UInt8(ascii: "`")
    }

    /// A quote, or what follows one at the end of a string literal in code: `)`, `;`, `,`.
    static func isClosingPunctuation(_ b: UInt8) -> Bool {
        isQuote(b) || b == UInt8(ascii: ")") || b == UInt8(ascii: ";") || b == UInt8(ascii: ",")
    }

    static func isLetter(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
    }

    /// The first offset at or after `start` that is not a space, tab or line break.
    static func skipWhitespace(_ bytes: [UInt8], from start: Int) -> Int {
        var at = start
        while at < bytes.count, isSpace(bytes[at]) || bytes[at] == 0x0A || bytes[at] == 0x0D { at += 1 }
        return at
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
        return unescaped(bytes[...])
    }

    /// `bytes` with the escapes of a C, Swift, JSON or Objective-C string
    /// undone: `\n`, `\t`, `\r`, `\'`, `\"`, `\\`, `` \` ``, `\uXXXX` (a UTF-16
    /// pair for characters beyond it), `\u{…}`, and `\xNN`: a run of them that
    /// is UTF-8 as the bytes it says, else each the character U+00NN (`Apple\xa0ID`).
    /// An escape that is none of these stays as it is.
    static func unescaped(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(bytes)
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
            switch e {
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"):
                out.append(e == UInt8(ascii: "n") ? 0x0A : e == UInt8(ascii: "t") ? 0x09 : 0x0D)
                i += 2
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "`"):
                out.append(e)
                i += 2
                continue
            case UInt8(ascii: "u"):
                if let (scalar, next) = unicodeEscape(bytes, at: i) {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = next
                    continue
                }
            case UInt8(ascii: "x"):
                var run: [UInt8] = []
                var j = i
                while j + 3 < bytes.count, bytes[j] == UInt8(ascii: "\\"), bytes[j + 1] == UInt8(ascii: "x"),
                      let high = hexValue(bytes[j + 2]), let low = hexValue(bytes[j + 3]) {
                    run.append(UInt8(high << 4 | low))
                    j += 4
                }
                if !run.isEmpty {
                    if String(validating: run, as: UTF8.self) != nil {
                        out.append(contentsOf: run)
                    } else {
                        for byte in run { out.append(contentsOf: Array(String(Character(Unicode.Scalar(byte))).utf8)) }
                    }
                    i = j
                    continue
                }
            default: break
            }
            out.append(contentsOf: [b, e])
            i += 2
        }
        return out
    }

    /// The character of the `\u` escape at `at` (`\u00e9`, `\u{1F600}`, a
    /// surrogate pair `\ud83d\ude00`) and where it ends; nil when it is not one.
    /// A lone surrogate is U+FFFD.
    private static func unicodeEscape(_ bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        func hex(from: Int, maximum: Int) -> (UInt32, Int, digits: Int) {
            var j = from, value: UInt32 = 0, digits = 0
            while j < bytes.count, digits < maximum, let d = hexValue(bytes[j]) {
                value = value << 4 | d
                digits += 1
                j += 1
            }
            return (value, j, digits)
        }
        var j = start + 2
        if j < bytes.count, bytes[j] == UInt8(ascii: "{") {
            let (value, end, digits) = hex(from: j + 1, maximum: 8)
            guard digits > 0, end < bytes.count, bytes[end] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, end + 1)
        }
        let (unit, end, digits) = hex(from: j, maximum: 4)
        guard digits == 4 else { return nil }
        j = end
        switch unit {
        case 0xD800...0xDBFF:
            if j + 1 < bytes.count, bytes[j] == UInt8(ascii: "\\"), bytes[j + 1] == UInt8(ascii: "u") {
                let (low, lowEnd, lowDigits) = hex(from: j + 2, maximum: 4)
                if lowDigits == 4, (0xDC00...0xDFFF).contains(low),
                   let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                    return (scalar, lowEnd)
                }
            }
            return ("\u{FFFD}", j)
        case 0xDC00...0xDFFF:
            return ("\u{FFFD}", j)
        default:
            return Unicode.Scalar(unit).map { ($0, j) }
        }
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
