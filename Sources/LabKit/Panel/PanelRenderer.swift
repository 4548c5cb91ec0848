import Rendering
import ResponderKit
import Scenes

/// The side panel: the hit-test as text, the responder chain as arrows, the
/// last events and a legend of the overlay's colours.
@MainActor
struct PanelRenderer {
    let session: LabSession
    let canvas: Canvas
    let strings: Strings

    private static let heading = FontSpec(size: 11, weight: .bold)
    private let body = FontSpec(size: 12)
    private let bold = FontSpec(size: 12, weight: .bold)

    /// The panel's ground, which the window keeps in its layer, ``draw(in:)`` drawing
    /// the rest over it: the panel's colour, the tab headers, and on the trace's tab the legend.
    static func drawGround(in rect: Rect, tab: Inspector.Tab, strings: Strings, canvas: Canvas) {
        guard rect.width > 40, rect.height > 40 else { return }
        canvas.fill(rect, color: Theme.panel)
        canvas.withState {
            canvas.clip(to: rect)
            InspectorRenderer.drawTabs(
                active: tab, layout: InspectorLayout(panel: rect), strings: strings, canvas: canvas)
            // Its place is kept: the chain, the activities and the events stop above it.
            if tab == .trace {
                let width = rect.width - 36, height = legendHeight(width: width, strings: strings, canvas: canvas)
                drawLegend(x: rect.minX + 18, y: rect.maxY - height, width: width, strings: strings, canvas: canvas)
            }
        }
    }

    func draw(in rect: Rect) {
        guard rect.width > 40, rect.height > 40 else { return }
        canvas.withState {
            canvas.clip(to: rect)
            // The tab headers, then the tree (the inspector) or the trace under them.
            let inspector = InspectorRenderer(
                session: session, canvas: canvas, strings: strings, layout: InspectorLayout(panel: rect))
            if session.inspector.tab == .tree { return inspector.drawTree() }
            let x = rect.minX + 18, width = rect.width - 36
            var y = inspector.layout.content.minY
            if let error = session.document.loadError {
                y = drawLoadError(error, title: strings.loadErrorTitle, x: x, y: y, width: width)
            }
            if let error = session.document.codeError {
                y = drawLoadError(error, title: strings.yourCode.errorTitle, x: x, y: y, width: width)
            }
            let focus = session.overlay.shownExplanation
            // In a short window (800 × 500) the trace still lists a few visits; the chain below ends in "+ N more" sooner.
            // Everything above the legend stops short of it: in a narrow panel it takes one column, and more room.
            let legend = rect.maxY - Self.legendHeight(width: width, strings: strings, canvas: canvas)
            y = drawTrace(focus, x: x, y: y, width: width, maxY: max(legend - 214, y + 110))
            // Before any touch, what the dump could not read and what of the user's code was left out: the header has
            // room for a count and the first warning only.
            if focus == nil {
                y = drawWarnings(x: x, y: y, width: width, maxY: legend - 90)
                y = drawLeftOut(x: x, y: y, width: width, maxY: legend - 90)
            }
            // Above the legend: a long chain (a dump's dozen wrapper views) ends in "+ N more" rather than run over it.
            let chainLimit = legend - 24
            y = drawChain(focus, x: x, y: y + 10, width: width, maxY: chainLimit)
            for (title, finger) in Self.otherFingers(focus, strings: strings) where y < chainLimit - 40 {
                y = self.title(title, x: x, y: y)
                if let section = ChainSection(finger, strings: strings) {
                    y = drawChips(section.chips, x: x, y: y, width: width, maxY: chainLimit)
                }
            }
            y = drawActivities(x: x, y: y, width: width, maxY: legend - 14)
            y = drawEvents(x: x, y: y + 10, width: width, maxY: legend - 14)
            // After a touch, what of the user's code was left out goes under the events, as far as it fits.
            if focus != nil { _ = drawLeftOut(x: x, y: y + 10, width: width, maxY: legend - 14) }
        }
    }

    /// A heading at `x`, `y`, wrapped to `width` (to the panel's right margin when nil); returns where the text under it goes.
    func title(_ text: String, x: Double, y: Double, width: Double? = nil) -> Double {
        Self.title(
            text, x: x, y: y, width: width ?? session.layout.panelRect.maxX - 18 - x, strings: strings, canvas: canvas)
    }

