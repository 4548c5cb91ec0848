import HostInput

/// The window's one clock, in seconds: what the touches, the keys, the
/// application's deadlines and the overlay's running clocks all read.
///
/// Input says what time it is: each event carrying a time (``HostInput/time``)
/// sets the clock to it, so intervals between touches are the intervals the
/// host saw, however late the lab read them. Between inputs the host's own
/// monotonic clock (``LabHost/now``, which its timers count in and whose origin
/// may be another) carries it on, so a timer armed for a deadline on this clock
/// fires when the deadline comes. It never goes back: an event the lab read late
/// (a loaded machine) keeps its own time, but does not pull the clock behind
/// what it already read.
///
/// ```swift
/// var clock = LabClock()
/// clock.time(of: .pointerMoved(x: 0, y: 0, time: 5, buttons: [], modifiers: []), arrivingAt: 100) // 5.0
/// clock.now(at: 100.25)                                                                          // 5.25
/// ```
public struct LabClock: Sendable {
    /// The latest input's time, and the host's clock when it arrived.
    private var anchor: (time: Double, host: Double)?

    public init() {}

    /// The time of `input`, arriving when the host's clock reads `hostTime`:
    /// its own, or now for an input without one.
    public mutating func time(of input: HostInput, arrivingAt hostTime: Double) -> Double {
        guard let time = input.time else { return now(at: hostTime) }
        anchor = (max(time, now(at: hostTime)), hostTime)
        return time
    }

    /// The time now, the host's clock reading `hostTime`: the latest input's
    /// time plus what has passed on the host since it arrived; 0 before any.
    public func now(at hostTime: Double) -> Double {
        guard let anchor else { return 0 }
        return anchor.time + max(0, hostTime - anchor.host)
    }
}
