import Rendering
import ResponderKit

/// Paints a ``HitTestTrace`` over the hierarchy it explains: the hit view
/// highlighted, every other view under the point outlined in its verdict's
/// colour with a short label, and numbered badges in visiting order.
///
/// ```swift
/// let trace = window.hitTestTrace(at: point)
/// ViewRenderer().render(window, in: canvas)
/// OverlayRenderer().drawTrace(trace, in: canvas)
/// ```
public struct OverlayRenderer {
    /// An area to outline because it is touchable but not the view's bounds.
    public struct HitAreaMark {
        /// The area's corners in the trace root's coordinates.
        public var quad: [Point]
        public var label: String

        public init(quad: [Point], label: String) {
            self.quad = quad
            self.label = label
        }
    }

    /// The language of the labels.
    public var strings: Strings
    /// Views whose class is not UIKit's, in a scene imported from a dump: their
    /// labels say the verdict may not be UIKit's (behaviour 12.4).
    public var customClassViews: Set<ObjectIdentifier> = []
    /// How much larger than the canvas's user space labels and lines are drawn:
    /// `1 / zoom`, so that at every zoom labels stay as readable and outlines as
    /// fine as at zoom 1, as in Xcode's view debugger.
    public var labelScale = 1.0
    /// Every label and badge drawn so far, shared by this overlay's copies: each
    /// `draw…` call keeps its labels off the ones before, and tests read them.
    /// They accumulate, so a frame takes a new overlay.
    public let labels = OverlayLabels()
    /// Where a view draws its own text, in its coordinates: the hit view's is
    /// kept free of labels. A dump's wireframe draws names where plain views do not.
    public var ownTextRect: @MainActor (View, Canvas) -> Rect? = { ViewRenderer().textRect(of: $0, in: $1) }
    /// Step-through: only what has happened up to this step is drawn; nil draws everything.
    public var progress: TraceProgress?
    /// The scene's facts the window keeps while the scene looks the same (``sceneFacts(of:candidates:scrollViews:canvas:)``); nil works them out.
    public var facts: SceneFacts?

    /// An overlay whose labels come from `strings`.
    public init(strings: Strings = .english) {
        self.strings = strings
    }

    /// Paints the trace; the canvas's user space must be the trace root's coordinates.
    @MainActor
    public func drawTrace(_ trace: HitTestTrace, hitAreas: [HitAreaMark] = [], in canvas: Canvas) {
        let root = trace.root, rootArea = root.bounds
        let all = progress.revealedSteps(of: trace)
        // Each view's outline in the root's coordinates, computed once. Loops, not maps and filters, over a
        // dump's hundreds of steps: an isolated closure checks its executor at every call.
        var quads: [[Point]] = [], outlined: [Int] = []
        quads.reserveCapacity(all.count)
        for (i, step) in all.enumerated() {
            quads.append(step.view.boundsQuad(in: root))
            // The root and views filling it contain every point: outlining them would only frame the scene.
            if step.view !== root && !Self.fills(quads[i], rootArea) { outlined.append(i) }
        }
        for i in outlined.reversed() where all[i].view !== trace.hitView {
            // Views the point is not in were only asked: a thin outline is enough.
            // A dump's list asks hundreds of rows scrolled out of sight: their dashes would all be clipped away.
            let step = all[i], width = Self.isUnderPoint(step) ? 2.0 : 1.0
            let reach = (width + 1) * labelScale
            guard canvas.mightDraw(in: Rect(boundingBoxOf: quads[i]).expanded(by: reach, reach)) else { continue }
            outline(quads[i], color: VerdictStyle.color(for: step.verdict),
                    dashed: !step.verdict.isAccepted, width: width, canvas: canvas)
        }
        for mark in hitAreas {
            outline(mark.quad, color: VerdictStyle.hit, dashed: true, width: 1.5, canvas: canvas)
        }
        if let hit = trace.hitView, all.contains(where: { $0.view === hit }) {
            let quad = hit.boundsQuad(in: root)
            canvas.fillPolygon(quad, color: VerdictStyle.hit.withAlpha(0.16))
            outline(quad, color: VerdictStyle.hit, dashed: false, width: 3, canvas: canvas)
        }
        drawLabels(trace, steps: all, quads: quads, outlined: outlined, hitAreas: hitAreas, canvas: canvas)
        drawTouchPoint(trace.point, accepted: trace.hitView != nil, in: canvas)
    }

