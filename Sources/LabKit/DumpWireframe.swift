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
    static func annotate(_ view: View, imported: ImportedHierarchy, zoom: Double, spots: NameSpots,
                         unnamed: Set<ObjectIdentifier> = [], in canvas: Canvas) {
        // Everything below lies inside the bounds: nothing to do where they do not show.
        guard canvas.mightDraw(in: view.bounds), let className = imported.className(of: view) else { return }
        canvas.stroke(view.bounds, color: outline, lineWidth: 1 / zoom)
        guard let spot = spots.spot(of: view), unnamed.isEmpty || !unnamed.contains(ObjectIdentifier(view)) else { return }
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
        private var key: (window: Window, revision: Int, zoom: Double)?
        /// Each named view's spot in its coordinates; a scroll view's, when its neighbours leave room for it.
        private var spots: [ObjectIdentifier: Rect] = [:]
        /// The scroll views whose spot the names and texts around them leave free.
        private var scrollViews: Set<ObjectIdentifier> = []
        /// Each short class name's size at the key's zoom: a dump's thousands of
        /// views share a few dozen names, and measuring one costs more than looking it up.
        private var sizes: [String: Size] = [:]
        private var imported: ImportedHierarchy?
        private var zoom = 1.0
        private var textRenderer: TextRenderer?

        /// Forgets the spots unless they are of `window` as it looks now, at `zoom`, and works them out again.
        func validate(for window: Window, imported: ImportedHierarchy, zoom: Double, canvas: Canvas) {
            if let key, key.window === window, key.revision == window.appearanceRevision, key.zoom == zoom { return }
            if key?.zoom != zoom { sizes.removeAll(keepingCapacity: true) }
            key = (window, window.appearanceRevision, zoom)
            (self.imported, self.zoom, textRenderer) = (imported, zoom, canvas.textRenderer)
            spots.removeAll(keepingCapacity: true)
            scrollViews.removeAll(keepingCapacity: true)
            place(in: window, canvas: canvas)
        }

        /// Where `view`'s name goes, in its coordinates; nil when it is not drawn.
        func spot(of view: View) -> Rect? {
            guard let scrollView = view as? ScrollView else { return spots[ObjectIdentifier(view)] }
            // Its name sits at the content offset, which scrolling moves without a new look: the content under it is asked now.
            guard scrollViews.contains(ObjectIdentifier(scrollView)), let imported, let textRenderer,
                  let className = imported.className(of: scrollView) else { return nil }
            return nameSpot(of: scrollView, className: className, measure: { textRenderer.measure($0, font: $1).size })
        }

        /// Every view's spot, front to back: a name is kept where it overlaps no view's text and
        /// no name of a view in front of it (which, drawn later, may hide it anyway) in the same space.
        private func place(in window: Window, canvas: Canvas) {
            guard let imported, canvas.textRenderer != nil else { return }
            struct Space { var names = RectBuckets<Void>(), texts = RectBuckets<Void>() }
            var spaces: [ObjectIdentifier: Space] = [:]
            // Each view with its transform into its space (its nearest scroll view's content, or the window's).
            var walk: [(view: View, space: ObjectIdentifier, toSpace: Transform)] = []
            var stack: [(View, ObjectIdentifier, Transform)] = [(window, ObjectIdentifier(window), .identity)]
            let texts = ViewRenderer(showsNames: false)
            while let (view, space, toSpace) = stack.popLast() {
                guard !view.isHidden, view.alpha > 0 else { continue }
                walk.append((view, space, toSpace))
                if let text = texts.textRect(of: view, in: canvas) {
                    spaces[space, default: Space()].texts.insert(toSpace.apply(to: text), ())
                }
                let inner = view is ScrollView ? (ObjectIdentifier(view), Transform.identity) : (space, toSpace)
                for subview in view.subviews.reversed() {
                    stack.append((subview, inner.0, ViewRenderer.placement(of: subview).concatenating(inner.1)))
                }
            }
            for (view, space, toSpace) in walk.reversed() {
                guard let className = imported.className(of: view),
                      let spot = nameSpot(of: view, className: className, measure: { canvas.measureText($0, font: $1).size })
                else { continue }
                let placed = toSpace.apply(to: spot)
                guard !spaces[space, default: Space()].names.anyOverlaps(placed), !spaces[space, default: Space()].texts.anyOverlaps(placed)
                else { continue }
                spaces[space, default: Space()].names.insert(placed, ())
                if view is ScrollView { scrollViews.insert(ObjectIdentifier(view)) } else { spots[ObjectIdentifier(view)] = spot }
            }
        }

        /// Where the class name goes in `view`'s coordinates, when the view has room for it.
        private func nameSpot(of view: View, className: String, measure: (String, FontSpec) -> Size) -> Rect? {
            let b = view.bounds
            if let label = view as? Label, label.text?.isEmpty == false { return nil }
            // A view that exactly covers its superview (the transition and wrapper
            // views of every app) would print its name over its parent's.
            if let parent = view.superview, view.frame == parent.bounds { return nil }
            let name = DumpWireframe.shortName(className)
            let size: Size
            if let known = sizes[name] {
                size = known
            } else {
                size = measure(name, FontSpec(size: DumpWireframe.nameSize / zoom))
                sizes[name] = size
            }
            let pad = 3 / zoom
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
