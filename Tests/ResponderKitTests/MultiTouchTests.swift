import ResponderKit
import Testing

@Suite("Several touches (behaviour 3.5), tap count and locations (3.6)")
@MainActor
struct MultiTouchTests {
    private func twoViews() -> (Application, Window, ProbeView, ProbeView, EventLog) {
        let (app, window) = makeApp()
        let log = EventLog()
        let left = ProbeView("left", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = ProbeView("right", frame: Rect(x: 200, y: 0, width: 100, height: 100), log: log)
        window.addSubview(left)
        window.addSubview(right)
        return (app, window, left, right, log)
    }

    // MARK: 3.5 isMultipleTouchEnabled

    @Test func multipleTouchIsDisabledByDefault() {
        #expect(!View(frame: .zero).isMultipleTouchEnabled)
        #expect(!View(frame: .zero).isExclusiveTouch)
    }

    @Test func viewWithoutMultipleTouchReceivesOnlyTheFirstOfSimultaneousTouches() {
        let (app, window, left, _, log) = twoViews()
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, id: 1, timestamp: 0.01)
        app.injectTouch(.moved, at: Point(x: 22, y: 20), in: window, id: 1, timestamp: 0.02)
        app.injectTouch(.ended, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0.03)
        app.injectTouch(.ended, at: Point(x: 22, y: 20), in: window, id: 1, timestamp: 0.04)
        #expect(log.entries == ["left began [0]", "left ended [0]"])
        #expect(left.received.count == 1)
        // A fresh touch after both ended is delivered again.
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, id: 2, timestamp: 1)
        #expect(log.entries.last == "left began [2]")
    }

    @Test func viewWithMultipleTouchReceivesEveryTouch() {
        let (app, window, left, _, log) = twoViews()
        left.isMultipleTouchEnabled = true
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, id: 1, timestamp: 0.01)
        app.injectTouch(.ended, at: Point(x: 20, y: 20), in: window, id: 1, timestamp: 0.02)
        app.injectTouch(.ended, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0.03)
        #expect(log.entries == ["left began [0]", "left began [1]", "left ended [1]", "left ended [0]"])
    }

    @Test func touchesOnDifferentViewsAreAllDeliveredWithoutExclusiveTouch() {
        let (app, window, _, _, log) = twoViews()
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 210, y: 10), in: window, id: 1, timestamp: 0.01)
        #expect(log.entries == ["left began [0]", "right began [1]"])
    }

    // MARK: 3.5 isExclusiveTouch

    @Test func noTouchIsDeliveredElsewhereWhileAnExclusiveViewTracksOne() {
        let (app, window, left, _, log) = twoViews()
        left.isExclusiveTouch = true
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 210, y: 10), in: window, id: 1, timestamp: 0.01)
        app.injectTouch(.ended, at: Point(x: 210, y: 10), in: window, id: 1, timestamp: 0.02)
        app.injectTouch(.ended, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0.03)
        #expect(log.entries == ["left began [0]", "left ended [0]"])
    }

    @Test func touchOnAnExclusiveViewIsNotDeliveredWhileAnotherViewTracksOne() {
        let (app, window, _, right, log) = twoViews()
        right.isExclusiveTouch = true
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 210, y: 10), in: window, id: 1, timestamp: 0.01)
        app.injectTouch(.ended, at: Point(x: 210, y: 10), in: window, id: 1, timestamp: 0.02)
        #expect(log.entries == ["left began [0]"])
        #expect(right.received.isEmpty)
    }

    @Test func exclusiveViewWithMultipleTouchStillReceivesItsOwnSecondTouch() {
        // behaviour 3.5 excludes other views: the exclusive view itself is not "elsewhere".
        let (app, window, left, _, log) = twoViews()
        left.isExclusiveTouch = true
        left.isMultipleTouchEnabled = true
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, id: 1, timestamp: 0.01)
        #expect(log.entries == ["left began [0]", "left began [1]"])
    }

    @Test func exclusiveTouchIsPerWindow() {
        let (app, window, left, _, log) = twoViews()
        left.isExclusiveTouch = true
        let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        other.windowLevel = Window.alertLevel
        other.isHidden = true  // keep it out of the first window's way
        app.addWindow(other)
        let elsewhere = ProbeView("elsewhere", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
        other.addSubview(elsewhere)
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0)
        other.isHidden = false
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: other, id: 1, timestamp: 0.01)
        #expect(log.entries == ["left began [0]", "elsewhere began [1]"])
    }

    // MARK: 3.6 tapCount

    @Test func quickSecondAndThirdTapsAtTheSameSpotCountUp() {
        let (app, window, left, _, _) = twoViews()
        tap(app, window, at: Point(x: 10, y: 10), time: 0)  // released at 0.05
        tap(app, window, at: Point(x: 12, y: 11), time: 0.3)  // 0.25 s later
        tap(app, window, at: Point(x: 10, y: 10), time: 0.6)
        #expect(left.received.map(\.tapCount) == [1, 2, 3])
    }

    @Test func pressMoreThanThreeHundredFiftyMillisecondsAfterTheReleaseStartsOver() {
        let (app, window, left, _, _) = twoViews()
        tap(app, window, at: Point(x: 10, y: 10), time: 0)  // released at 0.05
        tap(app, window, at: Point(x: 10, y: 10), time: 0.41)  // 0.36 s later
        #expect(left.received.map(\.tapCount) == [1, 1])
    }

    @Test func pressExactlyAtTheTapIntervalStillCounts() throws {
        let (app, window, left, _, _) = twoViews()
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, timestamp: 0)
        app.injectTouch(.ended, at: Point(x: 10, y: 10), in: window, timestamp: 0.25)
        try #require(0.6 - 0.25 == Application.tapInterval)  // exact in binary floating point
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, timestamp: 0.6)
        #expect(left.received.map(\.tapCount) == [1, 2])
    }

    @Test func pressMoreThanThirtyPointsFromThePreviousPressStartsOver() {
        let (app, window, left, _, _) = twoViews()
        tap(app, window, at: Point(x: 10, y: 10), time: 0)
        tap(app, window, at: Point(x: 40, y: 10), time: 0.2)  // exactly 30: counts
        tap(app, window, at: Point(x: 40, y: 40.5), time: 0.4)  // 30.5 from the last press
        #expect(left.received.map(\.tapCount) == [1, 2, 1])
    }

    @Test func cancelledTouchDoesNotCountAsARelease() {
        let (app, window, left, _, _) = twoViews()
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, timestamp: 0)
        app.injectTouch(.cancelled, at: Point(x: 10, y: 10), in: window, timestamp: 0.05)
        tap(app, window, at: Point(x: 10, y: 10), time: 0.1)
        #expect(left.received.map(\.tapCount) == [1, 1])
    }

    // MARK: 3.6 locations

    @Test func locationAndPreviousLocationConvertToAnyViewAndNilMeansTheWindow() {
        let (app, window, _, right, _) = twoViews()
        right.transform = Transform(scaleX: 2, y: 2)  // right's center stays at (250, 50)
        app.injectTouch(.began, at: Point(x: 250, y: 50), in: window, timestamp: 0)
        app.injectTouch(.moved, at: Point(x: 260, y: 40), in: window, timestamp: 0.1)
        let touch = try! #require(right.received.first)
        #expect(touch.location(in: nil) == Point(x: 260, y: 40))
        #expect(touch.previousLocation(in: nil) == Point(x: 250, y: 50))
        #expect(touch.location(in: right) == Point(x: 55, y: 45))
        #expect(touch.previousLocation(in: right) == Point(x: 50, y: 50))
        #expect(touch.location(in: window) == Point(x: 260, y: 40))
        app.injectTouch(.ended, at: Point(x: 270, y: 40), in: window, timestamp: 0.2)
        #expect(touch.location(in: nil) == Point(x: 270, y: 40))
        #expect(touch.previousLocation(in: nil) == Point(x: 260, y: 40))
    }
}
