import ResponderKit
import Scenes

/// Gesture recognizers, control events and actions as they happen, for the
/// panel and the JSON log.
extension LabSession {
    /// One line of the panel's activity list.
    public struct ActivityLine {
        public enum Kind { case gesture, control, action }
        public let kind: Kind
        public let text: String
    }

    public func record(_ activity: Activity) {
        switch activity {
        case let .recognizerStateChanged(recognizer, from, to, cause):
            // Resetting to `possible` after every gesture is bookkeeping, not news.
            if case .reset = cause { return }
            let because = Self.explain(cause).map { " (\($0))" } ?? ""
            let line = "\(recognizer.debugName): \(from.rawValue) → \(to.rawValue)\(because)"
            noteActivity(.gesture, line)
            let on = recognizer.view.map { " on \($0.debugName)" } ?? ""
            textLog?("gesture \(recognizer.debugName)\(on): \(from.rawValue) → \(to.rawValue)\(because)")
            jsonLog?(JSON.object([
                ("type", .string("gesture")),
                ("recognizer", .string(recognizer.debugName)),
                ("view", recognizer.view.map { .string($0.debugName) } ?? .null),
                ("from", .string(from.rawValue)),
                ("to", .string(to.rawValue)),
            ]).serialized)
        case let .recognizerWaiting(recognizer, blockers):
            noteActivity(.gesture, "\(recognizer.debugName) waits for \(blockers.map(\.debugName).joined(separator: ", ")) to fail")
        case let .controlEventsSent(control, events):
            let line = "\(control.debugName): \(events.names.joined(separator: ", "))"
            noteActivity(.control, line)
            textLog?("control " + line)
            jsonLog?(JSON.object([
                ("type", .string("control")),
                ("control", .string(control.debugName)),
                ("events", .array(events.names.map { .string($0) })),
            ]).serialized)
        case .actionSent(let trace):
            lastAction = trace
            let performer = trace.performer?.debugName ?? "nobody"
            let route = trace.isNilTargeted ? " via \(trace.walked.map(\.debugName).joined(separator: " → "))" : ""
            noteActivity(.action, "action \(trace.action.name) → \(trace.handled ? performer : "not performed")\(route)")
            textLog?(TraceText.action(trace))
            jsonLog?(JSON.object([
                ("type", .string("action")),
                ("action", .string(trace.action.name)),
                ("sender", .string((trace.sender as? Responder)?.debugName ?? "?")),
                ("target", trace.requestedTarget.map { .string($0.debugName) } ?? .null),
                ("walked", .array(trace.walked.map { .string($0.debugName) })),
                ("performedBy", trace.performer.map { .string($0.debugName) } ?? .null),
                ("handled", .bool(trace.handled)),
            ]).serialized)
        }
    }

    private static func explain(_ cause: GestureRecognizer.Cause) -> String? {
        switch cause {
        case .recognizer, .reset: nil
        case .failureRequirementsMet: "the recognizers it waited for failed"
        case .delegateRefused: "its delegate said no"
        case .viewRefused(let view as ScrollView): "\(view.debugName): not along an axis it scrolls, or its content keeps the touch"
        case .viewRefused(let view): "\(view.debugName) keeps its own touch"
        case .preventedBy(let other): "\(other.debugName) recognized first"
        case .requiredToFail(let other): "\(other.debugName) recognized"
        case .touchesGone: "its touches are gone"
        case .disabled: "disabled"
        case .removed: "removed"
        }
    }
}