    /// The trace's labels, the explanations first: the views under the point
    /// (the hit view's leading), the enlarged areas, then the numbers of views
    /// only asked. None covers the touch point or the hit view's own text.
    @MainActor
    private func drawLabels(_ trace: HitTestTrace, steps all: [HitTestTrace.Step], quads: [[Point]], outlined: [Int],
                            hitAreas: [HitAreaMark], canvas: Canvas) {
        let root = trace.root, s = labelScale
        let placer = LabelPlacer(scale: s, board: labels)
        placer.reserve(Rect(x: trace.point.x - 12 * s, y: trace.point.y - 12 * s, width: 24 * s, height: 24 * s))
        let outlinedSet = Set(outlined)
        var underPoint: [Int] = [], elsewhere: [Int] = []
        for i in all.indices where all[i].view === trace.hitView || outlinedSet.contains(i) {
            if Self.isUnderPoint(all[i]) { underPoint.append(i) } else { elsewhere.append(i) }
        }
        // The texts a reader of the touch needs: the hit view's own and its
        // subviews' (a tile's title and caption), its ancestors', and those of the views under the point.
        var readable: [View] = []
        for i in underPoint { readable.append(all[i].view) }
        if let hit = trace.hitView {
            readable += hit.subviews + sequence(first: hit, next: \.superview).filter { $0 !== root }
        }
        var seen = Set<ObjectIdentifier>()
        for view in readable where !view.isHidden && seen.insert(ObjectIdentifier(view)).inserted {
            if let text = ownTextRect(view, canvas) {
                placer.reserve(Rect(boundingBoxOf: text.corners.map { view.convert($0, to: root) }))
            }
        }
        // Other views' names and captions, a neighbouring tile's say, stay readable where there is room.
        for text in facts?.texts ?? textsToAvoid(in: root, canvas: canvas) where !seen.contains(text.view) {
            labels.avoid(text.rect)
        }
        for i in underPoint.sorted(by: { (all[$0].view === trace.hitView ? 0 : 1, $0) < (all[$1].view === trace.hitView ? 0 : 1, $1) }) {
            let step = all[i], box = Rect(boundingBoxOf: quads[i])
            let caveat = customClassViews.contains(ObjectIdentifier(step.view)) ? " · " + strings.customClassCaveat : ""
            let reason = trace.reason(for: step)
            placer.draw(strings.viewSays(step.view.debugName, strings.reason(reason)) + caveat,
                        shorter: strings.shortReason(reason).map { strings.viewSays(step.view.debugName, $0) + caveat },
                        badge: step.order, around: box, color: VerdictStyle.color(for: step.verdict),
                        maxWidth: (max(300, min(380, box.width + 120)) + (caveat.isEmpty ? 0 : 260)) * s, canvas: canvas)
        }
        for mark in hitAreas {
            placer.draw(mark.label, badge: nil, around: Rect(boundingBoxOf: mark.quad), spots: [.above, .aboveRightAligned, .below, .left, .right],
                        color: VerdictStyle.hit, canvas: canvas)
        }
        for i in elsewhere {
            // Asked, but the point is elsewhere: its number is enough; the panel says the rest.
            if let order = all[i].order {
                placer.drawBadge(order, for: Rect(boundingBoxOf: quads[i]), color: VerdictStyle.color(for: all[i].verdict), canvas: canvas)
            }
        }
    }

    /// The area a tracking control still counts as inside (behaviour 4.2), dashed,
    /// with its label; the canvas's user space must be `root`'s coordinates.
    @MainActor
    public func drawTrackingMargin(of control: Control, in root: View, canvas: Canvas) {
        let quad = control.trackingBounds.corners.map { control.convert($0, to: root) }
        let color = control.isTouchInside ? VerdictStyle.hit : VerdictStyle.outsideBounds
        canvas.fillPolygon(quad, color: color.withAlpha(0.06))
        outline(quad, color: color, dashed: true, width: 1.5, canvas: canvas)
        LabelPlacer(scale: labelScale, board: labels).draw(
            strings.trackingMargin(of: control.debugName, points: Int(Control.trackingMargin), inside: control.isTouchInside),
            badge: nil, around: Rect(boundingBoxOf: quad), spots: [.insideBottomLeft, .below, .above, .right, .left, .insideTopLeft],
            color: color, canvas: canvas)
    }

