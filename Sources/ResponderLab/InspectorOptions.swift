import ArgumentParser
import LabKit
import ResponderKit
import Scenes

/// `--edit VIEW.PROPERTY=VALUE` of `render` and `describe`: a live edit of the inspector's, from the
/// command line. VIEW is a view's name (`Tile 1`), a dump's address, a class (every view of it:
/// `UIButton`, `MyApp.SendButton`), a quoted name or an index path, as an edits file writes them.
struct EditArgument {
    let viewName: String
    let property: ViewProperty
    /// Nil: the next value, as the inspector's key gives it (a flag's opposite, alpha's next step).
    let value: ViewProperty.Value?

    /// Every property, as UIKit spells it: what the error lists.
    static var properties: String {
        ViewProperty.allCases.map(\.uikitName).joined(separator: ", ")
    }

    static func parse(_ argument: String) throws -> EditArgument {
        let (target, value): (Substring, Substring?) =
            if let equals = argument.lastIndex(of: "=") {
                (argument[..<equals], argument[argument.index(after: equals)...])
            } else {
                (argument[...], nil)
            }
        let member = target.lastIndex(of: ".").map {
            String(target[target.index(after: $0)...]).trimmingCharacters(in: .whitespaces)
        }
        guard let dot = target.lastIndex(of: "."), dot != target.startIndex,
            let property = member.flatMap(ViewProperty.init(name:))
        else {
            if let member, let suggestion = EditsFileReader.suggestion(forMember: member), suggestion != "gesture" {
                throw ValidationError(
                    "unknown property \"\(member)\" in \"\(argument)\"; did you mean \"\(suggestion)\"? The properties: \(properties)"
                )
            }
            throw ValidationError(
                "expected VIEW.PROPERTY=VALUE with VIEW a name, an address, a class (every view of it) or an index path, "
                    + "and PROPERTY one of \(properties), such as \"Tile 1.isHidden=false\" or \"UIButton.isEnabled=false\", not \"\(argument)\""
            )
        }
        let view = target[..<dot].trimmingCharacters(in: .whitespaces)
        return EditArgument(
            viewName: view, property: property,
            value: try value.map { try parse($0.trimmingCharacters(in: .whitespaces)[...], for: property) })
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
        default: throw ValidationError("\(property.uikitName) is true or false, not \"\(value)\"")
        }
    }

    /// The views the edit is about: the one of that name or address, else every view its target
    /// matches as an edits file's would (a class, a quoted name, an index path); fails naming the nearest.
    @MainActor
    func views(in session: LabSession) -> [View] {
        if let view = session.view(named: viewName) { return [view] }
        // Read as an edits file's line reads it, for its target alone.
        let line = "\(viewName).\(property.uikitName) = \(property == .alpha ? "1" : "true")"
        guard let target = (try? EditsFileReader.declaration(in: line, file: "--edit"))?.target else {
            fail("--edit: the scene \(session.scene.name) has no view named \"\(viewName)\"")
        }
        let views = session.scene.views(matching: target)
        guard !views.isEmpty else {
            // A bare word may have been meant as a name as much as a class: both are said.
            let named =
                if case .className = target {
                    "the scene \(session.scene.name) has no view named \"\(viewName)\"; "
                } else { "" }
            fail("--edit: \(named)\(session.scene.noView(matching: target))")
        }
        return views
    }
}

/// The inspector from the command line: edits, a selection and the tree tab, for `render` (and edits for `describe`).
struct InspectorOptions: ParsableArguments {
    @Option(
        name: .customLong("edit"),
        help: ArgumentHelp(
            "After the taps, change a view's property as the inspector's keys do, as VIEW.PROPERTY=VALUE (VIEW: a name, a dump's address, a class for every view of it, or an index path; PROPERTY: \(EditArgument.properties)); the last tap is replayed. Repeatable.",
            valueName: "view.property=value"), transform: EditArgument.parse)
    var edits: [EditArgument] = []

    @Option(
        help: ArgumentHelp(
            "Select the view named VIEW (a dump's view by its address) and show the inspector's tree and its properties.",
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
            let views = edit.views(in: session)
            // A class's views that lack the property (a control's, a scroll view's) keep theirs, as an edits file's line does.
            let applicable = views.filter(edit.property.applies)
            guard !applicable.isEmpty else {
                let owner = edit.property.owner == .control ? "a control" : "a scroll view"
                fail("--edit: \(edit.viewName) is not \(owner): it has no \(edit.property.uikitName)")
            }
            for view in applicable {
                session.edit(view, edit.property, to: edit.value)
                // A replayed tap's recognizers wait out their deadlines, as the taps' do.
                session.advanceTime(to: session.scene.application.currentTime + 0.9)
            }
        }
    }
}
