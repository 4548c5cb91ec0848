import Foundation
import Glibc
import LabKit
import UserCode
import X11Host

/// The lab in a real X11 window: an ``X11Window`` is the host, and its loop
/// feeds the window's logic X's events read as ``HostInput`` (``X11InputReader``).
/// The only module that imports X11Host.
extension LabWindow {
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
    /// touch still down then ends with `cancelled` (behaviour 7.3), once (``close()``).
    ///
    /// ```swift
    /// let ending = try LabWindow.run(session: try LabSession.open(scene: "chain"), displayName: nil)
    /// ```
    ///
    /// In `run --code`'s child, `codeState` keeps what the parent needs after a
    /// fault, and `watchdog` stops a turn of the loop (an event and the frame
    /// that answers it) that runs longer than it may: the user's code looping.
    public static func run(
        session: LabSession, displayName: String?, latencyLogPath: String? = nil,
        language: Language = .english, scale: Double = 1,
        codeState: CodeChildState.Writer? = nil, watchdog: UserCodeWatchdog? = nil
    ) throws(OpenError) -> Ending {
        session.language = language
        // A dump larger than the built-in scenes opens a larger window, which
        // still fits a 1280 × 800 screen (the layout zooms the scene out).
        let size = session.layout.windowSize, minimum = LabLayout.minimumSize
        let window: X11Window
        do {
            window = try X11Window(
                displayName: displayName, title: title(of: session), windowClass: windowClass,
                width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                minWidth: Int(minimum.width * scale), minHeight: Int(minimum.height * scale))
        } catch {
            throw .noDisplay(error, sceneName: session.scene.name)
        }
        let screen: LabPainter
        do {
            screen = try LabPainter(language: language)
        } catch {
            throw .screen(error)
        }
        var latencyLog: LatencyLog?
        if let latencyLogPath {
            guard let log = LatencyLog(path: latencyLogPath, serverTime: { window.fetchServerTime() }) else {
                throw .latencyLog(path: latencyLogPath)
            }
            log.windowOpened(id: window.windowID)
            latencyLog = log
        }
        let host = X11LabHost(window: window)
        host.turnStarted = watchdog.map { watchdog in { watchdog.busy() } }
        host.timesPresents = latencyLog != nil
        let lab = LabWindow(session: session, host: host, screen: screen, scale: scale)
        lab.codeState = codeState
        if let latencyLog { lab.codeReloaded = { latencyLog.received(.codeReload, xTime: 0) } }
        codeState?.built()
        if codeState != nil { closeWhenOrphaned(host) }
        FileHandle.standardError.write(
            Data(
                "responder-lab: \(session.scene.name) in window 0x\(String(window.windowID, radix: 16)) on \(window.displayName)\n"
                    .utf8))
        var reader = X11InputReader()
        let ending = window.run(
            beforeWaiting: {
                let start = latencyLog == nil ? 0 : LatencyLog.now()
                host.presentTimes = nil
                lab.displayIfNeeded()
                if let latencyLog, let present = host.presentTimes {
                    latencyLog.presented(
                        at: present.end, renderNanoseconds: present.start - start,
                        presentNanoseconds: present.end - present.start)
                }
                watchdog?.idle()
            },
            onEvent: { event in
                watchdog?.busy()
                guard let input = reader.input(for: event) else { return }
                let inputs = lab.handle(input)
                if let latencyLog, let kind = LatencyLog.Input(inputs), let time = event.time {
                    latencyLog.received(kind, xTime: time)
                }
            })
        lab.close()
        window.close()
        switch ending {
        case .stopped: return .closed
        case .windowDestroyed: return .destroyed
        case .connectionLost, .xError: return .failed(ending.description)
        }
    }

    /// `run --code`'s child closes its window once the process that started it
    /// is gone (killed, where it would have passed the signal on): checked each second.
    private static func closeWhenOrphaned(_ host: X11LabHost, parent: pid_t = getppid()) {
        _ = host.schedule(after: 1) {
            if getppid() != parent { host.stop() } else { closeWhenOrphaned(host, parent: parent) }
        }
    }

    /// WM_CLASS: what `xdotool search --class ResponderLab` and window managers match.
    static let windowClass = X11Window.WindowClass(instance: "responder-lab", className: "ResponderLab")
}
