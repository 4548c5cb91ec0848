import ResponderKit
import Scenes

/// One happening the lab logs, and every way it is told: the panel's event
/// list and its list of recognizers, controls and actions (values, which
/// ``Strings`` words in the panel's language), the JSON line of `--log json`
/// and `trace --json`, and the text line of `trace`, in English as every log is.
///
/// ```swift
/// let entry = TraceEntry.wheel(notches: Point(x: 0, y: 1), at: Point(x: 100, y: 400), moved: list)
/// entry.json // {"type":"wheel","direction":"down","x":100,"y":400,"scrollView":"List","offset":{"x":0,"y":40}}
/// entry.text // wheel ↓ at 100,400 → List (offset 0,40)
/// ```
@MainActor
public enum TraceEntry {
    /// A touch phase delivered (or not), in a scene.
    case delivery(DeliveryTrace, in: Scene)
    /// A recognizer's change of state, with the user's methods it asked that did not compile (`--code`).
    case gesture(
        GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State, cause: GestureRecognizer.Cause,
        leftOut: [UserViewClasses.ViewClass.LeftOutMethod])
    /// A recognizer waits for others to fail: the panel says so, the logs do not.
    case waiting(GestureRecognizer, for: [GestureRecognizer])
    case control(Control, events: [String])
    case action(ActionTrace)
    /// A wheel turned by `notches` at a point of the scene's window; the scroll view that moved, if one did.
    case wheel(notches: Point, at: Point, moved: ScrollView?)
    /// A live edit, or its undoing.
    case edit(ViewEdit, undone: Bool)
    /// An edit a reload could not make again.
    case editDropped(DroppedEdit)
    /// A scroll view a finger left moving has stopped.
    case scrollEnded(ScrollView)

    private var words: Strings { .english }

    /// The line of the panel's event list, if it gets one.
    public var event: TraceLog.EventLine? {
        switch self {
        case let .delivery(trace, _): .delivery(trace)
        case let .edit(edit, undone): .edited(edit, undone: undone)
        case .editDropped(let dropped): .editDropped(dropped)
        case let .wheel(notches, _, moved):
            .wheel(arrow: Self.arrow(for: notches), scrollView: moved?.debugName, offset: moved?.contentOffset)
        case .gesture, .waiting, .control, .action, .scrollEnded: nil
        }
    }

    /// The line of the panel's list of recognizers, controls and actions, if it gets one.
    public var activity: TraceLog.ActivityLine? {
        switch self {
        case .gesture, .waiting: TraceLog.ActivityLine(kind: .gesture, entry: self)
        case .control: TraceLog.ActivityLine(kind: .control, entry: self)
        case .action: TraceLog.ActivityLine(kind: .action, entry: self)
        case .delivery, .wheel, .edit, .editDropped, .scrollEnded: nil
        }
    }

    /// The line of `trace`'s text, if it gets one.
    public var text: String? {
        switch self {
        case let .delivery(trace, scene):
            TraceText.delivery(trace)
                + CodeDecisions.suffix(CodeDecisions.leftOut(in: trace, in: scene), strings: words)
        case let .gesture(recognizer, from, to, cause, leftOut):
            TraceText.gesture(recognizer, from: from, to: to, cause: cause)
                + CodeDecisions.suffix(leftOut, strings: words)
        case let .control(control, events): "control " + words.log.controlEvents(control, events)
        case .action(let trace): TraceText.action(trace)
        case let .wheel(notches, point, moved):
            TraceText.wheel(arrow: Self.arrow(for: notches), at: point, outcome: wheelOutcome(moved))
        case .scrollEnded(let scrollView): TraceText.cameToRest(scrollView)
        case .waiting, .edit, .editDropped: nil
        }
    }

    /// The JSON line of `--log json`, if it gets one (docs/command-line.md lists them).
    public var json: String? {
        let object: [(String, JSON)]
        switch self {
        case let .delivery(trace, scene): object = TraceJSON.delivery(trace, in: scene)
        case let .gesture(recognizer, from, to, _, leftOut):
            object =
                [
                    ("type", .string("gesture")), ("recognizer", .string(recognizer.debugName)),
                    ("view", recognizer.view.map { .string($0.debugName) } ?? .null),
                    ("from", .string(from.rawValue)), ("to", .string(to.rawValue)),
                ]
                + (leftOut.isEmpty ? [] : [("leftOut", TraceJSON.leftOut(leftOut))])
        case .waiting: return nil
        case let .control(control, events):
            object = [
                ("type", .string("control")), ("control", .string(control.debugName)),
                ("events", .array(events.map { .string($0) })),
            ]
        case .action(let trace):
            object = [
                ("type", .string("action")), ("action", .string(trace.action.name)),
                ("sender", .string((trace.sender as? Responder)?.debugName ?? "?")),
                ("target", trace.requestedTarget.map { .string($0.debugName) } ?? .null),
                ("walked", .array(trace.walked.map { .string($0.debugName) })),
                ("performedBy", trace.performer.map { .string($0.debugName) } ?? .null),
                ("handled", .bool(trace.handled)),
            ]
        case let .wheel(notches, point, moved):
            object = [
                ("type", .string("wheel")), ("direction", .string(Self.direction(for: notches))),
                ("x", .number(point.x)), ("y", .number(point.y)),
                ("scrollView", moved.map { .string($0.debugName) } ?? .null),
                ("offset", moved.map { TraceJSON.point($0.contentOffset) } ?? .null),
            ]
        case let .edit(edit, undone):
            object = [
                ("type", .string("edit")), ("view", .string(edit.view.debugName)),
                ("property", .string(edit.property.rawValue)),
                ("from", TraceJSON.value(undone ? edit.new : edit.old)),
                ("to", TraceJSON.value(undone ? edit.old : edit.new)),
                ("undone", .bool(undone)),
            ]
        case .editDropped(let dropped):
            object = [
                ("type", .string("editDropped")), ("view", .string(dropped.edit.view.debugName)),
                ("property", .string(dropped.edit.property.rawValue)), ("to", TraceJSON.value(dropped.edit.new)),
                ("gone", .bool(dropped.viewIsGone)),
            ]
        case .scrollEnded(let scrollView):
            object = [
                ("type", .string("scrollEnded")), ("scrollView", .string(scrollView.debugName)),
                ("offset", TraceJSON.point(scrollView.contentOffset)),
            ]
        }
        return JSON.object(object).serialized
    }

    private func wheelOutcome(_ moved: ScrollView?) -> String {
        words.log.wheelOutcome(scrollView: moved?.debugName, offset: moved?.contentOffset)
    }

    private static func direction(for notches: Point) -> String {
        abs(notches.y) >= abs(notches.x) ? (notches.y < 0 ? "up" : "down") : (notches.x < 0 ? "left" : "right")
    }

    private static func arrow(for notches: Point) -> String {
        ["up": "↑", "down": "↓", "left": "←", "right": "→"][direction(for: notches)]!
    }
}
