import X11Host

/// The window's one clock, in seconds: what the touches, the keys, the
/// application's deadlines and the overlay's running clocks all read.
///
/// Input says what time it is: each event carrying an X server timestamp
/// sets the clock to it (``XTimestampClock`` follows the 32-bit wrap-around),
/// so intervals between touches are the intervals the server saw, however
/// late the lab read them. Between inputs the host's monotonic clock carries
/// it on, so a timer armed for a deadline on this clock fires when the
/// deadline comes. It never goes back: an event the lab read late (a loaded
/// machine) keeps its own time, but does not pull the clock behind what it
/// already read.
///
/// ```swift
/// var clock = LabClock()
/// clock.time(of: .motion(x: 0, y: 0, time: 5000, modifiers: []), arrivingAt: 100) // 5.0
/// clock.now(at: 100.25)                                                           // 5.25
/// ```
public struct LabClock: Sendable {
    private var server = XTimestampClock()
    /// The latest input's time, and the host's clock when it arrived.
    private var anchor: (time: Double, host: Double)?

    public init() {}

    /// The time of `event`, arriving when the host's clock reads `hostTime`:
    /// its server timestamp's, or now for an event without one.
    public mutating func time(of event: HostEvent, arrivingAt hostTime: Double) -> Double {
        guard let raw = event.serverTime else { return now(at: hostTime) }
        let time = server.seconds(for: raw)
        anchor = (max(time, now(at: hostTime)), hostTime)
        return time
    }

    /// The time now, the host's clock reading `hostTime`: the latest input's
    /// time plus what has passed on the host since it arrived.
    public func now(at hostTime: Double) -> Double {
        guard let anchor else { return server.now }
        return anchor.time + max(0, hostTime - anchor.host)
    }
}
