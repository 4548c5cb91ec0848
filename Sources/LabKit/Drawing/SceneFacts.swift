import Rendering
import ResponderKit
import Scenes

/// What the overlay needs to know of the scene that does not depend on the
/// touch or the pointer: computed once per look of the scene and kept by the
/// window (`LabPainter`), instead of walking thousands of views again for every
/// hover frame (``OverlayRenderer/sceneFacts(of:candidates:scrollViews:canvas:)``).
///
/// ```swift
/// let facts = SceneFacts.scrollFacts(of: window, scrollViews: SceneFacts.scrollViews(in: window), strings: .english)
/// facts.contentExtents // each visible scroll view's whole content
/// ```
public struct SceneFacts {
    /// Other views' texts, names and a dump's class-name captions, which labels keep off where
    /// they can (in the root's coordinates, with the view each belongs to and what it is).
    var texts: [(view: ObjectIdentifier, rect: Rect, kind: OverlayLabels.Avoided)]
    /// What a reader looks for (``OverlayLabels/Avoided/target``), which other views' labels keep off where they can.
    var targets: [(view: ObjectIdentifier, rect: Rect)] = []
    /// Each visible scroll view's whole content, as a quad in the root's coordinates.
    var contentExtents: [[Point]]
    /// The content sizes' captions, one per top-left corner the extents share.
    var contentCaptions: [(corner: Point, text: String)]

    /// How many views' texts labels keep off where they can: a bound on the work for a dump of thousands.
    static let avoidedTextViews = 400

