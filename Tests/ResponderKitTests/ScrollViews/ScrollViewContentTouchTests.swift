import ResponderKit
import Testing

@Suite("Scroll view: which touches its content gets, and when (behaviour 10.3–10.5)")
@MainActor
struct ScrollViewContentTouchTests {
    let s = ScrollScene()

    // MARK: The delay (10.3)

    @Test func contentHearsNothingDuringTheFirstPointOneFiveSeconds() {
        s.touch(.began, 100, 120, at: 0)
        s.app.advanceTime(to: 0.149)
        #expect(s.row.received.isEmpty)
        #expect(s.app.nextDeadline == 0.15)
    }

    @Test func heldTouchReachesContentAtPointOneFiveSeconds() {
        s.touch(.began, 100, 120, at: 0)
        s.app.advanceTime(to: 0.15)
        #expect(s.log.entries == ["list touchesShouldBegin row", "row began [0]"])
        s.touch(.ended, 100, 120, at: 0.3)
        #expect(s.log.entries.last == "row ended [0]")
        #expect(s.app.nextDeadline == nil)
    }

    @Test func quickTapDeliversBeganThenEndedAtRelease() {
        s.touch(.began, 100, 120, at: 0)
        s.touch(.moved, 103, 121, at: 0.05)
        #expect(s.row.received.isEmpty)
        s.touch(.ended, 103, 121, at: 0.1)
        #expect(s.log.entries == ["list touchesShouldBegin row", "row began [0]", "row ended [0]"])
        #expect(s.app.nextDeadline == nil)
    }

    @Test func quickTapOnAButtonStillTapsIt() {
        s.touch(.began, 100, 220, at: 0)
        s.touch(.ended, 100, 220, at: 0.05)
        #expect(s.button.log.entries.contains("touchUpInside"))
        #expect(s.button.log.entries.filter { $0.hasPrefix("touch") } == ["touchDown", "touchUpInside"])
    }

    @Test func dragBeforeTheDelayScrollsAndContentNeverHearsOfTheTouch() {
        s.drag(from: 100, 220, by: 0, -60, at: 0)
        s.settle()
        #expect(s.button.log.entries.isEmpty)
        #expect(!s.log.entries.contains { $0.hasPrefix("row") })
        #expect(s.list.contentOffset.y > 0)
    }

    @Test func dragAfterTheDelayCancelsContentThatIsNotAControl() {
        s.touch(.began, 100, 120, at: 0)
        s.app.advanceTime(to: 0.2)
        s.touch(.moved, 100, 100, at: 0.25)
        #expect(s.row.log.entries.suffix(3) == ["row began [0]", "list touchesShouldCancel row", "row cancelled [0]"])
        #expect(s.list.isDragging)
        s.touch(.moved, 100, 90, at: 0.3)
        s.touch(.ended, 100, 90, at: 0.3)
        #expect(s.list.contentOffset.y == 10)
        #expect(s.row.phases(of: s.row.received[0]) == [.began, .cancelled])
    }

    @Test func dragAfterTheDelayOnAButtonDoesNotScrollAndTheButtonKeepsTheTouch() {
        s.touch(.began, 100, 220, at: 0)
        s.app.advanceTime(to: 0.2)
        s.touch(.moved, 100, 190, at: 0.25)
        s.touch(.moved, 100, 150, at: 0.3)
        s.touch(.ended, 100, 150, at: 0.35)
        #expect(s.list.contentOffset == .zero)
        #expect(!s.list.isDragging)
        #expect(s.log.entries.filter { $0.contains("touchesShouldCancel") } == ["list touchesShouldCancel button"])
        #expect(s.button.log.entries.contains("touchUpInside"))
        #expect(!s.button.log.entries.contains("touchCancel"))
    }

