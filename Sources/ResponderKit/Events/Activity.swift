/// Something the application did while handling input, for diagnostics: a
/// gesture recognizer changed state, a control sent events, an action went
/// somewhere.
///
/// Observe them as they happen with ``Application/addActivityObserver(_:)``.
/// Nothing is built while nobody observes.
///
/// ```swift
/// app.addActivityObserver { activity in
///     switch activity {
///     case let .recognizerStateChanged(recognizer, from, to, cause):
///         print(recognizer.debugName, from, "→", to, cause)
///     case let .controlEventsSent(control, events):
///         print(control.debugName, events)
///     case let .recognizerWaiting(recognizer, blockers):
///         print(recognizer.debugName, "waits for", blockers.map(\.debugName))
///     case .actionSent(let trace):
///         print(trace.action, "→", trace.performer?.debugName ?? "nobody")
///     }
/// }
/// ```
@MainActor
public enum Activity {
    /// A recognizer's ``GestureRecognizer/state`` changed, and why.
    case recognizerStateChanged(
        GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State,
        cause: GestureRecognizer.Cause)
    /// A recognizer would leave `possible` but waits for these recognizers to
    /// fail first (``GestureRecognizer/require(toFail:)``).
    case recognizerWaiting(GestureRecognizer, for: [GestureRecognizer])
    /// A control sent these events (before their actions ran), behaviour 4.1.
    case controlEventsSent(Control, Control.Event)
    /// An action message went through the application (behaviour 4.3).
    case actionSent(ActionTrace)
}

/// A registration made with `Application.addActivityObserver(_:)`.
public struct ActivityObservation: Hashable, Sendable {
    let id: Int
}
