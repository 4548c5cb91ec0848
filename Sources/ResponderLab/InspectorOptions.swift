import ArgumentParser
import LabKit
import ResponderKit
import Scenes

/// `--edit VIEW.PROPERTY=VALUE` of `render` and `describe`: a live edit of the inspector's, from the command line.
struct EditArgument {
    let viewName: String
    let property: ViewProperty
    /// Nil: the next value, as the inspector's key gives it (a flag's opposite, alpha's next step).
    let value: ViewProperty.Value?

    static func parse(_ argument: String) throws -> EditArgument {
        let (target, value): (Substring, Substring?) = if let equals = argument.lastIndex(of: "=") {
            (argument[..<equals], argument[argument.index(after: equals)...])
        } else {
            (argument[...], nil)
        }
        guard let dot = target.lastIndex(of: "."), dot != target.startIndex,
              let property = ViewProperty(name: String(target[target.index(after: dot)...])) else {
            throw ValidationError("expected VIEW.PROPERTY=VALUE with PROPERTY one of hidden, userInteractionEnabled, enabled, "
                                  + "clipsToBounds, alpha, such as \"Tile 1.hidden=false\", not \"\(argument)\"")
        }
        return EditArgument(viewName: String(target[..<dot]), property: property, value: try value.map { try parse($0, for: property) })
    }

    private static func parse(_ value: Substring, for property: ViewProperty) throws -> ViewProperty.Value {
        if property == .alpha {
            guard let alpha = Double(value), alpha.isFinite, (0...1).contains(alpha) else {
                throw ValidationError("alpha must be a number from 0 to 1, not \"\(value)\"")
            }
            return .number(alpha)
        }
        switch value.lowercased() {
        case "true", "yes", "on", "1": return .flag(true)
        case "false", "no", "off", "0": return .flag(false)
        default: throw ValidationError("\(property.rawValue) is true or false, not \"\(value)\"")
        }
    }
}

/// The inspector from the command line: edits, a selection and the tree tab, for `render` (and edits for `describe`).
struct InspectorOptions: ParsableArguments {
    @Option(name: .customLong("edit"), help: ArgumentHelp(
        "After the taps, change a view's property as the inspector's keys do, as VIEW.PROPERTY=VALUE (PROPERTY: hidden, userInteractionEnabled, enabled, clipsToBounds, alpha; a dump's view by its address); the last tap is replayed. Repeatable.",
        valueName: "view.property=value"), transform: EditArgument.parse)
    var edits: [EditArgument] = []

    @Option(help: ArgumentHelp("Select the view named VIEW (a dump's view by its address) and show the inspector's tree and its properties.",
                               valueName: "view"))
    var select: String?

    @Flag(help: "Show the inspector's tree in the side panel instead of the trace.")
    var tree = false

    @MainActor
    func apply(to session: LabSession) {
        Self.apply(edits, to: session)
        if let select {
            guard let view = session.view(named: select) else {
                fail("--select: the scene \(session.scene.name) has no view named \"\(select)\"")
            }
            session.inspector.select(view)
        }
        if tree || select != nil { session.inspector.showTab(.tree) }
    }

    /// Makes each edit in turn, replaying the last tap after each.
    @MainActor
    static func apply(_ edits: [EditArgument], to session: LabSession) {
        for edit in edits {
            guard let view = session.view(named: edit.viewName) else {
                fail("--edit: the scene \(session.scene.name) has no view named \"\(edit.viewName)\"")
            }
            guard session.edit(view, edit.property, to: edit.value) else {
                fail("--edit: \(edit.viewName) is not a control: it has no \(edit.property.rawValue)")
            }
            // A replayed tap's recognizers wait out their deadlines, as the taps' do.
            session.advanceTime(to: session.scene.application.currentTime + 0.9)
        }
    }
}
