import Foundation

/// Stops a process whose work has run longer than it may, so that user code
/// that never returns (an endless loop, a `while` that waits for what never
/// comes) is reported where it loops instead of hanging the lab.
///
/// The work marks itself ``busy()`` when it starts and ``idle()`` when it is
/// done; a thread of the watchdog's sleeps until the busy work's time is up
/// and then stops the busy thread where it stands in the user's code
/// (``UserCodeInterrupt``), or, when it stands in none, traps itself: either
/// way Swift's backtracer prints every thread, the one looping in the user's
/// code too (``UserCodeFault`` reads it, as a hang).
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
    /// When the work under way started, and the thread doing it; nil while idle. Guarded by `condition`.
    private var busySince: Date?
    private var busyThread: pthread_t?

    /// A watchdog of the work of the calling thread.
    public init(limit: Double) {
        self.limit = limit
        UserCodeInterrupt.prepare()
        let thread = Thread { [self] in watch() }
        thread.name = "user-code-watchdog"
        thread.start()
    }

    /// Work starts, unless it is under way already.
    public func busy() {
        condition.lock()
        if busySince == nil {
            busySince = Date()
            busyThread = pthread_self()
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
            if Date() >= deadline { stop(since) }
            _ = condition.wait(until: deadline)
        }
    }

    /// The work that started at `since` ran past its time: the thread doing it is
    /// stopped where it stands in the user's code (``UserCodeInterrupt``): for
    /// half a second only at a call the user's code makes, then anywhere in it
    /// for another half; or else this thread traps. Returns, trapping nothing,
    /// if the work ends meanwhile. Called with the lock held.
    private func stop(_ since: Date) {
        let message = UserCodeChild.hangMessage(limit)
        if UserCodeInterrupt.isAvailable {
            UserCodeInterrupt.arm(message: message)
            for asking in 0..<Self.askings {
                if asking == Self.askings / 2 { UserCodeInterrupt.widen() }
                guard busySince == since, let busyThread else {
                    UserCodeInterrupt.disarm()
                    return
                }
                UserCodeInterrupt.ask(busyThread)
                _ = condition.wait(until: Date().addingTimeInterval(Self.askingInterval))
                // Stopped: it traps as soon as it runs; this thread only waits for the end.
                while UserCodeInterrupt.hasStopped { _ = condition.wait(until: Date().addingTimeInterval(60)) }
            }
            UserCodeInterrupt.disarm()
        }
        fatalError(message)
    }

    /// How many times, and how far apart, the busy thread is asked where it stands: about a second.
    private static let askings = 500
    private static let askingInterval = 0.002
}