    private static func title(_ text: String, x: Double, y: Double, width: Double, strings: Strings, canvas: Canvas)
        -> Double
    {
        // Small capitals suit English headings, but not the class and method names in them; Chinese has no case,
        // and uppercasing its English words would shout.
        var shown = strings.language == .english ? PanelNames.heading(text) : text
        // A narrow panel (an 800-point window) or a dump's long names: the heading wraps at spaces rather than run
        // off the panel; a word wider than the panel is shortened, never split.
        guard canvas.measureText(shown, font: heading).width > width, width > 40 else {
            canvas.drawText(shown, at: Point(x: x, y: y), font: heading, color: Theme.panelMuted)
            return y + 20
        }
        shown = shown.split(separator: " ", omittingEmptySubsequences: false)
            .map { canvas.textRenderer?.truncate(String($0), toWidth: width, font: heading) ?? String($0) }.joined(
                separator: " ")
        let height = canvas.drawWrappedText(
            shown, in: Rect(x: x, y: y, width: width, height: 200), font: heading,
            color: Theme.panelMuted)
        let line = canvas.measureText("", font: heading)
        return y + 20 + height - (line.ascent + line.descent)
    }

    /// A scene file's load error, or the user's code's, in full, wrapped: the header has room for one
    /// line of it, and the end ("did you mean …") is what the user needs.
    private func drawLoadError(_ error: String, title heading: String, x: Double, y: Double, width: Double) -> Double {
        var y = title(heading, x: x, y: y)
        y += canvas.drawWrappedText(
            error, in: Rect(x: x, y: y, width: width, height: 400), font: bold, color: Theme.panelError)
        return y + 16
    }

    private func drawTrace(_ focus: LabSession.Explanation?, x: Double, y: Double, width: Double, maxY: Double)
        -> Double
    {
        guard let focus else {
            var y = title(strings.hitTestTitle, x: x, y: y)
            y += canvas.drawWrappedText(
                strings.hitTestIntro, in: Rect(x: x, y: y, width: width, height: 60), font: body, color: Theme.panelText
            )
            return y + 30
        }
        let kind: Strings.ExplanationKind =
            switch focus.kind {
            case .touch: .touch
            case .inspect: .inspect
            case .hover: .hover
            }
        let trace = focus.hitTest
        let progress = session.overlay.stepProgress
        // The step counter keeps the right end of the heading's first line.
        let counter =
            progress.map { canvas.measureText("\($0.position) / \($0.count)", font: Self.heading).width + 10 } ?? 0
        if let progress { drawStepCounter(progress, right: x + width, y: y) }
        var y = title(
            strings.explanationTitle(
                kind, point: trace.point,
                hitView: trace.hitView.map { PanelNames.row(of: $0, strings: strings) } ?? strings.noHitView(trace)),
            x: x, y: y,
            width: width - counter)
        var steps = progress.revealedSteps(of: trace)
        let rowHeight = 17.0
        let fitting = max(1, Int((maxY - y) / rowHeight))
        // Stepping through a long list, the first rows make room for the last visit so far.
        if let last = progress?.visitsShown, let row = steps.firstIndex(where: { $0.order == last }), row > fitting - 2
        {
            steps.removeFirst(row - (fitting - 2))
        }
        // What tells the views apart, as wide as the widest needs; where the reasons need the room too, at least half the panel.
        let names = steps.prefix(fitting).map { PanelNames.row(of: $0.view, strings: strings) }
        let reasons = steps.prefix(fitting).map { PanelNames.shortened(strings.reason(for: $0, in: trace)) }
        let widest = (
            names.map { canvas.measureText($0, font: bold).width }.max() ?? 0,
            reasons.map { canvas.measureText($0, font: body).width }.max() ?? 0
        )
        let nameWidth = min(widest.0, max(width * 0.5, width - 36 - widest.1))
        for (i, step) in steps.enumerated() {
            if i == fitting - 1, steps.count > fitting {
                canvas.drawText(
                    strings.more(steps.count - i), at: Point(x: x + 26, y: y), font: body, color: Theme.panelMuted)
                y += rowHeight
                break
            }
            let color = VerdictStyle.color(for: step.verdict)
            if let current = progress?.currentVisit, step.order == current {
                canvas.fillRoundedRect(
                    Rect(x: x - 6, y: y, width: width + 12, height: rowHeight), radius: 4, color: Theme.currentStep)
            }
            canvas.fillRoundedRect(Rect(x: x, y: y + 2, width: 20, height: 13), radius: 3, color: color)
            canvas.drawText(
                step.order.map(String.init) ?? "–", at: Point(x: x + 10, y: y + 8.5),
                font: FontSpec(size: 9, weight: .bold), color: .white, anchor: .center)
            canvas.drawText(
                PanelNames.fitted(names[i], width: nameWidth, font: bold, canvas: canvas), at: Point(x: x + 28, y: y),
                font: bold, color: Theme.panelText)
            canvas.drawText(
                reasons[i], at: Point(x: x + 36 + nameWidth, y: y), font: body,
                color: Theme.panelText, maxWidth: width - nameWidth - 36)
            y += rowHeight
        }
        return y
    }

