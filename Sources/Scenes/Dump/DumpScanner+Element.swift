/// One view element, `<Class: 0xADDRESS; key = value; key: value; …>`: the
/// fields are split on `;` outside nested `<…>`, `(…)`, `[…]`, `{…}` and quotes.
extension DumpScanner {
    /// Reads the view whose `<` is at `start`; returns it and the offset after its `>`.
    mutating func readView(at start: Int) throws(SceneError) -> (view: DumpView, end: Int) {
        let (className, afterName) = try readClassName(at: start)
        var at = DumpText.skipSpaces(bytes, from: afterName + 1, to: bytes.count)
        let addressStart = at
        if DumpText.starts(bytes, at: at, end: bytes.count, with: "0x") {
            at += 2
            while at < bytes.count, DumpText.hexValue(bytes[at]) != nil { at += 1 }
        }
        guard at > addressStart + 2 else {
            throw error(at: addressStart, "expected the view's address (`0x…`) after `\(className):`")
        }
        var view = DumpView(className: className, address: String(decoding: bytes[addressStart..<at], as: UTF8.self), line: line)
        let firstField = dump.fieldSpans.count
        at = DumpText.skipSpaces(bytes, from: at, to: bytes.count)
        var hasFrame = false
        if at < bytes.count, bytes[at] == UInt8(ascii: ";") {
            at += 1
            while true {
                at = DumpText.skipSpaces(bytes, from: at, to: bytes.count)
                if at < bytes.count, bytes[at] == UInt8(ascii: ">") { break }
                let (span, terminator) = try readField(at: at, viewStart: start)
                dump.fieldSpans.append(span)
                if try apply(span, to: &view) { hasFrame = true }
                at = terminator + 1
                if bytes[terminator] == UInt8(ascii: ">") {
                    at -= 1
                    break
                }
            }
        }
        guard at < bytes.count, bytes[at] == UInt8(ascii: ">") else {
            throw error(at: min(at, bytes.count), "expected `;` and a field, or `>` closing the view")
        }
        guard hasFrame else {
            throw error(at: start, line: view.line, "expected a `frame = (x y; width height)` field in the view")
        }
        view.fieldRange = firstField..<dump.fieldSpans.count
        return (view, at + 1)
    }

