import Rendering
import ResponderKit

extension OverlayRenderer {
    /// What the overlay needs to know of the scene that does not depend on the
    /// touch or the pointer: computed once per look of the scene and kept by
    /// the window (`LabScreen`), instead of walking thousands of views again for
    /// every hover frame.
    public struct SceneFacts {
        /// Other views' names and captions, which labels keep off where they can
        /// (in the root's coordinates, with the view each belongs to).
        var texts: [(view: ObjectIdentifier, rect: Rect)]
        /// Each visible scroll view's whole content, as a quad in the root's coordinates.
        var contentExtents: [[Point]]
        /// The content sizes' captions, one per top-left corner the extents share.
        var contentCaptions: [(corner: Point, text: String)]
    }

    /// How many views' texts labels keep off where they can: a bound on the work for a dump of thousands.
    static let avoidedTextViews = 400

    /// The facts of the scene under `root` as the canvas would draw it now.
    @MainActor
    public func sceneFacts(of root: View, canvas: Canvas) -> SceneFacts {
        sceneFacts(of: root, ownTexts: ownTexts(in: root, canvas: canvas), canvas: canvas)
    }

    /// The facts, from texts ``ownTexts(in:canvas:)`` found while the scene looked as it does (scrolled elsewhere, perhaps).
    @MainActor
    func sceneFacts(of root: View, ownTexts: [OwnText], canvas: Canvas) -> SceneFacts {
        var facts = scrollFacts(of: root)
        facts.texts = Self.inRoot(ownTexts, of: root, ownTextRect: ownTextRect, canvas: canvas)
        return facts
    }

    /// A view whose name or caption labels keep off where they can, and where it is in the view's coordinates.
    struct OwnText {
        let view: View
        let rect: Rect
    }

    /// Other views' names and captions: the visible views nearest the root, enough for any scene and a screenful
    /// of a dump. Where they are in their views does not change as scroll views scroll, but a scroll view's own.
    @MainActor
    func ownTexts(in root: View, canvas: Canvas) -> [OwnText] {
        var texts: [OwnText] = []
        var queue = root.subviews[...], visited = 0
        while let view = queue.popFirst(), visited < Self.avoidedTextViews {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            visited += 1
            queue.append(contentsOf: view.subviews)
            if let text = ownTextRect(view, canvas) { texts.append(OwnText(view: view, rect: text)) }
        }
        return texts
    }

    /// The texts in the root's coordinates; a scroll view's own text, which moves with its offset, found again.
    @MainActor
    static func inRoot(_ texts: [OwnText], of root: View, ownTextRect: (View, Canvas) -> Rect?, canvas: Canvas)
        -> [(view: ObjectIdentifier, rect: Rect)] {
        texts.compactMap { text in
            guard let rect = text.view is ScrollView ? ownTextRect(text.view, canvas) : text.rect else { return nil }
            return (ObjectIdentifier(text.view), box(rect.corners.map { text.view.convert($0, to: root) }))
        }
    }

    /// Other views' names and captions in the root's coordinates.
    @MainActor
    func textsToAvoid(in root: View, canvas: Canvas) -> [(view: ObjectIdentifier, rect: Rect)] {
        Self.inRoot(ownTexts(in: root, canvas: canvas), of: root, ownTextRect: ownTextRect, canvas: canvas)
    }

    /// The visible scroll views' content extents and their captions (no texts).
    @MainActor
    func scrollFacts(of root: View) -> SceneFacts {
        var facts = SceneFacts(texts: [], contentExtents: [], contentCaptions: [])
        // Each view with the part of the root its clipping ancestors leave visible.
        var stack: [(View, Rect)] = [(root, root.bounds)]
        while let (view, visible) = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            let box = Self.box(view.boundsQuad(in: root))
            guard view === root || box.intersection(visible).size.width > 0 else { continue }
            if let scrollView = view as? ScrollView, let quad = Self.contentExtent(of: scrollView, in: root) {
                facts.contentExtents.append(quad)
                let corner = quad[0], text = strings.scrollContent(of: scrollView.debugName, size: scrollView.contentSize)
                // Nested scroll views often share a corner: one line names them all.
                if let i = facts.contentCaptions.firstIndex(where: { abs($0.corner.x - corner.x) < 4 && abs($0.corner.y - corner.y) < 4 }) {
                    facts.contentCaptions[i].text += "  ·  " + text
                } else {
                    facts.contentCaptions.append((corner, text))
                }
            }
            let inner = view.clipsToBounds && view !== root ? box.intersection(visible) : visible
            stack.append(contentsOf: view.subviews.reversed().map { ($0, inner) })
        }
        return facts
    }

    /// The content's full extent in the root's coordinates, its top-left corner first.
    @MainActor
    private static func contentExtent(of scrollView: ScrollView, in root: View) -> [Point]? {
        let size = scrollView.contentSize
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        return Rect(x: 0, y: 0, width: size.width, height: size.height).corners.map { scrollView.convert($0, to: root) }
    }
}
