import CX11
import CX11Shim
import Glibc

/// The event loop: X events and timers in, `X11Event`s out, and how the loop
/// ends. Losing the window or the server is reported to the caller as an
/// `Ending`; the library never exits the process.
extension X11Window {
    /// Why `run` returned.
    public enum Ending: Sendable, Equatable, CustomStringConvertible {
        /// `stop()` was called.
        case stopped
        /// Another client destroyed the window (DestroyNotify), e.g. `xdotool windowclose`.
        case windowDestroyed
        /// The X server went away or closed the connection.
        case connectionLost
        /// The server refused a request of ours, e.g. BadWindow when the window vanished.
        case xError(code: UInt8, request: UInt8, resource: UInt)

        /// One sentence, for a message on standard error.
        public var description: String {
            switch self {
            case .stopped: "stopped"
            case .windowDestroyed: "the window was destroyed by another X client"
            case .connectionLost: "lost the connection to the X server"
            case let .xError(code, request, resource):
                "the X server refused request \(request) with error \(code) (resource 0x\(String(resource, radix: 16)))"
            }
        }
    }

    /// Runs `action` on the loop after `delay` (monotonic clock). Timers fire
    /// in deadline order, ties in scheduling order; a timer scheduled from a
    /// timer fires on a later turn of the loop, never in the same one.
    @discardableResult
    public func scheduleTimer(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken {
        timers.schedule(at: ContinuousClock.now.advanced(by: max(delay, .zero)), action)
    }

    /// `scheduleTimer(after:_:)` with the delay in seconds.
    @discardableResult
    public func scheduleTimer(after seconds: Double, _ action: @escaping () -> Void) -> TimerToken {
        let delay: Duration = seconds.isFinite && seconds > 0 ? .nanoseconds(Int64(min(seconds, 1e9) * 1e9)) : .zero
        return scheduleTimer(after: delay, action)
    }

    /// Cancels a timer; false if it already fired or was cancelled.
    @discardableResult
    public func cancelTimer(_ token: TimerToken) -> Bool {
        timers.cancel(token)
    }

    /// Runs the event loop until `stop()`.
    ///
    /// Each turn: every queued X event is converted and handed to `onEvent`
    /// in order (consecutive motions merged); then the due timers fire; then
    /// `beforeWaiting` runs (the place to render and `present` once per batch
    /// of input); then, if nothing new arrived, the loop sleeps in `poll()` on
    /// the connection until input or the next timer deadline. Idle, it uses
    /// no CPU.
    ///
    /// It also ends when the window is lost: destroyed by another client,
    /// the connection to the server gone, or an X error. The window is then
    /// unusable; the caller ends what depends on it (live touches) and
    /// decides how the process goes on, then calls `close()`.
    ///
    /// ```swift
    /// let ending = window.run(beforeWaiting: render) { event in handle(event) }
    /// if ending != .stopped { print(ending) }
    /// ```
    @discardableResult
    public func run(beforeWaiting: () -> Void = {}, onEvent: (X11Event) -> Void) -> Ending {
        precondition(!closed, "run after close")
        precondition(!isRunning, "run is not reentrant")
        isRunning = true
        stopRequested = false
        defer { isRunning = false }
        let fd = XConnectionNumber(display)

        while true {
            if let lost = lostWindow() { return lost }
            if stopRequested { return .stopped }
            // Drain what Xlib has queued and what the socket has (XPending
            // flushes our requests and reads without blocking).
            while !stopRequested && XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == MotionNotify { mergeQueuedMotions(into: &event) }
                if event.type == DestroyNotify && event.xdestroywindow.window == window {
                    windowDestroyed = true
                    break
                }
                for hostEvent in convert(&event) {
                    onEvent(hostEvent)
                    if stopRequested { break }
                }
            }
            if let lost = lostWindow() { return lost }
            if stopRequested { return .stopped }

            let now = ContinuousClock.now
            while !stopRequested, let (_, action) = timers.popDue(now: now) {
                action()
            }
            if let lost = lostWindow() { return lost }
            if stopRequested { return .stopped }

            beforeWaiting()
            if let lost = lostWindow() { return lost }
            if stopRequested { return .stopped }

            // The handlers may have synced (and so queued events) or
            // scheduled a due timer: never sleep with work pending.
            if XPending(display) > 0 { continue }
            let timeout = timers.pollTimeout(now: ContinuousClock.now)
            if timeout == 0 { continue }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, timeout)
            if ready < 0 && errno != EINTR || ready > 0 && pfd.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 {
                connectionLost.pointee = 1
            }
        }
    }

    /// Ends `run` after the current event or timer.
    public func stop() {
        stopRequested = true
    }

    /// How the window was lost, if it was: the server gone first (nothing
    /// else can be asked of it), then the window destroyed, then an X error.
    private func lostWindow() -> Ending? {
        if connectionLost.pointee != 0 { return .connectionLost }
        if windowDestroyed { return .windowDestroyed }
        var error = cx11_error_record()
        guard cx11_take_error(display, &error) != 0 else { return nil }
        // A request naming the window after another client destroyed it (a blit
        // before the DestroyNotify was read): the error says no more than that.
        var destroyed = XEvent()
        if error.resource_id == window && XCheckTypedWindowEvent(display, window, DestroyNotify, &destroyed) != 0 {
            windowDestroyed = true
            return .windowDestroyed
        }
        return .xError(code: error.error_code, request: error.request_code, resource: error.resource_id)
    }

    /// Replaces a motion event by the last of the motions queued right
    /// behind it (same window, same buttons and modifiers).
    private func mergeQueuedMotions(into event: inout XEvent) {
        while XEventsQueued(display, QueuedAlready) > 0 {
            var next = XEvent()
            XPeekEvent(display, &next)
            guard next.type == MotionNotify,
                next.xmotion.window == event.xmotion.window,
                next.xmotion.state == event.xmotion.state
            else { return }
            XNextEvent(display, &event)
        }
    }

    /// X errors and a lost connection become an `Ending` of `run` instead of
    /// Xlib's default, which prints and exits. A libX11 older than 1.7 cannot
    /// hand a lost connection back; there the IO error handler prints one
    /// line and exits with status 3, the only exit left in this module (`run`
    /// notices a closed socket in `poll()` first in the usual case).
    static func reportErrors(display: OpaquePointer, connectionLost: UnsafeMutablePointer<Int32>) {
        cx11_record_errors()
        if cx11_report_io_errors(display, connectionLost) == 0 {
            _ = XSetIOErrorHandler { _ in
                let program = CommandLine.arguments.first?.split(separator: "/").last ?? "X11Host"
                writeToStandardError("\(program): \(X11Window.Ending.connectionLost)\n")
                exit(3)
            }
        }
    }

    /// Drops an error recorded for this connection, which `close` ends: a
    /// later window must not read it as its own.
    func forgetErrors() {
        cx11_forget_errors(display)
    }
}
