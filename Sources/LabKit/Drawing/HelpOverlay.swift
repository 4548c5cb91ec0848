import Rendering
import ResponderKit

/// The help over the canvas (? or F1): every row of ``KeyBindings/table``,
/// its keys and what they do, in the lab's language. It reads the table, so
/// a key added there is listed here too; the footer keeps the most used.
///
/// ```swift
/// session.overlay.helpVisible = true   // the next frame draws it over the scene
/// ```
@MainActor
struct HelpOverlay {
    let strings: Strings
    let canvas: Canvas

    private static let font = FontSpec(size: 12)
    private static let keyFont = FontSpec(size: 12, weight: .bold)
    private static let rowGap = 5.0

    /// Each row as drawn: its keys wrapped to `keysWidth`, and its meaning to `width`.
    func rows(keysWidth: Double = .infinity, meaningWidth width: Double) -> [(
        keys: String, keyLines: [String], lines: [String]
    )] {
        KeyBindings.table.map { row in
            let (keys, meaning) = strings.help(for: row)
            let keyLines =
                keysWidth.isFinite
                ? canvas.textRenderer?.wrap(keys, toWidth: keysWidth, font: Self.keyFont) ?? [keys] : [keys]
            let lines = canvas.textRenderer?.wrap(meaning, toWidth: width, font: Self.font) ?? [meaning]
            return (keys, keyLines, lines)
        }
    }

    /// Draws the help in `area` (the scene's part of the window): a dark card, the title, and every
    /// row that fits, then how many did not; returns how many rows it drew.
    @discardableResult
    func draw(in area: Rect) -> Int {
        let card = area.insetBy(dx: 14, dy: 12)
        guard card.width > 120, card.height > 80 else { return 0 }
        let line = canvas.textRenderer?.lineMetrics(for: Self.font).lineHeight ?? 15
        // The keys' column as wide as its widest, up to a third of the card: longer keys wrap.
        let keysWidth = min(
            card.width * 0.3,
            KeyBindings.table.map { canvas.measureText(strings.help(for: $0).keys, font: Self.keyFont).width }.max()
                ?? 0)
        let meaningWidth = card.width - 36 - keysWidth - 14
        let rows = rows(keysWidth: keysWidth, meaningWidth: meaningWidth)
        let height = 64 + rows.map { Double(max($0.lines.count, $0.keyLines.count)) * line + Self.rowGap }.reduce(0, +)
        let box = Rect(x: card.minX, y: card.minY, width: card.width, height: min(card.height, height))
        canvas.fillRoundedRect(box, radius: 10, color: Theme.panel.withAlpha(0.96))
        let x = box.minX + 18
        var y = box.minY + 14
        canvas.drawText(
            strings.helpTitle, at: Point(x: x, y: y), font: FontSpec(size: 15, weight: .bold), color: Theme.panelText,
            maxWidth: box.width - 36)
        y += 22
        canvas.drawText(
            strings.helpCloses, at: Point(x: x, y: y), font: FontSpec(size: 11), color: Theme.panelMuted,
            maxWidth: box.width - 36)
        y += 22
        for (i, row) in rows.enumerated() {
            let rowHeight = Double(max(row.lines.count, row.keyLines.count)) * line
            // Nothing is cut off silently: the last line that fits counts the rows left.
            if y + rowHeight > box.maxY - 10 || (i < rows.count - 1 && y + rowHeight + line > box.maxY - 10) {
                canvas.drawText(
                    strings.helpMore(rows.count - i), at: Point(x: x, y: y), font: Self.font, color: Theme.panelMuted,
                    maxWidth: box.width - 36)
                return i
            }
            for (j, keys) in row.keyLines.enumerated() {
                canvas.drawText(
                    keys, at: Point(x: x, y: y + Double(j) * line), font: Self.keyFont, color: Theme.panelText,
                    maxWidth: keysWidth)
            }
            for (j, text) in row.lines.enumerated() {
                canvas.drawText(
                    text, at: Point(x: x + keysWidth + 14, y: y + Double(j) * line), font: Self.font,
                    color: Theme.panelText)
            }
            y += rowHeight + Self.rowGap
        }
        return rows.count
    }
}
