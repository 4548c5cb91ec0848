import Rendering
import ResponderKit
import Scenes

/// The look of a scene imported from a dump, as Xcode's view debugger draws
/// one: each view's outline, and its class's short name (without module)
/// where the view is large enough to hold it, does not just fill its
/// superview, has no subview where the name would go, and the name would
/// overlap no other view's name or text. A label shows its text instead.
@MainActor
enum DumpWireframe {
    static let outline = Color(hex: 0x8A93A6, alpha: 0.55)
    static let name = Color(hex: 0x4A5268, alpha: 0.85)
    /// On screen, in pixels: readable whatever the zoom.
    static let nameSize = 10.0

    /// Draws `view`'s outline and name in its own coordinates, which are zoomed
    /// by `zoom` on screen; the names of the views in `unnamed` are left out.
    static func annotate(
        _ view: View, imported: ImportedHierarchy, zoom: Double, spots: NameSpots,
        unnamed: Set<ObjectIdentifier> = [], in canvas: Canvas
    ) {
        // Everything below lies inside the bounds: nothing to do where they do not show.
        guard canvas.mightDraw(in: view.bounds), let className = imported.className(of: view) else { return }
        canvas.stroke(view.bounds, color: outline, lineWidth: 1 / zoom)
        guard let spot = spots.spot(of: view), unnamed.isEmpty || !unnamed.contains(ObjectIdentifier(view)) else {
            return
        }
        canvas.drawText(shortName(className), at: spot.origin, font: FontSpec(size: nameSize / zoom), color: name)
    }

    /// Where each view's name goes, worked out for the whole scene at once
    /// (no name over another's or over a view's text) and kept while the scene
    /// looks the same at one zoom: the scene's layer and the overlay's labels
    /// both ask, of thousands of views, frame after frame.
    ///
    /// Names are compared within a scroll view's content, or outside every
    /// scroll view, where scrolling does not move them against each other; a
    /// scroll view's own name sits at its content offset, and leaves room for
    /// the content scrolled under it each time it is asked.
    @MainActor
    final class NameSpots {
        /// What of the scene's look the spots depend on at any zoom: the views that may show a
        /// name, each in its space, and the texts in each space.
        private struct Look {
            let window: Window
            let revision: Int
            var candidates: [(view: View, name: Int, space: Int, toSpace: Transform)] = []
            var texts: [RectBuckets<Void>] = []
            /// The short class names, each once: a dump's thousands of views share a few dozen.
            var names: [String] = []
        }

        private var look: Look?
        private var zoom: Double?
        /// Each named view's spot in its coordinates; a scroll view's, when its neighbours leave room for it.
        private var spots: [ObjectIdentifier: Rect] = [:]
        /// The scroll views whose spot the names and texts around them leave free, with their names.
        private var scrollViews: [ObjectIdentifier: Int] = [:]
        /// Each of the look's names' size at the zoom: measuring one costs more than looking it up.
        private var sizes: [Size?] = []
        private var textRenderer: TextRenderer?

        /// Forgets the spots unless they are of `window` as it looks now, at `zoom`, and works them out again:
        /// a zoom alone places the names again among the texts found for the look.
        func validate(for window: Window, imported: ImportedHierarchy, zoom: Double, canvas: Canvas) {
            let sameLook = look.map { $0.window === window && $0.revision == window.appearanceRevision } == true
            if sameLook, self.zoom == zoom { return }
            if !sameLook { look = Self.look(of: window, imported: imported, canvas: canvas) }
            if self.zoom != zoom || !sameLook { sizes = Array(repeating: nil, count: look?.names.count ?? 0) }
            (self.zoom, textRenderer) = (zoom, canvas.textRenderer)
            spots.removeAll(keepingCapacity: true)
            scrollViews.removeAll(keepingCapacity: true)
            place(canvas: canvas)
        }

        /// Where `view`'s name goes, in its coordinates; nil when it is not drawn.
        func spot(of view: View) -> Rect? {
            guard let scrollView = view as? ScrollView else { return spots[ObjectIdentifier(view)] }
            // Its name sits at the content offset, which scrolling moves without a new look: the content under it is asked now.
            guard let name = scrollViews[ObjectIdentifier(scrollView)], let textRenderer else { return nil }
            return nameSpot(of: scrollView, name: name, measure: { textRenderer.measure($0, font: $1).size })
        }

