import ResponderKit
import Testing

/// A horizontal pager (0, 0, 300, 300; three pages) whose pages are vertical
/// lists; the first list holds a probe row "row" (0, 100, 300, 50) and a
/// horizontal carousel in a cell: "cell" (0, 300, 300, 100) holding
/// "carousel" (0, 0, 300, 100) with content 900 wide.
@MainActor
final class NestedScene {
    let log = EventLog()
    let app: Application
    let window: Window
    let pager = SteeredScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    var lists: [ScrollView] = []
    let row: ProbeView
    let carousel = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100))

    init() {
        (app, window) = makeApp()
        pager.name = "pager"
        pager.log = log
        pager.contentSize = Size(width: 900, height: 300)
        window.addSubview(pager)
        for page in 0..<3 {
            let list = ScrollView(frame: Rect(x: Double(page) * 300, y: 0, width: 300, height: 300))
            list.name = "list\(page)"
            list.contentSize = Size(width: 300, height: 1200)
            pager.addSubview(list)
            lists.append(list)
        }
        row = ProbeView("row", frame: Rect(x: 0, y: 100, width: 300, height: 50), log: log)
        lists[0].addSubview(row)
        let cell = addView("cell", Rect(x: 0, y: 300, width: 300, height: 100), to: lists[0])
        carousel.name = "carousel"
        carousel.contentSize = Size(width: 900, height: 100)
        cell.addSubview(carousel)
    }

    func touch(_ phase: Touch.Phase, _ x: Double, _ y: Double, at time: Double) {
        app.injectTouch(phase, at: Point(x: x, y: y), in: window, timestamp: time)
    }
}

@Suite("Scroll view: nested scroll views share a drag by axis (behaviour 10.2)")
@MainActor
struct ScrollViewNestingTests {
    let s = NestedScene()

    @Test func horizontalDragInAVerticalListMovesThePager() {
        s.touch(.began, 200, 120, at: 0)
        s.touch(.moved, 185, 118, at: 0.02)
        s.touch(.moved, 140, 118, at: 0.04)
        #expect(s.pager.isDragging && !s.lists[0].isDragging)
        #expect(s.pager.contentOffset == Point(x: 45, y: 0))
        #expect(s.lists[0].contentOffset == .zero)
        #expect(s.row.received.isEmpty)
    }

    @Test func verticalDragInAVerticalListMovesTheListNotThePager() {
        s.touch(.began, 200, 120, at: 0)
        s.touch(.moved, 198, 105, at: 0.02)
        s.touch(.moved, 198, 60, at: 0.04)
        #expect(s.lists[0].isDragging && !s.pager.isDragging)
        #expect(s.lists[0].contentOffset == Point(x: 0, y: 45))
        #expect(s.pager.contentOffset == .zero)
    }

    @Test func contentWaitsForBothDelaysAndBothScrollViewsAreAsked() {
        s.touch(.began, 200, 120, at: 0)
        s.app.advanceTime(to: 0.15)
        #expect(s.log.entries == ["pager touchesShouldBegin row", "row began [0]"])
    }

    @Test func pagerRefusingTouchesShouldBeginKeepsTheRowOutOfItsInnerList() {
        s.pager.shouldBegin = false
        s.touch(.began, 200, 120, at: 0)
        s.touch(.ended, 200, 120, at: 0.05)
        #expect(s.row.received.isEmpty)
    }

    @Test func horizontalDragOnACarouselInACellMovesTheCarousel() {
        s.lists[0].contentOffset = Point(x: 0, y: 200)  // the cell now shows at y 100…200
        s.touch(.began, 200, 150, at: 1)
        s.touch(.moved, 185, 149, at: 1.02)
        s.touch(.moved, 150, 149, at: 1.04)
        #expect(s.carousel.isDragging)
        #expect(s.carousel.contentOffset == Point(x: 35, y: 0))
        #expect(s.pager.contentOffset == .zero)
        #expect(s.lists[0].contentOffset == Point(x: 0, y: 200))
    }

    @Test func verticalDragOnACarouselInACellMovesTheListAroundIt() {
        s.lists[0].contentOffset = Point(x: 0, y: 200)
        s.touch(.began, 200, 150, at: 0)
        s.touch(.moved, 199, 135, at: 0.02)
        s.touch(.moved, 199, 100, at: 0.04)
        #expect(!s.carousel.isDragging && s.lists[0].isDragging && !s.pager.isDragging)
        #expect(s.lists[0].contentOffset == Point(x: 0, y: 235))
    }

    @Test func horizontalDragOnACarouselAtItsEndStillMovesTheCarouselWithTheRubberBand() {
        s.lists[0].contentOffset = Point(x: 0, y: 200)
        s.touch(.began, 100, 150, at: 0)
        s.touch(.moved, 115, 150, at: 0.02)  // rightwards: past the carousel's start
        #expect(s.carousel.isDragging && !s.pager.isDragging)
    }
}

@Suite("Scroll view: taken out of the tree mid-drag")
@MainActor
struct ScrollViewRemovalTests {
    @Test func scrollViewRemovedAndReleasedWhileDraggingEndsTheTouchWithoutATrap() {
        let (app, window) = makeApp()
        let log = EventLog()
        var list: ScrollView? = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        list!.contentSize = Size(width: 300, height: 1000)
        window.addSubview(list!)
        let row = ProbeView("row", frame: Rect(x: 0, y: 100, width: 300, height: 50), log: log)
        list!.addSubview(row)
        weak let released = list
        app.injectTouch(.began, at: Point(x: 50, y: 120), in: window, timestamp: 0)
        app.injectTouch(.moved, at: Point(x: 50, y: 100), in: window, timestamp: 0.02)
        #expect(list!.isDragging)
        list!.removeFromSuperview()
        list = nil
        app.injectTouch(.ended, at: Point(x: 50, y: 80), in: window, timestamp: 0.05)
        app.advanceTime(to: 5)
        #expect(released == nil)
        #expect(app.activeTouches.isEmpty)
        #expect(row.received.isEmpty)
    }
}
