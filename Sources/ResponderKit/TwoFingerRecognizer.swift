/// What a pinch and a rotation share: the two fingers they measure, the
/// continuous states, and the velocity of the value they measure (behaviour 11).
///
/// The pair is the two earliest fingers (by id) that are down; a third is
/// ignored. When the pair changes — the second finger comes down, one of the
/// two lifts, another takes its place — the recognizer starts measuring
/// afresh from the new pair (``TwoFingerRecognizer/pairFormed(_:_:)``), so its
/// value goes on from where it was instead of jumping. Only moves of the pair
/// count; while a single finger is down nothing changes.
@MainActor
protocol TwoFingerRecognizer: GestureRecognizer {
    var fingers: TwoFingers { get set }
    /// A new pair is down at `a` and `b` (window coordinates): measure from here.
    func pairFormed(_ a: Point, _ b: Point)
    /// The pair moved to `a` and `b`: update the value; say by how much it
    /// changed (for the velocity) and whether the gesture has begun by now.
    func pairMoved(_ a: Point, _ b: Point) -> (change: Double, begins: Bool)
}

/// The state ``TwoFingerRecognizer`` keeps in each recognizer.
struct TwoFingers {
    fileprivate var pair: [WeakRef<Touch>] = []
    fileprivate var motion = RecentMotion()

    /// The measured value's change per second over the recent moves.
    var velocity: Double { motion.velocity.x }
}

extension TwoFingerRecognizer {
    /// Whether the pair of fingers being measured is down.
    var hasPair: Bool { fingers.pair.count == 2 }

    func pairTouchesBegan(at timestamp: Double) {
        fingers.motion.noteEvent(at: timestamp)
        regroup()
    }

    func pairTouchesMoved(_ touches: Set<Touch>, at timestamp: Double) {
        guard hasPair, let a = fingers.pair[0].value, let b = fingers.pair[1].value,
              touches.contains(a) || touches.contains(b) else { return }
        let (change, begins) = pairMoved(a.locationInWindow, b.locationInWindow)
        fingers.motion.record(SIMD2(change, 0), at: timestamp)
        switch state {
        case .possible: if begins { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Both fingers up ends a gesture that began and fails one that did not;
    /// one finger up keeps it going with the fingers left.
    func pairTouchesEnded(at timestamp: Double) {
        fingers.motion.noteEvent(at: timestamp)
        guard numberOfTouches == 0 else {
            regroup()
            return
        }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    func pairTouchesCancelled() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    func resetPair() {
        fingers = TwoFingers()
    }

    /// Takes the two earliest fingers down as the pair, telling the recognizer when they changed.
    private func regroup() {
        let live = Array(liveTouches.prefix(2))
        let same = live.count == fingers.pair.count && zip(live, fingers.pair).allSatisfy { $0 === $1.value }
        guard !same else { return }
        fingers.pair = live.map(WeakRef.init)
        if live.count == 2 { pairFormed(live[0].locationInWindow, live[1].locationInWindow) }
    }
}