        /// The drawn views that may show a name, back to front, each with its transform into its
        /// space (its nearest scroll view's content, or the window's), and each space's texts.
        private static func look(of window: Window, imported: ImportedHierarchy, canvas: Canvas) -> Look {
            var look = Look(window: window, revision: window.appearanceRevision)
            look.texts = [RectBuckets()]
            var stack: [(View, Int, Transform)] = [(window, 0, .identity)]
            let texts = ViewRenderer(showsNames: false)
            var interned: [String: Int] = [:]
            while let (view, space, toSpace) = stack.popLast() {
                guard !view.isHidden, view.alpha > 0 else { continue }
                if let text = texts.textRect(of: view, in: canvas) {
                    look.texts[space].insert(toSpace.apply(to: text), ())
                    // A label with a text shows it, and a view filling its superview (the transition and
                    // wrapper views of every app) would print its name over its parent's.
                } else if let className = imported.className(of: view),
                    !(view.superview.map { view.frame == $0.bounds } ?? false)
                {
                    let name = DumpWireframe.shortName(className)
                    let index = interned[name] ?? look.names.count
                    if index == look.names.count {
                        interned[name] = index
                        look.names.append(name)
                    }
                    look.candidates.append((view, index, space, toSpace))
                }
                var inner = (space, toSpace)
                if view is ScrollView {
                    inner = (look.texts.count, .identity)
                    look.texts.append(RectBuckets())
                }
                for subview in view.subviews.reversed() {
                    stack.append((subview, inner.0, ViewRenderer.placement(of: subview).concatenating(inner.1)))
                }
            }
            return look
        }

        /// Every candidate's spot, front to back: a name is kept where it overlaps no view's text and
        /// no name of a view in front of it (which, drawn later, may hide it anyway) in the same space.
        private func place(canvas: Canvas) {
            guard let look, canvas.textRenderer != nil else { return }
            var names = [RectBuckets<Void>](repeating: RectBuckets(), count: look.texts.count)
            for (view, name, space, toSpace) in look.candidates.reversed() {
                guard let spot = nameSpot(of: view, name: name, measure: { canvas.measureText($0, font: $1).size })
                else { continue }
                let placed = toSpace.apply(to: spot)
                guard !names[space].anyOverlaps(placed), !look.texts[space].anyOverlaps(placed) else { continue }
                names[space].insert(placed, ())
                if view is ScrollView {
                    scrollViews[ObjectIdentifier(view)] = name
                } else {
                    spots[ObjectIdentifier(view)] = spot
                }
            }
        }

        /// Where the name goes in `view`'s coordinates, when the view has room for it.
        private func nameSpot(of view: View, name: Int, measure: (String, FontSpec) -> Size) -> Rect? {
            guard let zoom, let look, name < sizes.count else { return nil }
            let size: Size
            if let known = sizes[name] {
                size = known
            } else {
                size = measure(look.names[name], FontSpec(size: DumpWireframe.nameSize / zoom))
                sizes[name] = size
            }
            let b = view.bounds, pad = 3 / zoom
            guard size.width + 2 * pad <= b.size.width, size.height + 2 * pad <= b.size.height else { return nil }
            let spot = Rect(x: b.origin.x + pad, y: b.origin.y + pad, width: size.width, height: size.height)
            return DumpWireframe.isFree(spot, in: view) ? spot : nil
        }
    }

    /// Whether no visible subview of `view` covers `spot`, in its bounds: a name
    /// drawn over a cell's label or icon would garble both, so Xcode leaves it out too.
    static func isFree(_ spot: Rect, in view: View) -> Bool {
        !view.subviews.contains { !$0.isHidden && !$0.frame.intersection(spot).isEmpty }
    }

    /// `MyApp.Feed.PhotoCell` → `PhotoCell`; `UIKit._UIBarBackground` → `_UIBarBackground`.
    static func shortName(_ className: String) -> String {
        // Asked for every view drawn and every zoom: its bytes searched, not its characters, and no array of parts.
        guard let dot = className.utf8.lastIndex(of: UInt8(ascii: ".")) else { return className }
        guard className.utf8.index(after: dot) < className.endIndex else {
            return className.split(separator: ".").last.map(String.init) ?? className
        }
        return String(className[className.utf8.index(after: dot)...])
    }
}
