import ResponderKit
import Testing

@Suite("Recognizers see touches first; cancels and delays (behaviour 3.1, 3.4, 6)")
@MainActor
struct GestureDeliveryTests {
    let s = GestureScene()

    @Test func recognizersOfTheViewAndItsAncestorsSeeEachPhaseBeforeTheView() {
        s.container.addGestureRecognizer(WatchingRecognizer("outer", log: s.log))
        s.view.addGestureRecognizer(WatchingRecognizer("inner", log: s.log))
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 101, 100, at: 0.1)
        s.touch(.ended, 101, 100, at: 0.2)
        #expect(
            s.log.entries == [
                "inner saw began [0]", "outer saw began [0]", "view began [0]",
                "inner saw moved [0]", "outer saw moved [0]", "view moved [0]",
                "inner saw ended [0]", "outer saw ended [0]", "view ended [0]",
            ])
    }

    @Test func touchListsItsRecognizersNearestFirst() {
        let inner = s.attach(TapGestureRecognizer(), "inner", to: s.view)
        let outer = s.attach(PanGestureRecognizer(), "outer", to: s.container)
        let top = s.attach(LongPressGestureRecognizer(), "top", to: s.window)
        s.touch(.began, 100, 100, at: 0)
        let touch = try! #require(s.view.received.first)
        #expect(touch.gestureRecognizers === [inner, outer, top])
        #expect(inner.view === s.view && outer.view === s.container)
    }

    @Test func recognizerElsewhereInTheTreeDoesNotSeeTheTouch() {
        let sibling = addView("sibling", Rect(x: 200, y: 200, width: 50, height: 50), to: s.container)
        sibling.addGestureRecognizer(WatchingRecognizer("sibling's", log: s.log))
        s.touch(.began, 100, 100, at: 0)
        #expect(s.log.entries == ["view began [0]"])
        #expect(s.view.received.first?.gestureRecognizers.isEmpty == true)
    }

    @Test func tapWithCancelsTouchesInViewGivesTheViewBeganThenCancelledNeverEnded() {
        s.attach(TapGestureRecognizer(), "tap", to: s.container)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 103, 100, at: 0.02)
        s.touch(.ended, 103, 100, at: 0.05)
        #expect(s.log.entries == ["view began [0]", "view moved [0]", "tap ended", "view cancelled [0]"])
        let touch = try! #require(s.view.received.first)
        #expect(s.view.phases(of: touch) == [.began, .moved, .cancelled])
    }

    @Test func tapWithoutCancelsTouchesInViewLetsBeganMovedAndEndedAllArrive() {
        let tap = s.attach(TapGestureRecognizer(), "tap", to: s.container)
        tap.cancelsTouchesInView = false
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 103, 100, at: 0.02)
        s.touch(.ended, 103, 100, at: 0.05)
        #expect(s.log.entries == ["view began [0]", "view moved [0]", "tap ended", "view ended [0]"])
    }

    @Test func delaysTouchesEndedHoldsTheEndUntilTheRecognizerFails() throws {
        let double = s.attach(TapGestureRecognizer(), "double", to: s.container)
        double.numberOfTapsRequired = 2
        try #require(0.25 + Application.tapInterval == 0.6)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.25)
        #expect(s.log.entries == ["view began [0]"])
        #expect(s.app.nextDeadline == 0.6)
        s.app.advanceTime(to: 0.59)
        #expect(s.log.entries == ["view began [0]"])
        s.app.advanceTime(to: 0.6)
        #expect(s.log.entries == ["view began [0]", "view ended [0]"])
        #expect(double.state == .possible)  // failed, then reset
        #expect(s.app.nextDeadline == nil)
    }

    @Test func withoutDelaysTouchesEndedTheEndArrivesAtOnceAndIsNotCancelledLater() {
        let double = s.attach(TapGestureRecognizer(), "double", to: s.container)
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        s.touch(.began, 100, 100, at: 0.2)
        s.touch(.ended, 100, 100, at: 0.25)
        #expect(
            s.log.entries == [
                "view began [0]", "view ended [0]", "view began [0]", "double ended", "view cancelled [0]",
            ])
    }

    @Test func delaysTouchesBeganKeepsEverythingFromTheViewWhenTheGestureIsRecognized() {
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        press.delaysTouchesBegan = true
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 102, 100, at: 0.1)
        s.app.advanceTime(to: 0.5)
        s.touch(.moved, 150, 100, at: 0.6)
        s.touch(.ended, 150, 100, at: 0.7)
        #expect(s.log.entries == ["press began", "press changed", "press ended"])
        #expect(s.view.received.isEmpty)
    }

    @Test func delaysTouchesBeganDeliversBeganLateWhenTheRecognizerFails() {
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        press.delaysTouchesBegan = true
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 103, 100, at: 0.1)
        #expect(s.log.entries.isEmpty)
        s.touch(.moved, 120, 100, at: 0.2)  // 20 points: the press fails, the view hears of the touch
        #expect(s.log.entries == ["view began [0]", "view moved [0]"])
        s.touch(.ended, 120, 100, at: 0.3)
        #expect(s.log.entries == ["view began [0]", "view moved [0]", "view ended [0]"])
    }

    @Test func delayedBeganReleasedAtTheEndIsFollowedByTheEnd() {
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.container)
        press.delaysTouchesBegan = true
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.1)  // released early: the press fails
        #expect(s.log.entries == ["view began [0]", "view ended [0]"])
    }

    @Test func removingARecognizerReleasesWhatItHeldBack() {
        let double = s.attach(TapGestureRecognizer(), "double", to: s.container)
        double.numberOfTapsRequired = 2
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        #expect(s.log.entries == ["view began [0]"])
        s.container.removeGestureRecognizer(double)
        #expect(s.log.entries == ["view began [0]", "view ended [0]"])
        #expect(double.view == nil && s.container.gestureRecognizers == nil)
        #expect(s.app.nextDeadline == nil)
    }

    @Test func disablingAnActiveRecognizerCancelsIt() {
        let pan = s.attach(PanGestureRecognizer(), "pan", to: s.container)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 120, 100, at: 0.1)
        pan.isEnabled = false
        s.touch(.moved, 130, 100, at: 0.2)
        s.touch(.ended, 130, 100, at: 0.3)
        #expect(s.log.entries == ["view began [0]", "pan began", "view cancelled [0]", "pan cancelled"])
        #expect(pan.state == .possible)
        s.touch(.began, 100, 100, at: 1)
        #expect(s.view.received.last?.gestureRecognizers.isEmpty == true)  // disabled: sees no touch
    }

    @Test func deliveryTracesSayWhichRecognizerCancelledOrTookATouch() {
        let tap = s.attach(TapGestureRecognizer(), "tap", to: s.container)
        var traces: [DeliveryTrace] = []
        s.app.addDeliveryObserver { traces.append($0) }
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        #expect(traces.map(\.phase) == [.began, .cancelled, .ended])
        #expect(traces[0].gestureEffect == nil && traces[0].handledBy === s.view)
        guard case .cancelledBy(let canceller) = traces[1].gestureEffect,
            case .takenBy(let taker) = traces[2].gestureEffect
        else {
            Issue.record("unexpected effects")
            return
        }
        #expect(canceller === tap && taker === tap)
        #expect(traces[1].handledBy === s.view)
        #expect(traces[2].steps.isEmpty && traces[2].view === s.view)
    }

    @Test func deliveryTracesSayWhenAPhaseWasDelayedAndWhenItWasReleased() {
        let double = s.attach(TapGestureRecognizer(), "double", to: s.container)
        double.numberOfTapsRequired = 2
        var traces: [DeliveryTrace] = []
        s.app.addDeliveryObserver { traces.append($0) }
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        s.app.advanceTime(by: 1)
        #expect(traces.map(\.phase) == [.began, .ended, .ended])
        guard case .delayedBy(let delayer) = traces[1].gestureEffect, case .releasedAfterDelay = traces[2].gestureEffect
        else {
            Issue.record("unexpected effects")
            return
        }
        #expect(delayer === double)
        #expect(traces[1].steps.isEmpty && traces[2].handledBy === s.view)
    }

    @Test func touchesWithoutRecognizersAreDeliveredAsBefore() {
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.1)
        #expect(s.log.entries == ["view began [0]", "view ended [0]"])
        #expect(s.app.nextDeadline == nil)
    }
}
