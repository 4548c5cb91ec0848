import Foundation
import ResponderKit
import Testing

@Suite("Scroll view: offset, range, drag, rubber band, deceleration (behaviour 10.1, 10.2)")
@MainActor
struct ScrollViewDraggingTests {
    let s = ScrollScene()

    // MARK: Offset and range (10.1)

    @Test func contentOffsetIsTheBoundsOriginBothWays() {
        s.list.contentOffset = Point(x: 0, y: 120)
        #expect(s.list.bounds.origin == Point(x: 0, y: 120))
        s.list.bounds.origin = Point(x: 0, y: 40)
        #expect(s.list.contentOffset == Point(x: 0, y: 40))
        #expect(s.list.bounds.size == Size(width: 300, height: 300))
    }

    @Test func hitTestingOfTheContentFollowsTheOffset() {
        s.list.contentOffset = Point(x: 0, y: 100)
        #expect(s.window.hitTest(Point(x: 50, y: 20), with: nil) === s.row)
        #expect(s.window.hitTest(Point(x: 50, y: 120), with: nil) === s.button)
    }

    @Test func rangeRunsFromMinusTheInsetToTheContentsFarEdgePlusItsInset() {
        s.list.contentInset = EdgeInsets(top: 20, left: 5, bottom: 30, right: 7)
        #expect(s.list.minimumContentOffset == Point(x: -5, y: -20))
        #expect(s.list.maximumContentOffset == Point(x: 7, y: 730))
        #expect(s.list.canScrollHorizontally && s.list.canScrollVertically)
    }

    @Test func shortContentHasAnEmptyRangeUnlessItAlwaysBounces() {
        s.list.contentSize = Size(width: 300, height: 200)
        #expect(s.list.maximumContentOffset == .zero)
        #expect(!s.list.canScrollVertically && !s.list.canScrollHorizontally)
        s.list.alwaysBounceVertical = true
        #expect(s.list.canScrollVertically && !s.list.canScrollHorizontally)
        s.list.alwaysBounceHorizontal = true
        #expect(s.list.canScrollHorizontally)
    }

    @Test func setContentOffsetWithoutAnimationJumpsAndReportsIt() {
        s.list.setContentOffset(Point(x: 0, y: 250), animated: false)
        #expect(s.list.contentOffset == Point(x: 0, y: 250))
        #expect(s.delegate.entries == ["didScroll (0, 250)"])
        #expect(s.app.nextDeadline == nil)
    }

    @Test func setContentOffsetAnimatedGlidesThereOnTheClockInPointThreeSeconds() {
        s.app.advanceTime(to: 1)
        s.list.setContentOffset(Point(x: 0, y: 300), animated: true)
        #expect(s.list.contentOffset == .zero)
        s.runFrames(until: 1.15)
        let y = s.list.contentOffset.y
        #expect(y > 150 && y < 300)  // fast, then slow
        #expect(!s.list.isDecelerating)
        s.runFrames(until: 1.3)
        #expect(s.list.contentOffset == Point(x: 0, y: 300))
        #expect(abs(s.app.currentTime - 1.3) < 1e-12)
        #expect(s.app.nextDeadline == nil)
        #expect(s.delegate.milestones.isEmpty)
    }

    @Test func nonFiniteOffsetsAreIgnored() {
        s.list.contentOffset = Point(x: .nan, y: 3)
        s.list.setContentOffset(Point(x: 0, y: .infinity), animated: true)
        #expect(s.list.contentOffset == .zero)
        s.list.contentSize = Size(width: .nan, height: .infinity)
        #expect(s.list.maximumContentOffset == .zero)
    }

    // MARK: The pan (10.2)

    @Test func panBeginsPastTenPointsAndMovesTheOffsetByTheTravelSinceThenWithoutAJump() {
        s.touch(.began, 100, 200, at: 0)
        s.touch(.moved, 100, 190, at: 0.01)  // exactly 10: not yet
        #expect(!s.list.isDragging)
        s.touch(.moved, 100, 185, at: 0.02)
        #expect(s.list.isDragging && s.list.isTracking)
        #expect(s.list.contentOffset == .zero)
        s.touch(.moved, 100, 150, at: 0.03)
        #expect(s.list.contentOffset == Point(x: 0, y: 35))
        #expect(s.delegate.entries == ["willBeginDragging", "didScroll (0, 35)"])
    }

    @Test func horizontalDragInAVerticalListDoesNotBeginNorLaterInTheSameTouch() {
        s.touch(.began, 100, 200, at: 0)
        s.touch(.moved, 80, 195, at: 0.02)
        #expect(s.list.panGestureRecognizer.state == .failed)
        s.touch(.moved, 80, 100, at: 0.04)
        s.touch(.ended, 80, 100, at: 0.06)
        #expect(s.list.contentOffset == .zero)
        #expect(s.delegate.entries.isEmpty)
    }

    @Test func tieBetweenTheAxesIsDecidedByTheVerticalAxis() {
        s.list.contentSize = Size(width: 1000, height: 300)  // only horizontal
        s.touch(.began, 100, 200, at: 0)
        s.touch(.moved, 92, 192, at: 0.02)  // 8 and 8: 11.3 points, a tie
        #expect(s.list.panGestureRecognizer.state == .failed)
        let wide = ScrollScene()
        wide.list.contentSize = Size(width: 1000, height: 1000)
        wide.touch(.began, 100, 200, at: 0)
        wide.touch(.moved, 92, 192, at: 0.02)
        #expect(wide.list.isDragging)
    }

    @Test func bothAxesFollowTheFingerWhenBothScroll() {
        s.list.contentSize = Size(width: 1000, height: 1000)
        s.touch(.began, 200, 200, at: 0)
        s.touch(.moved, 190, 185, at: 0.02)
        s.touch(.moved, 150, 120, at: 0.04)
        #expect(s.list.contentOffset == Point(x: 40, y: 65))
    }

