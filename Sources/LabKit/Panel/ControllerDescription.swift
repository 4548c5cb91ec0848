import ResponderKit
import Scenes

/// A dump's view controller in words and as JSON (behaviour 12.6): its state
/// and how it hangs from the controller above it, as `_printHierarchy` printed
/// them. `describe`, the inspector and the JSON say it the same way; the
/// inspector in the lab's language (``Strings``), with a state the lab knows
/// translated.
///
/// ```swift
/// ControllerDescription.facts(of: compose, in: hierarchy)   // "appeared; child of UINavigationController: 0x10c20e600"
/// ```
public enum ControllerDescription {
    /// `appeared; child of UINavigationController: 0x10c20e600`,
    /// `appeared; presented by UITabBarController: 0x10a30a000 with UISheetPresentationController: 0x10c210400`.
    public static func facts(
        of controller: DumpController, in hierarchy: ControllerHierarchy, strings: Strings = .english
    ) -> String {
        var facts = [controller.state.map(strings.property.controllerState) ?? strings[.controllerStateNotPrinted]]
        switch controller.relation {
        case .root: facts.append(strings[.controllerRoot])
        case .child(let parent):
            facts.append(strings[.controllerChild, ["controller": name(at: parent, in: hierarchy)]])
        case .presented(let presenter):
            let presenter = name(at: presenter, in: hierarchy)
            facts.append(
                controller.presentedWith.map {
                    strings[
                        .controllerPresentedWith,
                        ["controller": presenter, "presentation": "\($0.className): \($0.address)"]]
                } ?? strings[.controllerPresented, ["controller": presenter]])
        }
        if !controller.isInWindow { facts.append(strings[.controllerNotInWindow]) }
        return facts.joined(separator: strings[.factsSeparator])
    }

    /// What the inspector and `describe` say of a view's controller: its name, and for a dump's its facts.
    @MainActor
    public static func line(of controller: DescribedController, in scene: Scene, strings: Strings = .english) -> String
    {
        line(strings.name(ofResponderNamed: controller.name), dumped: controller.dumped, in: scene, strings: strings)
    }

    /// A controller by its name, and for a dump's, its facts: `Mail.ComposeController: 0x10c20f000 (appeared; child of …)`.
    @MainActor
    public static func line(of controller: ViewController, in scene: Scene, strings: Strings = .english) -> String {
        line(
            strings.name(controller), dumped: (controller as? ImportedViewController)?.dumped, in: scene,
            strings: strings)
    }

    @MainActor
    private static func line(_ name: String, dumped: DumpController?, in scene: Scene, strings: Strings) -> String {
        guard let dumped, let hierarchy = scene.imported?.controllers?.hierarchy else { return name }
        return strings[
            .controllerFacts, ["controller": name, "facts": facts(of: dumped, in: hierarchy, strings: strings)]]
    }

    /// The view controller whose view holds `view` nearest: its own, or its nearest superview's.
    @MainActor
    public static func owner(of view: View) -> (controller: ViewController, rootView: View)? {
        var ancestor: View? = view
        while let v = ancestor {
            if let controller = ResponderBehavior.owningController(of: v) { return (controller, v) }
            ancestor = v.superview
        }
        return nil
    }

    /// One controller of `_printHierarchy` as `describe --json` lists it, with where its view is.
    public static func json(
        _ controller: DumpController, placement: ImportedControllers.Placement,
        in hierarchy: ControllerHierarchy
    ) -> JSON {
        .object(
            [("name", .string(controller.name))] + fields(of: controller, in: hierarchy)
                + [("placement", .string(placementName(placement))), ("line", .number(Double(controller.line)))])
    }

    /// A view's controller as `describe --json` gives it on the view's entry: for a dump's, with what `_printHierarchy` said.
    @MainActor
    public static func json(_ controller: DescribedController, in scene: Scene) -> JSON {
        var object: [(String, JSON)] = [
            ("name", .string(controller.name)), ("touches", touchesJSON(controller.touches)),
        ]
        if let dumped = controller.dumped, let hierarchy = scene.imported?.controllers?.hierarchy {
            object += fields(of: dumped, in: hierarchy)
        }
        return .object(object)
    }

    /// Class, state, its view, and how it hangs from the controller above it.
    private static func fields(of controller: DumpController, in hierarchy: ControllerHierarchy) -> [(String, JSON)] {
        let (relation, above): (String, Int?) =
            switch controller.relation {
            case .root: ("root", nil)
            case .child(let parent): ("child", parent)
            case .presented(let presenter): ("presented", presenter)
            }
        return [
            ("class", .string(controller.displayClassName)),
            ("state", controller.state.map(JSON.string) ?? .null),
            ("view", controller.viewAddress.map(JSON.string) ?? .null),
            ("inWindow", .bool(controller.isInWindow)),
            ("relation", .string(relation)),
            ("parent", above.map { .string(name(at: $0, in: hierarchy)) } ?? .null),
            ("presentedWith", controller.presentedWith.map { .string("\($0.className): \($0.address)") } ?? .null),
        ]
    }

    /// `{"handles":false,"why":"…"}`.
    public static func touchesJSON(_ t: ResponderBehavior.Touches) -> JSON {
        .object([("handles", .bool(t.handles)), ("why", .string(t.reason))])
    }

    static func placementName(_ placement: ImportedControllers.Placement) -> String {
        switch placement {
        case .ownsView: "ownsView"
        case .viewNotLoaded: "viewNotLoaded"
        case .viewNotPrinted: "viewNotPrinted"
        case .viewNotInDump: "viewNotInDump"
        case .viewOwnedByAnother: "viewOwnedByAnother"
        }
    }

    private static func name(at index: Int, in hierarchy: ControllerHierarchy) -> String {
        hierarchy.controllers.indices.contains(index) ? hierarchy.controllers[index].name : "controller \(index)"
    }
}
