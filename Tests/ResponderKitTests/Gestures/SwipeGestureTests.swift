import ResponderKit
import Testing

@Suite("Swipe: 50 points in an allowed direction within half a second (behaviour 11)")
@MainActor
struct SwipeGestureTests {
    let s = GestureScene()

    /// A swipe recognizer on the container whose actions log "swipe ended".
    private func swipe(_ direction: SwipeGestureRecognizer.Direction = .right) -> SwipeGestureRecognizer {
        let swipe = s.attach(SwipeGestureRecognizer(), "swipe", to: s.container)
        swipe.direction = direction
        return swipe
    }

    /// Presses at (100, 100) at `start` and moves to (100 + dx, 100 + dy) `after` seconds later.
    private func stroke(_ dx: Double, _ dy: Double, from start: Double = 0, after: Double = 0.2) {
        s.touch(.began, 100, 100, at: start)
        s.touch(.moved, 100 + dx, 100 + dy, at: start + after)
    }

    @Test func defaultsAreRightWithOneFingerAndTheDirectionsHaveUIKitsRawValues() {
        let swipe = SwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        let raw: [SwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
        #expect(raw.map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test func swipeOfJustUnderFiftyPointsIsNotRecognizedYet() {
        let swipe = swipe()
        stroke(49.9, 0)
        #expect(swipe.state == .possible)
    }

    @Test func swipeIsRecognizedOnceTheFingerHasMovedExactlyFiftyPoints() {
        let swipe = swipe()
        let activity = ActivityRecorder(s.app)
        stroke(50, 0)
        #expect(activity.states(of: "swipe") == ["swipe: possible → ended (recognizer)"])
        #expect(swipe.state == .recognized)
        #expect(s.log.entries == ["view began [0]", "swipe ended", "view cancelled [0]"])
    }

    @Test func swipeIsRecognizedInAnyAllowedDirection() {
        let swipe = swipe([.left, .up])
        stroke(0, -50)
        #expect(swipe.state == .recognized)
        s.touch(.ended, 100, 50, at: 0.3)
        stroke(-60, 10, from: 1)
        #expect(s.log.entries.filter { $0.hasPrefix("swipe") } == ["swipe ended", "swipe ended"])
    }

    @Test func swipeDownIsTowardsLargerY() {
        let swipe = swipe(.down)
        stroke(0, 50)
        #expect(swipe.state == .recognized)
    }

    @Test func sidewaysDriftOfJustUnderHalfTheDistanceStillRecognizes() {
        let swipe = swipe()
        stroke(50, 24.9)
        #expect(swipe.state == .recognized)
    }

    @Test func sidewaysDriftOfHalfTheDistanceFailsTheSwipe() {
        let swipe = swipe()
        stroke(50, -25)
        #expect(swipe.state == .failed)
    }

    @Test func sidewaysDriftAloneDoesNotFailTheSwipeBeforeTheFiftyPoints() {
        let swipe = swipe()
        stroke(30, 14)  // 14 points across, more than 10: still possible
        #expect(swipe.state == .possible)
        s.touch(.moved, 160, 114, at: 0.3)  // 60 along, 14 across
        #expect(swipe.state == .recognized)
    }

    @Test func movingTenPointsInADirectionNotAllowedIsTolerated() {
        let swipe = swipe()
        stroke(-10, 0)
        #expect(swipe.state == .possible)
        s.touch(.moved, 150, 100, at: 0.3)  // then 50 right of the press
        #expect(swipe.state == .recognized)
    }

    @Test func movingJustOverTenPointsInADirectionNotAllowedFailsTheSwipe() {
        let swipe = swipe()
        stroke(-10.5, 0)
        #expect(swipe.state == .failed)
    }

    @Test func movingMostlyDownFailsASwipeRight() {
        let swipe = swipe()
        stroke(8, 11)  // the larger component goes down
        #expect(swipe.state == .failed)
    }

    @Test func movingAsFarAcrossAsAlongFailsOnlyWhenNeitherDirectionIsAllowed() {
        let right = swipe()
        stroke(11, 11)
        #expect(right.state == .possible)
        s.touch(.ended, 111, 111, at: 0.3)
        right.direction = .left
        stroke(11, 11, from: 1)
        #expect(right.state == .failed)
    }

    @Test func swipeFailsWhenHalfASecondRunsOut() {
        let swipe = swipe()
        let activity = ActivityRecorder(s.app)
        stroke(40, 0)
        #expect(s.app.nextDeadline == 0.5)
        s.app.advanceTime(to: 0.499)
        #expect(swipe.state == .possible)
        s.app.advanceTime(to: 0.5)
        #expect(activity.states(of: "swipe") == ["swipe: possible → failed (recognizer)"])
        s.touch(.moved, 200, 100, at: 0.6)
        #expect(swipe.state == .failed)
    }

    @Test func fiftyPointsReachedExactlyHalfASecondAfterThePressStillRecognize() {
        let swipe = swipe()
        stroke(50, 0, after: 0.5)
        #expect(swipe.state == .recognized)
        #expect(s.app.nextDeadline == nil)
    }

    @Test func fiftyPointsReachedJustAfterHalfASecondAreTooLate() {
        let swipe = swipe()
        stroke(50, 0, after: 0.501)
        #expect(swipe.state == .failed)
    }

    @Test func liftingBeforeTheFiftyPointsFailsTheSwipeAndTheViewGetsItsEnd() {
        let swipe = swipe()
        stroke(30, 0)
        s.touch(.ended, 130, 100, at: 0.3)
        #expect(swipe.state == .possible && s.app.nextDeadline == nil)
        #expect(s.log.entries == ["view began [0]", "view moved [0]", "view ended [0]"])
    }

    @Test func swipeThatDoesNotCancelTouchesLetsTheViewKeepItsTouch() {
        let swipe = swipe()
        swipe.cancelsTouchesInView = false
        stroke(60, 0)
        s.touch(.ended, 160, 100, at: 0.3)
        #expect(s.log.entries == ["view began [0]", "swipe ended", "view moved [0]", "view ended [0]"])
    }

    @Test func twoFingerSwipeMovesByTheCentroidOnceBothFingersAreDown() {
        s.view.isMultipleTouchEnabled = true
        let swipe = swipe(.up)
        swipe.numberOfTouchesRequired = 2
        s.touch(.began, 80, 140, at: 0, id: 0)
        s.touch(.moved, 80, 80, at: 0.05, id: 0)  // alone: 60 up does not count
        #expect(swipe.state == .possible)
        s.touch(.began, 120, 140, at: 0.1, id: 1)  // the centroid is now (100, 110)
        s.touch(.moved, 80, 40, at: 0.2, id: 0)  // centroid 20 up
        #expect(swipe.state == .possible)
        s.touch(.moved, 120, 80, at: 0.3, id: 1)  // centroid 50 up
        #expect(swipe.state == .recognized)
        #expect(s.log.entries.prefix(3) == ["view began [0]", "view moved [0]", "view began [1]"])
        #expect(s.log.entries.suffix(2) == ["swipe ended", "view cancelled [0, 1]"])
    }

    @Test func twoFingerSwipeMadeWithOneFingerFailsWhenTimeRunsOut() {
        let swipe = swipe()
        swipe.numberOfTouchesRequired = 2
        stroke(80, 0)
        #expect(swipe.state == .possible)
        s.app.advanceTime(to: 0.5)
        #expect(swipe.state == .failed)
    }

    @Test func moreFingersThanRequiredFailTheSwipe() {
        let swipe = swipe()
        s.touch(.began, 100, 100, at: 0, id: 0)
        s.touch(.began, 120, 100, at: 0.05, id: 1)
        #expect(swipe.state == .failed)
    }

    @Test func aFingerLiftingBeforeTheTwoFingerSwipeRecognizedFailsIt() {
        let swipe = swipe()
        swipe.numberOfTouchesRequired = 2
        s.touch(.began, 100, 100, at: 0, id: 0)
        s.touch(.began, 120, 100, at: 0.05, id: 1)
        s.touch(.ended, 120, 100, at: 0.1, id: 1)
        #expect(swipe.state == .failed)
    }
}
