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
        var open: [(key: Int, ancestor: Int?, warning: Int, subviews: Int)] = []
        var nextSkipped = 0

        func close(deeperThanOrAt key: Int, _ scanner: inout DumpScanner) {
            while let last = open.last, last.key >= key {
                scanner.finish(warning: last.warning, subviews: last.subviews, ancestor: last.ancestor)
                open.removeLast()
            }
        }
        func skipLines(before index: Int, _ scanner: inout DumpScanner) {
            while nextSkipped < scanner.skippedLines.count, scanner.skippedLines[nextSkipped].beforeView == index {
                let skipped = scanner.skippedLines[nextSkipped]
                let key = usesPipes ? skipped.pipes : skipped.indent
                close(deeperThanOrAt: key, &scanner)
                while let top = stack.last, top.key >= key { stack.removeLast() }
                open.append((key, stack.last?.index, skipped.warning, 0))
                nextSkipped += 1
            }
        }

        for index in dump.views.indices {
            skipLines(before: index, &self)
            let key = usesPipes ? markers[index].pipes : markers[index].indent
            close(deeperThanOrAt: key, &self)
            while let top = stack.last, top.key >= key { stack.removeLast() }
            if let last = open.last, last.ancestor == stack.last?.index {
                open[open.count - 1].subviews += 1
            } else if stack.isEmpty, index > 0 {
                let view = dump.views[index]
                dump.warnings.append(DumpWarning(file: file, line: view.line, column: 1, message: """
                    a second root view (\(view.className)): this line is \(usesPipes ? "at the root's depth" : "no more indented than the root")
                    """, outcome: .anotherRoot))
            }
            guard stack.count < DumpLimits.maximumViewDepth else {
                throw SceneError(file: file, line: dump.views[index].line, column: 1,
                                 message: "views nest deeper than \(DumpLimits.maximumViewDepth) levels")
            }
            dump.views[index].parent = stack.last?.index
            dump.views[index].depth = stack.count
            stack.append((key, index))
        }
        skipLines(before: dump.views.count, &self)
        close(deeperThanOrAt: Int.min, &self)
        // The second roots' warnings were added after the lines' own.
        dump.warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
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