    /// The other fingers down with the touch shown (Ctrl-click): a title each
    /// (where it went) for its chain, under the newest finger's hit-test and chain.
    static func otherFingers(_ focus: LabSession.Explanation?, strings: Strings) -> [(
        title: String, focus: LabSession.Explanation
    )] {
        (focus?.otherFingers ?? []).map { finger in
            let touch = finger.delivery?.touches.min { $0.id < $1.id }
            return (
                strings.fingerTitle(
                    id: touch?.id ?? 0, point: finger.hitTest.point,
                    hitView: finger.hitTest.hitView.map { PanelNames.row(of: $0, strings: strings) }
                        ?? strings.noHitView(finger.hitTest)),
                finger
            )
        }
    }

    private func drawChain(_ focus: LabSession.Explanation?, x: Double, y: Double, width: Double, maxY: Double)
        -> Double
    {
        guard let section = ChainSection(focus, strings: strings, scene: session.scene) else { return y }
        var y = title(section.title, x: x, y: y)
        let progress = session.overlay.stepProgress
        let chips = progress.map { Array(section.chips.prefix($0.linksShown)) } ?? section.chips
        if !chips.isEmpty {
            y = drawChips(chips, x: x, y: y, width: width, maxY: maxY, current: progress?.currentLink) - 6
        }
        for note in section.notes {
            y += canvas.drawWrappedText(
                note, in: Rect(x: x, y: y, width: width, height: 40), font: FontSpec(size: 11),
                color: Theme.panelMuted)
        }
        return section.notes.isEmpty ? y + 6 : y + 12
    }

    /// The chips joined by arrows, wrapping onto new rows.
    /// `current`, the chain's link that step-through lit last, is ringed.
    private func drawChips(
        _ chips: [(label: String, color: Color)], x: Double, y: Double, width: Double,
        maxY: Double = .infinity, current: Int? = nil
    ) -> Double {
        var y = y
        let font = FontSpec(size: 11, weight: .bold)
        var cx = x
        for (i, (label, color)) in chips.enumerated() {
            let w = min(canvas.measureText(label, font: font).width + 14, width)
            if cx + w > x + width, cx > x {
                cx = x
                y += 28
            }
            if y + 48 > maxY, i < chips.count - 1, cx == x {
                // The last row that fits says how many links are left; the panel's Trace lists no more.
                // In a short window that row still shows this link first, shortened if need be, the count beside it.
                let more = strings.more(chips.count - i - 1), moreFont = FontSpec(size: 11)
                let room = width - 8 - canvas.measureText(more, font: moreFont).width
                if y + 28 <= maxY, room >= 80 {
                    let shown = min(w, room)
                    drawChip(label, color: color, at: Point(x: x, y: y), width: shown, font: font, ringed: i == current)
                    canvas.drawText(
                        more, at: Point(x: x + shown + 8, y: y + 3), font: moreFont, color: Theme.panelMuted)
                    return y + 30
                }
                canvas.drawText(
                    strings.more(chips.count - i), at: Point(x: x, y: y + 3), font: moreFont, color: Theme.panelMuted)
                return y + 24
            }
            drawChip(label, color: color, at: Point(x: cx, y: y), width: w, font: font, ringed: i == current)
            cx += w
            if i < chips.count - 1 {
                if cx + 22 > x + width {
                    cx = x
                    y += 28
                } else {
                    canvas.arrow(
                        from: Point(x: cx + 3, y: y + 10), to: Point(x: cx + 19, y: y + 10),
                        color: Theme.panelMuted, width: 1.5, headLength: 6)
                    cx += 22
                }
            }
        }
        return y + 30
    }

    /// One link of the chain, ringed when step-through lit it last. A label too long for its
    /// room shortens its names first, then its middle: the verdict at its end always shows.
    private func drawChip(
        _ label: String, color: Color, at origin: Point, width w: Double, font: FontSpec, ringed: Bool
    ) {
        if ringed {
            canvas.fillRoundedRect(
                Rect(x: origin.x - 3, y: origin.y - 3, width: w + 6, height: 26), radius: 13, color: Theme.panelText)
        }
        canvas.fillRoundedRect(Rect(x: origin.x, y: origin.y, width: w, height: 20), radius: 10, color: color)
        canvas.drawText(
            Self.fitted(label, width: w - 12, font: font, strings: strings, canvas: canvas),
            at: Point(x: origin.x + 7, y: origin.y + 3), font: font, color: .white)
    }

