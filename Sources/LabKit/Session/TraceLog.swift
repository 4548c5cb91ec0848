import ResponderKit
import Scenes

/// What the session tells of what happens, in every form: the panel's last
/// events and its list of recognizers, controls and actions, and the lines of
/// `--log json` and `trace`. Each happening is one ``TraceEntry``, which words
/// it for each.
///
/// ```swift
/// log.jsonLog = { print($0) }
/// log.log(.wheel(notches: Point(x: 0, y: 1), at: p, moved: list))
/// log.events.last // .wheel(arrow: "↓", scrollView: "List", offset: Point(x: 0, y: 40))
/// ```
@MainActor
public final class TraceLog {
    /// Called with one JSON line per delivered touch phase, control event, action,
    /// recognizer state change, wheel notch, edit and scroll view come to rest
    /// (`run --log json`, `trace --json`).
    public var jsonLog: ((String) -> Void)?
    /// The same lines as ``jsonLog``, at the same moments, in words (`trace`); edits have none.
    public var textLog: ((String) -> Void)?
    /// The event log, newest last: delivered phases and the lab's notes, which ``LogWords/event(_:)`` words in the panel's language.
    public private(set) var events: [EventLine] = []
    /// Recognizer states, control events and actions, newest last.
    public private(set) var activities: [ActivityLine] = []

    /// How many of each the panel keeps.
    static let eventCount = 12, activityCount = 8
    /// The scene whose recognizers, controls and actions are logged, and its application's observer.
    private var followed: (scene: Scene, observation: ActivityObservation)?

    init() {}

    /// Logs the recognizers, controls and actions of `scene`'s application from now on, and no other's.
    func follow(_ scene: Scene) {
        if let followed { followed.scene.application.removeActivityObserver(followed.observation) }
        let observation = scene.application.addActivityObserver { [weak self] activity in self?.record(activity) }
        followed = (scene, observation)
    }

    private func record(_ activity: Activity) {
        switch activity {
        // Resetting to `possible` after every gesture is bookkeeping, not news.
        case .recognizerStateChanged(_, _, _, .reset): return
        case let .recognizerStateChanged(recognizer, from, to, cause):
            log(
                .gesture(
                    recognizer, from: from, to: to, cause: cause,
                    leftOut: CodeDecisions.leftOut(asking: recognizer, in: followed?.scene)))
        case let .recognizerWaiting(recognizer, blockers): log(.waiting(recognizer, for: blockers))
        case let .controlEventsSent(control, events): log(.control(control, events: events.names))
        case .actionSent(let trace): log(.action(trace))
        }
    }

    /// Tells `entry` everywhere it is told.
    public func log(_ entry: TraceEntry) {
        if let activity = entry.activity { keep(activity) }
        if let event = entry.event { append(event) }
        if let jsonLog, let line = entry.json { jsonLog(line) }
        if let textLog, let line = entry.text { textLog(line) }
    }

    /// Adds `line` to the event log.
    public func append(_ line: EventLine) {
        events.append(line)
        if events.count > Self.eventCount { events.removeFirst(events.count - Self.eventCount) }
    }

    private func keep(_ line: ActivityLine) {
        activities.append(line)
        if activities.count > Self.activityCount { activities.removeFirst(activities.count - Self.activityCount) }
    }

    /// Another scene: the old one's recognizers, controls and actions are gone from the panel; its events stay.
    func sceneReplaced() {
        activities = []
    }

    /// One line of the event log, as values: ``LogWords/event(_:)`` words it.
    public enum EventLine {
        /// A delivered phase: `began #0 → B.1: handled by B` (``LogWords/delivery(_:)``).
        case delivery(DeliveryTrace)
        /// A scene switched to or reloaded, by name.
        case sceneShown(String)
        /// The T key: the scene's fix, as its file describes it, now on or off.
        case fixToggled(String, on: Bool)
        /// A right click: the point in the scene's window and the view a click would hit.
        case inspected(Point, hitView: String?)
        /// A live edit of the inspector's (`undone`: U put the old value back).
        case edited(ViewEdit, undone: Bool)
        /// The last touch replayed (R, an edit, T or a reload), at its point in the scene's window.
        case replayed(Point)
        /// A wheel notch (its direction as an arrow) and the scroll view it moved, with its new offset; nil: nothing scrolled.
        case wheel(arrow: String, scrollView: String?, offset: Point?)
        /// An edit a reload could not make again, and how many it made again.
        case editDropped(DroppedEdit)
        case editsKept(Int)
        /// An edit key the selected view has no property for, or pressed with nothing selected; U with nothing to undo.
        case notAControl(ViewProperty, view: String)
        case nothingSelected, nothingToUndo
        /// The scene's file reloaded after a save, or not; a built-in scene that would not open.
        case reloaded(path: String)
        case reloadFailed
        case cannotOpen(String, error: String)
        /// S: the PNG saved, or why not.
        case saved(path: String)
        case saveFailed(folder: String, error: String)
        /// Escape took the keys back from the scene's first responder.
        case resigned(String)
        /// What a scene's responder did: a key it handled or passed to `next` (behaviour 5).
        case scene(SceneLog.Line)
        /// A reload whose edits file did not declare as saved: its last good declarations stay.
        case editsNotDeclared
        /// W: nothing to write; the live edits written into an edits file that was there (`adopted`: the
        /// session's from now on) or into one it created; or why not.
        case noEditsToWrite
        case editsWritten(count: Int, path: String, adopted: Bool)
        case editsFileCreated(count: Int, path: String)
        case editsNotWritten(path: String, reason: String)
        /// A save of the user's code (`--code`): compiling, compiled and loaded (its view classes), or not.
        case codeCompiling
        case codeReloaded(classes: Int)
        case codeNotReloaded
        /// What the scene and the user's code do not share (``CodeReport``).
        case codeWarning(CodeReport.Warning)
    }

    /// One line of the panel's list of recognizers, controls and actions: the
    /// happening, which ``LogWords/activity(_:)`` words in the panel's language.
    public struct ActivityLine {
        public enum Kind { case gesture, control, action }
        public let kind: Kind
        public let entry: TraceEntry
    }
}
