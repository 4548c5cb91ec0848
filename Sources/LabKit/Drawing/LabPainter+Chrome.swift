import Rendering
import ResponderKit
import Scenes

/// The chrome around the scene: the header (the scene's number and title, the
/// scene list, and a line that is the caption, the dump's and the code's
/// warnings or a reload's error), the panel's ground and the footer's keys.
extension LabPainter {
    /// The chrome's texts, worded once a frame: the window compares them with the
    /// last frame's to know whether its layer must be drawn again, and draws them.
    struct ChromeTexts: Equatable {
        /// The header's line under the title, and how it is shown.
        enum Line: Equatable {
            /// A broken save of the scene file or of the user's code, until it is good again.
            case error(String)
            /// What the dump could not read and what of the user's code was left out.
            case warning(String)
            case caption(String)
        }

        let title: String
        let sceneIndex: Int?
        let line: Line
        /// The footer's keys with their states, and the same with the scene's fix named shortly.
        let keys: [String], compactKeys: [String]
        let tab: Inspector.Tab

        @MainActor init(_ session: LabSession, strings: Strings) {
            title = session.scene.title
            sceneIndex = session.document.sceneIndex
            if let error = session.document.loadError ?? session.document.codeError {
                // The panel shows all of it, wrapped, where one line here would cut it.
                line = .error(String(error.prefix { $0 != "\n" }))
            } else if let warnings = LabPainter.headerWarnings(session, strings: strings) {
                line = .warning(warnings)
            } else {
                line = .caption(strings.caption(of: session.scene))
            }
            keys = LabPainter.footerKeys(session, strings: strings)
            compactKeys = LabPainter.footerKeys(session, strings: strings, compact: true)
            tab = session.inspector.tab
        }
    }

    /// What stays the same from one hover or drag frame to the next, drawn into the
    /// window's layer with the scene: the header, the footer and the panel's ground (its tabs and legend).
    func drawChrome(_ session: LabSession, _ texts: ChromeTexts, size: Size, scale: Double, canvas: Canvas) {
        canvas.withState {
            canvas.scaleBy(x: scale, y: scale)
            drawHeader(texts, width: size.width, canvas: canvas)
            canvas.textLog = []
            PanelRenderer.drawGround(in: session.layout.panelRect, tab: texts.tab, strings: strings, canvas: canvas)
            panelGround = canvas.textLog ?? []
            canvas.textLog = nil
            drawFooter(texts, size: size, canvas: canvas)
        }
    }

    /// The header's line about what the dump could not read and what of the user's code was left out; nil when neither.
    static func headerWarnings(_ session: LabSession, strings: Strings) -> String? {
        let leftOut = session.code?.build?.leftOut.count ?? 0
        let lines = [
            leftOut > 0 ? strings.yourCode.leftOutCount(leftOut) : nil,
            LoadReport.headerLine(of: session.scene, strings: strings),
        ]
        let shown = lines.compactMap { $0 }
        return shown.isEmpty ? nil : shown.joined(separator: "  ·  ")
    }

    private func drawHeader(_ texts: ChromeTexts, width: Double, canvas: Canvas) {
        let number = texts.sceneIndex.map { "\($0 + 1). " } ?? ""
        let titleFont = FontSpec(size: 18, weight: .bold)
        let titleWidth = canvas.measureText(number + texts.title, font: titleFont).width
        let linePoint = Point(x: 16, y: 38)
        switch texts.line {
        case .error(let error):
            canvas.drawText(
                error, at: linePoint, font: FontSpec(size: 13, weight: .bold), color: Theme.error, maxWidth: width - 32)
        case .warning(let warnings):
            // The panel lists every one.
            canvas.drawText(
                warnings, at: linePoint, font: FontSpec(size: 13), color: Theme.warning, maxWidth: width - 32)
        case .caption(let caption):
            canvas.drawText(caption, at: linePoint, font: FontSpec(size: 13), color: Theme.muted, maxWidth: width - 32)
        }
        // The scene list, right-aligned on the title's line.
        var chips = SceneCatalog.names.enumerated().reversed().map { i, name in
            // Only the current scene is named: ten names do not fit beside a title.
            let label = i == texts.sceneIndex ? "\(i + 1) \(name)" : "\(i + 1)"
            let font = FontSpec(size: 12, weight: i == texts.sceneIndex ? .bold : .regular)
            return (i, label, font, canvas.measureText(label, font: font).width + 14)
        }
        // A narrow window keeps the current scene's chip only, and the title stops short of it.
        if chips.map({ $0.3 + 4 }).reduce(0, +) > width - 32 - 16 - titleWidth {
            chips = chips.filter { $0.0 == texts.sceneIndex }
        }
        let chipsWidth = chips.map { $0.3 + 4 }.reduce(0, +)
        canvas.drawText(
            number + texts.title, at: Point(x: 16, y: 10), font: titleFont, color: Theme.text,
            maxWidth: max(width - 32 - 16 - chipsWidth, 40))
        var x = width - 16
        for (i, label, font, w) in chips {
            x -= w
            let chip = Rect(x: x, y: 10, width: w, height: 22)
            if i == texts.sceneIndex {
                canvas.fillRoundedRect(chip, radius: 11, color: Theme.accent)
            }
            canvas.drawText(
                label, at: Point(x: chip.midX, y: chip.midY), font: font,
                color: i == texts.sceneIndex ? .white : Theme.muted, anchor: .center)
            x -= 4
        }
    }
}
