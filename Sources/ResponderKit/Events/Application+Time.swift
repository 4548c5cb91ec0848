/// The application's clock.
///
/// ResponderKit never reads a wall clock: time is what the input says it is.
/// Each injected touch or key moves the clock to its timestamp, and
/// ``Application/advanceTime(to:)`` moves it on when no input comes. Gesture
/// recognizers schedule deadlines on it (a long press's 0.5 s, a double
/// tap's wait for the second tap); a deadline fires when the clock reaches it.
///
/// - Tests are the manual clock: inject touches with chosen timestamps and
///   call `advanceTime(to:)` to let time pass.
/// - The X11 host sets ``Application/deadlineDidChange`` and arms a real
///   timer for the deadline it is given, in the timebase of its input
///   timestamps (X server time in seconds); when the timer fires it calls
///   `advanceTime(to: deadline)`.
///
/// **(pinned)** Input stamped `t` is handled before deadlines due exactly at
/// `t`: deadlines strictly before `t` fire first, then the input, and those at
/// `t` fire on the next advance. So a press exactly ``Application/tapInterval``
/// after a release is still the next tap of a double tap, as it is for
/// `tapCount` (behaviour 3.6), and time never runs backwards: an input older than
/// the clock leaves it where it is.
extension Application {
    /// The application's time, in seconds: the latest input timestamp or
    /// ``advanceTime(to:)``, whichever is later; 0 before any.
    public var currentTime: Double { clock ?? 0 }

    /// The earliest time at which something is scheduled to happen (a gesture
    /// recognizer's deadline); nil when nothing is.
    public var nextDeadline: Double? { gestureEnvironment.nextDeadline }

    /// Lets time pass up to `time`: every deadline due at or before it fires, in
    /// order, each with the clock at its own time. A time earlier than the clock,
    /// or not finite, changes nothing.
    ///
    /// ```swift
    /// app.injectTouch(.began, at: p, in: window, timestamp: 0)
    /// app.advanceTime(to: 0.5) // a long press recognizes now
    /// ```
    public func advanceTime(to time: Double) {
        enqueue(.advance(to: time, inclusive: true))
    }

    /// Lets `seconds` pass from ``currentTime``.
    ///
    /// ```swift
    /// app.advanceTime(by: 0.35) // a double tap that got one tap gives up
    /// ```
    public func advanceTime(by seconds: Double) {
        advanceTime(to: currentTime + seconds)
    }

    /// Fires the deadlines due before `time` (at it too when `inclusive`), then
    /// moves the clock to `time` if that is later. Runs inside the queue.
    func advanceClock(to time: Double, inclusive: Bool) {
        guard time.isFinite else { return }
        // Bounded, in case a recognizer keeps scheduling deadlines that are already due.
        var rounds = 0
        while let due = gestureEnvironment.nextDeadline, inclusive ? due <= time : due < time, rounds < 10_000 {
            rounds += 1
            if clock.map({ due > $0 }) ?? true { clock = due }
            gestureEnvironment.fireDeadlines(at: due)
        }
        if clock.map({ time > $0 }) ?? true { clock = time }
    }

    /// Tells ``deadlineDidChange`` about a new ``nextDeadline``; called when the queue drains.
    func reportDeadlineIfChanged() {
        let deadline = nextDeadline
        guard deadline != reportedDeadline else { return }
        reportedDeadline = deadline
        deadlineDidChange?(deadline)
    }
}
