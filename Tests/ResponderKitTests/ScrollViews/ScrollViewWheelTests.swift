import ResponderKit
import Testing

@Suite("Scroll view: what a host needs for the wheel and the animation loop")
@MainActor
struct ScrollViewWheelTests {
    let s = NestedScene()

    @Test func wheelScrollsTheInnermostScrollViewAlongItsAxis() {
        let down = Point(x: 0, y: ScrollView.wheelNotchDistance)
        #expect(s.window.scrollView(at: Point(x: 100, y: 120), along: down) === s.lists[0])
        #expect(s.window.scrollWheel(by: down, at: Point(x: 100, y: 120)) === s.lists[0])
        #expect(s.lists[0].contentOffset == Point(x: 0, y: 40))
        #expect(s.pager.contentOffset == .zero)
    }

    @Test func sidewaysWheelPassesAVerticalListForThePagerAroundIt() {
        let right = Point(x: ScrollView.wheelNotchDistance, y: 0)
        #expect(s.window.scrollWheel(by: right, at: Point(x: 100, y: 120)) === s.pager)
        #expect(s.pager.contentOffset == Point(x: 40, y: 0))
    }

    @Test func sidewaysWheelOnACarouselInACellScrollsTheCarousel() {
        s.lists[0].contentOffset = Point(x: 0, y: 200)
        let right = Point(x: ScrollView.wheelNotchDistance, y: 0)
        #expect(s.window.scrollWheel(by: right, at: Point(x: 100, y: 150)) === s.carousel)
    }

    @Test func wheelStopsAtTheEdgeWithoutRubberBand() {
        let up = Point(x: 0, y: -ScrollView.wheelNotchDistance)
        #expect(s.window.scrollView(at: Point(x: 100, y: 120), along: up) === s.lists[0])
        #expect(s.window.scrollWheel(by: up, at: Point(x: 100, y: 120)) == nil)
        #expect(s.lists[0].contentOffset == .zero)
        s.lists[0].scroll(by: Point(x: 0, y: 5000))
        #expect(s.lists[0].contentOffset == Point(x: 0, y: 900))
    }

    @Test func disabledScrollViewIsPassedOver() {
        s.lists[0].isScrollEnabled = false
        #expect(s.window.scrollView(at: Point(x: 100, y: 120), along: Point(x: 0, y: 40)) == nil)
        #expect(s.lists[0].canScroll(along: Point(x: 0, y: 40)) == false)
        #expect(s.pager.canScroll(along: .zero) == false)
    }

    @Test func nextDeadlineCarriesOneFrameAtATimeWhileTheContentGlides() {
        s.app.advanceTime(to: 2)
        s.lists[0].setContentOffset(Point(x: 0, y: 100), animated: true)
        let first = s.app.nextDeadline
        #expect(first.map { abs($0 - (2 + ScrollView.frameInterval)) < 1e-12 } == true)
        s.app.advanceTime(to: first!)
        #expect(s.lists[0].contentOffset.y > 0)
        #expect(s.app.nextDeadline.map { $0 > first! } == true)
    }
}
