/// The name of an action message, UIKit's `Selector` for target-action.
///
/// Without the Objective-C runtime there is no selector to look up, so an
/// action is a plain value: a name that a ``Responder`` recognises in
/// ``Responder/canPerformAction(_:withSender:)`` and carries out in
/// ``Responder/perform(_:withSender:)``. It is a string literal where a type
/// is expected, and reads best as a static constant:
///
/// ```swift
/// extension Action {
///     static let save: Action = "save"
/// }
/// button.addTarget(nil, action: .save, for: .touchUpInside) // nil: the responder chain finds who saves
/// ```
public struct Action: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, as a selector's name would be ("save", "copy:").
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}

/// Where one action message went (behaviour 4.3): the target asked for, the
/// responders a nil-target action walked, and who performed it.
///
/// Observers of the application receive one per action sent through
/// ``Application/sendAction(_:to:from:for:)``, in ``Activity/actionSent(_:)``:
///
/// ```swift
/// app.addActivityObserver { activity in
///     guard case .actionSent(let trace) = activity else { return }
///     let path = trace.walked.map(\.debugName).joined(separator: " → ")
///     print(trace.action, path, trace.performer?.debugName ?? "nobody")
/// }
/// ```
@MainActor
public struct ActionTrace {
    /// The action sent.
    public let action: Action
    /// The object that sent it: a control, usually.
    public let sender: Any?
    /// The target the sender named; nil for a nil-target action, which walks the chain.
    public let requestedTarget: Responder?
    /// For a nil-target action, the responders the walk visited, in order,
    /// starting at the first responder (or the sender); the last is the
    /// performer when one was found. Empty when the target was named.
    public let walked: [Responder]
    /// The responder whose ``Responder/perform(_:withSender:)`` was called; nil when none could perform it.
    public let performer: Responder?
    /// Whether the action was performed: what `sendAction` returned.
    public let handled: Bool

    /// True when the action was sent with a nil target.
    public var isNilTargeted: Bool { requestedTarget == nil }
}

extension Application {
    /// The walk of behaviour 4.3, shared by applications and controls outside any application.
    ///
    /// `window` is the window whose first responder a nil-target action starts
    /// at; `record` asks for the walked responders, which cost a second walk.
    static func route(
        _ action: Action, to target: Responder?, from sender: Any?, window: Window?,
        record: Bool
    ) -> ActionTrace {
        if let target {
            let handled = target.perform(action, withSender: sender)
            return ActionTrace(
                action: action, sender: sender, requestedTarget: target, walked: [],
                performer: target, handled: handled)
        }
        let start = window?.firstResponder ?? (sender as? Responder)
        let performer = start?.target(forAction: action, withSender: sender)
        let handled = performer?.perform(action, withSender: sender) ?? false
        var walked: [Responder] = []
        if record, let start {
            // Rebuilt after the fact, so that an override of `target(forAction:withSender:)`
            // is honoured; a performer off the chain (an override redirected) comes last.
            var current: Responder? = start
            var guardCount = 0
            while let r = current, guardCount < 100_000 {
                walked.append(r)
                if r === performer { break }
                current = r.next
                guardCount += 1
            }
            if let performer, walked.last !== performer { walked.append(performer) }
        }
        return ActionTrace(
            action: action, sender: sender, requestedTarget: nil, walked: walked,
            performer: performer, handled: handled)
    }

    /// The window whose first responder a nil-target action from `sender` starts at:
    /// the sender's window when it is in one, else the key window.
    func actionWindow(for sender: Any?) -> Window? {
        if let responder = sender as? Responder, let window = responder.responderWindow { return window }
        if let recognizer = sender as? GestureRecognizer, let window = recognizer.view?.window { return window }
        return keyWindow
    }
}
