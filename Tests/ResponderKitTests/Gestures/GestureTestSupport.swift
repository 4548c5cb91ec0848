import Foundation
import ResponderKit

// Fixtures for controls, target-action and gesture recognizers (behaviour 4–6).
// Public API only, as an outside test suite would.

/// The touch events of behaviour 4.1 and the primary action, in the order test
/// controls register them: events sent together are logged in this order.
let loggedControlEvents: [(Control.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// A button that logs its tracking calls and every control event it sends.
@MainActor
final class TrackingButton: Button {
    let log: EventLog
    var beginsTracking = true
    var continuesTracking = true

    init(_ name: String, frame: Rect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        self.name = name
        for (event, label) in loggedControlEvents {
            addAction(for: event) { [log] _ in log.append(label) }
        }
    }
    required init?(coder: NSCoder) { nil }

    override func beginTracking(_ touch: Touch, with event: ResponderKit.Event?) -> Bool {
        log.append("beginTracking")
        return beginsTracking
    }

    override func continueTracking(_ touch: Touch, with event: ResponderKit.Event?) -> Bool {
        log.append("continueTracking")
        return continuesTracking
    }

    override func endTracking(_ touch: Touch?, with event: ResponderKit.Event?) {
        log.append("endTracking")
    }

    override func cancelTracking(with event: ResponderKit.Event?) {
        log.append("cancelTracking")
    }
}

/// A responder that performs the actions it is given and logs them.
@MainActor
final class Performer: Responder, ApplicationDelegate {
    let label: String
    let log: EventLog
    var performs: Set<Action>
    var nextResponder: Responder?

    init(_ label: String, performs: Set<Action>, log: EventLog, next: Responder? = nil) {
        self.label = label
        self.performs = performs
        self.log = log
        self.nextResponder = next
        super.init()
    }

    override var next: Responder? { nextResponder }
    override var debugName: String { label }

    override func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool {
        performs.contains(action)
    }

    override func perform(_ action: Action, withSender sender: Any?) -> Bool {
        guard performs.contains(action) else { return false }
        log.append("\(label) \(action)")
        return true
    }
}

/// A view that performs actions, can become first responder, and logs.
@MainActor
final class ActionView: View {
    let log: EventLog
    var performs: Set<Action> = []

    init(_ name: String, frame: Rect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        self.name = name
    }
    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool {
        performs.contains(action)
    }

    override func perform(_ action: Action, withSender sender: Any?) -> Bool {
        guard performs.contains(action) else { return false }
        log.append("\(debugName) \(action)")
        return true
    }
}

/// Collects the application's activity as readable lines.
@MainActor
final class ActivityRecorder {
    private(set) var activities: [Activity] = []
    private(set) var lines: [String] = []

    init(_ app: Application) {
        app.addActivityObserver { activity in
            self.activities.append(activity)
            self.lines.append(Self.line(activity))
        }
    }

    static func line(_ activity: Activity) -> String {
        switch activity {
        case let .recognizerStateChanged(recognizer, from, to, cause):
            return "\(recognizer.debugName): \(from) → \(to) (\(name(of: cause)))"
        case let .recognizerWaiting(recognizer, blockers):
            return "\(recognizer.debugName) waits for \(blockers.map(\.debugName))"
        case let .controlEventsSent(control, events):
            return "\(control.debugName) sent \(events)"
        case .actionSent(let trace):
            return "\(trace.action) → \(trace.performer?.debugName ?? "nobody")"
        }
    }

    static func name(of cause: GestureRecognizer.Cause) -> String {
        switch cause {
        case .recognizer: "recognizer"
        case .failureRequirementsMet: "failure requirements met"
        case .delegateRefused: "delegate refused"
        case .viewRefused(let view): "refused by \(view.debugName)"
        case .preventedBy(let other): "prevented by \(other.debugName)"
        case .requiredToFail(let other): "\(other.debugName) recognized"
        case .touchesGone: "touches gone"
        case .disabled: "disabled"
        case .removed: "removed"
        case .reset: "reset"
        }
    }

    /// The state-change lines of one recognizer.
    func states(of name: String) -> [String] {
        lines.filter { $0.hasPrefix("\(name): ") }
    }

    var actionTraces: [ActionTrace] {
        activities.compactMap { if case .actionSent(let trace) = $0 { trace } else { nil } }
    }
}

/// A recognizer subclass that logs what the window hands it.
@MainActor
final class WatchingRecognizer: GestureRecognizer {
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.log = log
        super.init()
        self.name = name
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        log.append("\(debugName) saw began \(ids(touches))")
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        log.append("\(debugName) saw moved \(ids(touches))")
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        log.append("\(debugName) saw ended \(ids(touches))")
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        log.append("\(debugName) saw cancelled \(ids(touches))")
    }
}

/// A configurable delegate that logs what it is asked.
@MainActor
final class RecognizerDelegate: GestureRecognizerDelegate {
    let log: EventLog
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false

    init(log: EventLog) { self.log = log }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        log.append("shouldBegin \(gestureRecognizer.debugName)")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        log.append("shouldReceive \(gestureRecognizer.debugName) \(touch.id)")
        return shouldReceive
    }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        simultaneous
    }
}

/// An application with a container (0, 0, 300, 300) in its window and a
/// probe view "view" (50, 50, 100, 100) inside it that handles its touches.
@MainActor
final class GestureScene {
    let log = EventLog()
    let app: Application
    let window: Window
    let container: View
    let view: ProbeView

    init() {
        (app, window) = makeApp()
        container = addView("container", Rect(x: 0, y: 0, width: 300, height: 300), to: window)
        view = ProbeView("view", frame: Rect(x: 50, y: 50, width: 100, height: 100), log: log)
        container.addSubview(view)
    }

    /// Names `recognizer`, makes its actions log "name state", and attaches it to `host`.
    @discardableResult
    func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String, to host: View) -> R {
        recognizer.name = name
        recognizer.addAction { [log] r in log.append("\(name) \(r.state)") }
        host.addGestureRecognizer(recognizer)
        return recognizer
    }

    func touch(_ phase: Touch.Phase, _ x: Double, _ y: Double, at time: Double, id: Int = 0) {
        app.injectTouch(phase, at: Point(x: x, y: y), in: window, id: id, timestamp: time)
    }
}
