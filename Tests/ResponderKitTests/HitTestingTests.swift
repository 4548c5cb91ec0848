import Foundation
import ResponderKit
import Testing

/// A view that counts how often hit-testing asks it.
@MainActor
final class CountingView: View {
    var hitTestCalls = 0
    var pointInsideCalls = 0
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        hitTestCalls += 1
        return super.hitTest(point, with: event)
    }
    override func point(inside point: Point, with event: Event?) -> Bool {
        pointInsideCalls += 1
        return super.point(inside: point, with: event)
    }
}

/// A view whose touchable area is its bounds grown by `margin` on every side.
@MainActor
final class EnlargedView: View {
    var margin = 20.0
    override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.expanded(by: margin, margin).contains(point)
    }
}

@Suite("Hit-testing (behaviour 1.1–1.5, 1.8, 1.9)")
@MainActor
struct HitTestingTests {
    // MARK: 1.1

    @Test func beganTouchIsHitTestedOnceAndKeepsItsViewForLife() {
        let (app, window) = makeApp()
        let log = EventLog()
        let probe = ProbeView("probe", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
        let counter = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(counter)
        counter.addSubview(probe)
        app.injectTouch(.began, at: Point(x: 50, y: 50), in: window, timestamp: 0)
        #expect(counter.hitTestCalls == 1)
        // The finger leaves the view: moves and the end still go to it, without hit-testing again.
        app.injectTouch(.moved, at: Point(x: 300, y: 300), in: window, timestamp: 0.1)
        app.injectTouch(.ended, at: Point(x: 300, y: 300), in: window, timestamp: 0.2)
        #expect(counter.hitTestCalls == 1)
        #expect(log.entries == ["probe began [0]", "probe moved [0]", "probe ended [0]"])
        let touch = probe.received.first
        #expect(touch?.view === probe)
        #expect(touch?.location(in: probe) == Point(x: 300, y: 300))
        // Traced (an observer is registered), a began touch is still hit-tested once.
        app.addDeliveryObserver { _ in }
        app.injectTouch(.began, at: Point(x: 50, y: 50), in: window, id: 1, timestamp: 1)
        #expect(counter.hitTestCalls == 2)
        #expect(log.entries.last == "probe began [1]")
    }

    @Test func hitTestAndPointInsideHaveNoSideEffectsAndRepeatTheSameAnswer() {
        let (window, _) = seed003()
        let before = window.subviews.map { $0.subviews.map(\.frame) }
        let first = window.hitTest(Point(x: 150, y: 50), with: nil)
        let second = window.hitTest(Point(x: 150, y: 50), with: nil)
        _ = window.hitTestTrace(at: Point(x: 150, y: 50))
        let third = window.hitTest(Point(x: 150, y: 50), with: nil)
        #expect(first?.name == "B.1")
        #expect(first === second && second === third)
        #expect(window.subviews.map { $0.subviews.map(\.frame) } == before)
        #expect(window.point(inside: Point(x: 1, y: 1), with: nil))
        #expect(window.point(inside: Point(x: 1, y: 1), with: nil), "asked again, the same answer")
        #expect(!window.point(inside: Point(x: -1, y: 1), with: nil))
    }

    // MARK: 1.2

    @Test func hiddenViewIsSkippedWithItsWholeSubtree() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let parent = addView("parent", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let child = addView("child", Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === child)
        parent.isHidden = true
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test func interactionDisabledViewIsSkippedWithItsWholeSubtree() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let parent = addView("parent", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        addView("child", Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        parent.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test func alphaOfExactlyOneHundredthIsSkippedBecauseItIsStoredAsAFloat() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let v = addView("v", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        v.alpha = 0.01
        #expect(v.alpha == Double(Float(0.01)))
        #expect(v.alpha < 0.01)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test func alphaOfElevenThousandthsIsHit() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let v = addView("v", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        v.alpha = 0.011
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === v)
        v.alpha = 0
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test func transparentViewHidesItsOpaqueSubviewsToo() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let parent = addView("parent", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let child = addView("child", Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        parent.alpha = 0.005
        child.alpha = 1
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test func alphaIsClampedToZeroThroughOne() {
        let v = View()
        v.alpha = 3
        #expect(v.alpha == 1)
        v.alpha = -1
        #expect(v.alpha == 0)
        v.alpha = 0.5
        #expect(v.alpha == 0.5)
    }

    // MARK: 1.3

    @Test func whenPointInsideSaysNoTheSubviewsAreNeverAsked() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let parent = addView("parent", Rect(x: 0, y: 0, width: 50, height: 50), to: window)
        let child = CountingView(frame: Rect(x: 60, y: 60, width: 50, height: 50))
        parent.addSubview(child)
        // (70, 70) is inside the child's frame but outside the parent's bounds.
        #expect(window.hitTest(Point(x: 70, y: 70), with: nil) === window)
        #expect(child.hitTestCalls == 0 && child.pointInsideCalls == 0)
    }

    @Test func lastAddedSubviewIsFrontmostAndAnswersFirst() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let back = addView("back", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let front = addView("front", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        #expect(window.hitTest(Point(x: 5, y: 5), with: nil) === front)
        window.bringSubviewToFront(back)
        #expect(window.hitTest(Point(x: 5, y: 5), with: nil) === back)
        let bottom = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.insertSubview(bottom, at: 0)
        #expect(window.subviews.first === bottom)
        #expect(window.hitTest(Point(x: 5, y: 5), with: nil) === back)
    }

    @Test func subviewsAreAskedFromLastToFirstUntilOneAnswers() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let counters = (0..<3).map { i -> CountingView in
            let v = CountingView(frame: Rect(x: Double(i) * 100, y: 0, width: 100, height: 100))
            window.addSubview(v)
            return v
        }
        // The middle one answers: the last was asked, the first never was.
        #expect(window.hitTest(Point(x: 150, y: 50), with: nil) === counters[1])
        #expect(counters.map(\.hitTestCalls) == [0, 1, 1])
    }

    @Test func viewReturnsItselfWhenNoSubviewAnswers() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let parent = addView("parent", Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        addView("child", Rect(x: 0, y: 0, width: 10, height: 10), to: parent)
        #expect(window.hitTest(Point(x: 100, y: 100), with: nil) === parent)
    }

    @Test func pointIsConvertedIntoEachSubviewsCoordinates() {
        final class Recorder: View {
            var seen: [Point] = []
            override func point(inside point: Point, with event: Event?) -> Bool {
                seen.append(point)
                return super.point(inside: point, with: event)
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let parent = addView("parent", Rect(x: 100, y: 50, width: 100, height: 100), to: window)
        let child = Recorder(frame: Rect(x: 10, y: 20, width: 30, height: 30))
        parent.addSubview(child)
        _ = window.hitTest(Point(x: 115, y: 75), with: nil)
        #expect(child.seen == [Point(x: 5, y: 5)])
    }

    // MARK: 1.4

    @Test func boundsMinimumEdgesAreTouchableAndMaximumEdgesAreNot() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let v = addView("v", Rect(x: 100, y: 100, width: 50, height: 50), to: window)
        #expect(window.hitTest(Point(x: 100, y: 100), with: nil) === v)
        #expect(window.hitTest(Point(x: 149.999, y: 149.999), with: nil) === v)
        #expect(window.hitTest(Point(x: 150, y: 120), with: nil) === window)
        #expect(window.hitTest(Point(x: 120, y: 150), with: nil) === window)
    }

    @Test func emptyViewIsNeverHitAndNeitherIsWhatSticksOutOfIt() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let empty = addView("empty", Rect(x: 100, y: 100, width: 0, height: 0), to: window)
        let child = addView("child", Rect(x: -50, y: -50, width: 100, height: 100), to: empty)
        #expect(window.hitTest(Point(x: 100, y: 100), with: nil) === window)
        #expect(window.hitTest(Point(x: 90, y: 90), with: nil) === window)
        #expect(child.window === window)
    }

    @Test func boundsOriginScrollOffsetMovesTheHitAreaWithIt() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let scroll = addView("scroll", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let row = addView("row", Rect(x: 0, y: 100, width: 100, height: 20), to: scroll)
        #expect(window.hitTest(Point(x: 50, y: 10), with: nil) === scroll)
        scroll.bounds.origin = Point(x: 0, y: 100)
        // Scrolled down by 100: the row is now at the top of the scroll view.
        #expect(window.hitTest(Point(x: 50, y: 10), with: nil) === row)
        #expect(scroll.point(inside: Point(x: 50, y: 150), with: nil))
        #expect(!scroll.point(inside: Point(x: 50, y: 50), with: nil))
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    // MARK: 1.5

    @Test func subviewStickingOutCannotBeTouchedWhereItSticksOutWhateverClipsToBounds() {
        for clips in [false, true] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            let bar = addView("bar", Rect(x: 0, y: 100, width: 300, height: 50), to: window)
            bar.clipsToBounds = clips
            let button = addView("button", Rect(x: 130, y: -20, width: 40, height: 40), to: bar)
            #expect(window.hitTest(Point(x: 150, y: 90), with: nil) === window, "clips \(clips)")
            #expect(window.hitTest(Point(x: 150, y: 110), with: nil) === button, "clips \(clips)")
        }
    }

    @Test func superviewOverridingPointInsideMakesTheStickingOutPartTouchable() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let bar = EnlargedView(frame: Rect(x: 0, y: 100, width: 300, height: 50))
        bar.margin = 30
        window.addSubview(bar)
        let button = addView("button", Rect(x: 130, y: -20, width: 40, height: 40), to: bar)
        #expect(window.hitTest(Point(x: 150, y: 90), with: nil) === button)
        // Where the enlarged bar has no subview, the bar itself takes the touch.
        #expect(window.hitTest(Point(x: 20, y: 90), with: nil) === bar)
    }

    @Test func superviewOverridingHitTestMakesTheStickingOutPartTouchable() {
        final class TabBar: View {
            let middle = View(frame: Rect(x: 130, y: -20, width: 40, height: 40))
            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(middle)
            }
            required init?(coder: NSCoder) { nil }
            override func hitTest(_ point: Point, with event: Event?) -> View? {
                if !isHidden, let hit = middle.hitTest(middle.convert(point, from: self), with: event) { return hit }
                return super.hitTest(point, with: event)
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let bar = TabBar(frame: Rect(x: 0, y: 100, width: 300, height: 50))
        window.addSubview(bar)
        #expect(window.hitTest(Point(x: 150, y: 85), with: nil) === bar.middle)
        #expect(window.hitTest(Point(x: 20, y: 90), with: nil) === window)
    }
}
