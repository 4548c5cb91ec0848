import Rendering
import ResponderKit

/// The labels of a hit-test trace on the overlay (``OverlayRenderer/drawTrace(_:hitAreas:in:)``), the
/// explanations first: the views under the point, the hit view's leading, then the enlarged areas,
/// then the numbers of the rest. On a deep hierarchy the ancestors that only contain the hit, and the
/// views covered inside a view covered by the same one, have only their numbers (the panel lists them;
/// ``OverlayRenderer/showsAncestorLabels``, the L key, gives them labels).
@MainActor
struct TraceLabels {
    let overlay: OverlayRenderer
    let trace: HitTestTrace
    /// The steps drawn, and each one's outline in the root's coordinates.
    let steps: [HitTestTrace.Step]
    let quads: [[Point]]
    /// The steps whose views are outlined (not the root, nor views filling it).
    let outlined: [Int]

    /// Draws the labels and numbers. None covers the touch's `marker` or the hit view's own
    /// text; none covers another view's text or target where it has room.
    func draw(
        hitAreas: [OverlayRenderer.HitAreaMark], marker: (point: Point, isOnContent: Bool), shown: inout ShownAreas,
        canvas: Canvas
    ) {
        let all = steps, root = trace.root, s = overlay.labelScale, labels = overlay.labels, strings = overlay.strings
        let placer = LabelPlacer(scale: s, board: labels)
        placer.reserve(Rect(x: marker.point.x - 12 * s, y: marker.point.y - 12 * s, width: 24 * s, height: 24 * s))
        let outlinedSet = Set(outlined)
        var underPoint: [Int] = [], elsewhere: [Int] = []
        for i in all.indices where all[i].view === trace.hitView || outlinedSet.contains(i) {
            if OverlayRenderer.isUnderPoint(all[i]) { underPoint.append(i) } else { elsewhere.append(i) }
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
            if let text = overlay.ownTextRect(view, canvas) {
                placer.reserve(Rect(boundingBoxOf: text.corners.map { view.convert($0, to: root) }))
            }
        }
        // Other views' texts, a neighbouring tile's say, and what readers look for (controls, targets,
        // thumbnails) stay in sight where there is room; a dump's captions are covered whole or not at all.
        let facts = overlay.facts ?? overlay.sceneFacts(of: root, canvas: canvas)
        for text in facts.texts where text.kind == .caption || !seen.contains(text.view) {
            labels.avoid(text.rect, as: text.kind, of: text.view)
        }
        for target in facts.targets { labels.avoid(target.rect, as: .target, of: target.view) }
        var ancestors: [Int] = []
        let covered = underPoint.compactMap { i -> (view: View, front: View)? in
            if case .coveredBy(let front) = all[i].verdict { (all[i].view, front) } else { nil }
        }
        for i in underPoint.sorted(by: {
            (all[$0].view === trace.hitView ? 0 : 1, $0) < (all[$1].view === trace.hitView ? 0 : 1, $1)
        }) {
            let step = all[i], reason = trace.reason(for: step)
            guard let box = shown.visibleBox(of: step.view, quad: quads[i]) else { continue }
            // An ancestor that only contains the hit, or a view covered inside a view covered by the same one
            // (a cell's label under a sheet: the cell's label says it), has its number: the panel says the rest.
            var isLeftOut = false
            if case .containsHit(enlargedArea: false) = reason { isLeftOut = true }
            if case .coveredBy(let front) = step.verdict {
                isLeftOut = covered.contains {
                    $0.front === front && $0.view !== step.view && step.view.isDescendant(of: $0.view)
                }
            }
            if !overlay.showsAncestorLabels, step.view !== trace.hitView, isLeftOut {
                ancestors.append(i)
                continue
            }
            // A class the user's code runs says what its code decided instead of "may override" (behaviour 12.4).
            let caveat =
                (overlay.customClassViews.contains(ObjectIdentifier(step.view))
                    ? " · " + strings.customClassCaveat
                    : overlay.codeDecisions[ObjectIdentifier(step.view)].map { " · " + $0 } ?? "")
                + (overlay.declaredNotes[ObjectIdentifier(step.view)].map { " · " + $0 } ?? "")
            let maxWidth = (max(300, min(380, box.width + 120)) + (caveat.isEmpty ? 0 : 260)) * s
            // The shorter wording names the view as the panel does, cut to half the chip: a SwiftUI class's
            // module-qualified generic name is one word longer than any chip, which no wrap may split.
            let short = PanelNames.fitted(
                PanelNames.row(of: step.view, strings: strings), width: maxWidth / 2,
                font: FontSpec(size: 11 * s, weight: .bold),
                canvas: canvas)
            placer.draw(
                strings.viewSays(strings.name(step.view), strings.reason(reason)) + caveat,
                shorter: strings.viewSays(short, strings.shortReason(reason) ?? strings.reason(reason)) + caveat,
                badge: step.order, around: box, of: step.view, color: VerdictStyle.color(for: step.verdict),
                maxWidth: maxWidth, canvas: canvas)
        }
        for mark in hitAreas {
            placer.draw(
                mark.label, badge: nil, around: Rect(boundingBoxOf: mark.quad),
                spots: [.above, .aboveRightAligned, .below, .left, .right],
                color: VerdictStyle.hit, canvas: canvas)
        }
        if !marker.isOnContent {
            placer.drawCaption(
                strings.pressedHere, above: Point(x: marker.point.x + 8 * s, y: marker.point.y - 8 * s),
                color: VerdictStyle.outsideBounds, canvas: canvas)
        }
        // Containing the hit, or asked with the point elsewhere: the number is enough; the panel says the rest.
        for i in ancestors + elsewhere {
            guard let order = all[i].order, let box = shown.visibleBox(of: all[i].view, quad: quads[i]) else {
                continue
            }
            placer.drawBadge(
                order, for: box, of: all[i].view, color: VerdictStyle.color(for: all[i].verdict), canvas: canvas)
        }
    }

    /// Where the marker of the touch goes: where it landed on the content, which a scroll since
    /// moved with it (its point in the hit view's coordinates, or the innermost view's that
    /// contains it); at the press, marked so, where that spot is scrolled out of sight.
    static func marker(of trace: HitTestTrace, shown: inout ShownAreas) -> (point: Point, isOnContent: Bool) {
        let landing = trace.steps.last { $0.view === trace.hitView } ?? trace.steps.last { $0.verdict.isAccepted }
        guard let landing else { return (trace.point, true) }
        let moved = landing.view.convert(landing.point, to: trace.root)
        guard abs(moved.x - trace.point.x) > 0.01 || abs(moved.y - trace.point.y) > 0.01 else {
            return (trace.point, true)
        }
        guard let parent = landing.view.superview else { return (moved, true) }
        let area = shown.area(insideOf: parent)
        return area.map { $0.contains(moved) } == true ? (moved, true) : (trace.point, false)
    }
}