    /// A finger that is down now, where it is: a soft disc like the iOS
    /// Simulator's, numbered with its touch id.
    public func drawFinger(at p: Point, id: Int, in canvas: Canvas) {
        let s = labelScale
        canvas.fillCircle(center: p, radius: 15 * s, color: Color(white: 0.15, alpha: 0.28))
        canvas.strokeCircle(center: p, radius: 15 * s, color: Color(white: 1, alpha: 0.9), lineWidth: 2 * s)
        if canvas.textRenderer != nil {
            canvas.drawText("\(id)", at: p, font: FontSpec(size: 10 * s, weight: .bold), color: .white, anchor: .center)
        }
    }

    /// A ring and a dot where the finger landed.
    public func drawTouchPoint(_ p: Point, accepted: Bool, in canvas: Canvas) {
        let color = accepted ? VerdictStyle.hit : VerdictStyle.outsideBounds, s = labelScale
        canvas.fillCircle(center: p, radius: 9 * s, color: Color(white: 1, alpha: 0.85))
        canvas.strokeCircle(center: p, radius: 9 * s, color: color, lineWidth: 2.5 * s)
        canvas.fillCircle(center: p, radius: 3 * s, color: color)
    }

    /// `width` and the dashes are in points on screen: ``labelScale`` maps them to user space.
    func outline(_ quad: [Point], color: Color, dashed: Bool, width points: Double, canvas: Canvas) {
        guard quad.count == 4 else { return }
        let width = points * labelScale
        // Lines are centred on their path: pull them half a width inside so the outline hugs the view.
        let center = Point(x: quad.map(\.x).reduce(0, +) / 4, y: quad.map(\.y).reduce(0, +) / 4)
        let inset = quad.map { p -> Point in
            let dx = center.x - p.x, dy = center.y - p.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > width else { return p }
            return Point(x: p.x + dx / length * width * 0.7, y: p.y + dy / length * width * 0.7)
        }
        for i in 0..<4 {
            canvas.line(from: inset[i], to: inset[(i + 1) % 4], color: color, width: width,
                        cap: .round, dash: dashed ? [6 * labelScale, 4 * labelScale] : nil)
        }
    }

    /// Whether the point lies in the view's bounds: asked views it does not lie
    /// in get a quiet outline and just their name.
    @MainActor
    static func isUnderPoint(_ step: HitTestTrace.Step) -> Bool {
        step.view.bounds.contains(step.point) || step.acceptedOutsideBounds
    }

    private static func fills(_ quad: [Point], _ area: Rect) -> Bool {
        let b = Rect(boundingBoxOf: quad)
        return b.minX <= area.minX + 0.5 && b.minY <= area.minY + 0.5 && b.maxX >= area.maxX - 0.5 && b.maxY >= area.maxY - 0.5
    }
}

/// The overlay's colours, one per family of verdicts, shared by the outlines,
/// the side panel and its legend (`Strings.legend`).
public enum VerdictStyle {
    public static let hit = Color(hex: 0x1E9E57)
    public static let containsHit = Color(hex: 0x2F6FDB)
    public static let invisible = Color(hex: 0x8557D0)
    public static let disabled = Color(hex: 0xE07B00)
    public static let outsideBounds = Color(hex: 0xD93B3B)
    public static let override = Color(hex: 0xC42D93)
    public static let covered = Color(hex: 0xA4701A)
    public static let ancestor = Color(hex: 0x7C8497)

    public static func color(for verdict: HitVerdict) -> Color {
        switch verdict {
        case .hit: hit
        case .containsHit: containsHit
        case .hidden, .transparent: invisible
        case .interactionDisabled, .disabledControl: disabled
        case .outsideBounds: outsideBounds
        case .rejectedByOverride: override
        case .coveredBy: covered
        case .ancestorRejected: ancestor
        }
    }
}
