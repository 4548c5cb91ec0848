import Foundation
import Rendering
import ResponderKit
import Scenes
import X11Host

/// The lab in a real X11 window: X events become touches and key commands,
/// and each batch of input is answered with one repaint.
@MainActor
public final class LabWindow {
    private let session: LabSession
    private let window: X11Window
    private let screen: LabScreen
    /// Ctrl-Shift's second finger mirrors the mouse across the scene's center,
    /// where the first scene is drawn (a dump's, zoomed, is not the built-ins').
    private var translator: TouchTranslator
    private var needsDisplay = true
    /// The armed timer for the application's next deadline (a long press, a double tap's wait).
    private var deadlineTimer: TimerToken?
    /// The armed timer for the next frame of a clock the overlay draws running (``LabSession/nextFrameTime``).
    private var frameTimer: TimerToken?
    /// The latest X time seen and when, to tell the X time of a later moment.
    private var lastInput: (xTime: Double, at: ContinuousClock.Instant)?
    /// `run --latency-log`: what `bench` needs to time clicks and start-up.
    private let latencyLog: LatencyLog?
    /// Reloads the scene file when it is saved (`run --scene-file`).
    private var watcher: SceneFileWatcher?
    /// Pixels per point (`run --scale 2`): X reports pixels, the lab works in points.
    private let scale: Double

    private init(session: LabSession, window: X11Window, screen: LabScreen, latencyLog: LatencyLog?, scale: Double) {
        self.session = session
        self.window = window
        self.screen = screen
        self.latencyLog = latencyLog
        self.scale = scale
        translator = TouchTranslator()
        syncWindowSize()
    }

    /// The session lays the scene out for the window's size in points.
    private func syncWindowSize() {
        session.windowSize = Size(width: Double(window.size.width) / scale, height: Double(window.size.height) / scale)
    }

    /// Why the window could not open.
    public enum OpenError: Error, CustomStringConvertible {
        /// No X display (or the window could not be made) for the scene named.
        case noDisplay(any Error, sceneName: String)
        case screen(any Error)
        case latencyLog(path: String)

        public var description: String {
            switch self {
            case let .noDisplay(error, sceneName):
                """
                \(error).
                There is no window to open here. Render the scenes to PNG files instead, \
                e.g. `responder-lab render --scene \(sceneName) --tap 300,255 --out shot.png` \
                (or `responder-lab tour --out DIR`), or run under a virtual display: `xvfb-run responder-lab run`.
                """
            case let .screen(error): "\(error)"
            case let .latencyLog(path): "cannot write the latency log \(path)"
            }
        }
    }

    /// How the window went away.
    public enum Ending: Equatable, Sendable {
        /// The user closed it: Q, Escape, or the window manager's close button.
        case closed
        /// Another X client destroyed it: the lab itself is fine.
        case destroyed
        /// The X server went away or refused a request; the sentence says which.
        case failed(String)
    }

    /// Opens the window and runs until it goes away. Whatever the reason, a
    /// touch still down then ends with `cancelled` (behaviour 7.3).
    ///
    /// ```swift
    /// let ending = try LabWindow.run(session: try LabSession.open(scene: "chain"), displayName: nil)
    /// ```
    public static func run(session: LabSession, displayName: String?, latencyLogPath: String? = nil,
                           language: Language = .english, scale: Double = 1) throws(OpenError) -> Ending {
        // A dump larger than the built-in scenes opens a larger window, which
        // still fits a 1280 × 800 screen (the layout zooms the scene out).
        let size = session.layout.windowSize, minimum = LabLayout.minimumSize
        let window: X11Window
        do {
            window = try X11Window(displayName: displayName, title: title(for: session), windowClass: windowClass,
                                   width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                                   minWidth: Int(minimum.width * scale), minHeight: Int(minimum.height * scale))
        } catch {
            throw .noDisplay(error, sceneName: session.scene.name)
        }
        let screen: LabScreen
        do {
            screen = try LabScreen(language: language)
        } catch {
            throw .screen(error)
        }
        var latencyLog: LatencyLog?
        if let latencyLogPath {
            guard let log = LatencyLog(path: latencyLogPath) else { throw .latencyLog(path: latencyLogPath) }
            log.windowOpened(id: window.windowID)
            latencyLog = log
        }
        let lab = LabWindow(session: session, window: window, screen: screen, latencyLog: latencyLog, scale: scale)
        session.deadlineDidChange = { [weak lab] deadline in lab?.arm(deadline) }
        lab.watcher = SceneFileWatcher(session: session, window: window) { [weak lab] in
            guard let lab else { return }
            // Also on standard error, where a terminal beside the editor shows all of a long message.
            if let error = session.loadError { FileHandle.standardError.write(Data("responder-lab: \(error)\n".utf8)) }
            lab.window.setTitle(Self.title(for: session))
            lab.needsDisplay = true
        }
        FileHandle.standardError.write(Data(
            "responder-lab: \(session.scene.name) in window 0x\(String(window.windowID, radix: 16)) on \(window.displayName)\n".utf8))
        let ending = window.run(beforeWaiting: { lab.displayIfNeeded() }, onEvent: { lab.handle($0) })
        session.cancelLiveTouches(timestamp: lab.xNow)
        window.close()
        switch ending {
        case .stopped: return .closed
        case .windowDestroyed: return .destroyed
        case .connectionLost, .xError: return .failed(ending.description)
        }
    }

