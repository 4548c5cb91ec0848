/// The recent moves of a continuous gesture, for its velocity: a pan's
/// centroid (points), a pinch's scale, a rotation's angle.
///
/// The velocity is the moves of the last ``window`` (a tenth of a second) over the time they took, so that one uneven sample
/// does not make the speed jump; it is zero before the first move, and once
/// the fingers rested for longer than the window before the latest event (a
/// press or a lift), as they have no speed left to fling with.
struct RecentMotion {
    /// How far back the velocity looks, in seconds: 0.1.
    static let window = 0.1

    /// The recent moves, oldest first.
    private var moves: [(timestamp: Double, delta: SIMD2<Double>)] = []
    /// The timestamp of the event before the first of `moves`.
    private var start: Double?
    /// When the fingers last pressed, moved or lifted.
    private var lastEventTime: Double?

    /// Notes an event that moves nothing (a finger pressing or lifting) at `timestamp`.
    mutating func noteEvent(at timestamp: Double) {
        lastEventTime = timestamp
    }

    /// Notes a move by `delta` at `timestamp`, and forgets the moves older
    /// than the window (keeping the last one whatever its age).
    mutating func record(_ delta: SIMD2<Double>, at timestamp: Double) {
        let previous = lastEventTime ?? timestamp
        lastEventTime = timestamp
        if moves.isEmpty || timestamp < (moves.last?.timestamp ?? timestamp) {
            // The first move, or time went backwards: start afresh.
            moves.removeAll()
            start = previous
        }
        moves.append((timestamp, delta))
        while moves.count > 1, let oldest = moves.first, timestamp - oldest.timestamp > Self.window {
            start = oldest.timestamp
            moves.removeFirst()
        }
    }

    /// The moves of the window per second.
    var velocity: SIMD2<Double> {
        guard let first = start, let last = moves.last, last.timestamp > first else { return .zero }
        if let now = lastEventTime, now - last.timestamp > Self.window { return .zero }
        var sum = SIMD2<Double>.zero
        for move in moves { sum += move.delta }
        return sum / (last.timestamp - first)
    }
}
