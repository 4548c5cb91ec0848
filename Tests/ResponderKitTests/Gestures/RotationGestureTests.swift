import Foundation
import ResponderKit
import Testing

@Suite("Rotation: two fingers turning, clockwise on screen (behaviour 11)")
@MainActor
struct RotationGestureTests {
    let s = GestureScene()

    /// Two fingers on the view, the second `radius` points right of the first at (100, 100).
    private func pressTwoFingers(radius: Double = 100, at time: Double = 0) {
        s.touch(.began, 100, 100, at: time, id: 0)
        s.touch(.began, 100 + radius, 100, at: time + 0.01, id: 1)
    }

    /// Moves the second finger to `angle` radians (clockwise on screen) and `radius` points from the first.
    private func turnSecondFinger(to angle: Double, radius: Double = 100, at time: Double) {
        s.touch(.moved, 100 + radius * cos(angle), 100 + radius * sin(angle), at: time, id: 1)
    }

    @Test func rotationDoesNotBeginAtExactlyATenthOfARadian() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers(radius: 102)
        turnSecondFinger(to: 0.1, radius: 102, at: 0.1)  // atan2 gives back exactly 0.1 at this radius
        #expect(turn.rotation == 0.1)
        #expect(turn.state == .possible)
    }

    @Test func rotationBeginsJustPastATenthOfARadian() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers()
        turnSecondFinger(to: 0.1001, at: 0.1)
        #expect(turn.state == .began)
        #expect(abs(turn.rotation - 0.1001) < 1e-12)
    }

    @Test func rotationIsPositiveClockwiseOnScreen() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 100, 200, at: 0.1, id: 1)  // from right of the first finger to below it
        #expect(turn.rotation == .pi / 2)
    }

    @Test func counterclockwiseRotationIsNegative() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 100, 0, at: 0.1, id: 1)  // to above it
        #expect(turn.rotation == -.pi / 2)
    }

    @Test func eitherFingerTurnsThePair() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 200, 0, at: 0.1, id: 0)  // the first finger goes right above the second
        #expect(turn.rotation == .pi / 2)
    }

    @Test func rotationAddsTheShortTurnEachMoveSoItGoesPastHalfATurn() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers()
        for step in 1...12 {  // one and a half turns, an eighth at a time
            turnSecondFinger(to: Double(step) * .pi / 4, at: 0.05 * Double(step))
        }
        #expect(abs(turn.rotation - 3 * .pi) < 1e-9)
        turnSecondFinger(to: 3 * .pi + 0.5, at: 0.7)  // across ±π: a small turn, not a jump back
        #expect(abs(turn.rotation - (3 * .pi + 0.5)) < 1e-9)
    }

    @Test func rotationBackAndForthAddsUp() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers()
        turnSecondFinger(to: 0.5, at: 0.1)
        turnSecondFinger(to: -0.3, at: 0.2)
        #expect(abs(turn.rotation - (-0.3)) < 1e-12)
        #expect(turn.state == .changed)
    }

    @Test func liftingBothFingersBeforeTheRotationBeganFailsIt() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        let activity = ActivityRecorder(s.app)
        pressTwoFingers()
        turnSecondFinger(to: 0.05, at: 0.1)
        s.touch(.ended, 200, 105, at: 0.2, id: 1)
        s.touch(.ended, 100, 100, at: 0.3, id: 0)
        #expect(
            activity.states(of: "turn") == ["turn: possible → failed (recognizer)", "turn: failed → possible (reset)"])
        #expect(turn.rotation == 0)
    }

    @Test func rotationKeepsGoingWhenOneFingerLiftsAndEndsWhenBothHaveLifted() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers()
        turnSecondFinger(to: 0.5, at: 0.1)
        s.touch(.ended, 150, 150, at: 0.2, id: 1)
        #expect(turn.state == .began)
        s.touch(.moved, 30, 170, at: 0.3, id: 0)  // a lone finger does not turn it
        #expect(abs(turn.rotation - 0.5) < 1e-12)
        s.touch(.began, 130, 170, at: 0.4, id: 2)  // a new second finger turns it on from there
        s.touch(.moved, 30, 270, at: 0.5, id: 2)  // straight below the first: a quarter turn
        #expect(abs(turn.rotation - (0.5 + .pi / 2)) < 1e-12)
        s.touch(.ended, 30, 270, at: 0.6, id: 2)
        s.touch(.ended, 30, 170, at: 0.7, id: 0)
        #expect(s.log.entries.filter { $0.hasPrefix("turn") } == ["turn began", "turn changed", "turn ended"])
    }

    @Test func settingTheRotationToZeroGivesEachChangeAsATurnFromTheLast() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        var turns: [Double] = []
        turn.addAction { r in
            let t = r as! RotationGestureRecognizer
            turns.append(t.rotation)
            t.rotation = 0
        }
        pressTwoFingers()
        turnSecondFinger(to: 0.25, at: 0.1)
        turnSecondFinger(to: 0.75, at: 0.2)
        turnSecondFinger(to: 0.5, at: 0.3)
        #expect(turns.count == 3)
        for (got, want) in zip(turns, [0.25, 0.5, -0.25]) { #expect(abs(got - want) < 1e-12) }
    }

    @Test func velocityIsRadiansPerSecondOverTheLastTenthOfASecondAndZeroAfterARest() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        #expect(turn.velocity == 0)
        pressTwoFingers()
        turnSecondFinger(to: 0.2, at: 0.2)  // slow, soon out of the window
        for i in 1...10 {  // then 0.04 rad every 20 ms: 2 rad a second
            turnSecondFinger(to: 0.2 + 0.04 * Double(i), at: 0.2 + 0.02 * Double(i))
        }
        #expect(abs(turn.velocity - 2) < 1e-9)
        s.touch(.ended, 100, 100, at: 0.7, id: 0)  // a rest of 0.3 s
        #expect(turn.velocity == 0)
    }

    @Test func fingersPressedAtOnePointTurnFromTheFirstMoveThatPartsThem() {
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        s.touch(.began, 100, 100, at: 0, id: 0)
        s.touch(.began, 100, 100, at: 0, id: 1)
        s.touch(.moved, 100, 120, at: 0.1, id: 1)  // the first direction: nothing turned yet
        #expect(turn.rotation == 0 && turn.state == .possible)
        s.touch(.moved, 80, 100, at: 0.2, id: 1)
        #expect(turn.rotation == .pi / 2 && turn.state == .began)
    }

    @Test func recognizedRotationCancelsTheViewsTouches() {
        s.view.isMultipleTouchEnabled = true
        s.attach(RotationGestureRecognizer(), "turn", to: s.view)
        s.touch(.began, 60, 100, at: 0, id: 0)
        s.touch(.began, 140, 100, at: 0.01, id: 1)
        s.touch(.moved, 140, 120, at: 0.1, id: 1)
        #expect(s.log.entries == ["view began [0]", "view began [1]", "turn began", "view cancelled [0, 1]"])
    }

    @Test func pinchAndRotationOfTheSameFingersExcludeEachOtherUnlessADelegateAllowsBoth() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        let turn = s.attach(RotationGestureRecognizer(), "turn", to: s.container)
        pressTwoFingers()
        turnSecondFinger(to: 0.3, radius: 130, at: 0.1)  // turns and spreads at once
        #expect(Set([pinch.state, turn.state]) == [.began, .failed])  // whichever came first wins
        s.touch(.ended, 0, 0, at: 0.2, id: 1)
        s.touch(.ended, 0, 0, at: 0.3, id: 0)

        let delegate = RecognizerDelegate(log: s.log)
        delegate.simultaneous = true
        turn.delegate = delegate
        pressTwoFingers(at: 1)
        turnSecondFinger(to: 0.3, radius: 130, at: 1.1)
        #expect(pinch.state == .began && turn.state == .began)
    }
}