    @Test func overridingTouchesShouldCancelToTrueLetsADragOnAButtonScroll() {
        s.list.shouldCancel = true
        s.touch(.began, 100, 220, at: 0)
        s.app.advanceTime(to: 0.2)
        s.touch(.moved, 100, 190, at: 0.25)
        s.touch(.moved, 100, 150, at: 0.3)
        s.touch(.ended, 100, 150, at: 0.35)
        #expect(s.list.contentOffset.y == 40)
        #expect(s.button.log.entries.filter { $0.hasPrefix("touch") } == ["touchDown", "touchCancel"])
    }

    @Test func keptTouchDoesNotScrollLaterInTheSameTouch() {
        s.touch(.began, 100, 220, at: 0)
        s.app.advanceTime(to: 0.2)
        s.touch(.moved, 100, 190, at: 0.25)
        s.list.shouldCancel = true
        s.touch(.moved, 100, 100, at: 0.3)
        s.touch(.ended, 100, 100, at: 0.35)
        #expect(s.list.contentOffset == .zero)
        #expect(s.log.entries.filter { $0.contains("touchesShouldCancel") }.count == 1)
    }

    @Test func withCanCancelContentTouchesOffTheContentKeepsTheTouchUnasked() {
        s.list.canCancelContentTouches = false
        s.touch(.began, 100, 120, at: 0)
        s.app.advanceTime(to: 0.2)
        s.touch(.moved, 100, 60, at: 0.25)
        s.touch(.ended, 100, 60, at: 0.3)
        #expect(s.list.contentOffset == .zero)
        #expect(!s.log.entries.contains { $0.contains("touchesShouldCancel") })
        #expect(s.row.phases(of: s.row.received[0]) == [.began, .moved, .ended])
    }

    @Test func withCanCancelContentTouchesOffADragBeforeTheDelayStillScrolls() {
        s.list.canCancelContentTouches = false
        s.drag(from: 100, 120, by: 0, -60, at: 0)
        #expect(s.list.contentOffset.y > 0)
        #expect(s.row.received.isEmpty)
    }

    @Test func withDelaysContentTouchesOffTheContentGetsTheTouchAtOnce() {
        s.list.delaysContentTouches = false
        s.touch(.began, 100, 120, at: 0)
        #expect(s.log.entries == ["list touchesShouldBegin row", "row began [0]"])
        s.touch(.moved, 100, 90, at: 0.05)
        #expect(s.log.entries.suffix(2) == ["list touchesShouldCancel row", "row cancelled [0]"])
        #expect(s.list.isDragging)
    }

    @Test func withBothFlagsOffTheContentGetsTheTouchAtOnceAndKeepsIt() {
        s.list.delaysContentTouches = false
        s.list.canCancelContentTouches = false
        s.touch(.began, 100, 120, at: 0)
        s.touch(.moved, 100, 60, at: 0.05)
        s.touch(.ended, 100, 60, at: 0.1)
        #expect(s.row.phases(of: s.row.received[0]) == [.began, .moved, .ended])
        #expect(s.list.contentOffset == .zero)
    }

    // MARK: touchesShouldBegin (10.4)

    @Test func touchesShouldBeginFalseKeepsAQuickTapFromTheContent() {
        s.list.shouldBegin = false
        s.touch(.began, 100, 220, at: 0)
        s.touch(.ended, 100, 220, at: 0.05)
        #expect(s.log.entries == ["list touchesShouldBegin button"])  // no tracking, no control event
    }

    @Test func touchesShouldBeginFalseKeepsAHeldTouchFromTheContentButItStillScrolls() {
        s.list.shouldBegin = false
        s.touch(.began, 100, 120, at: 0)
        s.app.advanceTime(to: 0.3)
        s.touch(.moved, 100, 100, at: 0.35)
        s.touch(.moved, 100, 80, at: 0.4)
        s.touch(.ended, 100, 80, at: 0.45)
        #expect(s.row.received.isEmpty)
        #expect(s.list.contentOffset.y == 20)
        #expect(!s.log.entries.contains { $0.contains("touchesShouldCancel") })
    }