    /// WM_CLASS: what `xdotool search --class ResponderLab` and window managers match.
    static let windowClass = X11Window.WindowClass(instance: "responder-lab", className: "ResponderLab")

    private static func title(for session: LabSession) -> String {
        "ResponderLab — \(session.scene.title)"
    }

    private func handle(_ pixelEvent: HostEvent) {
        let event = scale == 1 ? pixelEvent : pixelEvent.scaled(by: 1 / scale)
        // Ctrl-Shift's second finger mirrors about the scene's centre wherever zoom, pan and resizing put it.
        let center = session.layout.mirrorCenter
        translator.mirrorCenter = (center.x, center.y)
        if let latencyLog, let (input, time) = LatencyLog.input(of: event, isOverScene: { session.isOverScene(Point(x: $0, y: $1)) }) {
            latencyLog.received(input, xTime: time)
        }
        let inspector = Self.inspectorInput(event, session: session)
        if inspector.redraw { needsDisplay = true }
        if inspector.consumed { return }
        for input in translator.translate(event) { handle(input) }
        switch event {
        case .buttonPress, .buttonRelease, .motion:
            lastInput = (translator.currentTimestamp, .now)
        // The host only reports an exposure: the last frame goes up again, unchanged.
        case .expose: window.redisplay()
        case .resized:
            syncWindowSize()
            needsDisplay = true
        case .closeRequested: window.stop()
        case .key(let key) where key.isPress: handle(key)
        case .key(let key):
            if session.hasFirstResponder { session.press(.ended, key: Self.key(key), timestamp: xNow) }
        default: break
        }
    }

    private func handle(_ input: TouchInput) {
        switch input {
        case let .touch(phase, x, y, id, timestamp):
            let p = Point(x: x, y: y)
            // A press outside the scene (header, panel) is not a touch; its later phases find no live touch.
            if phase == .began, !session.isOverScene(p) { return }
            session.touch(phase.touchPhase, at: p, id: id, timestamp: timestamp)
        case let .inspect(x, y):
            let p = Point(x: x, y: y)
            if session.isOverScene(p) { session.inspect(at: p) }
        case let .hover(x, y):
            // The session keeps the pointer for zooming about it; without hover mode, nothing changes on screen: no repaint.
            session.hover(at: Point(x: x, y: y))
            guard session.hoverMode else { return }
        case .hoverEnded:
            session.endHover()
            guard session.hoverMode else { return }
        case let .pan(dx, dy):
            // The pointer moved with the scene: it stays over the same scene point.
            if let p = session.pointer { session.pointer = Point(x: p.x + dx, y: p.y + dy) }
            session.pan(by: Point(x: dx, y: dy))
        case let .wheel(dx, dy, x, y):
            let p = Point(x: x, y: y)
            guard session.isOverScene(p) else { return }
            session.wheel(notches: Point(x: Double(dx), y: Double(dy)), at: p)
        }
        needsDisplay = true
    }

