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
        /// The override, or UIKit's default, that decides: the lab words it in its language.
        public let why: Why
        /// ``why`` in an English phrase, as `describe` and its JSON give it.
        public var reason: String { why.description }

        /// What decides what `touchesBegan` does.
        public enum Why: String, Sendable, CaseIterable, CustomStringConvertible {
            case controlTracks, disabledControlKeeps, textFieldTracks, overridesWithoutSuper, overridesWithSuper,
                noOverride, yourCode

            public var description: String {
                switch self {
                case .controlTracks: "a control tracks its touch"
                case .disabledControlKeeps: "a control (disabled) keeps its touch"
                case .textFieldTracks: "a text field tracks its touch"
                case .overridesWithoutSuper: "overrides touchesBegan without calling super"
                case .overridesWithSuper: "overrides touchesBegan and calls super"
                case .noOverride: "no override: UIKit's default passes it to next"
                case .yourCode: "your code writes touchesBegan: a click runs it"
                }
            }
        }
    }

    /// What `responder.touchesBegan` does, where the user's code (`--code`) may write it:
    /// a view whose class's code writes `touchesBegan(_:with:)` gets the touch and runs
    /// that code, which keeps it unless it calls `super` — the lab cannot tell which
    /// without running it, so a click's predicted chain stops there (behaviour 3.2).
    public static func touches(of responder: Responder, classes: UserViewClasses?) -> Touches {
        if let view = responder as? View, classes?.userClass(of: view)?.writes("touchesBegan(_:with:)") == true {
            return Touches(handles: true, why: .yourCode)
        }
        return touches(of: responder)
    }

    /// What `responder.touchesBegan` does with a touch (behaviour 3.2).
    public static func touches(of responder: Responder) -> Touches {
        switch responder {
        case let control as Control:
            Touches(handles: true, why: control.isEnabled ? .controlTracks : .disabledControlKeeps)
        case is FieldView:
            Touches(handles: true, why: .textFieldTracks)
        case let view as PolicyView: touches(view.policy)
        case let controller as SceneViewController: touches(controller.policy)
        case let delegate as PolicyAppDelegate: touches(delegate.policy)
        default:
            Touches(handles: false, why: .noOverride)
        }
    }

    private static func touches(_ policy: TouchPolicy) -> Touches {
        switch policy {
        case .handles: Touches(handles: true, why: .overridesWithoutSuper)
        case .forwardsWithSuper: Touches(handles: false, why: .overridesWithSuper)
        case .silent: Touches(handles: false, why: .noOverride)
        }
    }

    /// The overrides of `hitTest(_:with:)` and `point(inside:with:)` that decide
    /// whether `view` gets a touch, as they stand now; empty when it keeps UIKit's.
    public static func overrides(of view: View) -> [HitTestingOverride] {
        switch view {
        case let v as RefusingHitTestView: [v.refuses ? .hitTestRefuses : .hitTestCallsSuper]
        case let v as RefusingPointInsideView: [v.refuses ? .pointInsideRefuses : .pointInsideCallsSuper]
        case let v as EnlargedHitButton:
            [v.hitInsets == .zero ? .pointInsideNotEnlarged : .pointInsideEnlarged(v.hitArea.size)]
        case let v as BulgingTabBar:
            [v.reachesOverflow ? .hitTestReachesOutside(v.overflowingButton?.debugName) : .hitTestReachesNotOutside]
        default: []
        }
    }

    /// ``overrides(of:)`` in English, as `describe` prints them.
    public static func hitTestingOverrides(of view: View) -> [String] {
        overrides(of: view).map(\.description)
    }

    /// The view controller whose root view `view` is, which is its `next` (behaviour 2.2).
    public static func owningController(of view: View) -> ViewController? {
        view.next as? ViewController
    }
}