    @Test func pastTheEdgeTheOffsetFollowsThePinnedRubberBand() {
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 100, 120, at: 0.02)  // began, pulling down past the top
        s.touch(.moved, 100, 220, at: 0.04)  // 100 points past the limit 0
        let expected = 0 - (1 - 1 / (100 * 0.55 / 300 + 1)) * 300
        #expect(abs(s.list.contentOffset.y - expected) < 1e-9)
        #expect(s.list.contentOffset.y < 0 && s.list.contentOffset.y > -100)
    }

    @Test func rubberBandPastTheFarEdgeUsesTheUpperLimit() {
        s.list.contentOffset = Point(x: 0, y: 700)
        s.touch(.began, 100, 250, at: 0)
        s.touch(.moved, 100, 230, at: 0.02)
        s.touch(.moved, 100, 130, at: 0.04)  // 100 points past 700
        let expected = 700 + (1 - 1 / (100 * 0.55 / 300 + 1)) * 300
        #expect(abs(s.list.contentOffset.y - expected) < 1e-9)
    }

    @Test func withoutBouncesTheOffsetStopsAtTheEdge() {
        s.list.bounces = false
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 100, 120, at: 0.02)
        s.touch(.moved, 100, 220, at: 0.04)
        #expect(s.list.contentOffset == .zero)
    }

    @Test func releasedPastTheEdgeItSpringsBackAndReportsTheEnd() {
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 100, 120, at: 0.02)
        s.touch(.moved, 100, 220, at: 0.04)
        s.app.advanceTime(to: 0.5)
        s.touch(.ended, 100, 220, at: 0.5)  // at rest: no speed
        #expect(s.list.isDecelerating)
        #expect(s.delegate.milestones == ["willBeginDragging", "didEndDragging decelerate: true"])
        s.runFrames(until: 0.9)
        #expect(s.list.contentOffset == .zero)
        #expect(s.app.currentTime == 0.9)
        #expect(!s.list.isDecelerating)
        #expect(s.delegate.milestones.last == "didEndDecelerating")
        #expect(s.app.nextDeadline == nil)
    }

    @Test func flingDeceleratesByTheRatePerMillisecondExactly() {
        // 10 points every 0.01 s upwards: the content moves down the list at 1000 points/s.
        s.drag(from: 100, 250, by: 0, -100, at: 0)
        let start = s.list.contentOffset.y
        #expect(start == 80)  // began after 20 points
        #expect(s.delegate.milestones == ["willBeginDragging", "didEndDragging decelerate: true"])
        #expect(s.list.isDecelerating && !s.list.isDragging)
        s.runFrames(until: 0.6)
        let ms = (s.app.currentTime - 0.1) * 1000
        let expected = start + 1000 * (pow(0.998, ms) - 1) / (1000 * log(0.998))
        #expect(abs(s.list.contentOffset.y - expected) < 1e-6)
        s.settle()
        #expect(!s.list.isDecelerating)
        #expect(s.delegate.milestones.last == "didEndDecelerating")
        // It stopped with less than half a point of its glide left.
        let full = start - 1000 / (1000 * log(0.998))
        #expect(s.list.contentOffset.y < full && s.list.contentOffset.y > full - ScrollView.decelerationStopDistance)
    }

    @Test func fastRateStopsSooner() {
        s.list.decelerationRate = .fast
        #expect(
            ScrollView.DecelerationRate.fast.rawValue == 0.99 && ScrollView.DecelerationRate.normal.rawValue == 0.998)
        s.drag(from: 100, 250, by: 0, -100, at: 0)
        s.settle()
        let full = 80 - 1000 / (1000 * log(0.99))
        #expect(s.list.contentOffset.y < full && s.list.contentOffset.y > full - ScrollView.decelerationStopDistance)
        #expect(full - 80 < 100)  // a tenth of the normal rate's glide of 500 points
    }

    @Test func flingStopsAtTheEdge() {
        s.list.contentSize = Size(width: 300, height: 500)
        s.drag(from: 100, 250, by: 0, -100, at: 0)
        s.settle()
        #expect(s.list.contentOffset == Point(x: 0, y: 200))
        #expect(s.delegate.milestones.last == "didEndDecelerating")
        #expect(s.app.nextDeadline == nil)
    }

    @Test func aFingerDownStopsTheFling() {
        s.drag(from: 100, 250, by: 0, -100, at: 0)
        s.runFrames(until: 0.3)
        let y = s.list.contentOffset.y
        s.touch(.began, 100, 100, at: 0.31)
        #expect(!s.list.isDecelerating && s.list.isTracking)
        s.app.advanceTime(to: 0.6)
        #expect(s.list.contentOffset.y == y)
    }

    @Test func releaseWithoutSpeedDoesNotDecelerate() {
        s.drag(from: 100, 250, by: 0, -100, at: 0, release: false)
        s.app.advanceTime(to: 0.5)
        s.touch(.ended, 100, 150, at: 0.5)
        #expect(s.delegate.milestones == ["willBeginDragging", "didEndDragging decelerate: false"])
        #expect(!s.list.isDecelerating && !s.list.isTracking)
        #expect(s.app.nextDeadline == nil)
    }

    @Test func deadlinesStopOnceSettledSoAnIdleHostSleeps() {
        s.drag(from: 100, 250, by: 0, -100, at: 0)
        #expect(s.app.nextDeadline != nil)
        var reported: [Double?] = []
        s.app.deadlineDidChange = { reported.append($0) }
        s.settle()
        #expect(s.app.nextDeadline == nil)
        #expect(reported.last == .some(nil))
    }
}
