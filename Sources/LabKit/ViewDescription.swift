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

    /// The user's class that runs a view, and what it writes that decides touches:
    /// `LikeButton, writes point(inside:with:)`.
    public static func code(_ userClass: UserViewClasses.ViewClass) -> String {
        userClass.name + (userClass.methods.isEmpty ? ", writes no touch method" : ", writes " + userClass.methods.joined(separator: ", "))
    }

    /// A live edit: `hidden: true → false (edited)`.
    public static func edit(_ e: EditedProperty) -> String {
        "\(e.property.rawValue): \(e.original) → \(e.now)"
    }

    /// One line of the inspector's properties: a UIKit name and its value, marked when edited live.
    public struct Property: Sendable, Equatable {
        public let key: String
        public let value: String
        /// The value before the inspector changed it; nil when unchanged.
        public let editedFrom: String?
    }

    /// The selected view's properties, in the inspector's order: geometry, what
    /// decides hit-testing, touches, overrides, recognizers, controller, caveats,
    /// and a dumped view's fields the lab does not read.
    @MainActor
    public static func properties(of v: DescribedView) -> [Property] {
        func edited(_ property: ViewProperty) -> String? {
            v.edited.first { $0.property == property }.map { "\($0.original)" }
        }
        func flag(_ on: Bool) -> String { on ? "true" : "false" }
        let t = v.transform
        var list: [Property] = [
            Property(key: "class", value: v.className, editedFrom: nil),
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
        list += v.hitTestingOverrides.map { Property(key: "override", value: $0, editedFrom: nil) }
        if let userClass = v.userClass { list.append(Property(key: "yourCode", value: code(userClass), editedFrom: nil)) }
        list += v.recognizers.map { Property(key: "recognizer", value: "\(recognizer($0)), state \($0.state.rawValue)", editedFrom: nil) }
        if let controller = v.controller {
            list.append(Property(key: "viewController", value: "\(controller.name), touches: \(touches(controller.touches))", editedFrom: nil))
        }
        list += v.caveats.map { Property(key: "caveat", value: TraceText.caveat($0), editedFrom: nil) }
        list += v.unreadFields.map { Property(key: $0.key, value: $0.value, editedFrom: nil) }
        return list
    }
}
