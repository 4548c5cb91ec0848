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

    /// The tooltip to draw at the session's pointer: while hover mode previews the point
    /// and the overlay is on (D hides both), nil otherwise.
    @MainActor
    public init?(showing session: LabSession, strings: Strings) {
        guard session.overlay.isVisible, let focus = session.overlay.shownExplanation, focus.kind == .hover,
            session.viewport.pointer != nil
        else { return nil }
        self.init(trace: focus.hitTest, strings: strings)
    }

    @MainActor
    public init(trace: HitTestTrace, strings: Strings) {
        // Named as the panel's rows name them: a dump's class and address end, or a label's text.
        lines = [
            Line(
                text: strings.tooltipHit(trace.hitView.map { PanelNames.row(of: $0, strings: strings) }),
                color: trace.hitView == nil ? VerdictStyle.outsideBounds : VerdictStyle.hit)
        ]
        if let passed = Self.frontmostRejected(in: trace) {
            lines.append(
                Line(
                    text: strings.tooltipPassedOver(
                        PanelNames.row(of: passed.view, strings: strings),
                        because: PanelNames.shortened(strings.reason(for: passed, in: trace))),
                    color: VerdictStyle.color(for: passed.verdict)))
        }
    }

    /// The step of the front-most view, in drawing order, that lies under the
    /// point and did not accept it: the view a user pointing there most likely
    /// meant, when it is not the hit view. Nil when every view under the point accepted it.
    @MainActor
    public static func frontmostRejected(in trace: HitTestTrace) -> HitTestTrace.Step? {
        var rejected: [HitTestTrace.Step] = []
        for step in trace.allSteps
        where !step.verdict.isAccepted && step.view !== trace.root && OverlayRenderer.isUnderPoint(step) {
            rejected.append(step)
        }
        return rejected.max {
            drawingPath(of: $0.view, in: trace.root).lexicographicallyPrecedes(drawingPath(of: $1.view, in: trace.root))
        }
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

    /// Draws the box beside `pointer` (screen points), inside `bounds` and off
    /// the `avoided` rectangles (the overlay's labels) where it can be; returns it.
    @discardableResult
    public func draw(at pointer: Point, within bounds: Rect, avoiding avoided: [Rect] = [], canvas: Canvas) -> Rect? {
        guard canvas.textRenderer != nil, !lines.isEmpty else { return nil }
        let lineHeight = 17.0, padding = 7.0, dot = 12.0
        let textWidth = min(lines.map { canvas.measureText($0.text, font: Self.font).width }.max() ?? 0, 420)
        let size = Size(
            width: textWidth + dot + padding * 2, height: Double(lines.count) * lineHeight + padding * 2 - 2)
        let box = Self.frame(of: size, at: pointer, within: bounds, avoiding: avoided)
        canvas.fillRoundedRect(box, radius: 6, color: Theme.panel.withAlpha(0.94))
        for (i, line) in lines.enumerated() {
            let y = box.minY + padding + Double(i) * lineHeight
            canvas.fillCircle(center: Point(x: box.minX + padding + 4, y: y + 7.5), radius: 4, color: line.color)
            canvas.drawText(
                line.text, at: Point(x: box.minX + padding + dot, y: y), font: Self.font,
                color: i == 0 ? Theme.panelText : Theme.panelMuted, maxWidth: textWidth + 1)
        }
        return box
    }

    /// How far from the pointer the box may go to keep off the labels.
    public static let reach = 120.0

    /// The pointer's arrow at `pointer`, which the box never covers.
    public static func arrow(at pointer: Point) -> Rect {
        Rect(x: pointer.x - 8, y: pointer.y - 8, width: 22, height: 28)
    }

    /// Where a box of `size` goes beside `pointer`, inside `bounds` and off the
    /// pointer's arrow: below right, below left, above right or above left of
    /// it (each as it is, then pushed inside `bounds`), the first that covers
    /// none of `avoided`; else the nearest place within ``reach`` that covers
    /// none; where none is free, below right, flipped to stay inside `bounds`.
    ///
    /// ```swift
    /// // A label just below right of the pointer: the box goes below left.
    /// HoverTooltip.frame(of: size, at: p, within: window, avoiding: [label])
    /// ```
    public static func frame(of size: Size, at pointer: Point, within bounds: Rect, avoiding avoided: [Rect]) -> Rect {
        let (right, left) = (pointer.x + 14, pointer.x - 8 - size.width)
        let (below, above) = (pointer.y + 20, pointer.y - 10 - size.height)
        let usual = [
            Point(x: right, y: below), Point(x: left, y: below), Point(x: right, y: above), Point(x: left, y: above),
        ]
        let region = Rect(
            x: pointer.x - reach - size.width, y: pointer.y - reach - size.height,
            width: 2 * reach + 2 * size.width, height: 2 * reach + 2 * size.height)
        let nearby = avoided.filter { OverlayLabels.overlaps($0, region) }
        let arrow = arrow(at: pointer)
        func isFree(_ box: Rect) -> Bool {
            box.minX >= bounds.minX && box.minY >= bounds.minY && box.maxX <= bounds.maxX && box.maxY <= bounds.maxY
                && !OverlayLabels.overlaps(box, arrow) && !nearby.contains { OverlayLabels.overlaps($0, box) }
        }
        // Each usual place, then each pushed inside the bounds: on a canvas hardly wider than the box, that is the room there is.
        let inside = usual.map {
            Point(
                x: min(max($0.x, bounds.minX), bounds.maxX - size.width),
                y: min(max($0.y, bounds.minY), bounds.maxY - size.height))
        }
        if let free = (usual + inside).map({ Rect(origin: $0, size: size) }).first(where: isFree) { return free }
        // Every place on an 8-point grid around the pointer, and flush with each edge of the bounds, nearest first
        // (ties: the upper, then the left one): one pass keeps the best free place, and asks whether a place is
        // free only when it would beat it. Squared distances order places as distances do; a row of places
        // all farther than the best so far is passed over whole.
        let ys =
            Array(stride(from: pointer.y - reach - size.height, through: pointer.y + reach, by: 8)) + [
                bounds.minY, bounds.maxY - size.height,
            ]
        let xs =
            Array(stride(from: pointer.x - reach - size.width, through: pointer.x + reach, by: 8)) + [
                bounds.minX, bounds.maxX - size.width,
            ]
        let reach2 = reach * reach
        var best: (distance2: Double, box: Rect)?
        for y in ys {
            let dy = max(y - pointer.y, 0, pointer.y - (y + size.height)), dy2 = dy * dy
            if dy2 > reach2 || best.map({ $0.distance2 < dy2 }) == true { continue }
            for x in xs {
                let dx = max(x - pointer.x, 0, pointer.x - (x + size.width)), d2 = dx * dx + dy2
                guard d2 <= reach2 else { continue }
                if let best, (best.distance2, best.box.minY, best.box.minX) <= (d2, y, x) { continue }
                let box = Rect(x: x, y: y, width: size.width, height: size.height)
                if isFree(box) { best = (d2, box) }
            }
        }
        if let best { return best.box }
        var origin = usual[0]
        if origin.x + size.width > bounds.maxX { origin.x = max(bounds.minX, left) }
        if origin.y + size.height > bounds.maxY { origin.y = max(bounds.minY, above) }
        return Rect(origin: origin, size: size)
    }
}
