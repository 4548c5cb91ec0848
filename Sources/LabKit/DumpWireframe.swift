import Rendering
import ResponderKit
import Scenes

/// The look of a scene imported from a dump, as Xcode's view debugger draws
/// one: each view's outline, and its class's short name (without module)
/// where the view is large enough to hold it and does not just fill its
/// superview. A label shows its text instead.
@MainActor
enum DumpWireframe {
    static let outline = Color(hex: 0x8A93A6, alpha: 0.55)
    static let name = Color(hex: 0x4A5268, alpha: 0.85)
    /// On screen, in pixels: readable whatever the zoom.
    static let nameSize = 10.0

    /// Draws `view`'s outline and name in its own coordinates, which are zoomed by `zoom` on screen.
    static func annotate(_ view: View, imported: ImportedHierarchy, zoom: Double, in canvas: Canvas) {
        guard let dumped = imported.dumpView(for: view) else { return }
        let b = view.bounds
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
        canvas.drawText(short, at: Point(x: b.origin.x + pad, y: b.origin.y + pad), font: font, color: name)
    }

    /// `MyApp.Feed.PhotoCell` → `PhotoCell`; `UIKit._UIBarBackground` → `_UIBarBackground`.
    static func shortName(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }
}
