import HostInput
import Rendering
import ResponderKit
import Scenes

/// The lab's window, whatever shows it: the host's input in, decoded once
/// (``InputDecoder``) and applied to the session; the session's deadlines and
/// the overlay's running clocks on timers of the one ``LabClock``; each batch
/// of input answered with one frame, of which only what changed is put on
/// screen. The window system is behind ``LabHost`` and speaks ``HostInput``:
/// LabX11 opens an X11 window for it (`LabWindow.run`); tests drive the same
/// logic with a host of their own.
///
/// ```swift
/// let lab = LabWindow(session: try LabSession.open(scene: "scroll"), host: host, screen: try LabPainter())
/// lab.handle(.pointerDown(.primary, x: 100, y: 464, time: 1, modifiers: []))
/// lab.displayIfNeeded()
/// ```
@MainActor
public final class LabWindow {
    public let session: LabSession
    let host: any LabHost
    let screen: LabPainter
    private var decoder: InputDecoder
    /// The window's one clock: the touches', the keys', the deadlines' and the frames' time.
    private var clock = LabClock()
    /// Whether the next turn of the loop draws a frame.
    private var needsDisplay = true
    /// The armed timer for the application's next deadline (a long press, a double tap's wait, a fling's frame).
    private var deadlineTimer: HostTimer?
    /// The armed timer for the next frame of a clock the overlay draws running (``SceneInput/nextFrameTime``).
    private var frameTimer: HostTimer?
    /// Reloads the scene file when it is saved (`run --scene-file`).
    var watcher: SceneFileWatcher?
    /// Compiles the user's code again when it is saved (`run --code`).
    private var codeWatcher: CodeFileWatcher?
    /// In `run --code`'s child: what its parent needs after a fault (the build, the last touch).
    public var codeState: CodeChildState.Writer? {
        didSet {
            codeWatcher?.state = codeState
            // The touch the session records to replay is the one the parent gets: one recording.
            session.replay.changed = { [weak codeState] touch in codeState?.record(touch) }
        }
    }
    /// Called when a save of the user's code was compiled, loaded and the last touch replayed
    /// (`run --latency-log` times it).
    public var codeReloaded: (() -> Void)?
    /// Pixels per point (`run --scale 2`): the host reports pixels, the lab works in points.
    let scale: Double

    /// The window's logic on `host`, drawing with `screen` at `scale` pixels per point.
    public init(session: LabSession, host: any LabHost, screen: LabPainter, scale: Double = 1) {
        self.session = session
        self.host = host
        self.screen = screen
        self.scale = scale
        decoder = InputDecoder(scale: scale)
        syncWindowSize()
        session.input.deadlineDidChange = { [weak self] deadline in self?.arm(deadline) }
        watcher = SceneFileWatcher(session: session, host: host) { [weak self] in
            self?.codeWatcher?.sceneReloaded()
            self?.sceneChanged()
        }
        codeWatcher = CodeFileWatcher(session: session, host: host) { [weak self] reloaded in
            self?.codeChanged(reloaded: reloaded)
        }
    }

    /// The window's time now, on its one clock.
    public var now: Double { clock.now(at: host.now) }

    /// The title the window shows: the scene's.
    var title: String { Self.title(of: session) }

    /// The title of a window showing `session`'s scene.
    public static func title(of session: LabSession) -> String {
        "ResponderLab — \(session.scene.title)"
    }

    /// The session lays the scene out for the window's size in points.
    private func syncWindowSize() {
        let size = host.pixelSize
        session.viewport.windowSize = Size(width: Double(size.width) / scale, height: Double(size.height) / scale)
    }

    /// One input from the host: decoded, then applied. Returns what it meant to the lab.
    @discardableResult
    public func handle(_ hostInput: HostInput) -> [LabInput] {
        let time = clock.time(of: hostInput, arrivingAt: host.now)
        let context = InputDecoder.Context(
            layout: session.layout, keysBelongToScene: session.input.hasFirstResponder,
            treeShown: session.inspector.tab == .tree)
        let inputs = decoder.decode(hostInput, at: time, in: context)
        for input in inputs { apply(input) }
        return inputs
    }

    /// Does what an input means.
    func apply(_ input: LabInput) {
        switch input {
        case let .touch(phase, p, id, timestamp):
            session.touch(phase, at: p, id: id, timestamp: timestamp)
        case .inspect(let p):
            session.inspect(at: p)
        case .select(let p):
            session.inspector.select(at: p)
        case .pointer(let p):
            // The session keeps the pointer for zooming about it; without hover mode, nothing changes on screen: no repaint.
            session.movePointer(to: p)
            guard session.overlay.hoverMode else { return }
        case .pointerLeft:
            session.pointerLeft()
            guard session.overlay.hoverMode else { return }
        case .treeHoverPanel(let p):
            guard session.inspector.hoverPanel(at: p) else { return }
        case .treeHoverScene(let p):
            guard session.inspector.hoverCanvas(at: p) else { return }
        case .treeHoverEnded:
            guard session.inspector.hovered != nil else { return }
            session.inspector.endHover()
        case let .wheel(notches, p):
            session.wheel(notches: notches, at: p)
        case .pan(let offset):
            // The pointer moved with the scene: it stays over the same scene point.
            if let p = session.viewport.pointer {
                session.viewport.pointer = Point(x: p.x + offset.x, y: p.y + offset.y)
            }
            session.viewport.pan(by: offset)
            session.overlay.refreshPreview()
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
            // A key the lab does not use may change what the title names; its end changes nothing on screen.
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
            // What is down ends when the window closes (``close()``), however it is closed.
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
        // Only what changed is drawn and put on screen (``WindowFrames``).
        let update = screen.update(
            session, size: session.layout.windowSize, scale: scale, comparing: host.putsPixelsSlowly)
        host.present(update.frame, damage: update.damage.rects)
    }

    /// The window goes away, whatever ended it (Q, Escape, the close button, the
    /// window or the server lost): this is the one place that ends what is down.
    /// A touch still down ends with `cancelled` (behaviour 7.3), and so does a
    /// key held for the scene, now on the window's clock. Call it once the loop is over.
    public func close() {
        let time = now
        session.input.cancelLiveTouches(timestamp: time)
        for input in decoder.cancelHeldKeys(at: time) { apply(input) }
    }

    private func codeChanged(reloaded: Bool) {
        if reloaded { codeReloaded?() }
        sceneChanged()
    }

    /// The scene was read or made again: its title may be another, and it is drawn again.
    private func sceneChanged() {
        host.setTitle(title)
        needsDisplay = true
    }
}