    @Test func touchesShouldBeginIsAskedAtOnceWithoutTheDelay() {
        s.list.delaysContentTouches = false
        s.list.shouldBegin = false
        s.touch(.began, 100, 120, at: 0)
        #expect(s.log.entries == ["list touchesShouldBegin row"])
        s.touch(.ended, 100, 120, at: 0.1)
        #expect(s.row.received.isEmpty)
    }

    @Test func touchOnTheScrollViewItselfIsNotContentAndIsNotAsked() {
        // The control: the same tap on a row of the content asks the list.
        s.touch(.began, 100, 120, at: 0)
        s.touch(.ended, 100, 120, at: 0.05)
        #expect(s.log.entries.first == "list touchesShouldBegin row")
        s.log.entries.removeAll()
        // Above the row, the list's own view is hit: its touch is no content's.
        s.touch(.began, 100, 20, at: 1)
        #expect(s.app.activeTouches.first?.view === s.list)
        s.touch(.ended, 100, 20, at: 1.05)
        #expect(s.log.entries.isEmpty)
    }

    // MARK: isScrollEnabled (10.2)

    @Test func withScrollingDisabledContentGetsTheTouchAtOnceAndADragDoesNotScroll() {
        s.list.isScrollEnabled = false
        s.touch(.began, 100, 120, at: 0)
        #expect(s.log.entries == ["list touchesShouldBegin row", "row began [0]"])
        s.touch(.moved, 100, 40, at: 0.05)
        s.touch(.ended, 100, 40, at: 0.1)
        #expect(s.list.contentOffset == .zero)
        #expect(s.row.phases(of: s.row.received[0]) == [.began, .moved, .ended])
        #expect(!s.list.panGestureRecognizer.isEnabled)
    }

    // MARK: Traces

    @Test func traceSaysHeldBackThenDeliveredLate() {
        let effects = s.observeScrollEffects()
        s.touch(.began, 100, 120, at: 0)
        s.app.advanceTime(to: 0.15)
        #expect(effects.lines == ["began row delayed held back by list", "began row delayed delivered late by list"])
    }

    @Test func traceSaysTakenByScrollingWhenTheDragCancelsTheContent() {
        let effects = s.observeScrollEffects()
        s.touch(.began, 100, 120, at: 0)
        s.app.advanceTime(to: 0.2)
        s.touch(.moved, 100, 100, at: 0.25)
        s.touch(.ended, 100, 100, at: 0.3)
        #expect(
            effects.lines.suffix(3) == [
                "cancelled row cancelledByScrolling cancelled by list",
                "moved row cancelledByScrolling not delivered by list",
                "ended row cancelledByScrolling not delivered by list",
            ])
    }

    @Test func traceSaysKeptWhenTouchesShouldCancelSaidFalse() {
        let effects = s.observeScrollEffects()
        s.touch(.began, 100, 220, at: 0)
        s.app.advanceTime(to: 0.2)
        s.touch(.moved, 100, 190, at: 0.25)
        #expect(effects.lines.last == "moved button keptByControl delivered by list")
    }

    @Test func traceSaysRefusedWhenTouchesShouldBeginSaidFalse() {
        s.list.shouldBegin = false
        let effects = s.observeScrollEffects()
        s.touch(.began, 100, 120, at: 0)
        s.touch(.ended, 100, 120, at: 0.05)
        #expect(
            effects.lines.suffix(2) == [
                "began row refusedByTouchesShouldBegin not delivered by list",
                "ended row refusedByTouchesShouldBegin not delivered by list",
            ])
    }

    @Test func scrollEffectKindsAreTheFourOfTheLog() {
        #expect(
            DeliveryTrace.ScrollEffect.Kind.allCases.map(\.rawValue)
                == ["delayed", "cancelledByScrolling", "keptByControl", "refusedByTouchesShouldBegin"])
    }
}
