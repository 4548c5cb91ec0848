import Foundation

/// Stops a process whose work has run longer than it may, so that user code
/// that never returns (an endless loop, a `while` that waits for what never
/// comes) is reported where it loops instead of hanging the lab.
///
/// The work marks itself ``busy()`` when it starts and ``idle()`` when it is
/// done; a thread of the watchdog's sleeps until the busy work's time is up
/// and then traps, so that Swift's backtracer prints every thread, the one
/// looping in the user's code too (``UserCodeFault`` reads it, as a hang).
/// A window's loop is busy from an event to the frame that answers it, and
/// idle while it waits: only a turn that takes too long is stopped.
///
/// ```swift
/// let watchdog = UserCodeWatchdog(limit: 5)
/// watchdog.busy()      // an event arrived
/// lab.handle(event)
/// lab.displayIfNeeded()
/// watchdog.idle()      // back to waiting
/// ```
public final class UserCodeWatchdog: @unchecked Sendable {
    /// The seconds a busy stretch may last.
    public let limit: Double
    private let condition = NSCondition()
    /// When the work under way started; nil while idle. Guarded by `condition`.
    private var busySince: Date?

    public init(limit: Double) {
        self.limit = limit
        let thread = Thread { [self] in watch() }
        thread.name = "user-code-watchdog"
        thread.start()
    }

    /// Work starts, unless it is under way already.
    public func busy() {
        condition.lock()
        if busySince == nil {
            busySince = Date()
            condition.signal()
        }
        condition.unlock()
    }

    /// The work is done: the time starts again at the next ``busy()``.
    public func idle() {
        condition.lock()
        busySince = nil
        condition.unlock()
    }

    private func watch() {
        condition.lock()
        while true {
            guard let since = busySince else {
                condition.wait()
                continue
            }
            let deadline = since.addingTimeInterval(limit)
            if Date() >= deadline { fatalError(UserCodeChild.hangMessage(limit)) }
            _ = condition.wait(until: deadline)
        }
    }
}