    /// Every scroll view under `root`, in the order a walk of the tree meets
    /// them (a superview before its subviews, back to front): what
    /// ``scrollFacts(of:scrollViews:)`` takes, found once while the scene looks the same.
    @MainActor
    static func scrollViews(in root: View) -> [ScrollView] {
        var found: [ScrollView] = [], stack = [root]
        while let view = stack.popLast() {
            if let scrollView = view as? ScrollView { found.append(scrollView) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// The views whose names and captions labels keep off where they can: the visible views nearest
    /// the root, enough for any scene and a screenful of a dump.
    @MainActor
    static func textCandidates(in root: View) -> [View] {
        var candidates: [View] = []
        var queue = root.subviews[...]
        while let view = queue.popFirst(), candidates.count < avoidedTextViews {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            candidates.append(view)
            queue.append(contentsOf: view.subviews)
        }
        return candidates
    }

    /// The texts of `candidates` (``textCandidates(in:)``) where `textRect` finds them, and their
    /// captions where `captionRect` does, in the root's coordinates.
    @MainActor
    static func texts(
        of candidates: [View], in root: View, textRect: (View) -> Rect?,
        captionRect: (View) -> Rect?
    ) -> [(view: ObjectIdentifier, rect: Rect, kind: OverlayLabels.Avoided)] {
        var texts: [(view: ObjectIdentifier, rect: Rect, kind: OverlayLabels.Avoided)] = []
        for view in candidates {
            for (rect, kind) in [(textRect(view), OverlayLabels.Avoided.text), (captionRect(view), .caption)] {
                guard let rect else { continue }
                texts.append(
                    (ObjectIdentifier(view), Rect(boundingBoxOf: rect.corners.map { view.convert($0, to: root) }), kind)
                )
            }
        }
        return texts
    }

    /// The largest a picture is to be a thumbnail (an icon, an avatar) that labels keep off, in points a side.
    static let thumbnailSide = 64.0

    /// What a reader of the scene looks for among `candidates`: controls, the views a touch is meant
    /// for (they handle touches and hold no view that does: a tile holding a target is no target),
    /// views whose hit-testing is overridden, and thumbnails; each box in the root's coordinates, as
    /// far as the clipping views above it show it.
    @MainActor
    static func targets(of candidates: [View], in root: View) -> [(view: ObjectIdentifier, rect: Rect)] {
        var holds: [ObjectIdentifier: Bool] = [:]
        // Whether a view in `view`'s subtree, hidden or not, handles touches.
        func holdsHandler(_ view: View) -> Bool {
            if let known = holds[ObjectIdentifier(view)] { return known }
            let answer = view.subviews.contains { ResponderBehavior.touches(of: $0).handles || holdsHandler($0) }
            holds[ObjectIdentifier(view)] = answer
            return answer
        }
        var reached: [ObjectIdentifier: Rect?] = [:]
        var targets: [(view: ObjectIdentifier, rect: Rect)] = []
        for view in candidates {
            let size = view.bounds.size
            let isTarget =
                view is Control
                || (view is ImageView && size.width <= thumbnailSide && size.height <= thumbnailSide)
                || !ResponderBehavior.hitTestingOverrides(of: view).isEmpty
                || (ResponderBehavior.touches(of: view).handles && !holdsHandler(view))
            guard isTarget, let parent = view.superview,
                let visible = area(insideOf: parent, root: root, known: &reached)
            else { continue }
            let box = Rect(boundingBoxOf: view.boundsQuad(in: root)).intersection(visible)
            if box.size.width > 0, box.size.height > 0 { targets.append((ObjectIdentifier(view), box)) }
        }
        return targets
    }

    /// The visible scroll views' content extents and their captions (no texts),
    /// of `scrollViews` (``scrollViews(in:)``): each is visible when it and every
    /// view between it and the root is shown and reaches into what the clipping
    /// ones among them leave of the root. Scrolling asks again each frame, so
    /// only the scroll views and their ancestors are visited, each once, not every view.
    @MainActor
    static func scrollFacts(of root: View, scrollViews: [ScrollView], strings: Strings) -> SceneFacts {
        var facts = SceneFacts(texts: [], contentExtents: [], contentCaptions: [])
        var reached: [ObjectIdentifier: Rect?] = [:]
        for scrollView in scrollViews where area(insideOf: scrollView, root: root, known: &reached) != nil {
            guard let quad = contentExtent(of: scrollView, in: root) else { continue }
            facts.contentExtents.append(quad)
            let corner = quad[0],
                text = strings.scrollContent(of: strings.name(scrollView), size: scrollView.contentSize)
            // Nested scroll views often share a corner: one line names them all.
            if let i = facts.contentCaptions.firstIndex(where: {
                abs($0.corner.x - corner.x) < 4 && abs($0.corner.y - corner.y) < 4
            }) {
                facts.contentCaptions[i].text += "  ·  " + text
            } else {
                facts.contentCaptions.append((corner, text))
            }
        }
        return facts
    }

    /// The part of the root that `view`'s subviews may show in (its clipping
    /// and its ancestors' applied), in the root's coordinates; nil when `view`
    /// is not visible: it or a view above it is hidden, transparent, or outside
    /// what the clipping views above it leave. `known` keeps the answers for
    /// the ancestors that views share.
    @MainActor
    static func area(insideOf view: View, root: View, known: inout [ObjectIdentifier: Rect?]) -> Rect? {
        let shown = !view.isHidden && view.alpha >= 0.01
        if view === root { return shown ? root.bounds : nil }
        if let answer = known[ObjectIdentifier(view)] { return answer }
        var answer: Rect?
        if shown, let parent = view.superview, let visible = area(insideOf: parent, root: root, known: &known) {
            let box = Rect(boundingBoxOf: view.boundsQuad(in: root))
            if box.intersection(visible).size.width > 0 {
                answer = view.clipsToBounds ? box.intersection(visible) : visible
            }
        }
        known[ObjectIdentifier(view)] = answer
        return answer
    }

    /// The content's full extent in the root's coordinates, its top-left corner first.
    @MainActor
    private static func contentExtent(of scrollView: ScrollView, in root: View) -> [Point]? {
        let size = scrollView.contentSize
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        return Rect(x: 0, y: 0, width: size.width, height: size.height).corners.map { scrollView.convert($0, to: root) }
    }
}
