/// What a pinch and a rotation share: the two fingers they measure, the
/// continuous states, and the velocity of the value they measure (behaviour 11).
///
/// The pair is the two earliest fingers (by id) that are down; a third is
/// ignored. When the pair changes — the second finger comes down, one of the
/// two lifts, another takes its place — the recognizer starts measuring
/// afresh from the new pair (`pairFormed`), so its value goes on from where it
/// was instead of jumping. Only moves of the pair count; while a single finger
/// is down nothing changes. Both fingers up ends a gesture that began and
/// fails one that did not; a cancelled touch cancels it.
///
/// ``PinchGestureRecognizer`` measures the pair's distance and
/// ``RotationGestureRecognizer`` its angle; this class measures nothing of
/// its own, so on its own it never begins.
///
/// ```swift
/// let pinch = PinchGestureRecognizer { _ in }   // a TwoFingerGestureRecognizer
/// photo.addGestureRecognizer(pinch)
/// ```
@MainActor
open class TwoFingerGestureRecognizer: GestureRecognizer {
    private var pair: [WeakRef<Touch>] = []
    private var motion = RecentMotion()

    /// The measured value's change per second over the recent moves.
    var pairVelocity: Double { motion.velocity.x }

    /// A new pair is down at `a` and `b` (window coordinates): measure from here.
    func pairFormed(_ a: Point, _ b: Point) {}

    /// The pair moved to `a` and `b`: update the value; say by how much it
    /// changed (for the velocity) and whether the gesture has begun by now.
    func pairMoved(_ a: Point, _ b: Point) -> (change: Double, begins: Bool) {
        (0, false)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        motion.noteEvent(at: event.timestamp)
        regroup()
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard pair.count == 2, let a = pair[0].value, let b = pair[1].value,
            touches.contains(a) || touches.contains(b)
        else { return }
        let (change, begins) = pairMoved(a.locationInWindow, b.locationInWindow)
        motion.record(SIMD2(change, 0), at: event.timestamp)
        continueGesture(beginning: begins)
    }

    /// One finger up keeps the gesture going with the fingers left.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        motion.noteEvent(at: event.timestamp)
        guard numberOfTouches == 0 else {
            regroup()
            return
        }
        finishGesture(.ended)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        finishGesture(.cancelled)
    }

    open override func reset() {
        super.reset()
        pair = []
        motion = RecentMotion()
    }

    /// Takes the two earliest fingers down as the pair, telling the recognizer when they changed.
    private func regroup() {
        let live = Array(liveTouches.prefix(2))
        let same = live.count == pair.count && zip(live, pair).allSatisfy { $0 === $1.value }
        guard !same else { return }
        pair = live.map(WeakRef.init)
        if live.count == 2 { pairFormed(live[0].locationInWindow, live[1].locationInWindow) }
    }
}
