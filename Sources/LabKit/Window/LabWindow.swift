import Rendering
import ResponderKit
import Scenes
import X11Host

/// The lab's window, whatever shows it: the host's events in, decoded once
/// (``InputDecoder``) and applied to the session; the session's deadlines and
/// the overlay's running clocks on timers of the one ``LabClock``; each batch
/// of input answered with one frame, of which only what changed is put on
/// screen. The window system is behind ``LabHost``: ``run(session:displayName:latencyLogPath:language:scale:)``
/// opens an X11 window; tests drive the same logic with a host of their own.
///
/// ```swift
/// let lab = LabWindow(session: try LabSession.open(scene: "scroll"), host: host, screen: try LabScreen())
/// lab.handle(.buttonPress(button: 1, x: 100, y: 464, time: 1000, modifiers: []))
/// lab.displayIfNeeded()
/// ```
@MainActor
public final class LabWindow {
    public let session: LabSession
    let host: any LabHost
    let screen: LabScreen
    private var decoder: InputDecoder
    /// The window's one clock: the touches', the keys', the deadlines' and the frames' time.
    private var clock = LabClock()
    /// Whether the next turn of the loop draws a frame.
    private var needsDisplay = true
    /// The armed timer for the application's next deadline (a long press, a double tap's wait, a fling's frame).
    private var deadlineTimer: HostTimer?
    /// The armed timer for the next frame of a clock the overlay draws running (``SceneInput/nextFrameTime``).
    private var frameTimer: HostTimer?
    /// `run --latency-log`: what `bench` needs to time clicks and start-up.
    private let latencyLog: LatencyLog?
    /// Reloads the scene file when it is saved (`run --scene-file`).
    var watcher: SceneFileWatcher?
    /// Compiles the user's code again when it is saved (`run --code`).
    private var codeWatcher: CodeFileWatcher?
    /// In `run --code`'s child: what its parent needs after a fault (the build, the last touch).
    var codeState: CodeChildState.Writer? {
        didSet { codeWatcher?.state = codeState }
    }
    /// Pixels per point (`run --scale 2`): the host reports pixels, the lab works in points.
    let scale: Double

    /// The window's logic on `host`, drawing with `screen` at `scale` pixels per point.
    public convenience init(session: LabSession, host: any LabHost, screen: LabScreen, scale: Double = 1) {
        self.init(session: session, host: host, screen: screen, scale: scale, latencyLog: nil)
    }

    init(session: LabSession, host: any LabHost, screen: LabScreen, scale: Double, latencyLog: LatencyLog?) {
        self.session = session
        self.host = host
        self.screen = screen
        self.scale = scale
        self.latencyLog = latencyLog
        decoder = InputDecoder(scale: scale)
        syncWindowSize()
        session.input.deadlineDidChange = { [weak self] deadline in self?.arm(deadline) }
        watcher = SceneFileWatcher(session: session, host: host) { [weak self] in
            self?.codeWatcher?.sceneReloaded()
            self?.sceneChanged()
        }
        codeWatcher = CodeFileWatcher(session: session, host: host) { [weak self] reloaded in self?.codeChanged(reloaded: reloaded) }
    }

    /// The window's time now, on its one clock.
    public var now: Double { clock.now(at: host.now) }

    /// The title the window shows: the scene's.
    var title: String { "ResponderLab — \(session.scene.title)" }

    /// The session lays the scene out for the window's size in points.
    private func syncWindowSize() {
        let size = host.pixelSize
        session.viewport.windowSize = Size(width: Double(size.width) / scale, height: Double(size.height) / scale)
    }

    /// One event from the host: decoded, then applied.
    public func handle(_ event: HostEvent) {
        let time = clock.time(of: event, arrivingAt: host.now)
        let context = InputDecoder.Context(layout: session.layout, keysBelongToScene: session.input.hasFirstResponder,
                                           treeShown: session.inspector.tab == .tree)
        let inputs = decoder.decode(event, at: time, in: context)
        if let latencyLog, let kind = LatencyLog.Input(inputs), let raw = event.serverTime {
            latencyLog.received(kind, xTime: raw)
        }
        for input in inputs { apply(input) }
    }

