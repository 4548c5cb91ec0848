/// Identifies a scheduled timer so it can be cancelled.
public struct TimerToken: Hashable, Sendable {
    let id: UInt64
}

/// The event loop's timers, kept apart from Xlib so they can be tested
/// without a display. Timers fire in deadline order; timers with the same
/// deadline fire in the order they were scheduled.
struct TimerQueue<Action> {
    typealias Instant = ContinuousClock.Instant

    private struct Entry {
        var deadline: Instant
        var id: UInt64
        var action: Action
    }

    private var entries: [Entry] = []  // sorted by (deadline, id)
    private var nextID: UInt64 = 1

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    mutating func schedule(at deadline: Instant, _ action: Action) -> TimerToken {
        let entry = Entry(deadline: deadline, id: nextID, action: action)
        nextID += 1
        // Insert after every entry that is due no later (stable for ties).
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].deadline <= deadline { low = mid + 1 } else { high = mid }
        }
        entries.insert(entry, at: low)
        return TimerToken(id: entry.id)
    }

    /// Removes the timer; false if it already fired or was cancelled.
    @discardableResult
    mutating func cancel(_ token: TimerToken) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == token.id }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// The earliest deadline, if any.
    var nextDeadline: Instant? { entries.first?.deadline }

    /// Removes and returns the earliest timer if it is due at `now`.
    mutating func popDue(now: Instant) -> (TimerToken, Action)? {
        guard let first = entries.first, first.deadline <= now else { return nil }
        entries.removeFirst()
        return (TimerToken(id: first.id), first.action)
    }

    /// The `poll()` timeout in milliseconds until the earliest deadline:
    /// -1 (wait forever) with no timers, 0 when one is due, otherwise the
    /// remaining time rounded *up* so that the loop never wakes early and
    /// spins.
    func pollTimeout(now: Instant) -> Int32 {
        guard let deadline = nextDeadline else { return -1 }
        if deadline <= now { return 0 }
        let remaining = now.duration(to: deadline)
        let (seconds, attoseconds) = remaining.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        var milliseconds = seconds * 1000 + attoseconds / perMillisecond
        if attoseconds % perMillisecond != 0 { milliseconds += 1 }
        return Int32(clamping: max(milliseconds, 1))
    }
}
