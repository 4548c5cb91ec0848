import ResponderKit

/// Writes the inspector's live edits as lines of an edits file
/// (``EditsFile``), so that an investigation survives a restart: read back,
/// they set the same values on the same views.
///
/// ```swift
/// scene.edit(cell, .userInteractionEnabled)             // the inspector's I key
/// EditsFileWriter.lines(for: scene.edits, in: scene)    // ["0x7fd3e1c17170.isUserInteractionEnabled = true"]
/// ```
public enum EditsFileWriter {
    /// One line for each view and property the edits changed, with its value
    /// now, in the order first edited; a property edited back to where it
    /// started gives no line.
    @MainActor
    public static func lines(for edits: [ViewEdit], in scene: Scene) -> [String] {
        var order: [(view: View, property: ViewProperty)] = []
        var net: [ObjectIdentifier: [ViewProperty: (first: ViewProperty.Value, last: ViewProperty.Value)]] = [:]
        for edit in edits {
            let id = ObjectIdentifier(edit.view)
            if let change = net[id]?[edit.property] {
                net[id]?[edit.property] = (change.first, edit.new)
            } else {
                net[id, default: [:]][edit.property] = (edit.old, edit.new)
                order.append((edit.view, edit.property))
            }
        }
        return order.compactMap { view, property in
            guard let change = net[ObjectIdentifier(view)]?[property], change.first != change.last else { return nil }
            return line(ViewTarget(scene.identity(of: view)), property, change.last)
        }
    }

    /// `text`, an edits file, with `edits` saved into it: a line that declares
    /// the same view's same property gets the new value in place, the others
    /// are added at the end; comments, blank lines and every other line stay.
    @MainActor
    public static func updating(_ text: String, with edits: [ViewEdit], in scene: Scene) -> String {
        var lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for new in self.lines(for: edits, in: scene) {
            let key = declared(in: new)
            if let index = lines.lastIndex(where: { key != nil && declared(in: $0) == key }) {
                lines[index] = new
            } else {
                lines.append(new)
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One declaration: `0x7fd3e1c17170.isHidden = false`, `"Tile 1".alpha = 0.011`.
    public static func line(_ target: ViewTarget, _ property: ViewProperty, _ value: ViewProperty.Value) -> String {
        "\(target).\(property.uikitName) = \(text(of: value))"
    }

    /// A value as the reader reads it back to the same one: alpha to a `Float`'s precision, which views store.
    static func text(of value: ViewProperty.Value) -> String {
        switch value {
        case .flag(let on): on ? "true" : "false"
        case .number(let n): n == n.rounded() && abs(n) < 1e6 ? String(Int(n)) : Float(n).description
        }
    }

    /// What a line declares a value of.
    private struct Declared: Equatable {
        let target: ViewTarget
        let property: ViewProperty
    }

    /// The view and property a line declares, or nil when it declares none (a comment, a recognizer, a mistake).
    private static func declared(in line: String) -> Declared? {
        var parser = EditsLineParser(characters: Array(line), file: "", line: 1)
        guard let parsed = try? parser.declaration(), case .property(let property, _) = parsed.declaration.change else {
            return nil
        }
        return Declared(target: parsed.declaration.target, property: property)
    }
}
