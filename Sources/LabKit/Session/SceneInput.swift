import ResponderKit
import Scenes

/// What reaches the scene's application from the lab, in the scene window's
/// points (the session maps the screen's into them, once): the mouse's
/// touches, right clicks and the wheel; the keys; and time, whose deadlines
/// the window arms timers for. The mouse's touch is recorded to be replayed
/// (`Replay`), and the scroll views a finger leaves moving are logged once
/// they rest (`Coasting`). It is given what it works with: the scene shown,
/// the overlay it hands traces to, the recorder and the log.
///
/// ```swift
/// session.touch(.began, at: screenPoint, timestamp: 1)     // mapped into the scene, then input.touch
/// session.input.press(.began, key: Key(characters: "a"), timestamp: 2)
/// if let next = session.input.nextFrameTime { session.advanceTime(to: next) }
/// ```
@MainActor
public final class SceneInput {
    /// How often a running clock is drawn: the display's pace.
    public nonisolated static let frameInterval = 1.0 / 60

    /// Told the scene's next deadline (nil: none) so the window can arm a timer for it.
    public var deadlineDidChange: ((Double?) -> Void)? {
        didSet { deadlineDidChange?(scene.application.nextDeadline) }
    }
    /// The scroll views a finger left moving, until they come to rest.
    private var coasting = Coasting()
    private let document: SceneDocument
    private let overlay: OverlayState
    private let replay: Replay
    private let log: TraceLog
    private var scene: Scene { document.scene }

    init(document: SceneDocument, overlay: OverlayState, replay: Replay, log: TraceLog) {
        self.document = document
        self.overlay = overlay
        self.replay = replay
        self.log = log
    }

    /// The scene shown now: its deadlines are the ones the window hears of, and
    /// the old scene's scroll views are no longer watched.
    func follow(_ application: Application) {
        coasting = Coasting()
        application.deadlineDidChange = { [weak self] deadline in self?.deadlineDidChange?(deadline) }
        deadlineDidChange?(application.nextDeadline)
    }

    // MARK: The mouse

    /// A touch phase from the mouse (or a script), at a point of the scene's window.
    func touch(_ phase: Touch.Phase, at point: Point, id: Int, timestamp: Double) {
        // The touch's own trace takes the overlay; the preview comes back when the pointer moves.
        if phase == .began { overlay.preview = nil }
        let scene = scene
        replay.record(phase, at: point, id: id, timestamp: timestamp) { scene.snapshot() }
        let view = scene.application.activeTouches.first { $0.id == id }?.view
        scene.application.injectTouch(phase, at: point, in: scene.window, id: id, timestamp: timestamp)
        if phase == .ended || phase == .cancelled { coasting.touchEnded(on: view) }
        logScrollViewsAtRest()
    }

    /// Right click at a point of the scene's window: show the hit-test there, deliver nothing (behaviour 7.2).
    func inspect(at point: Point) {
        let trace = scene.window.hitTestTrace(at: point)
        overlay.inspected(trace)
        replay.inspected(at: point)
        log.append(.inspected(point, hitView: trace.hitView?.debugName))
    }

    /// The wheel turned by `notches` (x: right, y: down; a notch is ±1) at a point of the
    /// scene's window (``LabSession/wheel(notches:at:)``); the scroll view that moved, if one did.
    func wheel(notches: Point, at point: Point) -> ScrollView? {
        let delta = Point(x: notches.x * ScrollView.wheelNotchDistance, y: notches.y * ScrollView.wheelNotchDistance)
        let moved = scene.window.scrollWheel(by: delta, at: point)
        logScrollViewsAtRest()
        log.log(.wheel(notches: notches, at: point, moved: moved))
        overlay.refreshHoverAfterMotion()
        return moved
    }

    /// Cancels what is down, for scene switches and the window going away (behaviour 7.3).
    public func cancelLiveTouches(timestamp: Double? = nil) {
        for touch in scene.application.activeTouches {
            scene.application.injectTouch(
                .cancelled, at: touch.location(in: nil), in: scene.window,
                id: touch.id, timestamp: timestamp ?? touch.timestamp)
        }
    }

    /// Logs the scroll views a finger left moving that have stopped.
    private func logScrollViewsAtRest() {
        for scrollView in coasting.stopped() { log.log(.scrollEnded(scrollView)) }
    }

    // MARK: Keys

    /// Whether a responder of the scene's key window is first responder: keys then belong to the scene.
    public var hasFirstResponder: Bool {
        scene.application.keyWindow?.firstResponder != nil
    }

    public func resignFirstResponder() {
        guard let responder = scene.application.keyWindow?.firstResponder else { return }
        _ = responder.resignFirstResponder()
        log.append(.resigned(responder.debugName))
    }

    public func press(_ phase: Press.Phase, key: Key, timestamp: Double) {
        scene.application.injectKey(phase, key: key, timestamp: timestamp)
    }

    // MARK: Time

    /// Lets the application's time run to `time`: its deadlines up to then fire.
    func advanceTime(to time: Double) {
        scene.application.advanceTime(to: time)
        logScrollViewsAtRest()
        overlay.refreshHoverAfterMotion()
    }

    /// The next moment to draw while a scroll view's 0.15 s clock runs down on
    /// the overlay (behaviour 10.3, 10.6); nil when nothing on screen moves with time alone.
    ///
    /// ```swift
    /// if let next = session.input.nextFrameTime { timer(at: next) { session.advanceTime(to: next); repaint() } }
    /// ```
    public var nextFrameTime: Double? {
        scene.application.nextOverlayFrameTime(every: Self.frameInterval)
    }
}
