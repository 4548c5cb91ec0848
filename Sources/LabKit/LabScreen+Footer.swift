import Rendering
import ResponderKit

/// The window's bottom line of keys: all on one line where the window is wide
/// enough, else on two, with the scene's fix named shortly if even two need it —
/// at every width from the smallest window up, every key is drawn whole.
extension LabScreen {
    static let footerFont = FontSpec(size: 11)
    static let footerSeparator = "  ·  "

    /// The footer's lines in a window `width` points wide, each a run of whole keys.
    ///
    /// ```swift
    /// screen.footerLines(session, width: 800) // ["click: touch  ·  …  ·  T fix all seven (off)", "D overlay on  ·  …  ·  Q quit"]
    /// ```
    public func footerLines(_ session: LabSession, width: Double) -> [String] {
        let room = width - 32
        let wordings = [false, true].map {
            strings.keys(fix: session.scene.fixDescription, fixOn: session.scene.isFixed, overlayOn: session.overlaysVisible,
                         hoverOn: session.hoverMode, ghostsOn: session.ghostsVisible, compact: $0)
        }
        let measure = { (line: String) in self.text.measure(line, font: Self.footerFont).width }
        if measure(wordings[0].joined(separator: Self.footerSeparator)) <= room { return [wordings[0].joined(separator: Self.footerSeparator)] }
        for keys in wordings {
            if let lines = Self.twoLines(keys, room: room, measure: measure) { return lines }
        }
        // Narrower than any window the lab opens (`LabLayout.minimumSize`): as many lines as it takes.
        return wordings[1].reduce(into: [String]()) { lines, key in
            if let last = lines.last, measure(last + Self.footerSeparator + key) <= room {
                lines[lines.count - 1] = last + Self.footerSeparator + key
            } else {
                lines.append(key)
            }
        }
    }

    /// `keys` split in two lines, each at most `room` wide, as evenly as they go; nil when no split fits.
    private static func twoLines(_ keys: [String], room: Double, measure: (String) -> Double) -> [String]? {
        (1..<keys.count).map { split in
            [keys[..<split].joined(separator: footerSeparator), keys[split...].joined(separator: footerSeparator)]
        }
        .filter { $0.allSatisfy { measure($0) <= room } }
        .min { $0.map(measure).max()! < $1.map(measure).max()! }
    }

    func drawFooter(_ session: LabSession, size: Size, canvas: Canvas) {
        let y = size.height - LabLayout.footerHeight
        canvas.fill(Rect(x: 0, y: y, width: size.width, height: LabLayout.footerHeight), color: Theme.footer)
        let lines = footerLines(session, width: size.width)
        let lineHeight = text.lineMetrics(for: Self.footerFont).lineHeight
        // One line as it always sat; two or more centred in the footer.
        let top = lines.count == 1 ? y + 10 : y + (LabLayout.footerHeight - Double(lines.count) * lineHeight) / 2
        for (i, line) in lines.enumerated() {
            canvas.drawText(line, at: Point(x: 16, y: top + Double(i) * lineHeight), font: Self.footerFont, color: Theme.footerText)
        }
    }
}
