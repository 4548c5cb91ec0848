/// Superviews from depth markers, once every line is read.
extension DumpScanner {
    /// Gives every view its superview and depth. Depth is the count of `|`
    /// before the `<` when the dump has any; otherwise the indentation, a view
    /// more indented than the one before it being its subview. A skipped
    /// line's deeper lines go under the nearest readable ancestor, which its
    /// warning names; a view at the root's depth after the root is a root too.
    mutating func buildTree() throws(SceneError) {
        let usesPipes = markers.contains { $0.pipes > 0 }
        var stack: [(key: Int, index: Int)] = []
        // Skipped lines whose deeper lines may still come, outermost first.
        var open: [OpenSkippedLine] = []
        var nextSkipped = 0
        for index in dump.views.indices {
            if nextSkipped < skippedLines.count, skippedLines[nextSkipped].beforeView == index {
                skipLines(before: index, usesPipes: usesPipes, from: &nextSkipped, stack: &stack, open: &open)
            }
            let key = usesPipes ? markers[index].pipes : markers[index].indent
            if !open.isEmpty { close(&open, deeperThanOrAt: key) }
            while let top = stack.last, top.key >= key { stack.removeLast() }
            if let last = open.last, last.ancestor == stack.last?.index {
                open[open.count - 1].subviews += 1
            } else if stack.isEmpty, index > 0 {
                let view = dump.views[index]
                dump.warnings.append(
                    DumpWarning(
                        file: file, line: view.line, column: 1,
                        message: """
                            a second root view (\(view.className)): this line is \(usesPipes ? "at the root's depth" : "no more indented than the root")
                            """, outcome: .anotherRoot))
            }
            guard stack.count < DumpLimits.maximumViewDepth else {
                throw SceneError(
                    file: file, line: dump.views[index].line, column: 1,
                    message: "views nest deeper than \(DumpLimits.maximumViewDepth) levels")
            }
            if stack.isEmpty { dump.rootCount += 1 }
            dump.views[index].parent = stack.last?.index
            dump.views[index].depth = stack.count
            stack.append((key, index))
        }
        skipLines(before: dump.views.count, usesPipes: usesPipes, from: &nextSkipped, stack: &stack, open: &open)
        close(&open, deeperThanOrAt: Int.min)
        // The second roots' warnings were added after the lines' own.
        if !dump.warnings.isEmpty { dump.warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) } }
    }

    /// A skipped line whose deeper lines may still come: its depth key, its
    /// nearest readable ancestor, its warning, and how many subviews it had.
    struct OpenSkippedLine {
        let key: Int
        let ancestor: Int?
        let warning: Int
        var subviews = 0
    }

    /// The skipped lines that come before the view at `index`: each closes
    /// what it is not inside of and opens itself.
    private mutating func skipLines(
        before index: Int, usesPipes: Bool, from next: inout Int,
        stack: inout [(key: Int, index: Int)], open: inout [OpenSkippedLine]
    ) {
        while next < skippedLines.count, skippedLines[next].beforeView == index {
            let skipped = skippedLines[next]
            let key = usesPipes ? skipped.pipes : skipped.indent
            close(&open, deeperThanOrAt: key)
            while let top = stack.last, top.key >= key { stack.removeLast() }
            open.append(OpenSkippedLine(key: key, ancestor: stack.last?.index, warning: skipped.warning))
            next += 1
        }
    }

    /// Ends the skipped lines at `key` or deeper: no more of their deeper lines can come.
    private mutating func close(_ open: inout [OpenSkippedLine], deeperThanOrAt key: Int) {
        while let last = open.last, last.key >= key {
            finish(warning: last.warning, subviews: last.subviews, ancestor: last.ancestor)
            open.removeLast()
        }
    }

    /// What happened to a skipped line's deeper lines, in its warning.
    private mutating func finish(warning: Int, subviews: Int, ancestor: Int?) {
        dump.warnings[warning].outcome = .lineSkipped(subviews: subviews, ancestor: ancestor)
        if let ancestor {
            let view = dump.views[ancestor]
            dump.warnings[warning].ancestorName = "\(view.name) (line \(view.line))"
        }
    }
}
