import Foundation
import Rendering
import ResponderKit

/// The scroll views' part of the overlay (behaviour 10.6): each one's whole
/// content beyond its visible area, the 0.15 s its content waits for a touch,
/// and what its rules decided for each finger that is down.
extension OverlayRenderer {
    /// The colour of the scroll views' marks.
    public static let scrollColor = Color(hex: 0x4A6FA5)

    /// Paints the marks of every visible scroll view under `root`; the
    /// canvas's user space must be `root`'s coordinates, and `now` the
    /// application's clock.
    @MainActor
    public func drawScrollViews(in root: View, touches: [Touch], now: Double, canvas: Canvas) {
        let facts =
            self.facts
            ?? SceneFacts.scrollFacts(of: root, scrollViews: SceneFacts.scrollViews(in: root), strings: strings)
        // The content's full extent, a faint dashed outline that goes on past the visible area.
        for quad in facts.contentExtents {
            outline(quad, color: Self.scrollColor.withAlpha(0.45), dashed: true, width: 1, canvas: canvas)
        }
        let placer = LabelPlacer(scale: labelScale, board: labels)
        for label in facts.contentCaptions {
            placer.drawCaption(label.text, above: label.corner, color: Self.scrollColor.withAlpha(0.8), canvas: canvas)
        }
        for touch in touches {
            guard let (scrollView, verdict) = Self.innermostVerdict(for: touch) else { continue }
            let p = touch.location(in: root)
            let color = Self.color(for: verdict)
            if let end = scrollView.contentTouchDelayEnd(for: touch) {
                drawDelay(remaining: end - now, at: p, color: color, canvas: canvas)
            }
            let s = labelScale, finger = Rect(x: p.x - 16 * s, y: p.y - 16 * s, width: 32 * s, height: 32 * s)
            placer.reserve(finger)
            placer.draw(
                strings.viewSays(
                    strings.name(scrollView),
                    strings.scrollVerdict(verdict, contentReceivedBegan: touch.viewReceivedBegan)), badge: nil,
                around: Rect(x: finger.maxX + 4 * s, y: p.y + 11 * s, width: 0, height: 0),
                color: color, canvas: canvas)
        }
    }

    /// The scroll view nearest the touch's view whose rules decided something about it.
    @MainActor
    static func innermostVerdict(for touch: Touch) -> (ScrollView, DeliveryTrace.ScrollEffect.Kind)? {
        var current = touch.view
        while let view = current {
            if let scrollView = view as? ScrollView, let verdict = scrollView.contentTouchVerdict(for: touch) {
                return (scrollView, verdict)
            }
            current = view.superview
        }
        return nil
    }

    static func color(for verdict: DeliveryTrace.ScrollEffect.Kind) -> Color {
        switch verdict {
        case .delayed: scrollColor
        case .cancelledByScrolling: VerdictStyle.override
        case .keptByControl: VerdictStyle.disabled
        case .refusedByTouchesShouldBegin: VerdictStyle.outsideBounds
        }
    }

    /// A small clock beside the finger: a ring that fills as the 0.15 s run,
    /// with the time left.
    private func drawDelay(remaining: Double, at p: Point, color: Color, canvas: Canvas) {
        let s = labelScale, center = Point(x: p.x + 26 * s, y: p.y - 18 * s)
        let fraction = min(1, max(0, 1 - remaining / ScrollView.contentTouchDelay))
        canvas.fillCircle(center: center, radius: 11 * s, color: Color(white: 1, alpha: 0.9))
        if fraction > 0 {
            // A pie from twelve o'clock, clockwise, as far as the time run.
            let steps = max(2, Int(fraction * 36))
            var pie = [center]
            for i in 0...steps {
                let angle = -Double.pi / 2 + 2 * Double.pi * fraction * Double(i) / Double(steps)
                pie.append(Point(x: center.x + 9 * s * cos(angle), y: center.y + 9 * s * sin(angle)))
            }
            canvas.fillPolygon(pie, color: color.withAlpha(0.85))
        }
        canvas.strokeCircle(center: center, radius: 11 * s, color: color, lineWidth: 2 * s)
        guard canvas.textRenderer != nil else { return }
        canvas.drawText(
            strings.delayLeft(remaining), at: Point(x: center.x + 15 * s, y: center.y - 7 * s),
            font: FontSpec(size: 10 * s, weight: .bold), color: color)
    }

    /// The facts of the scene under `root` as the canvas would draw it now; `candidates`
    /// are ``SceneFacts/textCandidates(in:)`` found while it looked the same (scrolling leaves them).
    @MainActor
    public func sceneFacts(of root: View, candidates: [View]? = nil, scrollViews: [ScrollView]? = nil, canvas: Canvas)
        -> SceneFacts
    {
        var facts = SceneFacts.scrollFacts(
            of: root, scrollViews: scrollViews ?? SceneFacts.scrollViews(in: root), strings: strings)
        let candidates = candidates ?? SceneFacts.textCandidates(in: root)
        facts.texts = textsToAvoid(in: root, candidates: candidates, canvas: canvas)
        facts.targets = SceneFacts.targets(of: candidates, in: root)
        return facts
    }

    /// Other views' texts and names, and a dump's captions, in the root's coordinates.
    @MainActor
    func textsToAvoid(in root: View, candidates: [View]? = nil, canvas: Canvas) -> [(
        view: ObjectIdentifier, rect: Rect, kind: OverlayLabels.Avoided
    )] {
        let caption = captionRect
        return SceneFacts.texts(
            of: candidates ?? SceneFacts.textCandidates(in: root), in: root, textRect: { ownTextRect($0, canvas) },
            captionRect: { view in caption.flatMap { $0(view, canvas) } })
    }
}
