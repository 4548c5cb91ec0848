import Rendering
import ResponderKit

/// A view hit-testing skips where the user sees nothing of it: hidden, alpha
/// below 0.01 (behaviour 1.2), or covered at the point by a view in front
/// that answered first. The G key outlines each, dashed.
///
/// ```swift
/// let ghosts = Ghost.all(in: window, trace: window.hitTestTrace(at: p))
/// ghosts.map(\.view.debugName) // ["Badge", "Overlay"]
/// ```
public struct Ghost {
    public let view: View
    /// Why hit-testing skips it: ``HitTestTrace/Reason/hidden``,
    /// ``HitTestTrace/Reason/transparent(_:)`` or ``HitTestTrace/Reason/coveredBy(_:)``.
    public let reason: HitTestTrace.Reason

    /// Every hidden or transparent view under `root`, in tree order (not those
    /// inside one: its outline holds them), then the views `trace` found covered at its point.
    @MainActor
    public static func all(in root: View, trace: HitTestTrace?) -> [Ghost] {
        var ghosts: [Ghost] = []
        func visit(_ view: View) {
            // A view both hidden and transparent is reported hidden, as the overlay's verdict says (behaviour 1.2).
            if view.isHidden {
                ghosts.append(Ghost(view: view, reason: .hidden))
            } else if view.alpha < 0.01 {
                ghosts.append(Ghost(view: view, reason: .transparent(HitTestTrace.Alpha(view.alpha))))
            } else {
                view.subviews.forEach(visit)
            }
        }
        root.subviews.forEach(visit)
        for step in trace?.unasked ?? [] {
            if case .coveredBy(let front) = step.verdict {
                ghosts.append(Ghost(view: step.view, reason: .coveredBy(front)))
            }
        }
        return ghosts
    }

    /// The colour of a ghost's outline: the verdict's, as the overlay and legend use it.
    var color: Color {
        if case .coveredBy = reason { return VerdictStyle.covered }
        return VerdictStyle.invisible
    }
}

extension OverlayRenderer {
    /// Outlines each ghost dashed and finely; the canvas's user space must be
    /// `root`'s coordinates. Their names come after the trace's labels (``drawGhostNames(_:in:canvas:)``).
    @MainActor
    public func drawGhosts(_ ghosts: [Ghost], in root: View, canvas: Canvas) {
        let s = labelScale
        for ghost in ghosts {
            let quad = ghost.view.boundsQuad(in: root)
            guard quad.count == 4 else { continue }
            canvas.fillPolygon(quad, color: ghost.color.withAlpha(0.07))
            for i in 0..<4 {
                canvas.line(
                    from: quad[i], to: quad[(i + 1) % 4], color: ghost.color, width: 1.5 * s, dash: [3 * s, 3 * s])
            }
        }
    }

    /// Each ghost's name in its outline's top-left corner, or as near as the
    /// board has room: drawn after the trace's labels, which explain the touch
    /// and so keep their places; a name with no room is left out, its dashes still show.
    @MainActor
    public func drawGhostNames(_ ghosts: [Ghost], in root: View, canvas: Canvas) {
        let placer = LabelPlacer(scale: labelScale, board: labels)
        for ghost in ghosts {
            let quad = ghost.view.boundsQuad(in: root)
            // A ghost scrolled or zoomed out of sight gets no name pinned to the canvas's edge.
            guard quad.count == 4, canvas.mightDraw(in: Rect(boundingBoxOf: quad)) else { continue }
            placer.drawCaption(
                strings.name(ghost.view), around: Rect(boundingBoxOf: quad),
                spots: [.insideTopLeft, .above, .below, .right, .left],
                fontSize: 9, color: ghost.color, canvas: canvas)
        }
    }

    /// The line in a corner of the canvas that says what the dashes mean, with
    /// its bottom left at `corner` (screen points); without its title where
    /// `maxWidth` is too narrow for all of it.
    public func drawGhostLegend(at corner: Point, maxWidth: Double, in canvas: Canvas) {
        guard canvas.textRenderer != nil else { return }
        let font = FontSpec(size: 11), title = FontSpec(size: 11, weight: .bold)
        let entries = [(VerdictStyle.invisible, strings.ghostInvisible), (VerdictStyle.covered, strings.ghostCovered)]
        let widths = entries.map { canvas.measureText($0.1, font: font).width }
        let entriesWidth = widths.reduce(0, +) + 40 * Double(entries.count)
        var titleWidth = canvas.measureText(strings.ghostLegendTitle, font: title).width + 10
        if titleWidth + entriesWidth + 6 > maxWidth { titleWidth = 0 }
        let box = Rect(x: corner.x, y: corner.y - 22, width: titleWidth + entriesWidth + 6, height: 22)
        canvas.fillRoundedRect(box, radius: 6, color: Color(white: 1, alpha: 0.92))
        if titleWidth > 0 {
            canvas.drawText(
                strings.ghostLegendTitle, at: Point(x: box.minX + 8, y: box.minY + 4), font: title, color: Theme.text)
        }
        var x = box.minX + 8 + titleWidth
        for (entry, width) in zip(entries, widths) {
            canvas.line(
                from: Point(x: x, y: box.midY), to: Point(x: x + 22, y: box.midY), color: entry.0, width: 1.5,
                dash: [3, 3])
            canvas.drawText(entry.1, at: Point(x: x + 28, y: box.minY + 4), font: font, color: Theme.text)
            x += 40 + width
        }
    }
}
