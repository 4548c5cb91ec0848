/// What one element of a line is: a view, appended to the dump's views, or
/// a layer printed like one. `end`: the offset after the element's closing
/// `>`, or the end of its line when it was cut off.
enum DumpElement {
    case view(end: Int)
    case layer(end: Int)
}

/// One view element, `<Class: 0xADDRESS; key = value; key: value; …>`: the
/// fields are split on `;` outside nested `<…>`, `(…)`, `[…]`, `{…}` and quotes.
extension DumpScanner {
    /// Reads the element whose `<` is at `start`; a view is appended to the
    /// dump's views (as it is, not wrapped in the result: a view is a large
    /// value, and a copy of it for each line showed in the time to read a dump). A view whose line ends before
    /// its closing `>` is read as far as it goes, with a warning; a field of the
    /// wrong form is ignored with a warning. Throws when the line is not a
    /// view: no class and address, or no readable frame.
    mutating func readElement(at start: Int) throws(DumpLineError) -> DumpElement {
        // `<<_UITextContainerView: 0x…; frame = …>> minSize = …>`: a class whose
        // description wraps its superclass's; `<<CALayer: 0x…>; …>`: a layer.
        var open = start
        while open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "<") { open += 1 }
        let (className, afterName) = try readClassName(at: open)
        var at = DumpText.skipSpaces(bytes, from: afterName + 1, to: bytes.count)
        let addressStart = at
        if DumpText.starts(bytes, at: at, end: bytes.count, with: "0x") {
            at += 2
            while at < bytes.count, DumpText.hexValue(bytes[at]) != nil { at += 1 }
        }
        guard at > addressStart + 2 else {
            throw error(at: addressStart, "expected the view's address (`0x…`) after `\(className):`")
        }
        var view = DumpView(
            className: className, address: String(decoding: bytes[addressStart..<at], as: UTF8.self), line: line)
        let firstField = dump.fieldSpans.count
        at = DumpText.skipSpaces(bytes, from: at, to: bytes.count)
        var hasFrame = false, cut: DumpLineError?
        if at < bytes.count, bytes[at] == UInt8(ascii: ";") {
            at += 1
            while true {
                at = DumpText.skipSpaces(bytes, from: at, to: bytes.count)
                if at < bytes.count, bytes[at] == UInt8(ascii: ">") { break }
                let span: FieldSpan, terminator: Int
                do {
                    (span, terminator) = try readField(at: at, viewStart: open)
                } catch {
                    cut = error
                    break
                }
                dump.fieldSpans.append(span)
                // A value the line's end cut may be short of its end (`alpha = 0.`): kept, not read,
                // unless its closing quote or bracket says it is whole.
                let isCut = terminator >= bytes.count || bytes[terminator] == 0x0A
                do {
                    if !isCut || isWhole(span.value), try apply(span, to: &view) { hasFrame = true }
                } catch {
                    if isFrame(span) { throw error }
                    warn(error, .fieldIgnored(key: dump.string(span.key)))
                }
                guard !isCut else {
                    cut = unclosedView(open, at: terminator)
                    break
                }
                at = terminator + 1
                if bytes[terminator] == UInt8(ascii: ">") {
                    at -= 1
                    break
                }
            }
        }
        if cut == nil, !(at < bytes.count && bytes[at] == UInt8(ascii: ">")) {
            guard at >= bytes.count || bytes[at] == 0x0A || bytes[at] == 0x0D else {
                throw error(at: at, "expected `;` and a field, or `>` closing the view")
            }
            cut = unclosedView(open, at: at)
        }
        var end = at + 1
        if cut == nil, open > start {
            guard hasFrame else { return .layer(end: end) }
            for _ in start..<open where cut == nil {
                do {
                    end = try readWrappingText(from: end, viewStart: start) + 1
                } catch {
                    cut = error
                }
            }
        }
        guard hasFrame else {
            // Cut before a frame: where it broke says more than the frame missing.
            if let cut { throw cut }
            if isLayerLine(className, fields: dump.fieldSpans.count - firstField, after: end) {
                return .layer(end: end)
            }
            throw error(at: start, line: view.line, "expected a `frame = (x y; width height)` field in the view")
        }
        view.fieldRange = firstField..<dump.fieldSpans.count
        if let cut {
            warn(cut, .readAsFarAsItGoes)
            end = DumpText.lineEnd(bytes, from: cut.offset)
            if DumpText.skipWhitespace(bytes, from: end) == bytes.count { dump.isCutOff = true }
        }
        view.trailer = trailer(from: end, to: DumpText.lineEnd(bytes, from: end))
        dump.views.append(view)
        return .view(end: end)
    }

    /// A value that ends with the quote or bracket it starts with: `'abc'`, `(0 0; 10 10)`.
    private func isWhole(_ value: Range<Int>) -> Bool {
        guard value.count >= 2 else { return false }
        let first = bytes[value.lowerBound], last = bytes[value.upperBound - 1]
        return DumpText.isQuote(first) ? last == first : "([{<".utf8.contains(first) && last == Self.closer(of: first)
    }

    /// A line printed like a view but without a frame that is a layer:
    /// `<_UILabelContentLayer: 0x600002b8c2a0> (layer)`, or a class named `…Layer` with no fields.
    private func isLayerLine(_ className: String, fields: Int, after end: Int) -> Bool {
        let next = DumpText.skipSpaces(bytes, from: end, to: bytes.count)
        return DumpText.starts(bytes, at: next, end: bytes.count, with: "(layer)")
            || (fields == 0 && className.hasSuffix("Layer"))
    }

    /// The text a wrapping description adds after its superclass's `>`
    /// (` minSize = {0, 0}, maxSize = {…}, textContainer = <…>`), up to its own
    /// `>`: kept as fields, split on `,` and `;` outside brackets. Returns the offset of that `>`.
    private mutating func readWrappingText(from start: Int, viewStart: Int) throws(DumpLineError) -> Int {
        openers.removeAll(keepingCapacity: true)
        var pieceStart = start, at = start
        while at < bytes.count, bytes[at] != 0x0A {
            let b = bytes[at]
            if openers.isEmpty, b == UInt8(ascii: ",") || b == UInt8(ascii: ";") || b == UInt8(ascii: ">") {
                appendPiece(pieceStart..<at)
                if b == UInt8(ascii: ">") { return at }
                pieceStart = at + 1
            } else {
                switch b {
                case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    openers.append(at)
                case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let open = openers.last, Self.closer(of: bytes[open]) == b { openers.removeLast() }
                default: break
                }
            }
            at += 1
        }
        throw unclosed(openers.last, viewStart: viewStart, at: at)
    }

    /// One `key = value` piece of a wrapping description, as a field; a piece without `=` is a key alone.
    private mutating func appendPiece(_ piece: Range<Int>) {
        let first = DumpText.skipSpaces(bytes, from: piece.lowerBound, to: piece.upperBound)
        var last = piece.upperBound
        while last > first, DumpText.isSpace(bytes[last - 1]) { last -= 1 }
        guard first < last else { return }
        guard let equals = bytes[first..<last].firstIndex(of: UInt8(ascii: "=")) else {
            dump.fieldSpans.append(FieldSpan(key: first..<last, value: last..<last))
            return
        }
        var keyEnd = equals
        while keyEnd > first, DumpText.isSpace(bytes[keyEnd - 1]) { keyEnd -= 1 }
        let valueStart = DumpText.skipSpaces(bytes, from: equals + 1, to: last)
        dump.fieldSpans.append(FieldSpan(key: first..<keyEnd, value: valueStart..<last))
    }

    /// The class name, up to the `:` before the address; generic Swift names
    /// (`SwiftUI._UIHostingView<MyApp.Root>`) keep their angle brackets.
    private func readClassName(at start: Int) throws(DumpLineError) -> (String, colon: Int) {
        var at = start + 1, depth = 0
        // Longer than any class name: what follows a `<` that does not begin a view is not scanned to its end.
        let end = min(bytes.count, start + 4_096)
        scan: while at < end {
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
    private mutating func readField(at start: Int, viewStart: Int) throws(DumpLineError) -> (FieldSpan, terminator: Int)
    {
        var at = start
        while at < bytes.count {
            let b = bytes[at]
            if b == UInt8(ascii: "=") || b == UInt8(ascii: ":") || b == UInt8(ascii: ";") || b == UInt8(ascii: ">")
                || b == 0x0A
            {
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
        while valueEnd > valueStart, DumpText.isSpace(bytes[valueEnd - 1]) || bytes[valueEnd - 1] == 0x0D {
            valueEnd -= 1
        }
        return (FieldSpan(key: start..<keyEnd, value: valueStart..<valueEnd), terminator)
    }

    /// The offset of the `;` or `>` that ends the value starting at `start`.
    private mutating func scanValue(from start: Int, viewStart: Int) throws(DumpLineError) -> Int {
        openers.removeAll(keepingCapacity: true)
        var at = start
        if at < bytes.count, bytes[at] == UInt8(ascii: "'") || bytes[at] == UInt8(ascii: "\"") {
            at = try closingQuote(of: at) + 1
        }
        while at < bytes.count {
            let b = bytes[at]
            switch b {
            case 0x0A:
                // A line ending outside brackets ends the value: the view is cut off after it.
                guard openers.isEmpty else { throw unclosed(openers.last, viewStart: viewStart, at: at) }
                return at
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
        guard openers.isEmpty else { throw unclosed(openers.last, viewStart: viewStart, at: at) }
        return at
    }

    /// The line ended inside the bracket opened at `open`, or inside the view.
    private func unclosed(_ open: Int?, viewStart: Int, at: Int) -> DumpLineError {
        guard let open else { return unclosedView(viewStart, at: at) }
        let opener = Character(Unicode.Scalar(bytes[open])),
            closer = Character(Unicode.Scalar(Self.closer(of: bytes[open])))
        return error(
            at: at, "expected `\(closer)` closing the `\(opener)` at column \(DumpText.column(of: open, in: bytes))")
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
    private mutating func closingQuote(of open: Int) throws(DumpLineError) -> Int {
        let quote = bytes[open], openLine = line
        var at = open + 1, lastQuoteOnLine: Int?
        while at < bytes.count {
            let b = bytes[at]
            if b == quote {
                if at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ";") || bytes[at + 1] == UInt8(ascii: ">") {
                    return at
                }
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
        throw error(
            at: open, "expected the closing \(quote == UInt8(ascii: "'") ? "`'`" : "`\"`") of the text that starts here"
        )
    }

    /// Whether the line at `start` is a view or layer line: then a text cannot go on into it.
    private func startsView(_ start: Int) -> Bool {
        let end = DumpText.lineEnd(bytes, from: start)
        var at = DumpText.skipMarkers(bytes, from: start, to: end).0
        while at < end, DumpText.isSpace(bytes[at]) || bytes[at] == UInt8(ascii: "|") || bytes[at] == UInt8(ascii: "+")
        { at += 1 }
        return at < end && (bytes[at] == UInt8(ascii: "<") || DumpText.starts(bytes, at: at, end: end, with: "(layer)"))
    }

    private func unclosedView(_ viewStart: Int, at: Int) -> DumpLineError {
        error(
            at: at, "expected `>` closing the view that starts at column \(DumpText.column(of: viewStart, in: bytes))")
    }
}
