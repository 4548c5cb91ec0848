import ResponderKit
import Scenes

/// A described view's facts in words, as `describe` prints them and the
/// inspector lists them: one wording for both.
///
/// ```swift
/// ViewDescription.alpha(0.01)   // "alpha 0.01 (stored 0.0099999998) < 0.01: skipped by hit-testing"
/// ViewDescription.properties(of: scene.describedView(of: view, depth: 0)).first?.key   // "frame"
/// ```
public enum ViewDescription {
    /// `alpha 1`, or for an alpha hit-testing skips, the reason the overlay gives (behaviour 1.2).
    @MainActor
    public static func alpha(_ alpha: Double) -> String {
        let spelled = HitTestTrace.Alpha(alpha)
        let short = spelled.asSet.hasSuffix(".0") ? String(spelled.asSet.dropLast(2)) : spelled.asSet
        guard alpha < 0.01 else { return "alpha \(short)" }
        return "alpha \(short)" + (spelled.stored.map { " (stored \($0))" } ?? "") + " < 0.01: skipped by hit-testing"
    }

    public static func touches(_ t: ResponderBehavior.Touches) -> String {
        "\(t.handles ? "handles" : "forwards") (\(t.reason))"
    }

    /// A recognizer's name, kind and the flags that decide what it does to the view's touches.
    public static func recognizer(_ r: DescribedRecognizer) -> String {
        var flags = [r.kind + (r.details.map { ", \($0)" } ?? "")]
        if !r.isEnabled { flags.append("disabled") }
        flags.append(r.cancelsTouchesInView ? "cancels touches in view" : "shares touches (cancelsTouchesInView off)")
        if r.delaysTouchesBegan { flags.append("delays began") }
        if r.delaysTouchesEnded { flags.append("delays ended") }
        if !r.requiresToFail.isEmpty { flags.append("waits for \(r.requiresToFail.joined(separator: ", ")) to fail") }
        return "\(r.name) (\(flags.joined(separator: "; ")))"
    }

    /// Where an edits file declared a recognizer: `declared in mail.edits line 9`.
    @MainActor
    public static func declaredAt(_ line: Int, in scene: Scene) -> String {
        Strings.english.declaredAt(editsFile(of: scene) ?? "edits file", line: line)
    }

    /// The edits file a scene's declarations came from; nil when it has none.
    @MainActor
    static func editsFile(of scene: Scene) -> String? {
        for view in scene.viewsWithDeclarations {
            if let file = scene.declaredProperties(of: view).first?.file ?? scene.declaredRecognizers(of: view).first?.file { return file }
        }
        return nil
    }

    /// The user's class that runs a view, and what it writes that decides touches:
    /// `LikeButton, writes point(inside:with:)`.
    public static func code(_ userClass: UserViewClasses.ViewClass) -> String {
        Strings.english.code(userClass)
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
        /// Where an edits file declared it, and what the dump said: `mail.edits line 5, the dump: true`; nil when not declared.
        public var declared: String? = nil
    }

    /// The selected view's properties, in the inspector's order: class, the
    /// controller whose root view it is, geometry, what decides hit-testing,
    /// touches, overrides, recognizers, caveats, and a dumped view's fields the lab does not read.
    @MainActor
    public static func properties(of v: DescribedView) -> [Property] {
        properties(of: v, controller: v.controller.map { "\($0.name), touches: \(touches($0.touches))" }, editsFile: v.declared.first?.file)
    }

    /// The inspector's list for `view`: ``properties(of:)``, with the view
    /// controller that owns it — its own, or its nearest ancestor's — in
    /// `_printHierarchy`'s words, or that the controllers are unknown (behaviour 12.6).
    @MainActor
    public static func properties(of view: View, in scene: Scene) -> [Property] {
        let controller: String? = if let (owner, root) = ControllerDescription.owner(of: view) {
            ControllerDescription.line(of: owner, in: scene)
                + (root === view ? "" : ", through its view \(root.debugName)")
                + ", touches: \(touches(ResponderBehavior.touches(of: owner)))"
        } else if let imported = scene.imported, !imported.controllersAreKnown {
            Strings.english.controllerUnknown
        } else {
            nil
        }
        return properties(of: scene.describedView(of: view, depth: Scene.indexPath(of: view).count), controller: controller,
                          editsFile: editsFile(of: scene))
    }

    @MainActor
    private static func properties(of v: DescribedView, controller: String?, editsFile: String?) -> [Property] {
        func edited(_ property: ViewProperty) -> String? {
            v.edited.first { $0.property == property }.map { "\($0.original)" }
        }
        func flag(_ on: Bool) -> String { on ? "true" : "false" }
        let t = v.transform
        // Second, the controller the chain goes through, which nothing else in the list shows.
        var list: [Property] = [Property(key: "class", value: v.className, editedFrom: nil)]
            + (controller.map { [Property(key: "viewController", value: $0, editedFrom: nil)] } ?? []) + [
            Property(key: "frame", value: "\(v.frameInSuperview)", editedFrom: nil),
            Property(key: "bounds", value: "\(v.bounds)", editedFrom: nil),
            Property(key: "center", value: "\(v.center)", editedFrom: nil),
            Property(key: "transform", value: t == .identity ? "identity" : "\(t)", editedFrom: nil),
            Property(key: "isHidden", value: flag(v.isHidden), editedFrom: edited(.hidden)),
            Property(key: "alpha", value: String(alpha(v.alpha).dropFirst(6)), editedFrom: edited(.alpha)),
            Property(key: "isUserInteractionEnabled", value: flag(v.isUserInteractionEnabled), editedFrom: edited(.userInteractionEnabled)),
            Property(key: "clipsToBounds", value: flag(v.clipsToBounds), editedFrom: edited(.clipsToBounds)),
        ]
        if let enabled = v.isEnabled { list.append(Property(key: "isEnabled", value: flag(enabled), editedFrom: edited(.enabled))) }
        list += [
            Property(key: "isMultipleTouchEnabled", value: flag(v.isMultipleTouchEnabled), editedFrom: nil),
            Property(key: "isExclusiveTouch", value: flag(v.isExclusiveTouch), editedFrom: nil),
            Property(key: "touchesBegan", value: touches(v.touches), editedFrom: nil),
        ]
        // What an edits file declared, marked where it is listed, or added.
        for declared in v.declared {
            let mark = Strings.english.declaredAt(declared.file, line: declared.line) + ", was \(declared.original)"
            if let i = list.firstIndex(where: { $0.key == declared.property.uikitName }) {
                list[i].declared = mark
            } else {
                list.append(Property(key: declared.property.uikitName, value: "\(declared.value)", editedFrom: nil, declared: mark))
            }
        }
        list += v.hitTestingOverrides.map { Property(key: "override", value: $0, editedFrom: nil) }
        if let userClass = v.userClass { list.append(Property(key: "yourCode", value: code(userClass), editedFrom: nil)) }
        list += v.recognizers.map { r in
            Property(key: "recognizer", value: "\(recognizer(r)), state \(r.state.rawValue)", editedFrom: nil,
                     declared: r.declaredAt.map { Strings.english.declaredAt(editsFile ?? "the edits file", line: $0) })
        }

        list += v.caveats.map { Property(key: "caveat", value: TraceText.caveat($0), editedFrom: nil) }
        list += v.unreadFields.map { Property(key: $0.key, value: $0.value, editedFrom: nil) }
        return list
    }
}
