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
    /// What an edits file declared on views under the point, in words
    /// (`declared: isEnabled = false (mail.edits line 5)`): their labels say so (behaviour 12.7).
    public var declaredNotes: [ObjectIdentifier: String] = [:]
    /// What the user's code decided for the views under the point it runs (`--code`), for their labels.
    public var codeDecisions: [ObjectIdentifier: String] = [:]
    /// How much larger than the canvas's user space labels and lines are drawn:
    /// `1 / zoom`, so that at every zoom labels stay as readable and outlines as
    /// fine as at zoom 1, as in Xcode's view debugger.
    public var labelScale = 1.0
    /// Every label and badge drawn so far, shared by this overlay's copies: each
    /// `draw…` call keeps its labels off the ones before, and tests read them.
    /// They accumulate, so a frame takes a new overlay.
    public let labels: OverlayLabels
    /// Where a view draws its own text, in its coordinates: the hit view's is
    /// kept free of labels, other views' where labels have room.
    public var ownTextRect: @MainActor (View, Canvas) -> Rect? = { ViewRenderer().textRect(of: $0, in: $1) }
    /// Where a dump's wireframe writes a view's class name (``DumpWireframe``), in its
    /// coordinates: a label covers one whole or not at all; nil: the scene has none.
    public var captionRect: (@MainActor (View, Canvas) -> Rect?)?
    /// Whether the ancestors that merely contain the hit, and the views covered inside a view covered
    /// by the same one, have labels (the L key); by default they have their outline and number, and
    /// the panel lists them: on a deep dump a dozen wrapper views would bury the canvas.
    public var showsAncestorLabels = false
    /// Step-through: only what has happened up to this step is drawn; nil draws everything.
    public var progress: TraceProgress?
    /// The scene's facts the window keeps while the scene looks the same (``sceneFacts(of:candidates:scrollViews:canvas:)``); nil works them out.
    public var facts: SceneFacts?

    /// An overlay whose labels come from `strings`, placed on `labels`.
    public init(strings: Strings = .english, labels: OverlayLabels = OverlayLabels()) {
        self.strings = strings
        self.labels = labels
    }

    /// Paints the trace; the canvas's user space must be the trace root's coordinates.
    /// Each view is drawn as far as the clipping views above it show it now: a row a
    /// scroll moved out of its list is not drawn outside the list.
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
        var shown = ShownAreas(root: root)
        for i in outlined.reversed() where all[i].view !== trace.hitView {
            // Views the point is not in were only asked: a thin outline is enough.
            // A dump's list asks hundreds of rows scrolled out of sight: their dashes would all be clipped away.
            let step = all[i], width = Self.isUnderPoint(step) ? 2.0 : 1.0
            let reach = (width + 1) * labelScale
            let box = Rect(boundingBoxOf: quads[i]).expanded(by: reach, reach)
            guard canvas.mightDraw(in: box), let clip = shown.clip(of: step.view, quad: quads[i]) else { continue }
            clipped(to: clip, box: box, canvas) {
                outline(
                    quads[i], color: VerdictStyle.color(for: step.verdict), dashed: !step.verdict.isAccepted,
                    width: width, canvas: canvas)
            }
        }
        for mark in hitAreas {
            outline(mark.quad, color: VerdictStyle.hit, dashed: true, width: 1.5, canvas: canvas)
        }
        if let hit = trace.hitView, all.contains(where: { $0.view === hit }) {
            let quad = hit.boundsQuad(in: root)
            if let clip = shown.clip(of: hit, quad: quad) {
                clipped(to: clip, box: Rect(boundingBoxOf: quad).expanded(by: 4 * labelScale, 4 * labelScale), canvas) {
                    canvas.fillPolygon(quad, color: VerdictStyle.hit.withAlpha(0.16))
                    outline(quad, color: VerdictStyle.hit, dashed: false, width: 3, canvas: canvas)
                }
            }
        }
        let marker = TraceLabels.marker(of: trace, shown: &shown)
        labels.marker = (marker.point, !marker.isOnContent)
        TraceLabels(overlay: self, trace: trace, steps: all, quads: quads, outlined: outlined)
            .draw(hitAreas: hitAreas, marker: marker, shown: &shown, canvas: canvas)
        drawTouchPoint(marker.point, accepted: trace.hitView != nil, pressedHere: !marker.isOnContent, in: canvas)
    }

    /// Runs `draw`, which paints inside `box`, clipped to `clip` (the root's coordinates) where `box` reaches out of it.
    private func clipped(to clip: Rect, box: Rect, _ canvas: Canvas, _ draw: () -> Void) {
        guard !OverlayLabels.encloses(clip, box) else { return draw() }
        canvas.withState {
            canvas.clip(to: clip)
            draw()
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
            strings.trackingMargin(
                of: strings.name(control), points: Int(Control.trackingMargin), inside: control.isTouchInside),
            badge: nil, around: Rect(boundingBoxOf: quad),
            spots: [.insideBottomLeft, .below, .above, .right, .left, .insideTopLeft],
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

    /// A ring and a dot where the finger landed; a dashed ring alone where it
    /// pressed, when the content it landed on has scrolled out of sight (`pressedHere`).
    public func drawTouchPoint(_ p: Point, accepted: Bool, pressedHere: Bool = false, in canvas: Canvas) {
        let color = accepted ? VerdictStyle.hit : VerdictStyle.outsideBounds, s = labelScale
        guard !pressedHere else {
            canvas.strokeCircle(center: p, radius: 9 * s, color: color.withAlpha(0.8), lineWidth: 1.5 * s)
            return
        }
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
            canvas.line(
                from: inset[i], to: inset[(i + 1) % 4], color: color, width: width,
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
        return b.minX <= area.minX + 0.5 && b.minY <= area.minY + 0.5 && b.maxX >= area.maxX - 0.5
            && b.maxY >= area.maxY - 0.5
    }
}
