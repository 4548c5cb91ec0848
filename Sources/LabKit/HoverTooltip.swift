import Rendering
import ResponderKit

/// The small box at the pointer in hover mode: the view a click there would
/// hit, and why the front-most view under the pointer that would not get it
/// was passed over.
///
/// ```swift
/// let tooltip = HoverTooltip(trace: window.hitTestTrace(at: p), strings: .english)
/// tooltip.lines // ["click → B.1", "passed over C: hidden"]
/// ```
public struct HoverTooltip: Equatable, Sendable {
    /// One line of the box, with the verdict colour of its dot.
    public struct Line: Equatable, Sendable {
        public var text: String
        public var color: Color
    }

    public var lines: [Line]

    @MainActor
    public init(trace: HitTestTrace, strings: Strings) {
        lines = [Line(text: strings.tooltipHit(trace.hitView?.debugName),
                      color: trace.hitView == nil ? VerdictStyle.outsideBounds : VerdictStyle.hit)]
        if let passed = Self.frontmostRejected(in: trace) {
            lines.append(Line(text: strings.tooltipPassedOver(passed.view.debugName, because: strings.reason(for: passed, in: trace)),
                              color: VerdictStyle.color(for: passed.verdict)))
        }
    }

    /// The step of the front-most view, in drawing order, that lies under the
    /// point and did not accept it: the view a user pointing there most likely
    /// meant, when it is not the hit view. Nil when every view under the point accepted it.
    @MainActor
    public static func frontmostRejected(in trace: HitTestTrace) -> HitTestTrace.Step? {
        let rejected = trace.allSteps.filter {
            !$0.verdict.isAccepted && $0.view !== trace.root && OverlayRenderer.isUnderPoint($0)
        }
        return rejected.max { drawingPath(of: $0.view, in: trace.root).lexicographicallyPrecedes(drawingPath(of: $1.view, in: trace.root)) }
    }

    /// The view's place in drawing order: its index among its siblings, and each
    /// ancestor's, from the root down. A later path draws in front; a descendant's
    /// path extends its ancestor's, and lexicographic order puts it after.
    @MainActor
    static func drawingPath(of view: View, in root: View) -> [Int] {
        var path: [Int] = []
        var current = view
        while current !== root, let parent = current.superview {
            path.append(parent.subviews.firstIndex { $0 === current } ?? 0)
            current = parent
        }
        return path.reversed()
    }

    private static let font = FontSpec(size: 12)

    /// Draws the box beside `pointer` (screen points), inside `bounds`: below
    /// and right of the pointer, or flipped to stay in.
    public func draw(at pointer: Point, within bounds: Rect, canvas: Canvas) {
        guard canvas.textRenderer != nil, !lines.isEmpty else { return }
        let lineHeight = 17.0, padding = 7.0, dot = 12.0
        let textWidth = min(lines.map { canvas.measureText($0.text, font: Self.font).width }.max() ?? 0, 420)
        let size = Size(width: textWidth + dot + padding * 2, height: Double(lines.count) * lineHeight + padding * 2 - 2)
        var origin = Point(x: pointer.x + 14, y: pointer.y + 20)
        if origin.x + size.width > bounds.maxX { origin.x = max(bounds.minX, pointer.x - 8 - size.width) }
        if origin.y + size.height > bounds.maxY { origin.y = max(bounds.minY, pointer.y - 10 - size.height) }
        let box = Rect(origin: origin, size: size)
        canvas.fillRoundedRect(box, radius: 6, color: Theme.panel.withAlpha(0.94))
        for (i, line) in lines.enumerated() {
            let y = box.minY + padding + Double(i) * lineHeight
            canvas.fillCircle(center: Point(x: box.minX + padding + 4, y: y + 7.5), radius: 4, color: line.color)
            canvas.drawText(line.text, at: Point(x: box.minX + padding + dot, y: y), font: Self.font,
                            color: i == 0 ? Theme.panelText : Theme.panelMuted, maxWidth: textWidth + 1)
        }
    }
}

extension LabSession {
    /// The tooltip to draw at ``pointer``: while hover mode previews the point
    /// and the overlay is on (D hides both), nil otherwise.
    public func hoverTooltip(strings: Strings) -> HoverTooltip? {
        guard overlaysVisible, let focus = displayedFocus, focus.kind == .hover, pointer != nil else { return nil }
        return HoverTooltip(trace: focus.hitTest, strings: strings)
    }
}
