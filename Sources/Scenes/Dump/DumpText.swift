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
        if at < end, bytes[at] == UInt8(ascii: "<") || bytes[at] == UInt8(ascii: "[") || bytes[at] == UInt8(ascii: "(")
        {
            at += 1
        }
        if starts(bytes, at: at, end: end, with: "...") || starts(bytes, at: at, end: end, with: "…") { return true }
        guard at + 4 <= end else { return false }
        let word = (bytes[at] | 0x20, bytes[at + 1] | 0x20, bytes[at + 2] | 0x20, bytes[at + 3] | 0x20)
        return word == (UInt8(ascii: "s"), UInt8(ascii: "n"), UInt8(ascii: "i"), UInt8(ascii: "p"))
            && (at + 4 == end || !isLetter(bytes[at + 4]))
    }

    /// Markup around or inside a pasted dump: a Markdown fence or rule
    /// (```` ``` ````, `---`, `===`), a heading made of `==`, a C or HTML comment's lines.
    static func isMarkup(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        for prefix: StaticString in ["```", "---", "==", "/*", "*", "<!--", "-->"]
        where starts(bytes, at: start, end: end, with: prefix) {
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

    static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        case 0x61...0x66: UInt32(b - 0x61 + 10)
        default: nil
        }
    }
}