    /// `label` as it fits `width`: whole, with its dumped names shortened, or with the name cut
    /// short before its verdict (`forwarded`, `✓ handled`, `would handle`), which stays whole.
    static func fitted(_ label: String, width: Double, font: FontSpec, strings: Strings, canvas: Canvas) -> String {
        guard canvas.measureText(label, font: font).width > width else { return label }
        let short = PanelNames.shortened(label)
        guard canvas.measureText(short, font: font).width > width, let renderer = canvas.textRenderer else {
            return short
        }
        // A chip of the chain is a name and its verdict: what each wording says after an empty name.
        let verdicts = [strings.handled(""), strings.forwarded(""), strings.wouldHandle(""), strings.wouldForward("")]
        guard let verdict = verdicts.first(where: { short.hasSuffix($0) && short.count > $0.count }) else {
            return renderer.truncate(short, toWidth: width, font: font)
        }
        let room = width - canvas.measureText(verdict, font: font).width
        return renderer.truncate(String(short.dropLast(verdict.count)), toWidth: max(room, 0), font: font) + verdict
    }

    /// Step-through's place, right-aligned on the hit-test's title line: `3 / 7`.
    private func drawStepCounter(_ progress: TraceProgress, right: Double, y: Double) {
        let label = "\(progress.position) / \(progress.count)"
        let w = canvas.measureText(label, font: Self.heading).width
        canvas.drawText(label, at: Point(x: right - w, y: y), font: Self.heading, color: Theme.panelText)
    }

    /// Recognizer states, control events and actions, newest last, and where
    /// the latest nil-target action went.
    private func drawActivities(x: Double, y: Double, width: Double, maxY: Double) -> Double {
        // The newest lines that fit above the legend, at most six.
        let rows = min(6, Int((maxY - y - 20) / 16))
        guard !session.log.activities.isEmpty, rows > 0 else { return y }
        var y = title(strings.activityTitle, x: x, y: y)
        for line in session.log.activities.suffix(rows) {
            let color =
                switch line.kind {
                case .gesture: VerdictStyle.invisible
                case .control: VerdictStyle.containsHit
                case .action: VerdictStyle.hit
                }
            canvas.fillCircle(center: Point(x: x + 5, y: y + 8), radius: 4, color: color)
            canvas.drawText(
                strings.log.activity(line.entry) ?? "", at: Point(x: x + 16, y: y), font: FontSpec(size: 11),
                color: Theme.panelText, maxWidth: width - 16)
            y += 16
        }
        return y
    }

    /// The last events that fit above `maxY`; returns where the text under them goes.
    private func drawEvents(x: Double, y: Double, width: Double, maxY: Double) -> Double {
        guard maxY - y > 40 else { return y }
        var y = title(strings.eventsTitle, x: x, y: y)
        let rows = max(0, Int((maxY - y) / 16))
        let font = FontSpec(size: 11)
        // A long event (a saved screenshot's full path) wraps rather than being cut; the newest events that fit are shown.
        var shown: [[String]] = []
        for line in session.log.events.reversed() {
            let event = strings.log.event(line)
            let lines = canvas.textRenderer?.wrap(event, toWidth: width, font: font) ?? [event]
            guard shown.map(\.count).reduce(0, +) + lines.count <= rows else { break }
            shown.insert(lines, at: 0)
        }
        for line in shown.joined() {
            canvas.drawText(line, at: Point(x: x, y: y), font: font, color: Theme.panelText, maxWidth: width)
            y += 16
        }
        return y
    }

    /// Two columns of the verdicts' colours, or one where a meaning would not fit
    /// in half the panel ("hidden / alpha < 0.01" keeps its fact at 800 points wide).
    static func legendColumns(width: Double, strings: Strings, canvas: Canvas) -> Int {
        let fits = strings.legend.allSatisfy {
            canvas.measureText($0.1, font: FontSpec(size: 11)).width <= width / 2 - 24
        }
        return fits ? 2 : 1
    }

    /// The legend's height with its title: 86 points in two columns.
    static func legendHeight(width: Double, strings: Strings, canvas: Canvas) -> Double {
        let columns = legendColumns(width: width, strings: strings, canvas: canvas)
        return 22 + Double((strings.legend.count + columns - 1) / columns) * 16
    }

    private static func drawLegend(x: Double, y: Double, width: Double, strings: Strings, canvas: Canvas) {
        let y0 = title(strings.legendTitle, x: x, y: y, width: width, strings: strings, canvas: canvas)
        let columns = legendColumns(width: width, strings: strings, canvas: canvas)
        let column = width / Double(columns)
        for (i, (color, meaning)) in strings.legend.enumerated() {
            let cx = x + Double(i % columns) * column, cy = y0 + Double(i / columns) * 16
            canvas.fillRoundedRect(Rect(x: cx, y: cy + 2, width: 14, height: 11), radius: 3, color: color)
            canvas.drawText(
                meaning, at: Point(x: cx + 20, y: cy), font: FontSpec(size: 11), color: Theme.panelText,
                maxWidth: column - 24)
        }
    }
}
