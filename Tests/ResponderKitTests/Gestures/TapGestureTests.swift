import ResponderKit
import Testing

@Suite("Tap recognizers, require(toFail:), and controls beating taps (behaviour 4.4, 6)")
@MainActor
struct TapGestureTests {
    let s = GestureScene()

    @Test func tapRecognizesOnReleaseAndKnowsWhereItWas() {
        let tap = s.attach(TapGestureRecognizer(), "tap", to: s.container)
        var location: Point?
        tap.addAction { location = $0.location(in: s.view) }
        s.touch(.began, 100, 100, at: 0)
        #expect(tap.state == .possible)
        s.touch(.ended, 104, 100, at: 0.1)
        #expect(s.log.entries.contains("tap ended"))
        #expect(location == Point(x: 54, y: 50))
        #expect(tap.state == .possible)  // reset once its touch was up
    }

    @Test func movingMoreThanTenPointsFailsATap() {
        s.attach(TapGestureRecognizer(), "tap", to: s.container)
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 110, 100, at: 0.05)  // exactly 10: still a tap
        #expect(activity.states(of: "tap").isEmpty)
        s.touch(.moved, 111, 100, at: 0.1)  // 11
        s.touch(.ended, 111, 100, at: 0.15)
        #expect(
            activity.states(of: "tap") == ["tap: possible → failed (recognizer)", "tap: failed → possible (reset)"])
        #expect(s.log.entries == ["view began [0]", "view moved [0]", "view moved [0]", "view ended [0]"])
    }

    @Test func twoFingerTapNeedsTwoFingersDownTogether() {
        s.view.isMultipleTouchEnabled = true
        let tap = s.attach(TapGestureRecognizer(), "tap", to: s.container)
        tap.numberOfTouchesRequired = 2
        s.touch(.began, 100, 100, at: 0, id: 0)
        s.touch(.ended, 100, 100, at: 0.05, id: 0)
        #expect(!s.log.entries.contains("tap ended"))
        s.touch(.began, 100, 100, at: 1, id: 0)
        s.touch(.began, 120, 100, at: 1.01, id: 1)
        s.touch(.ended, 100, 100, at: 1.05, id: 0)
        s.touch(.ended, 120, 100, at: 1.06, id: 1)
        #expect(s.log.entries.suffix(2) == ["tap ended", "view cancelled [0, 1]"])
        #expect(tap.numberOfTouches == 0)
    }

    @Test func doubleTapNeedsTheSecondPressWithinTheTapInterval() {
        let double = s.attach(TapGestureRecognizer(), "double", to: s.container)
        double.numberOfTapsRequired = 2
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        s.touch(.began, 100, 100, at: 0.45)  // 0.4 s after the release: too late
        s.touch(.ended, 100, 100, at: 0.5)
        #expect(!s.log.entries.contains("double ended"))
        s.touch(.began, 100, 100, at: 0.7)  // 0.2 s after: the second tap of a new pair
        s.touch(.ended, 100, 100, at: 0.75)
        #expect(s.log.entries.filter { $0.hasPrefix("double") } == ["double ended"])
    }

    @Test func secondPressExactlyAtTheTapIntervalStillCounts() throws {
        // Pinned: input stamped t is handled before a deadline due at t.
        let double = s.attach(TapGestureRecognizer(), "double", to: s.container)
        double.numberOfTapsRequired = 2
        try #require(0.25 + Application.tapInterval == 0.6)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.25)
        s.touch(.began, 100, 100, at: 0.6)
        s.touch(.ended, 100, 100, at: 0.65)
        #expect(s.log.entries.contains("double ended"))
        #expect(s.view.received.last?.tapCount == 2)
    }

    @Test func doubleTapFailsWhenTheSecondPressIsMoreThanThirtyPointsAway() {
        let double = s.attach(TapGestureRecognizer(), "double", to: s.container)
        double.numberOfTapsRequired = 2
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        s.touch(.began, 131, 100, at: 0.1)
        s.touch(.ended, 131, 100, at: 0.15)
        s.app.advanceTime(by: 1)
        #expect(!s.log.entries.contains("double ended"))
    }

    /// A double tap and a single tap that requires it to fail, on the container.
    private func singleAndDouble() -> (single: TapGestureRecognizer, double: TapGestureRecognizer) {
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer()
        single.require(toFail: double)
        for (r, name) in [(double, "double"), (single, "single")] {
            r.name = name
            r.addAction { [log = s.log, app = s.app] in log.append("\(name) \($0.state) at \(app.currentTime)") }
            s.container.addGestureRecognizer(r)
        }
        return (single, double)
    }

    @Test func singleTapWaitsForTheDoubleTapToFailAndFiresThenNotBefore() throws {
        let (single, double) = singleAndDouble()
        #expect(single.failureRequirements === [double])
        let activity = ActivityRecorder(s.app)
        try #require(0.25 + Application.tapInterval == 0.6)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.25)
        #expect(single.state == .possible)  // recognized, but waiting
        #expect(activity.lines.contains("single waits for [\"double\"]"))
        s.app.advanceTime(to: 0.59)
        #expect(s.log.entries == ["view began [0]"])
        s.app.advanceTime(to: 0.6)
        #expect(s.log.entries == ["view began [0]", "single ended at 0.6", "view cancelled [0]"])
        #expect(activity.states(of: "single").first == "single: possible → ended (failure requirements met)")
    }

    @Test func doubleTapFiresAndTheSingleTapThatRequiredItToFailNeverDoes() {
        let (_, _) = singleAndDouble()
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        s.touch(.began, 102, 100, at: 0.2)
        s.touch(.ended, 102, 100, at: 0.25)
        s.app.advanceTime(by: 2)
        #expect(s.log.entries == ["view began [0]", "view began [0]", "double ended at 0.25", "view cancelled [0, 0]"])
        #expect(activity.states(of: "single").first == "single: possible → failed (double recognized)")
    }

    @Test func withoutRequireToFailTheSingleTapWinsAndTheDoubleNeverFires() {
        let double = s.attach(TapGestureRecognizer(), "double", to: s.container)
        double.numberOfTapsRequired = 2
        s.attach(TapGestureRecognizer(), "single", to: s.container)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        s.touch(.began, 100, 100, at: 0.2)
        s.touch(.ended, 100, 100, at: 0.25)
        #expect(s.log.entries.filter { !$0.hasPrefix("view") } == ["single ended", "single ended"])
    }

    // MARK: behaviour 4.4

    @Test func tapRecognizerOnAnAncestorDoesNotTakeATapOnAButton() {
        let button = TrackingButton("button", frame: Rect(x: 10, y: 10, width: 30, height: 30), log: s.log)
        s.container.addSubview(button)
        s.attach(TapGestureRecognizer(), "tap", to: s.container)
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 20, 20, at: 0)
        s.touch(.ended, 20, 20, at: 0.05)
        #expect(
            s.log.entries == ["beginTracking", "touchDown", "endTracking", "touchUpInside", "primaryActionTriggered"])
        #expect(activity.states(of: "tap").first == "tap: possible → failed (refused by button)")
    }

    @Test func tapOnTheSameAncestorStillWorksBesideTheButton() {
        let button = TrackingButton("button", frame: Rect(x: 10, y: 10, width: 30, height: 30), log: s.log)
        s.container.addSubview(button)
        s.attach(TapGestureRecognizer(), "tap", to: s.container)
        s.touch(.began, 200, 200, at: 0)
        s.touch(.ended, 200, 200, at: 0.05)
        #expect(s.log.entries == ["tap ended"])
    }

    @Test func tapRecognizerOnTheButtonItselfBeatsItsAction() {
        let button = TrackingButton("button", frame: Rect(x: 10, y: 10, width: 30, height: 30), log: s.log)
        s.container.addSubview(button)
        s.attach(TapGestureRecognizer(), "tap", to: button)
        s.touch(.began, 20, 20, at: 0)
        s.touch(.ended, 20, 20, at: 0.05)
        #expect(s.log.entries == ["beginTracking", "touchDown", "tap ended", "cancelTracking", "touchCancel"])
    }

    @Test func longPressOnAnAncestorStillTakesAPressHeldOnAButton() {
        let button = TrackingButton("button", frame: Rect(x: 10, y: 10, width: 30, height: 30), log: s.log)
        s.container.addSubview(button)
        s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        s.touch(.began, 20, 20, at: 0)
        s.app.advanceTime(to: 0.5)
        s.touch(.ended, 20, 20, at: 0.6)
        #expect(
            s.log.entries == [
                "beginTracking", "touchDown", "press began", "cancelTracking", "touchCancel", "press ended",
            ])
    }
}
