import ResponderKit
import UserCode

/// The words of the panel's list of recognizers, controls and actions, and of
/// its wheel notes, which `trace`'s lines share: English in every language, as
/// the logs a user pastes into a bug report are (``TraceEntry`` puts them together).
extension Strings {
    /// A recognizer's state change: `Card tap: possible → failed (Like keeps its own touch)`.
    @MainActor
    func stateChange(of recognizer: GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State,
                     cause: GestureRecognizer.Cause) -> String {
        "\(recognizer.debugName): \(from.rawValue) → \(to.rawValue)\(because(cause, of: recognizer))"
    }

    /// Why a recognizer changed state, in parentheses, when it was not its own
    /// doing; the user's code when it said no (`--code`).
    @MainActor
    func because(_ cause: GestureRecognizer.Cause, of recognizer: GestureRecognizer) -> String {
        let why: String? = switch cause {
        case .recognizer, .reset: nil
        case .failureRequirementsMet: "the recognizers it waited for failed"
        case .delegateRefused: refusal(by: recognizer.delegate) ?? "its delegate said no"
        case .viewRefused(let view) where !(view is ScrollView) && refusal(by: view) != nil: refusal(by: view)
        case .viewRefused(let view as ScrollView): "\(view.debugName): not along an axis it scrolls, or its content keeps the touch"
        case .viewRefused(let view): "\(view.debugName) keeps its own touch"
        case .preventedBy(let other): "\(other.debugName) recognized first"
        case .requiredToFail(let other): "\(other.debugName) recognized"
        case .touchesGone: "its touches are gone"
        case .disabled: "disabled"
        case .removed: "removed"
        }
        return why.map { " (\($0))" } ?? ""
    }

    /// `SwipeCardView.gestureRecognizerShouldBegin → false (your code)` when `object` is the user's code's; nil otherwise.
    private func refusal(by object: AnyObject?) -> String? {
        object.flatMap(UserCodeBuild.userClassName(of:)).map { codeDecision($0, "gestureRecognizerShouldBegin", "false") }
    }

    /// `Double tap waits for Long press to fail`.
    @MainActor
    func waits(_ recognizer: GestureRecognizer, for blockers: [GestureRecognizer]) -> String {
        "\(recognizer.debugName) waits for \(blockers.map(\.debugName).joined(separator: ", ")) to fail"
    }

    /// A control's events: `Send: touchDown, touchUpInside`.
    @MainActor
    func controlEvents(_ control: Control, _ events: [String]) -> String {
        "\(control.debugName): \(events.joined(separator: ", "))"
    }

    /// Where an action went, shortly: `action copy → not performed via Copy → Form → … → Application`.
    @MainActor
    func actionSent(_ trace: ActionTrace) -> String {
        let performer = trace.performer?.debugName ?? "nobody"
        let route = trace.isNilTargeted ? " via \(trace.walked.map(\.debugName).joined(separator: " → "))" : ""
        return "action \(trace.action.name) → \(trace.handled ? performer : "not performed")\(route)"
    }

    /// A wheel notch's outcome: `List (offset 0,40)`, or that nothing scrolled.
    func wheelOutcome(scrollView: String?, offset: Point?) -> String {
        guard let scrollView, let offset else { return "nothing scrolls that way here" }
        return "\(scrollView) (offset \(TraceText.number(offset.x)),\(TraceText.number(offset.y)))"
    }

    /// `wheel ↓ → List (offset 0,40)`, for the panel's events.
    func wheelEvent(arrow: String, outcome: String) -> String {
        "wheel \(arrow) → \(outcome)"
    }
}
