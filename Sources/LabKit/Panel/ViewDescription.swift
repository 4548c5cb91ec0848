import ResponderKit
import Scenes

/// A described view's facts in words, as `describe` prints them and the
/// inspector lists them: one wording for both, in English for `describe` and in
/// the lab's language for the inspector (``Strings``).
///
/// ```swift
/// ViewDescription.alpha(0.01)   // "alpha 0.01 (stored 0.0099999998) < 0.01: skipped by hit-testing"
/// ViewDescription.properties(of: scene.describedView(of: view, depth: 0)).first?.key   // "frame"
/// ```
public enum ViewDescription {
    /// `alpha 1`, or for an alpha hit-testing skips, the reason the overlay gives (behaviour 1.2).
    @MainActor
    public static func alpha(_ alpha: Double) -> String {
        "alpha " + Strings.english.property.alphaValue(alpha)
    }

    /// What `touchesBegan` does: `forwards (no override: UIKit's default passes it to next)`.
    public static func touches(_ t: ResponderBehavior.Touches) -> String {
        Strings.english.property.touches(t)
    }

    /// A recognizer's name, kind and the flags that decide what it does to the view's touches.
    public static func recognizer(_ r: DescribedRecognizer) -> String {
        Strings.english.property.recognizer(r)
    }

    /// Where an edits file declared a recognizer: `declared in mail.edits line 9`.
    @MainActor
    public static func declaredAt(_ line: Int, in scene: Scene) -> String {
        Strings.english.dump.declaredAt(editsFile(of: scene) ?? "edits file", line: line)
    }

    /// The edits file a scene's declarations came from; nil when it has none.
    @MainActor
    static func editsFile(of scene: Scene) -> String? {
        for view in scene.viewsWithDeclarations {
            if let file = scene.declaredProperties(of: view).first?.file
                ?? scene.declaredRecognizers(of: view).first?.file
            {
                return file
            }
        }
        return nil
    }

    /// The user's class that runs a view, and what it writes that decides touches:
    /// `LikeButton, writes point(inside:with:)`.
    public static func code(_ userClass: UserViewClasses.ViewClass) -> String {
        Strings.english.yourCode.userClass(userClass)
    }

    /// A live edit: `hidden: true → false (edited)`.
    public static func edit(_ e: EditedProperty) -> String {
        "\(e.property.rawValue): \(e.original) → \(e.now)"
    }

    /// One line of the inspector's properties: a UIKit name and its value, marked when edited live or declared.
    public struct Property: Sendable, Equatable {
        public let key: String
        public let value: String
        /// The value before the inspector changed it; nil when unchanged.
        public let editedFrom: String?
        /// Where an edits file declared it, and what the dump said: `declared in mail.edits line 5, was true`; nil when not declared.
        public var declared: String? = nil
    }

    /// The selected view's properties, in the inspector's order: class, the
    /// controller whose root view it is, geometry, what decides hit-testing,
    /// touches, overrides, recognizers, caveats, and a dumped view's fields the lab does not read.
    @MainActor
    public static func properties(of v: DescribedView, strings: Strings = .english) -> [Property] {
        properties(
            of: v,
            controller: v.controller.map {
                strings[.controllerTouches, ["controller": $0.name, "touches": strings.property.touches($0.touches)]]
            },
            editsFile: v.declared.first?.file, strings: strings, name: { $0 })
    }

    /// The inspector's list for `view`: ``properties(of:)``, with the view
    /// controller that owns it — its own, or its nearest ancestor's — in
    /// `_printHierarchy`'s words, or that the controllers are unknown (behaviour 12.6).
    /// The values that are words are in `strings`' language; keys, code and numbers stay.
    @MainActor
    public static func properties(of view: View, in scene: Scene, strings: Strings = .english) -> [Property] {
        properties(
            of: scene.describedView(of: view, depth: Scene.indexPath(of: view).count),
            controller: controllerRow(of: view, in: scene, strings: strings),
            editsFile: editsFile(of: scene), strings: strings, name: recognizerNames(of: view, strings: strings))
    }

