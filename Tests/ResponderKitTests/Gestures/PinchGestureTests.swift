import ResponderKit
import Testing

@Suite("Pinch: two fingers apart or together, on the manual clock (behaviour 11)")
@MainActor
struct PinchGestureTests {
    let s = GestureScene()

    /// Two fingers 40 points apart on the view: id 0 at (100, 100), id 1 at (140, 100).
    private func pressTwoFingers(at time: Double = 0) {
        s.touch(.began, 100, 100, at: time, id: 0)
        s.touch(.began, 140, 100, at: time + 0.01, id: 1)
    }

    @Test func pinchDoesNotBeginWhenTheDistanceChangedByExactlyTenPoints() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 150, 100, at: 0.1, id: 1)
        #expect(pinch.state == .possible)
    }

    @Test func pinchBeginsWhenTheDistanceChangedByJustOverTenPoints() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 150, 100, at: 0.1, id: 1)
        s.touch(.moved, 150.5, 100, at: 0.2, id: 1)
        #expect(pinch.state == .began)
        #expect(pinch.scale == 50.5 / 40)
    }

    @Test func pinchingInBeginsTooWithAScaleBelowOne() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 129.5, 100, at: 0.1, id: 1)
        #expect(pinch.state == .began)
        #expect(pinch.scale == 29.5 / 40)
    }

    @Test func scaleIsTheDistanceOverTheDistanceWhenTheSecondFingerCameDown() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        s.touch(.began, 100, 100, at: 0, id: 0)
        s.touch(.moved, 90, 100, at: 0.05, id: 0)  // alone: not part of the pinch
        s.touch(.began, 130, 100, at: 0.1, id: 1)  // 40 points from the first finger
        #expect(pinch.scale == 1)
        s.touch(.moved, 80, 100, at: 0.2, id: 0)
        s.touch(.moved, 170, 100, at: 0.3, id: 1)
        #expect(pinch.scale == 90.0 / 40)
        s.touch(.moved, 80, 140, at: 0.4, id: 0)  // 90 across, 40 down: still a distance, in any direction
        #expect(abs(pinch.scale - (90.0 * 90 + 40 * 40).squareRoot() / 40) < 1e-12)
    }

    @Test func oneFingerAloneNeverBeginsAPinchAndLiftingItFailsIt() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 200, 200, at: 0.1)
        #expect(pinch.state == .possible)
        s.touch(.ended, 200, 200, at: 0.2)
        #expect(
            activity.states(of: "pinch") == [
                "pinch: possible → failed (recognizer)", "pinch: failed → possible (reset)",
            ])
    }

    @Test func liftingBothFingersBeforeThePinchBeganFailsIt() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        let activity = ActivityRecorder(s.app)
        pressTwoFingers()
        s.touch(.moved, 145, 100, at: 0.1, id: 1)
        s.touch(.ended, 145, 100, at: 0.2, id: 1)
        #expect(pinch.state == .possible && activity.states(of: "pinch").isEmpty)
        s.touch(.ended, 100, 100, at: 0.3, id: 0)
        #expect(
            activity.states(of: "pinch") == [
                "pinch: possible → failed (recognizer)", "pinch: failed → possible (reset)",
            ])
    }

    @Test func pinchKeepsGoingWhenOneFingerLiftsAndEndsWhenBothHaveLifted() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 160, 100, at: 0.1, id: 1)
        s.touch(.ended, 160, 100, at: 0.2, id: 1)
        #expect(pinch.state == .began)
        #expect(pinch.scale == 1.5)
        s.touch(.moved, 120, 130, at: 0.3, id: 0)  // a lone finger changes nothing
        #expect(pinch.scale == 1.5)
        s.touch(.ended, 120, 130, at: 0.4, id: 0)
        #expect(s.log.entries.filter { $0.hasPrefix("pinch") } == ["pinch began", "pinch ended"])
        #expect(pinch.state == .possible && pinch.scale == 1)
    }

    @Test func aFingerThatComesDownAgainCarriesTheScaleOn() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 180, 100, at: 0.1, id: 1)  // 80 apart: scale 2
        s.touch(.ended, 180, 100, at: 0.2, id: 1)
        s.touch(.began, 100, 130, at: 0.3, id: 2)  // 30 from the first finger
        #expect(pinch.scale == 2)
        s.touch(.moved, 100, 145, at: 0.4, id: 2)  // 45: half as far again
        #expect(pinch.state == .changed)
        #expect(pinch.scale == 3)
    }

    @Test func aThirdFingerIsIgnored() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        pressTwoFingers()
        s.touch(.began, 120, 140, at: 0.02, id: 2)
        s.touch(.moved, 120, 200, at: 0.1, id: 2)
        #expect(pinch.state == .possible && pinch.scale == 1)
        s.touch(.moved, 160, 100, at: 0.2, id: 1)
        #expect(pinch.state == .began && pinch.scale == 1.5)
    }

    @Test func settingTheScaleToOneGivesEachChangeAsAFactorOfTheLast() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        var factors: [Double] = []
        pinch.addAction { r in
            let p = r as! PinchGestureRecognizer
            factors.append(p.scale)
            p.scale = 1
        }
        pressTwoFingers()
        s.touch(.moved, 160, 100, at: 0.1, id: 1)  // 40 → 60
        s.touch(.moved, 190, 100, at: 0.2, id: 1)  // 60 → 90
        s.touch(.moved, 145, 100, at: 0.3, id: 1)  // 90 → 45
        s.touch(.ended, 145, 100, at: 0.4, id: 1)
        s.touch(.ended, 100, 100, at: 0.5, id: 0)
        #expect(factors == [1.5, 1.5, 0.5, 1])
    }

    @Test func settingTheScaleMakesTheCurrentDistanceReadAsThatScale() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 160, 100, at: 0.1, id: 1)
        pinch.scale = 3  // 60 apart reads 3 from here
        s.touch(.moved, 180, 100, at: 0.2, id: 1)  // 80 apart
        #expect(pinch.scale == 4)
    }

    @Test func velocityIsTheScaleChangePerSecondOverTheLastTenthOfASecond() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        var atEnd: Double?
        pinch.addAction { r in
            if r.state == .ended { atEnd = (r as! PinchGestureRecognizer).velocity }
        }
        #expect(pinch.velocity == 0)
        pressTwoFingers(at: 1)
        s.touch(.moved, 144, 100, at: 1.2, id: 1)  // a slow start, soon out of the window
        for i in 1...10 {  // then 0.1 of scale (4 points) every 20 ms: 5 a second
            s.touch(.moved, 144 + 4 * Double(i), 100, at: 1.2 + 0.02 * Double(i), id: 1)
        }
        #expect(abs(pinch.velocity - 5) < 1e-9)
        s.touch(.ended, 184, 100, at: 1.41, id: 1)
        s.touch(.ended, 100, 100, at: 1.42, id: 0)
        #expect(abs((atEnd ?? 0) - 5) < 1e-9)
        #expect(pinch.velocity == 0)  // reset for the next gesture
    }

    @Test func fingersThatRestBeforeLiftingEndThePinchWithNoVelocity() {
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        var atEnd: Double?
        pinch.addAction { r in
            if r.state == .ended { atEnd = (r as! PinchGestureRecognizer).velocity }
        }
        pressTwoFingers()
        s.touch(.moved, 160, 100, at: 0.1, id: 1)
        s.touch(.moved, 180, 100, at: 0.2, id: 1)
        #expect(pinch.velocity > 0)
        s.touch(.ended, 180, 100, at: 0.6, id: 1)  // held still for 0.4 s first
        s.touch(.ended, 100, 100, at: 0.61, id: 0)
        #expect(atEnd == 0)
    }

    @Test func cancelledTouchCancelsABegunPinch() {
        s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        pressTwoFingers()
        s.touch(.moved, 160, 100, at: 0.1, id: 1)
        s.touch(.cancelled, 160, 100, at: 0.2, id: 1)
        #expect(s.log.entries.filter { $0.hasPrefix("pinch") } == ["pinch began", "pinch cancelled"])
    }

    @Test func recognizedPinchCancelsTheViewsTouches() {
        s.view.isMultipleTouchEnabled = true
        s.attach(PinchGestureRecognizer(), "pinch", to: s.view)
        pressTwoFingers()
        s.touch(.moved, 160, 100, at: 0.1, id: 1)
        s.touch(.moved, 170, 100, at: 0.2, id: 1)
        s.touch(.ended, 170, 100, at: 0.3, id: 1)
        s.touch(.ended, 100, 100, at: 0.4, id: 0)
        #expect(
            s.log.entries == [
                "view began [0]", "view began [1]",
                "pinch began", "view cancelled [0, 1]",
                "pinch changed", "pinch ended",
            ])
    }

    @Test func pinchThatDoesNotCancelTouchesLetsTheViewFollowBothFingers() {
        s.view.isMultipleTouchEnabled = true
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.view)
        pinch.cancelsTouchesInView = false
        pressTwoFingers()
        s.touch(.moved, 160, 100, at: 0.1, id: 1)
        s.touch(.ended, 160, 100, at: 0.2, id: 1)
        s.touch(.ended, 100, 100, at: 0.3, id: 0)
        #expect(
            s.log.entries == [
                "view began [0]", "view began [1]",
                "pinch began", "view moved [1]",
                "view ended [1]", "pinch ended", "view ended [0]",
            ])
    }

    @Test func fingersPressedAtOnePointMeasureTheScaleFromWhereThePinchBegan() {
        // The lab's simulated second finger starts on the first one.
        let pinch = s.attach(PinchGestureRecognizer(), "pinch", to: s.container)
        s.touch(.began, 100, 100, at: 0, id: 0)
        s.touch(.began, 100, 100, at: 0, id: 1)
        s.touch(.moved, 105, 100, at: 0.1, id: 1)
        #expect(pinch.state == .possible && pinch.scale == 1)
        s.touch(.moved, 111, 100, at: 0.2, id: 1)
        #expect(pinch.state == .began && pinch.scale == 1)
        s.touch(.moved, 122, 100, at: 0.3, id: 1)
        #expect(pinch.scale == 2)
    }
}
