import Rendering
import ResponderKit
import Scenes

/// The look of a scene imported from a dump, as Xcode's view debugger draws
/// one: each view's outline, and its class's short name (without module)
/// where the view is large enough to hold it, does not just fill its
/// superview, and has no subview where the name would go. A label shows its
/// text instead.
@MainActor
enum DumpWireframe {
    static let outline = Color(hex: 0x8A93A6, alpha: 0.55)
    static let name = Color(hex: 0x4A5268, alpha: 0.85)
    /// On screen, in pixels: readable whatever the zoom.
    static let nameSize = 10.0

    /// Draws `view`'s outline and name in its own coordinates, which are zoomed by `zoom` on screen.
    static func annotate(_ view: View, imported: ImportedHierarchy, zoom: Double, spots: NameSpots? = nil, in canvas: Canvas) {
        // Everything below lies inside the bounds: nothing to do where they do not show.
        guard canvas.mightDraw(in: view.bounds), let className = imported.className(of: view) else { return }
        canvas.stroke(view.bounds, color: outline, lineWidth: 1 / zoom)
        guard let spot = spot(of: view, imported: imported, zoom: zoom, spots: spots, in: canvas) else { return }
        canvas.drawText(shortName(className), at: spot.origin, font: FontSpec(size: nameSize / zoom), color: name)
    }

    /// Where `view`'s own text is drawn in its coordinates: its class name, or
    /// a label's text; the overlay keeps its labels off the hit view's.
    static func nameRect(of view: View, imported: ImportedHierarchy, zoom: Double, spots: NameSpots? = nil, in canvas: Canvas) -> Rect? {
        spot(of: view, imported: imported, zoom: zoom, spots: spots, in: canvas) ?? ViewRenderer(showsNames: false).textRect(of: view, in: canvas)
    }

    /// Where each view's name goes, kept while the scene looks the same at one
    /// zoom: the scene's layer and the overlay's labels both ask, of thousands of
    /// views, frame after frame.
    @MainActor
    final class NameSpots {
        private var key: (window: Window, revision: Int, zoom: Double)?
        private var spots: [ObjectIdentifier: Rect?] = [:]
        /// Each short class name's size at the key's zoom: a dump's thousands of
        /// views share a few dozen names, and measuring one costs more than looking it up.
        private var sizes: [String: Size] = [:]

        /// Forgets the spots unless they are of `window` as it looks now, at `zoom`.
        func validate(for window: Window, zoom: Double) {
            if let key, key.window === window, key.revision == window.appearanceRevision, key.zoom == zoom { return }
            if key?.zoom != zoom { sizes.removeAll(keepingCapacity: true) }
            key = (window, window.appearanceRevision, zoom)
            spots.removeAll(keepingCapacity: true)
        }

        fileprivate func size(of name: String, _ measure: () -> Size) -> Size {
            if let known = sizes[name] { return known }
            let size = measure()
            sizes[name] = size
            return size
        }

        fileprivate func spot(of view: View, _ find: () -> Rect?) -> Rect? {
            // A scroll view's name sits at its content offset, which scrolling moves without a new look.
            if view is ScrollView { return find() }
            if let known = spots[ObjectIdentifier(view)] { return known }
            let found = find()
            spots[ObjectIdentifier(view)] = found
            return found
        }
    }

    /// Where `view`'s class name goes, if it is a dumped view and the name is drawn; kept in `spots`.
    private static func spot(of view: View, imported: ImportedHierarchy, zoom: Double, spots: NameSpots?, in canvas: Canvas) -> Rect? {
        func find() -> Rect? { imported.className(of: view).flatMap { nameSpot(of: view, className: $0, zoom: zoom, spots: spots, in: canvas) } }
        guard let spots else { return find() }
        return spots.spot(of: view, find)
    }

    /// Where the class name goes, when it is drawn at all.
    private static func nameSpot(of view: View, className: String, zoom: Double, spots: NameSpots?, in canvas: Canvas) -> Rect? {
        let b = view.bounds
        if let label = view as? Label, label.text?.isEmpty == false { return nil }
        // A view that exactly covers its superview (the transition and wrapper
        // views of every app) would print its name over its parent's.
        if let parent = view.superview, view.frame == parent.bounds { return nil }
        let name = shortName(className)
        func measure() -> Size { canvas.measureText(name, font: FontSpec(size: nameSize / zoom)).size }
        let size = spots?.size(of: name, measure) ?? measure()
        let pad = 3 / zoom
        guard size.width + 2 * pad <= b.size.width, size.height + 2 * pad <= b.size.height else { return nil }
        let spot = Rect(x: b.origin.x + pad, y: b.origin.y + pad, width: size.width, height: size.height)
        return isFree(spot, in: view) ? spot : nil
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