    /// The view controller that owns `view`, the view it goes through when not `view`, and what it does with touches;
    /// for a dump without `_printHierarchy`'s text, that the controllers are unknown.
    @MainActor
    private static func controllerRow(of view: View, in scene: Scene, strings: Strings) -> String? {
        guard let (owner, root) = ControllerDescription.owner(of: view) else {
            guard let imported = scene.imported, !imported.controllersAreKnown else { return nil }
            return strings.dump.controllerUnknown
        }
        let line = ControllerDescription.line(of: owner, in: scene, strings: strings)
        let named = root === view ? line : strings[.throughView, ["controller": line, "view": strings.name(root)]]
        return strings[
            .controllerTouches,
            ["controller": named, "touches": strings.property.touches(ResponderBehavior.touches(of: owner))]]
    }

    /// The names of `view`'s recognizers, and of those they wait for, in `strings`' language: a scroll view's own have Chinese ones.
    @MainActor
    private static func recognizerNames(of view: View, strings: Strings) -> (String) -> String {
        var names: [String: String] = [:]
        for recognizer in (view.gestureRecognizers ?? []).flatMap({ [$0] + $0.failureRequirements }) {
            names[recognizer.debugName] = strings.log.recognizer(recognizer)
        }
        return { names[$0] ?? $0 }
    }

    @MainActor
    private static func properties(
        of v: DescribedView, controller: String?, editsFile: String?, strings: Strings,
        name: @escaping (String) -> String
    ) -> [Property] {
        func edited(_ property: ViewProperty) -> String? {
            v.edited.first { $0.property == property }.map { "\($0.original)" }
        }
        func flag(_ on: Bool) -> String { on ? "true" : "false" }
        let t = v.transform
        // Second, the controller the chain goes through, which nothing else in the list shows.
        var list: [Property] =
            [Property(key: "class", value: v.className, editedFrom: nil)]
            + (controller.map { [Property(key: "viewController", value: $0, editedFrom: nil)] } ?? []) + [
                Property(key: "frame", value: "\(v.frameInSuperview)", editedFrom: nil),
                Property(key: "bounds", value: "\(v.bounds)", editedFrom: nil),
                Property(key: "center", value: "\(v.center)", editedFrom: nil),
                Property(key: "transform", value: t == .identity ? "identity" : "\(t)", editedFrom: nil),
                Property(key: "isHidden", value: flag(v.isHidden), editedFrom: edited(.hidden)),
                Property(key: "alpha", value: strings.property.alphaValue(v.alpha), editedFrom: edited(.alpha)),
                Property(
                    key: "isUserInteractionEnabled", value: flag(v.isUserInteractionEnabled),
                    editedFrom: edited(.userInteractionEnabled)),
                Property(key: "clipsToBounds", value: flag(v.clipsToBounds), editedFrom: edited(.clipsToBounds)),
            ]
        if let enabled = v.isEnabled {
            list.append(Property(key: "isEnabled", value: flag(enabled), editedFrom: edited(.enabled)))
        }
        list += [
            Property(key: "isMultipleTouchEnabled", value: flag(v.isMultipleTouchEnabled), editedFrom: nil),
            Property(key: "isExclusiveTouch", value: flag(v.isExclusiveTouch), editedFrom: nil),
            Property(key: "touchesBegan", value: strings.property.touches(v.touches), editedFrom: nil),
        ]
        // What an edits file declared, marked where it is listed, or added.
        for declared in v.declared {
            let mark = strings[
                .declaredWas,
                [
                    "declared": strings.dump.declaredAt(declared.file, line: declared.line),
                    "value": "\(declared.original)",
                ]]
            if let i = list.firstIndex(where: { $0.key == declared.property.uikitName }) {
                list[i].declared = mark
            } else {
                list.append(
                    Property(
                        key: declared.property.uikitName, value: "\(declared.value)", editedFrom: nil, declared: mark))
            }
        }
        list += v.overrides.map { Property(key: "override", value: strings.property.override($0), editedFrom: nil) }
        if let userClass = v.userClass {
            list.append(Property(key: "yourCode", value: strings.yourCode.userClass(userClass), editedFrom: nil))
        }
        list += v.recognizers.map { r in
            Property(
                key: "recognizer",
                value: strings[
                    .recognizerState,
                    ["recognizer": strings.property.recognizer(r, name: name), "state": r.state.rawValue]],
                editedFrom: nil,
                declared: r.declaredAt.map { strings.dump.declaredAt(editsFile ?? strings[.theEditsFile], line: $0) })
        }

        list += v.caveats.map { Property(key: "caveat", value: strings.property.caveat($0), editedFrom: nil) }
        list += v.unreadFields.map { Property(key: $0.key, value: $0.value, editedFrom: nil) }
        return list
    }
}
