import ResponderKit
import Testing

@Suite("Long press and pan: continuous recognizers on the manual clock (behaviour 6)")
@MainActor
struct LongPressAndPanTests {
    let s = GestureScene()

    // MARK: Long press

    @Test func longPressRecognizesAtHalfASecondAndNotBefore() {
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        s.touch(.began, 100, 100, at: 0)
        #expect(s.app.nextDeadline == 0.5)
        s.app.advanceTime(to: 0.499)
        #expect(press.state == .possible)
        s.app.advanceTime(to: 0.5)
        #expect(press.state == .began)
        #expect(s.app.currentTime == 0.5)
        s.touch(.moved, 160, 100, at: 0.6)  // far, but it has begun: a change
        s.touch(.ended, 160, 100, at: 0.7)
        #expect(
            s.log.entries == ["view began [0]", "press began", "view cancelled [0]", "press changed", "press ended"])
        #expect(press.state == .possible)
    }

    @Test func longPressFailsWhenMovedElevenPoints() {
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 111, 100, at: 0.3)
        #expect(press.state == .failed)
        s.app.advanceTime(to: 1)
        s.touch(.ended, 111, 100, at: 1.1)
        #expect(s.log.entries == ["view began [0]", "view moved [0]", "view ended [0]"])
    }

    @Test func longPressAllowsTenPointsOfMovement() {
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 106, 108, at: 0.3)  // 10 points away
        s.app.advanceTime(to: 0.5)
        #expect(press.state == .began)
    }

    @Test func longPressReleasedEarlyFailsAndTheViewGetsItsEnd() {
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.4)
        #expect(s.log.entries == ["view began [0]", "view ended [0]"])
        #expect(press.state == .possible && s.app.nextDeadline == nil)
    }

    @Test func moveAtTheVeryDeadlineIsSeenBeforeTheDeadlineFires() {
        // Pinned: input stamped t is handled before a deadline due at t.
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 120, 100, at: 0.5)
        s.app.advanceTime(to: 0.6)
        #expect(activity.states(of: "press").first == "press: possible → failed (recognizer)")
        #expect(press.state == .failed)
    }

    @Test func cancelledTouchCancelsABegunLongPress() {
        s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        s.touch(.began, 100, 100, at: 0)
        s.app.advanceTime(to: 0.5)
        s.touch(.cancelled, 100, 100, at: 0.6)
        #expect(s.log.entries == ["view began [0]", "press began", "view cancelled [0]", "press cancelled"])
    }

    @Test func deadlineChangesAreReportedForTheHostsTimer() {
        var reported: [Double?] = []
        s.app.deadlineDidChange = { reported.append($0) }
        s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        s.touch(.began, 100, 100, at: 2)
        s.touch(.moved, 101, 100, at: 2.1)  // no change: nothing reported
        s.app.advanceTime(to: 2.5)
        #expect(reported == [2.5, nil])
    }

    // MARK: Pan

    @Test func panBeginsOnlyPastTenPoints() {
        let pan = s.attach(PanGestureRecognizer(), "pan", to: s.container)
        #expect(PanGestureRecognizer.beginDistance == 10)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 106, 108, at: 0.1)  // exactly 10 from the press
        #expect(pan.state == .possible)
        s.touch(.moved, 106, 108.5, at: 0.2)
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Point(x: 6, y: 8.5))
        s.touch(.moved, 130, 100, at: 0.3)
        #expect(pan.state == .changed)
        s.touch(.ended, 130, 100, at: 0.4)
        #expect(
            s.log.entries == [
                "view began [0]", "view moved [0]", "pan began", "view cancelled [0]", "pan changed", "pan ended",
            ])
    }

    @Test func translationIsMeasuredInTheViewAskedAndCanBeReset() {
        let pan = s.attach(PanGestureRecognizer(), "pan", to: s.container)
        s.view.transform = Transform(scaleX: 2, y: 2)
        var seen: [Point] = []
        pan.addAction { r in
            let p = r as! PanGestureRecognizer
            seen.append(p.translation(in: s.view))
            p.setTranslation(.zero, in: s.view)
        }
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 120, 100, at: 0.1)
        s.touch(.moved, 120, 110, at: 0.2)
        #expect(seen == [Point(x: 10, y: 0), Point(x: 0, y: 5)])
        #expect(pan.translation(in: nil) == .zero)
        pan.setTranslation(Point(x: 3, y: 4), in: s.view)
        #expect(pan.translation(in: nil) == Point(x: 6, y: 8))
    }

    @Test func velocityIsTheLastTenthOfASecondsMovesPerSecondInTheViewAsked() {
        let pan = s.attach(PanGestureRecognizer(), "pan", to: s.container)
        s.view.transform = Transform(scaleX: 2, y: 2)
        var atEnd: (window: Point, view: Point)?
        pan.addAction { r in
            let p = r as! PanGestureRecognizer
            if p.state == .ended { atEnd = (p.velocity(in: nil), p.velocity(in: s.view)) }
        }
        #expect(pan.velocity(in: nil) == .zero)
        s.touch(.began, 100, 100, at: 1.0)
        s.touch(.moved, 105, 100, at: 1.1)  // a slow start: 50 points a second, soon out of the window
        for i in 1...10 {  // then 15 points every 30 ms: 500 points a second
            s.touch(.moved, 105 + 15 * Double(i), 100, at: 1.1 + 0.03 * Double(i))
        }
        #expect(abs(pan.velocity(in: nil).x - 500) < 1e-6)
        #expect(pan.velocity(in: nil).y == 0)
        s.touch(.ended, 255, 100, at: 1.43)
        // The ended action still reads the speed the finger lifted at; in the view scaled 2×, half the points.
        let end = try! #require(atEnd)
        #expect(abs(end.window.x - 500) < 1e-6)
        #expect(abs(end.view.x - 250) < 1e-6)
        // Reset for the next gesture.
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test func fingersThatRestBeforeLiftingEndThePanWithNoVelocity() {
        let pan = s.attach(PanGestureRecognizer(), "pan", to: s.container)
        var atEnd: Point?
        pan.addAction { r in
            let p = r as! PanGestureRecognizer
            if p.state == .ended { atEnd = p.velocity(in: nil) }
        }
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 130, 100, at: 0.05)
        s.touch(.moved, 160, 100, at: 0.1)
        #expect(abs(pan.velocity(in: nil).x - 600) < 1e-6)
        s.touch(.ended, 160, 100, at: 0.6)  // held still for half a second first
        #expect(atEnd == .zero)
    }

    @Test func panLiftedBeforeItBeganFails() {
        let pan = s.attach(PanGestureRecognizer(), "pan", to: s.container)
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 105, 100, at: 0.1)
        s.touch(.ended, 105, 100, at: 0.2)
        #expect(
            activity.states(of: "pan") == ["pan: possible → failed (recognizer)", "pan: failed → possible (reset)"])
        #expect(s.log.entries == ["view began [0]", "view moved [0]", "view ended [0]"])
        #expect(pan.state == .possible)
    }

    @Test func panOnAControlCancelsItsTracking() {
        let button = TrackingButton("button", frame: Rect(x: 10, y: 10, width: 100, height: 40), log: s.log)
        s.container.addSubview(button)
        s.attach(PanGestureRecognizer(), "pan", to: s.container)
        s.touch(.began, 20, 20, at: 0)
        s.touch(.moved, 25, 20, at: 0.1)
        s.touch(.moved, 45, 20, at: 0.2)
        s.touch(.ended, 45, 20, at: 0.3)
        #expect(
            s.log.entries == [
                "beginTracking", "touchDown", "continueTracking", "touchDragInside",
                "pan began", "cancelTracking", "touchCancel", "pan ended",
            ])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test func twoFingerPanMovesByTheCentroid() {
        s.view.isMultipleTouchEnabled = true
        let pan = s.attach(PanGestureRecognizer(), "pan", to: s.container)
        pan.minimumNumberOfTouches = 2
        s.touch(.began, 100, 100, at: 0, id: 0)
        s.touch(.moved, 130, 100, at: 0.05, id: 0)  // one finger: no pan, though 30 points
        #expect(pan.state == .possible)
        s.touch(.began, 80, 100, at: 0.1, id: 1)
        #expect(pan.location(in: nil) == Point(x: 105, y: 100))
        s.touch(.moved, 80, 60, at: 0.2, id: 1)  // the centroid moves 20 up
        #expect(pan.state == .began)
        #expect(pan.numberOfTouches == 2)
        #expect(pan.location(ofTouch: 1, in: nil) == Point(x: 80, y: 60))
    }
}
