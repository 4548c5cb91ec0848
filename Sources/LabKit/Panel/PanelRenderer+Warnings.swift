import Rendering
import ResponderKit
import Scenes
import UserCode

/// The panel's lists of what could not be read or compiled: a dump's warnings (``LoadReport``) and
/// the pieces of the user's code left out (``CodeReport/leftOutLines(of:)``). The header has room for
/// a count and the first; the panel lists every one that fits, and standard error all of them.
extension PanelRenderer {
    /// The dump's warnings, shown before any touch; returns where the text under them goes.
    func drawWarnings(x: Double, y: Double, width: Double, maxY: Double) -> Double {
        guard let imported = session.scene.imported, !imported.warnings.isEmpty || imported.isIncomplete else {
            return y
        }
        let incomplete = strings.dump.incompleteness(of: imported.dump)
        let count = imported.warnings.count + (incomplete == nil ? 0 : 1)
        // Worded only as far as they fit: a dump may have thousands.
        let items =
            imported.warnings.lazy.map { strings.dump.warning($0, in: imported.dump) } + [incomplete].compactMap { $0 }
        return drawList(strings.dump.warningsTitle(count), items, count: count, x: x, y: y, width: width, maxY: maxY)
    }

    /// The pieces of the user's code that were not compiled, and the classes of which nothing was.
    func drawLeftOut(x: Double, y: Double, width: Double, maxY: Double) -> Double {
        guard let build = session.code?.build, !build.leftOut.isEmpty else { return y }
        let items =
            build.leftOut.map(strings.yourCode.leftOutLine)
            + build.views.filter(\.keptNothing).map(strings.yourCode.keptNothing)
        return drawList(
            strings.yourCode.leftOutTitle(build.leftOut.count), items, count: items.count, x: x, y: y, width: width,
            maxY: maxY)
    }

    /// A heading, then every item that fits above `maxY`, wrapped, then how many more there are
    /// and where they all are; returns where the text under it goes.
    private func drawList(
        _ heading: String, _ items: some Sequence<String>, count: Int, x: Double, y: Double, width: Double,
        maxY: Double
    ) -> Double {
        guard y + 40 < maxY else { return y }
        var y = title(heading, x: x, y: y)
        let font = FontSpec(size: 11), line = 15.0
        var shown = 0
        for item in items {
            let lines = canvas.textRenderer?.wrap(item, toWidth: width, font: font) ?? [item]
            let room = shown < count - 1 ? line : 0
            guard y + Double(lines.count) * line + room <= maxY else { break }
            for text in lines {
                canvas.drawText(text, at: Point(x: x, y: y), font: font, color: Theme.panelWarning, maxWidth: width)
                y += line
            }
            y += 3
            shown += 1
        }
        if shown < count {
            y += canvas.drawWrappedText(
                strings.dump.moreWarnings(count - shown), in: Rect(x: x, y: y, width: width, height: 40),
                font: font, color: Theme.panelMuted)
        }
        return y + 10
    }
}
