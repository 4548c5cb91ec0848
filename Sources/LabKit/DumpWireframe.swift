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
    static func annotate(_ view: View, imported: ImportedHierarchy, zoom: Double, in canvas: Canvas) {
        let b = view.bounds
        // Everything below lies inside the bounds: nothing to do where they do not show.
        guard canvas.mightDraw(in: b), let dumped = imported.dumpView(for: view) else { return }
        canvas.stroke(b, color: outline, lineWidth: 1 / zoom)
        if let label = view as? Label, label.text?.isEmpty == false { return }
        // A view that exactly covers its superview (the transition and wrapper
        // views of every app) would print its name over its parent's.
        if let parent = view.superview, view.frame == parent.bounds { return }
        let short = shortName(dumped.className)
        let font = FontSpec(size: nameSize / zoom)
        let metrics = canvas.measureText(short, font: font)
        let pad = 3 / zoom
        guard metrics.width + 2 * pad <= b.size.width, metrics.size.height + 2 * pad <= b.size.height else { return }
        let spot = Rect(x: b.origin.x + pad, y: b.origin.y + pad, width: metrics.width, height: metrics.size.height)
        guard isFree(spot, in: view) else { return }
        canvas.drawText(short, at: spot.origin, font: font, color: name)
    }

    /// Whether no visible subview of `view` covers `spot`, in its bounds: a name
    /// drawn over a cell's label or icon would garble both, so Xcode leaves it out too.
    static func isFree(_ spot: Rect, in view: View) -> Bool {
        !view.subviews.contains { !$0.isHidden && !$0.frame.intersection(spot).isEmpty }
    }

    /// `MyApp.Feed.PhotoCell` → `PhotoCell`; `UIKit._UIBarBackground` → `_UIBarBackground`.
    static func shortName(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }
}
