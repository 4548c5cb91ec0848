import Rendering
import ResponderKit
import Scenes

/// The panel's list of what a dump could not read (``LoadReport``), shown before any touch.
extension PanelRenderer {
    /// Every warning that fits above `maxY`, wrapped, then how many more there are
    /// and where they all are; returns where the text under it goes.
    func drawWarnings(x: Double, y: Double, width: Double, maxY: Double) -> Double {
        guard let imported = session.scene.imported, !imported.warnings.isEmpty || imported.isIncomplete else { return y }
        let incomplete = strings.dump.incompleteness(of: imported.dump)
        let count = imported.warnings.count + (incomplete == nil ? 0 : 1)
        var y = title(strings.dump.warningsTitle(count), x: x, y: y)
        let font = FontSpec(size: 11), line = 15.0
        var shown = 0
        // Worded only as far as they fit: a dump may have thousands.
        for warning in imported.warnings.lazy.map({ strings.dump.warning($0, in: imported.dump) }) + [incomplete].compactMap({ $0 }) {
            let lines = canvas.textRenderer?.wrap(warning, toWidth: width, font: font) ?? [warning]
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
            y += canvas.drawWrappedText(strings.dump.moreWarnings(count - shown), in: Rect(x: x, y: y, width: width, height: 40),
                                        font: font, color: Theme.panelMuted)
        }
        return y + 10
    }
}
