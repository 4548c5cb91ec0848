import ResponderKit

/// What a scene's responder does with a touch, read from its class and its
/// data (the scene file's `touches` and behaviours) instead of by delivering
/// one: the lab's inspect and hover say from it what a click would do, and
/// `describe` lists it.
///
/// ```swift
/// let a = scene.window.view(named: "A")!
/// ResponderBehavior.touches(of: a).handles // true: A overrides touchesBegan without super
/// ```
@MainActor
public enum ResponderBehavior {
    /// What `touchesBegan` does: keep the touch (handled) or pass it to `next`, and why.
    public struct Touches: Equatable, Sendable {
        public let handles: Bool
        /// The override, or UIKit's default, in a phrase.
        public let reason: String
    }

    /// What `responder.touchesBegan` does with a touch (behaviour 3.2).
    public static func touches(of responder: Responder) -> Touches {
        switch responder {
        case let control as Control:
            Touches(handles: true, reason: control.isEnabled ? "a control tracks its touch" : "a control (disabled) keeps its touch")
        case is FieldView:
            Touches(handles: true, reason: "a text field tracks its touch")
        case let view as PolicyView: touches(view.policy)
        case let controller as SceneViewController: touches(controller.policy)
        case let delegate as PolicyAppDelegate: touches(delegate.policy)
        default:
            Touches(handles: false, reason: "no override: UIKit's default passes it to next")
        }
    }

    private static func touches(_ policy: TouchPolicy) -> Touches {
        switch policy {
        case .handles: Touches(handles: true, reason: "overrides touchesBegan without calling super")
        case .forwardsWithSuper: Touches(handles: false, reason: "overrides touchesBegan and calls super")
        case .silent: Touches(handles: false, reason: "no override: UIKit's default passes it to next")
        }
    }

    /// The overrides of `hitTest(_:with:)` and `point(inside:with:)` that decide
    /// whether `view` gets a touch, as they stand now; empty when it keeps UIKit's.
    public static func hitTestingOverrides(of view: View) -> [String] {
        switch view {
        case let v as RefusingHitTestView:
            [v.refuses ? "hitTest returns nil for every point" : "hitTest override, now calling super"]
        case let v as RefusingPointInsideView:
            [v.refuses ? "point(inside:) returns false for every point" : "point(inside:) override, now calling super"]
        case let v as EnlargedHitButton:
            [v.hitInsets == .zero ? "point(inside:) override, the bounds (not enlarged now)"
                : "point(inside:) grows the touchable area to \(Self.size(v.hitArea))"]
        case let v as BulgingTabBar:
            [v.reachesOverflow
                ? "hitTest reaches \(v.overflowingButton?.debugName ?? "its button") outside its bounds"
                : "hitTest override, now calling super (does not reach outside its bounds)"]
        default: []
        }
    }

    /// The view controller whose root view `view` is, which is its `next` (behaviour 2.2).
    public static func owningController(of view: View) -> ViewController? {
        view.next as? ViewController
    }

    private static func size(_ rect: Rect) -> String {
        "\(number(rect.width)) × \(number(rect.height)) points"
    }

    private static func number(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(x)
    }
}
