/// What each line of a dump is (behaviour 12.1): a view, a layer, a
/// controller, a line that is not a view (blank, a tool's, a comment, an
/// elision), or a line that cannot be read, skipped with a warning.
extension DumpScanner {
    /// Reads the line `start..<end`; returns where the line that was read ends
    /// (a view's quoted text may run over several lines).
    mutating func readLine(from start: Int, to end: Int) throws(SceneError) -> Int {
        let contentEnd = end > start && bytes[end - 1] == 0x0D ? end - 1 : end
        let (indentStart, commented) = DumpText.skipMarkers(bytes, from: start, to: contentEnd)
        let first = DumpText.skipSpaces(bytes, from: indentStart, to: contentEnd)
        guard first < contentEnd else {
            dump.skipped.blank += 1
            return end
        }
        if DumpText.isToolLine(bytes, from: first, to: contentEnd)
            || DumpText.isClosingWrapper(bytes, from: first, to: contentEnd)
        {
            dump.skipped.toolLines += 1
            return end
        }
        var at = first, pipes = 0, presented = false
        // Spaces first: they are most of a deep line's markers.
        while at < contentEnd {
            let b = bytes[at]
            if DumpText.isSpace(b) {
                // between markers
            } else if b == UInt8(ascii: "|") {
                pipes += 1
                presented = false
            } else if b == UInt8(ascii: "+") {
                pipes += 1
                presented = true
            } else {
                break
            }
            at += 1
        }
        let indent = DumpText.indentWidth(bytes, from: indentStart, to: first)
        if at == contentEnd {
            dump.skipped.blank += 1
            return end
        }
        if DumpText.starts(bytes, at: at, end: contentEnd, with: "(layer)") {
            dump.skipped.layers += 1
            return end
        }
        if DumpText.isElision(bytes, from: at, to: contentEnd) {
            dump.skipped.elisions += 1
            return end
        }
        if bytes[at] == UInt8(ascii: "<") {
            return try readElementLine(at: at, lineEnd: end, pipes: pipes, indent: indent, presented: presented)
        }
        if dump.views.isEmpty, pipes == 0, let root = findRoot(from: at, to: contentEnd) {
            return try readElementLine(at: root, lineEnd: end, pipes: 0, indent: indent, presented: false)
        }
        if commented || (dump.views.isEmpty && pipes == 0) || DumpText.isMarkup(bytes, from: at, to: contentEnd) {
            dump.skipped.comments += 1
            return end
        }
        if presented {
            dump.skipped.unreadable += 1
            warn(
                error(at: at, "expected a presented view controller `<Class 0x…>, state: …, view: <…>`"),
                .controllerSkipped)
        } else {
            skip(
                error(
                    at: at, "expected a view `<Class: 0x…; frame = (x y; w h); …>`, a `(layer)` line or a blank line"),
                pipes: pipes, indent: indent)
        }
        return end
    }

    /// The line whose element starts at `at`: a view, a layer, a controller,
    /// or a line skipped with a warning.
    private mutating func readElementLine(at: Int, lineEnd: Int, pipes: Int, indent: Int, presented: Bool)
        throws(SceneError) -> Int
    {
        guard dump.views.count < DumpLimits.maximumViewCount else {
            throw SceneError(
                file: file, line: line, column: DumpText.column(of: at, in: bytes),
                message: "more than \(DumpLimits.maximumViewCount) views in one dump")
        }
        let saved = (fields: dump.fieldSpans.count, warnings: dump.warnings.count, line: line)
        let element: DumpElement
        do {
            element = try readElement(at: at)
        } catch {
            dump.fieldSpans.removeSubrange(saved.fields...)
            dump.warnings.removeSubrange(saved.warnings...)
            if let controller = ControllerHierarchyReader.controller(in: bytes, at: at, end: lineEnd, line: saved.line)
            {
                line = saved.line
                dump.skipped.controllerLines += 1
                controllerLines.append(ControllerLine(controller: controller, pipes: pipes, presented: presented))
                return lineEnd
            }
            if presented {
                dump.skipped.unreadable += 1
                warn(error, .controllerSkipped)
            } else {
                skip(error, pipes: pipes, indent: indent)
            }
            return DumpText.lineEnd(bytes, from: max(error.offset, at))
        }
        switch element {
        case .layer(let end):
            dump.skipped.layers += 1
            return DumpText.lineEnd(bytes, from: end)
        case .view(let end):
            markers.append((pipes, indent))
            return DumpText.lineEnd(bytes, from: end)
        }
    }

    /// Leaves a line out with a warning; its deeper lines go under the nearest readable ancestor (``buildTree()``).
    mutating func skip(_ error: DumpLineError, pipes: Int, indent: Int) {
        skippedLines.append(
            SkippedLine(beforeView: dump.views.count, pipes: pipes, indent: indent, warning: dump.warnings.count))
        dump.skipped.unreadable += 1
        warn(error, .lineSkipped(subviews: 0, ancestor: nil))
    }

    /// Where the root view starts on a line that has text before it, whatever
    /// that text is: lldb's `(id) $1 = 0x600000c4e2b0 `, `let dump = """`,
    /// `NSLog(@"`, a tool's prompt. The first `<` that begins a readable view
    /// is the root's; a quote, backtick or `"""` just before it wraps the dump
    /// and is taken off its end. Nil when no `<` on the line begins a view.
    private mutating func findRoot(from start: Int, to end: Int) -> Int? {
        var at = start, tried = 0
        // A wrapper has a few `<` at most, and text before a dump a few lines:
        // a long line of them is not a wrapper, and trying each would take a while.
        while tried < 16, rootsTried < 256, let open = bytes[at..<end].firstIndex(of: UInt8(ascii: "<")) {
            tried += 1
            rootsTried += 1
            let saved = (
                views: dump.views.count, fields: dump.fieldSpans.count, warnings: dump.warnings.count, line: line,
                cutOff: dump.isCutOff
            )
            let readable = (try? readElement(at: open)).map { if case .view = $0 { true } else { false } } ?? false
            dump.views.removeSubrange(saved.views...)
            dump.fieldSpans.removeSubrange(saved.fields...)
            dump.warnings.removeSubrange(saved.warnings...)
            (line, dump.isCutOff) = (saved.line, saved.cutOff)
            if readable || ControllerHierarchyReader.controller(in: bytes, at: open, end: end, line: line) != nil {
                var before = open
                while before > start, DumpText.isSpace(bytes[before - 1]) { before -= 1 }
                if before > start, DumpText.isQuote(bytes[before - 1]) { wrapper = bytes[before - 1] }
                return open
            }
            // `<<` begins one element, not two.
            at = open + 1
            while at < end, bytes[at] == UInt8(ascii: "<") { at += 1 }
        }
        return nil
    }

    /// The text after a view's `>`, without the dump's closing wrapper (`"`, `` `; ``, `""");`).
    func trailer(from start: Int, to end: Int) -> String? {
        var last = end
        while last > start, DumpText.isSpace(bytes[last - 1]) || bytes[last - 1] == 0x0D { last -= 1 }
        if let wrapper {
            var cut = last
            while cut > start, DumpText.isClosingPunctuation(bytes[cut - 1]) { cut -= 1 }
            if bytes[cut..<last].contains(wrapper) { last = cut }
        }
        let first = DumpText.skipSpaces(bytes, from: start, to: last)
        return first < last ? String(decoding: bytes[first..<last], as: UTF8.self) : nil
    }
}