    private func handle(_ key: HostEvent.Key) {
        // While a view of the scene is first responder, keys are the scene's;
        // Escape gives them back to the lab (behaviour 5).
        if session.hasFirstResponder {
            if key.name == "Escape" {
                session.resignFirstResponder()
            } else {
                session.press(.began, key: Self.key(key), timestamp: xNow)
            }
            needsDisplay = true
            return
        }
        let scenes = SceneCatalog.names.count
        switch key.name.lowercased() {
        // From a scene file, Tab goes to the first built-in scene and Shift-Tab to the last.
        case "tab" where !key.modifiers.contains(.shift): session.showScene(at: (session.sceneIndex ?? -1) + 1)
        case "tab", "iso_left_tab": session.showScene(at: (session.sceneIndex ?? 0) - 1)
        // Zoom about the pointer; from the keyboard alone, about the canvas's centre.
        case "plus", "equal", "kp_add": session.zoom(by: Self.zoomStep, about: zoomCenter)
        case "minus", "kp_subtract": session.zoom(by: 1 / Self.zoomStep, about: zoomCenter)
        case "0", "kp_0": session.resetZoom()
        case let digit where digit.count == 1 && ("1"..."9").contains(digit):
            let index = Int(digit)! - 1
            guard index < scenes else { return }
            session.showScene(at: index)
        case "t": session.toggleFix()
        case "d": session.overlaysVisible.toggle()
        case "h": session.hoverMode.toggle()
        case "g": session.ghostsVisible.toggle()
        case "s": save()
        // Step-through of the last touch: one visit or link at a time.
        case "n", "right": session.step(by: 1)
        case "left": session.step(by: -1)
        case "home": session.stepToStart()
        case "end": session.stepToEnd()
        case let name where Self.inspectorKey(name, session: session): break
        case "q", "escape":
            session.cancelLiveTouches()
            window.stop()
            return
        default:
            // Not a lab key: it travels the scene's responder chain from the key window.
            session.press(.began, key: Self.key(key), timestamp: xNow)
        }
        window.setTitle(Self.title(for: session))
        needsDisplay = true
    }

    /// The factor one press of `+` zooms the canvas by (`-` divides by it).
    public static let zoomStep = 1.25

    private var zoomCenter: Point {
        let area = session.layout.sceneArea
        if let pointer = session.pointer, area.contains(pointer) { return pointer }
        return Point(x: area.midX, y: area.midY)
    }

    /// The X server's time now, in seconds: the latest input's time plus what has passed since.
    private var xNow: Double {
        guard let lastInput else { return translator.currentTimestamp }
        let elapsed = ContinuousClock.now - lastInput.at
        return lastInput.xTime + Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Arms a real timer for the application's next deadline, in X time.
    private func arm(_ deadline: Double?) {
        if let deadlineTimer { window.cancelTimer(deadlineTimer) }
        deadlineTimer = nil
        guard let deadline else { return }
        deadlineTimer = window.scheduleTimer(after: max(0, deadline - xNow)) { [weak self] in
            guard let self else { return }
            self.deadlineTimer = nil
            self.session.advanceTime(to: deadline)
            self.needsDisplay = true
        }
    }

    /// Arms a timer for the next frame while the overlay draws a running clock;
    /// none once it stops, so the idle window sleeps.
    private func armFrame() {
        guard frameTimer == nil, let next = session.nextFrameTime else { return }
        let now = session.scene.application.currentTime
        frameTimer = window.scheduleTimer(after: max(0, next - now)) { [weak self] in
            guard let self else { return }
            self.frameTimer = nil
            self.session.advanceTime(to: max(next, self.xNow))
            self.needsDisplay = true
        }
    }

    /// An X key as ResponderKit's `Key`: the typed text, or the key's name for keys that type nothing.
    static func key(_ key: HostEvent.Key) -> Key {
        let printable = key.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } && !key.text.isEmpty
        var flags: Key.ModifierFlags = []
        if key.modifiers.contains(.shift) { flags.insert(.shift) }
        if key.modifiers.contains(.control) { flags.insert(.control) }
        if key.modifiers.contains(.alt) { flags.insert(.alternate) }
        return Key(characters: printable ? key.text : "", name: printable ? nil : key.name, modifierFlags: flags)
    }

    private func displayIfNeeded() {
        guard needsDisplay else { return }
        needsDisplay = false
        armFrame()
        syncWindowSize()
        let start = latencyLog == nil ? 0 : LatencyLog.now()
        // Only what changed is drawn and put on screen (`LabScreen+Layers.swift`).
        let update = screen.update(session, size: session.layout.windowSize, scale: scale, comparing: !window.usesSharedMemory)
        let rendered = latencyLog == nil ? 0 : LatencyLog.now()
        let areas = update.damage.rects.map { BlitArea(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        window.present(pixels: update.frame.pixels, width: update.frame.width, height: update.frame.height, areas: areas)
        if let latencyLog {
            let presented = LatencyLog.now()
            let first = latencyLog.presented(at: presented, renderNanoseconds: rendered - start,
                                             presentNanoseconds: presented - rendered)
            if first { latencyLog.calibrate { window.fetchServerTime() } }
        }
    }

    /// Writes the window's contents to a PNG under `screenshots/` and says where, in the window and on standard error.
    private func save() {
        guard let frame = screen.lastFrame else { return }
        do {
            let path = try Screenshots.save(frame, scene: session.scene.name)
            session.note("saved \(path)")
            FileHandle.standardError.write(Data("responder-lab: saved \(path)\n".utf8))
        } catch {
            session.note("could not save into \(Screenshots.folder)/: \(error)")
        }
    }
}
