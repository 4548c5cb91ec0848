import Foundation
import ResponderKit

/// Prints a hierarchy as UIKit's `recursiveDescription` does, so that any
/// scene can be exported and read back by ``DumpReader`` (behaviour 12).
///
/// ```swift
/// let scene = try SceneCatalog.load("hit-order")
/// print(DumpWriter.recursiveDescription(of: scene.window))
/// // <UIWindow: 0x7f0000001000; frame = (0 0; 760 600); opaque = NO; backgroundColor = …; layer = <UIWindowLayer: 0x600000001000>>
/// //    | <Scenes.PolicyView: 0x7f0000001010; baseClass = UIView; frame = (0 0; 760 600); …>
/// ```
///
/// ResponderKit's classes print as their UIKit names; other classes (a
/// scene's behaviours) print module-qualified with the `baseClass` of their
/// nearest ResponderKit class, and so import with the custom-class caveat.
/// Addresses are made up, one per view in the order printed. Where the frame
/// cannot give the bounds (a transform, or a bounds origin on a view that is
/// not a scroll view), a `bounds = (x y; w h)` field says it.
public enum DumpWriter {
    /// The address the writer gives the `index`-th view printed (0 for the root).
    public static func address(ofViewAt index: Int) -> String {
        "0x" + String(0x7F00_0000_1000 + index * 0x10, radix: 16)
    }

    /// The scene's hierarchy: its window's, or for a scene imported from a
    /// dump, the dump's root (or roots, one after the other) with the classes
    /// and addresses it was read with.
    @MainActor
    public static func recursiveDescription(of scene: Scene) -> String {
        guard let imported = scene.imported else { return recursiveDescription(of: scene.window) }
        return zip(imported.dump.views, imported.views).filter { $0.0.parent == nil }
            .map { recursiveDescription(of: $0.1, imported: imported) }.joined()
    }

    /// The hierarchy under `root`, one line a view; `imported` gives the
    /// classes and addresses of views that came from a dump.
    @MainActor
    public static func recursiveDescription(of root: View, imported: ImportedHierarchy? = nil) -> String {
        var lines: [String] = []
        var stack: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            let prefix = String(repeating: "   | ", count: depth)
            lines.append(prefix + line(for: view, index: lines.count, dumped: imported?.dumpView(for: view)))
            for sub in view.subviews.reversed() { stack.append((sub, depth + 1)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @MainActor
    static func line(for view: View, index: Int, dumped: DumpView? = nil) -> String {
        var (className, uikitBase) = names(of: view)
        if let dumped { (className, uikitBase) = (dumped.className, dumped.baseClass) }
        var fields: [String] = []
        if let uikitBase { fields.append("baseClass = \(uikitBase)") }
        let frame = view.frame
        fields.append("frame = \(rect(frame))")
        if !view.transform.isIdentity {
            let t = view.transform
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
        }
        let scrolls = dumped?.contentOffset != nil
        if !view.transform.isIdentity || (view.bounds.origin != .zero && !scrolls) {
            fields.append("bounds = \(rect(view.bounds))")
        }
        // A backslash escaped, since the reader decodes escapes (`\\` reads back as one).
        if let label = view as? Label, let text = label.text {
            fields.append("text = '\(text.replacingOccurrences(of: "\\", with: "\\\\"))'")
        }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if view.isHidden { fields.append("hidden = YES") }
        if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
        fields.append("opaque = NO")
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if let c = view.backgroundColor {
            // Six significant digits, as UIKit prints colours (`%g`): the lab paints with 8 bits a channel.
            let components = [c.red, c.green, c.blue, c.alpha].map { String(format: "%g", $0) }
            fields.append("backgroundColor = UIExtendedSRGBColorSpace \(components.joined(separator: " "))")
        }
        let layer = view is Window ? "UIWindowLayer" : view is Label ? "_UILabelLayer" : "CALayer"
        fields.append("layer = <\(layer): 0x\(String(0x6000_0000_1000 + index * 0x20, radix: 16))>")
        if let tag = dumped?.tag { fields.insert("tag = \(tag)", at: fields.count - 1) }
        if scrolls {
            // After the layer, with colons, as UIScrollView prints them.
            fields.append("contentOffset: {\(number(view.bounds.origin.x)), \(number(view.bounds.origin.y))}")
            if let size = dumped?.contentSize {
                fields.append("contentSize: {\(number(size.width)), \(number(size.height))}")
            }
            if let scrollView = view as? ScrollView, scrollView.contentInset != .zero {
                let i = scrollView.contentInset
                fields.append(
                    "adjustedContentInset: {\([i.top, i.left, i.bottom, i.right].map(number).joined(separator: ", "))}")
            }
        }
        return "<\(className): \(dumped?.address ?? address(ofViewAt: index)); \(fields.joined(separator: "; "))>"
    }

    /// UIKit's name for ResponderKit's classes; others module-qualified, with
    /// the UIKit name of the ResponderKit class they inherit from.
    @MainActor
    static func names(of view: View) -> (className: String, base: String?) {
        let base: (type: View.Type, name: String) =
            switch view {
            case is Window: (Window.self, "UIWindow")
            case is Button: (Button.self, "UIButton")
            case is Control: (Control.self, "UIControl")
            case is Label: (Label.self, "UILabel")
            case is ImageView: (ImageView.self, "UIImageView")
            default: (View.self, "UIView")
            }
        if type(of: view) == base.type { return (base.name, nil) }
        return (String(reflecting: type(of: view)), base.name)
    }

    static func rect(_ r: Rect) -> String {
        "(\(number(r.origin.x)) \(number(r.origin.y)); \(number(r.size.width)) \(number(r.size.height)))"
    }

    /// The shortest text that reads back as the same number: `16`, `0.5`, `1e-05`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