    /// The class name, up to the `:` before the address; generic Swift names
    /// (`SwiftUI._UIHostingView<MyApp.Root>`) keep their angle brackets.
    private func readClassName(at start: Int) throws(SceneError) -> (String, colon: Int) {
        var at = start + 1, depth = 0
        scan: while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { break scan }
                depth -= 1
            case UInt8(ascii: ":") where depth == 0:
                let first = DumpText.skipSpaces(bytes, from: start + 1, to: at)
                var last = at
                while last > first, DumpText.isSpace(bytes[last - 1]) { last -= 1 }
                guard first < last else { throw error(at: start + 1, "expected a class name after `<`") }
                return (String(decoding: bytes[first..<last], as: UTF8.self), at)
            case 0x0A, UInt8(ascii: ";"): break scan
            default: break
            }
            at += 1
        }
        throw error(at: start + 1, "expected a class name, `:` and the view's address after `<`")
    }

    /// A `key = value` or `key: value` field (a lone word is a key without a
    /// value); returns where it is and the offset of the `;` or `>` after it.
    private mutating func readField(at start: Int, viewStart: Int) throws(SceneError) -> (FieldSpan, terminator: Int) {
        var at = start
        while at < bytes.count {
            let b = bytes[at]
            if b == UInt8(ascii: "=") || b == UInt8(ascii: ":") || b == UInt8(ascii: ";") || b == UInt8(ascii: ">") || b == 0x0A {
                break
            }
            at += 1
        }
        var keyEnd = at
        while keyEnd > start, DumpText.isSpace(bytes[keyEnd - 1]) || bytes[keyEnd - 1] == 0x0D { keyEnd -= 1 }
        guard at < bytes.count, bytes[at] != 0x0A else { throw unclosedView(viewStart, at: at) }
        if bytes[at] == UInt8(ascii: ";") || bytes[at] == UInt8(ascii: ">") {
            return (FieldSpan(key: start..<keyEnd, value: keyEnd..<keyEnd), at)
        }
        let valueStart = DumpText.skipSpaces(bytes, from: at + 1, to: bytes.count)
        let terminator = try scanValue(from: valueStart, viewStart: viewStart)
        var valueEnd = terminator
        while valueEnd > valueStart, DumpText.isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
        return (FieldSpan(key: start..<keyEnd, value: valueStart..<valueEnd), terminator)
    }

    /// The offset of the `;` or `>` that ends the value starting at `start`.
    private mutating func scanValue(from start: Int, viewStart: Int) throws(SceneError) -> Int {
        openers.removeAll(keepingCapacity: true)
        var at = start
        if at < bytes.count, bytes[at] == UInt8(ascii: "'") || bytes[at] == UInt8(ascii: "\"") {
            at = try closingQuote(of: at) + 1
        }
        while at < bytes.count {
            let b = bytes[at]
            switch b {
            case 0x0A:
                throw unclosed(openers.last, viewStart: viewStart, at: at)
            case UInt8(ascii: ";") where openers.isEmpty, UInt8(ascii: ">") where openers.isEmpty:
                return at
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                openers.append(at)
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // A closer that closes nothing open is text.
                if let open = openers.last, Self.closer(of: bytes[open]) == b { openers.removeLast() }
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                // A nested description's quoted value: `<…; text = 'a > b'>`.
                var before = at
                while before > start, DumpText.isSpace(bytes[before - 1]) { before -= 1 }
                if before > start, bytes[before - 1] == UInt8(ascii: "=") { at = try closingQuote(of: at) }
            default: break
            }
            at += 1
        }
        throw unclosed(openers.last, viewStart: viewStart, at: at)
    }

    /// The line ended inside the bracket opened at `open`, or inside the view.
    private func unclosed(_ open: Int?, viewStart: Int, at: Int) -> SceneError {
        guard let open else { return unclosedView(viewStart, at: at) }
        let opener = Character(Unicode.Scalar(bytes[open])), closer = Character(Unicode.Scalar(Self.closer(of: bytes[open])))
        return error(at: at, "expected `\(closer)` closing the `\(opener)` at column \(DumpText.column(of: open, in: bytes))")
    }

    static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: UInt8(ascii: ">")
        }
    }

    /// The quote that closes the one at `open`: the first same quote followed
    /// by `;` or `>`, so `'It's; here'` is one text. A text may go on over
    /// lines (a label's newlines), but not into a line that starts a view: there
    /// the last quote before the line break closes it.
    private mutating func closingQuote(of open: Int) throws(SceneError) -> Int {
        let quote = bytes[open], openLine = line
        var at = open + 1, lastQuoteOnLine: Int?
        while at < bytes.count {
            let b = bytes[at]
            if b == quote {
                if at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ";") || bytes[at + 1] == UInt8(ascii: ">") { return at }
                lastQuoteOnLine = at
            } else if b == 0x0A {
                if startsView(at + 1) || line - openLine >= DumpLimits.maximumTextLines {
                    if let lastQuoteOnLine { return lastQuoteOnLine }
                    break
                }
                line += 1
                lastQuoteOnLine = nil
            }
            at += 1
        }
        line = openLine
        throw error(at: open, "expected the closing \(quote == UInt8(ascii: "'") ? "`'`" : "`\"`") of the text that starts here")
    }

    /// Whether the line at `start` is a view or layer line: then a text cannot go on into it.
    private func startsView(_ start: Int) -> Bool {
        let end = DumpText.lineEnd(bytes, from: start)
        var at = DumpText.skipMarkers(bytes, from: start, to: end)
        while at < end, DumpText.isSpace(bytes[at]) || bytes[at] == UInt8(ascii: "|") { at += 1 }
        return at < end && (bytes[at] == UInt8(ascii: "<") || DumpText.starts(bytes, at: at, end: end, with: "(layer)"))
    }

    private func unclosedView(_ viewStart: Int, at: Int) -> SceneError {
        error(at: at, "expected `>` closing the view that starts at column \(DumpText.column(of: viewStart, in: bytes))")
    }

    func error(at offset: Int, _ message: String) -> SceneError {
        error(at: offset, line: line, message)
    }
}
