import ResponderKit
import Scenes

/// What reaches the scene's application from the lab: the mouse's touches,
/// right clicks, pointer motion and the wheel, in screen points mapped into the
/// scene's window (``LabLayout``); the keys; and time, whose deadlines the
/// window arms timers for. The mouse's touch is recorded to be replayed
/// (`Replay`), and the scroll views a finger leaves moving are logged once they
/// rest (`Coasting`).
///
/// ```swift
/// session.touch(.began, at: p, timestamp: 1)          // the same as session.input.touch
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
    /// The session whose scene the input goes to.
    unowned let session: LabSession
    private var scene: Scene { session.scene }

    init(session: LabSession) {
        self.session = session
    }

    /// The scene shown now: its deadlines are the ones the window hears of, and
    /// the old scene's scroll views are no longer watched.
    func follow(_ application: Application) {
        coasting = Coasting()
        application.deadlineDidChange = { [weak self] deadline in self?.deadlineDidChange?(deadline) }
        deadlineDidChange?(application.nextDeadline)
    }

    // MARK: The mouse

    /// A touch phase from the mouse (or a script), in screen coordinates.
    public func touch(_ phase: Touch.Phase, at screenPoint: Point, id: Int = 0, timestamp: Double) {
        // The touch's own trace takes the overlay; the preview comes back when the pointer moves.
        if phase == .began { session.overlay.hover = nil }
        let point = session.toScene(screenPoint), scene = scene
        session.replay.record(phase, at: point, id: id, timestamp: timestamp) { scene.snapshot() }
        let view = scene.application.activeTouches.first { $0.id == id }?.view
        scene.application.injectTouch(phase, at: point, in: scene.window, id: id, timestamp: timestamp)
        if phase == .ended || phase == .cancelled { coasting.touchEnded(on: view) }
        logScrollViewsAtRest()
    }

    /// Right click: show the hit-test at the point, deliver nothing (behaviour 7.2).
    public func inspect(at screenPoint: Point) {
        let point = session.toScene(screenPoint)
        let trace = scene.window.hitTestTrace(at: point)
        session.overlay.inspected(trace)
        session.replay.inspected(at: point)
        session.log.append(.inspected(point, hitView: trace.hitView?.debugName))
    }

    /// Pointer motion without a button: a live preview when hover mode is on.
    public func hover(at screenPoint: Point) {
        session.viewport.pointer = screenPoint
        session.overlay.preview(at: screenPoint)
    }

    /// The pointer left the window: nothing to preview.
    public func endHover() {
        session.overlay.hover = nil
        session.viewport.pointer = nil
    }

    /// The wheel turned by `notches` (x: right, y: down; a notch is ±1) over a
    /// screen point: the innermost scroll view there that can scroll that way
    /// moves ``ScrollView/wheelNotchDistance`` points a notch, within its range
    /// (behaviour 7.2, 10.7). The panel's event list and the logs say which one
    /// moved, and where to. Returns the scroll view that moved, if one did.
    ///
    /// ```swift
    /// session.wheel(notches: Point(x: 0, y: 1), at: Point(x: 200, y: 300)) // one notch down
    /// ```
    @discardableResult
    public func wheel(notches: Point, at screenPoint: Point) -> ScrollView? {
        let point = session.toScene(screenPoint)
        let delta = Point(x: notches.x * ScrollView.wheelNotchDistance, y: notches.y * ScrollView.wheelNotchDistance)
        let moved = scene.window.scrollWheel(by: delta, at: point)
        logScrollViewsAtRest()
        session.log.log(.wheel(notches: notches, at: point, moved: moved))
        session.overlay.refreshHoverAfterMotion()
        return moved
    }

    /// Cancels what is down, for scene switches and the window going away (behaviour 7.3).
    public func cancelLiveTouches(timestamp: Double? = nil) {
        for touch in scene.application.activeTouches {
            scene.application.injectTouch(.cancelled, at: touch.location(in: nil), in: scene.window,
                                          id: touch.id, timestamp: timestamp ?? touch.timestamp)
        }
    }

    /// Logs the scroll views a finger left moving that have stopped.
    private func logScrollViewsAtRest() {
        for scrollView in coasting.stopped() { session.log.log(.scrollEnded(scrollView)) }
    }

    // MARK: Keys

    /// Whether a responder of the scene's key window is first responder: keys then belong to the scene.
    public var hasFirstResponder: Bool {
        scene.application.keyWindow?.firstResponder != nil
    }

    public func resignFirstResponder() {
        guard let responder = scene.application.keyWindow?.firstResponder else { return }
        _ = responder.resignFirstResponder()
        session.log.append(.resigned(responder.debugName))
    }

    public func press(_ phase: Press.Phase, key: Key, timestamp: Double) {
        scene.application.injectKey(phase, key: key, timestamp: timestamp)
    }

    // MARK: Time

    /// Lets the application's time run to `time`: its deadlines up to then fire.
    public func advanceTime(to time: Double) {
        scene.application.advanceTime(to: time)
        logScrollViewsAtRest()
        session.overlay.refreshHoverAfterMotion()
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
