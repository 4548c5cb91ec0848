import Rendering
import ResponderKit

/// The window's bottom line of keys: all on one line where the window is wide
/// enough, else on two, with the scene's fix named shortly if even two need it —
/// at every width from the smallest window up, every key is drawn whole.
extension LabPainter {
    static let footerFont = FontSpec(size: 11)
    static let footerSeparator = "  ·  "

    /// The footer's lines in a window `width` points wide, each a run of whole keys.
    ///
    /// ```swift
    /// screen.footerLines(session, width: 800) // ["click: touch  ·  …  ·  T fix all seven (off)", "D overlay on  ·  …  ·  Q quit"]
    /// ```
    public func footerLines(_ session: LabSession, width: Double) -> [String] {
        footerLines(ChromeTexts(session, strings: strings), width: width)
    }

    /// The footer's lines of the keys in `texts`.
    func footerLines(_ texts: ChromeTexts, width: Double) -> [String] {
        let room = width - 32
        // The same keys at the same width, frame after frame while the pointer moves: measured once.
        if let cached = footerCache, cached.keys == texts.keys, cached.room == room { return cached.lines }
        let lines = Self.footerLines([texts.keys, texts.compactKeys], room: room) {
            self.text.measure($0, font: Self.footerFont).width
        }
        footerCache = (texts.keys, room, lines)
        return lines
    }

    /// The footer's keys, each with its state; `compact` names the scene's fix shortly.
    static func footerKeys(_ session: LabSession, strings: Strings, compact: Bool = false) -> [String] {
        strings.keys(
            fix: session.scene.fixDescription, fixOn: session.scene.isFixed, overlayOn: session.overlay.isVisible,
            hoverOn: session.overlay.hoverMode, ghostsOn: session.overlay.ghostsVisible, compact: compact)
    }

    private static func footerLines(_ wordings: [[String]], room: Double, measure: (String) -> Double) -> [String] {
        let whole = wordings[0].joined(separator: footerSeparator)
        if measure(whole) <= room { return [whole] }
        for keys in wordings {
            if let lines = twoLines(keys, room: room, measure: measure) { return lines }
        }
        // Narrower than any window the lab opens (`LabLayout.minimumSize`): as many lines as it takes.
        return wordings[1].reduce(into: [String]()) { lines, key in
            if let last = lines.last, measure(last + footerSeparator + key) <= room {
                lines[lines.count - 1] = last + footerSeparator + key
            } else {
                lines.append(key)
            }
        }
    }

    /// `keys` split in two lines, each at most `room` wide, as evenly as they go; nil when no split fits.
    private static func twoLines(_ keys: [String], room: Double, measure: (String) -> Double) -> [String]? {
        let splits = (1..<keys.count).map { split in
            let lines = [
                keys[..<split].joined(separator: footerSeparator), keys[split...].joined(separator: footerSeparator),
            ]
            return (lines: lines, widest: lines.map(measure).max()!)
        }
        return splits.filter { $0.widest <= room }.min { $0.widest < $1.widest }?.lines
    }

    func drawFooter(_ texts: ChromeTexts, size: Size, canvas: Canvas) {
        let y = size.height - LabLayout.footerHeight
        canvas.fill(Rect(x: 0, y: y, width: size.width, height: LabLayout.footerHeight), color: Theme.footer)
        let lines = footerLines(texts, width: size.width)
        let lineHeight = text.lineMetrics(for: Self.footerFont).lineHeight
        // One line as it always sat; two or more centred in the footer.
        let top = lines.count == 1 ? y + 10 : y + (LabLayout.footerHeight - Double(lines.count) * lineHeight) / 2
        for (i, line) in lines.enumerated() {
            canvas.drawText(
                line, at: Point(x: 16, y: top + Double(i) * lineHeight), font: Self.footerFont, color: Theme.footerText)
        }
    }
}