    /// Does what an input means.
    func apply(_ input: LabInput) {
        switch input {
        case let .touch(phase, p, id, timestamp):
            if id == TouchTranslator.mouseTouchID { codeState?.touch(phase, at: session.toScene(p), timestamp: timestamp) }
            session.touch(phase, at: p, id: id, timestamp: timestamp)
        case .inspect(let p):
            session.inspect(at: p)
        case .select(let p):
            session.inspector.select(at: p)
        case .pointer(let p):
            // The session keeps the pointer for zooming about it; without hover mode, nothing changes on screen: no repaint.
            session.hover(at: p)
            guard session.hoverMode else { return }
        case .pointerLeft:
            session.input.endHover()
            guard session.hoverMode else { return }
        case let .treeHover(p, overPanel):
            guard overPanel ? session.inspector.hoverPanel(at: p) : session.inspector.hoverCanvas(at: p) else { return }
        case .treeHoverEnded:
            guard session.inspector.hovered != nil else { return }
            session.inspector.endHover()
        case let .wheel(notches, p):
            session.wheel(notches: notches, at: p)
        case .pan(let offset):
            // The pointer moved with the scene: it stays over the same scene point.
            if let p = session.viewport.pointer { session.viewport.pointer = Point(x: p.x + offset.x, y: p.y + offset.y) }
            session.viewport.pan(by: offset)
        case .panelClick(let p):
            session.inspector.click(at: p)
        case .scrollTree(let notches):
            session.inspector.scrollTree(notches: notches)
        case .scrollProperties(let notches):
            session.inspector.scrollProperties(notches: notches)
        case .command(let command):
            guard perform(command) else { return }
            host.setTitle(title)
        case let .sceneKey(phase, key, timestamp):
            session.input.press(phase, key: key, timestamp: timestamp)
            // A key the lab does not use may change what the title names; its release changes nothing on screen.
            guard phase == .began else { return }
            host.setTitle(title)
        case .resignFirstResponder:
            session.input.resignFirstResponder()
        case .exposed:
            // The host only reports an exposure: the last frame goes up again, unchanged.
            host.redisplay()
            return
        case .resized:
            syncWindowSize()
        case .closeRequested:
            host.stop()
            return
        }
        needsDisplay = true
    }

    /// Arms a timer for the application's next deadline. A timer the host runs
    /// late (a loaded machine) catches up when it fires: the application's time
    /// becomes the window's, every deadline up to it firing in order, so a
    /// fling or a long press takes as long on screen as on a quiet machine.
    private func arm(_ deadline: Double?) {
        if let deadlineTimer { host.cancel(deadlineTimer) }
        deadlineTimer = nil
        guard let deadline else { return }
        deadlineTimer = timer(at: deadline) { $0.deadlineTimer = nil }
    }

    /// Arms a timer for the next frame while the overlay draws a running clock;
    /// none once it stops, so the idle window sleeps.
    private func armFrame() {
        guard frameTimer == nil, let next = session.input.nextFrameTime else { return }
        frameTimer = timer(at: next) { $0.frameTimer = nil }
    }

    /// A timer at `time` on the window's clock that, once `fired` has forgotten
    /// it, lets the scene's time run to then (to now, when it runs late) and draws.
    private func timer(at time: Double, fired: @escaping (LabWindow) -> Void) -> HostTimer {
        host.schedule(after: max(0, time - now)) { [weak self] in
            guard let self else { return }
            fired(self)
            session.advanceTime(to: max(time, now))
            needsDisplay = true
        }
    }

    /// Draws and presents a frame if anything changed since the last: once per
    /// batch of input (the loop calls it before it waits).
    public func displayIfNeeded() {
        guard needsDisplay else { return }
        needsDisplay = false
        armFrame()
        syncWindowSize()
        let start = latencyLog == nil ? 0 : LatencyLog.now()
        // Only what changed is drawn and put on screen (``WindowFrames``).
        let update = screen.update(session, size: session.layout.windowSize, scale: scale, comparing: host.putsPixelsSlowly)
        let rendered = latencyLog == nil ? 0 : LatencyLog.now()
        host.present(update.frame, damage: update.damage.rects)
        if let latencyLog {
            let presented = LatencyLog.now()
            latencyLog.presented(at: presented, renderNanoseconds: rendered - start, presentNanoseconds: presented - rendered)
        }
    }

    /// The window goes away: a touch still down ends with `cancelled` (behaviour 7.3).
    func close() {
        session.input.cancelLiveTouches(timestamp: now)
    }

    private func codeChanged(reloaded: Bool) {
        if reloaded { latencyLog?.received(.codeReload, xTime: 0) }
        sceneChanged()
    }

    /// The scene was read or made again: its title may be another, and it is drawn again.
    private func sceneChanged() {
        host.setTitle(title)
        needsDisplay = true
    }
}
