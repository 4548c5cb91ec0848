import ResponderKit
import Testing

@Suite("Bad input never crashes, and gets a defined answer")
@MainActor
struct BadInputTests {
    private func scene() -> (Application, Window, ProbeView, EventLog) {
        let (app, window) = makeApp()
        let log = EventLog()
        let probe = ProbeView("probe", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(probe)
        return (app, window, probe, log)
    }

    // MARK: Non-finite numbers

    @Test func nanAndInfinitePointsHitNothing() {
        let (_, window, _, _) = scene()
        for p in [
            Point(x: .nan, y: 5), Point(x: 5, y: .nan), Point(x: .infinity, y: 5),
            Point(x: 5, y: -.infinity), Point(x: .infinity, y: .infinity),
        ] {
            #expect(window.hitTest(p, with: nil) == nil, "\(p)")
            let trace = window.hitTestTrace(at: p)
            #expect(trace.hitView == nil)
            #expect(trace.verdict(for: window) == .outsideBounds)
        }
    }

    @Test func touchBeganAtANonFinitePointReachesNoViewAndStillEndsCleanly() {
        let (app, window, _, log) = scene()
        app.injectTouch(.began, at: Point(x: .nan, y: .nan), in: window, timestamp: 0)
        #expect(app.activeTouches.count == 1)
        #expect(app.activeTouches.first?.view == nil)
        app.injectTouch(.ended, at: Point(x: 5, y: 5), in: window, timestamp: 0.1)
        #expect(app.activeTouches.isEmpty)
        #expect(log.entries.isEmpty)
    }

    @Test func nonFiniteMoveKeepsTheLastKnownLocation() {
        let (app, window, probe, log) = scene()
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, timestamp: 0)
        app.injectTouch(.moved, at: Point(x: .nan, y: 3), in: window, timestamp: 0.1)
        app.injectTouch(.ended, at: Point(x: .infinity, y: 3), in: window, timestamp: 0.2)
        let touch = try! #require(probe.received.first)
        #expect(touch.location(in: nil) == Point(x: 10, y: 10))
        #expect(log.entries == ["probe began [0]", "probe moved [0]", "probe ended [0]"])
    }

    @Test func viewWithANanFrameIsNeverHitAndTheViewBehindIs() {
        let (_, window, probe, _) = scene()
        let broken = addView("broken", Rect(x: .nan, y: 0, width: 50, height: 50), to: probe)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === probe)
        #expect(broken.frame.origin.x.isNaN)
        #expect(broken.convert(Point(x: 1, y: 1), to: nil).x.isNaN)
        broken.frame = Rect(x: 0, y: 0, width: .nan, height: .nan)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === probe)
    }

    @Test func viewWithAnInfiniteFrameIsNeverHitAndTheViewBehindIs() {
        // An infinite rectangle has no center to place the view by; pinned: untouchable.
        let (_, window, probe, _) = scene()
        addView("huge", Rect(x: 0, y: 0, width: .infinity, height: .infinity), to: probe)
        addView("far", Rect(x: -.infinity, y: 0, width: 10, height: 10), to: probe)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === probe)
    }

    @Test func nanAlphaCountsAsFullyTransparent() {
        let (_, window, probe, _) = scene()
        probe.alpha = .nan
        #expect(probe.alpha == 0)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test func nanTransformMakesTheViewUntouchable() {
        let (_, window, probe, _) = scene()
        probe.transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test func viewSquashedToNothingByAZeroScaleIsNotHit() {
        // Its on-screen area is empty (behaviour 1.4, 1.6): no point of the superview maps into it.
        let (_, window, probe, _) = scene()
        probe.transform = Transform(scaleX: 0, y: 0)
        #expect(probe.frame == Rect(x: 50, y: 50, width: 0, height: 0))
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === window)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
        probe.transform = Transform(scaleX: 0, y: 1)
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === window)
        probe.transform = .identity
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === probe)
    }

    // MARK: Degenerate sizes

    @Test func zeroSizedViewIsNeverHit() {
        let (_, window, probe, _) = scene()
        let dot = addView("dot", Rect(x: 10, y: 10, width: 0, height: 0), to: probe)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === probe)
        #expect(dot.frame == Rect(x: 10, y: 10, width: 0, height: 0))
    }

    @Test func negativeSizedFrameIsStandardized() {
        let (_, window, probe, _) = scene()
        let v = addView("v", Rect(x: 50, y: 50, width: -20, height: -30), to: probe)
        #expect(v.frame == Rect(x: 30, y: 20, width: 20, height: 30))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 20, height: 30))
        #expect(window.hitTest(Point(x: 31, y: 21), with: nil) === v)
        #expect(window.hitTest(Point(x: 51, y: 40), with: nil) === probe)
        v.frame = Rect(x: 10, y: 10, width: -5, height: -5)
        #expect(v.frame == Rect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func negativeSizedBoundsTouchLikeTheirStandardizedArea() {
        let (_, window, probe, _) = scene()
        let v = addView("v", Rect(x: 40, y: 40, width: 20, height: 20), to: probe)
        v.bounds = Rect(x: 0, y: 0, width: -20, height: -20)
        #expect(v.center == Point(x: 50, y: 50))
        #expect(window.hitTest(Point(x: 45, y: 55), with: nil) === v)
        #expect(window.hitTest(Point(x: 61, y: 50), with: nil) === probe)
    }

    // MARK: Hierarchy cycles

    @Test func addingAViewToItsOwnDescendantIsRefusedAndChangesNothing() {
        let root = View(frame: .zero)
        let middle = View(frame: .zero)
        let leaf = View(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)
        leaf.addSubview(root)
        leaf.insertSubview(middle, at: 0)
        middle.addSubview(middle)
        #expect(root.superview == nil)
        #expect(root.subviews === [middle])
        #expect(middle.superview === root)
        #expect(middle.subviews === [leaf])
        #expect(leaf.superview === middle)
        #expect(leaf.subviews.isEmpty)
    }

    @Test func addingAViewToItsOwnDescendantInAWindowKeepsItsTouchesAlive() {
        let (app, window, probe, log) = scene()
        let inner = addView("inner", Rect(x: 0, y: 0, width: 10, height: 10), to: probe)
        app.injectTouch(.began, at: Point(x: 50, y: 50), in: window, timestamp: 0)
        inner.addSubview(probe)
        inner.addSubview(window)
        app.injectTouch(.ended, at: Point(x: 50, y: 50), in: window, timestamp: 0.1)
        #expect(log.entries == ["probe began [0]", "probe ended [0]"])
        #expect(window.subviews === [probe])
    }

    @Test func insertingAtAnOutOfRangeIndexClamps() {
        let parent = View(frame: .zero)
        let a = View(frame: .zero), b = View(frame: .zero), c = View(frame: .zero)
        parent.insertSubview(a, at: 99)
        parent.insertSubview(b, at: -5)
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews === [b, c, a])
        parent.insertSubview(a, at: 0)  // re-adding moves it
        #expect(parent.subviews === [a, b, c])
    }

    // MARK: Touch input out of order

    @Test func phasesForAnUnknownIdAreIgnored() {
        let (app, window, _, log) = scene()
        for phase in [Touch.Phase.moved, .stationary, .ended, .cancelled] {
            app.injectTouch(phase, at: Point(x: 5, y: 5), in: window, id: 42, timestamp: 0)
        }
        #expect(log.entries.isEmpty)
        #expect(app.activeTouches.isEmpty)
    }

    @Test func endedWithoutBeganIsIgnoredAndDoesNotCountAsATap() {
        let (app, window, probe, log) = scene()
        app.injectTouch(.ended, at: Point(x: 5, y: 5), in: window, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 0.1)
        #expect(log.entries == ["probe began [0]"])
        #expect(probe.received.first?.tapCount == 1)
    }

    @Test func beganTwiceForTheSameIdCancelsTheFirstTouch() {
        let (app, window, probe, log) = scene()
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 6, y: 6), in: window, timestamp: 0.1)
        app.injectTouch(.ended, at: Point(x: 6, y: 6), in: window, timestamp: 0.2)
        #expect(log.entries == ["probe began [0]", "probe cancelled [0]", "probe began [0]", "probe ended [0]"])
        #expect(probe.received.count == 2)
        let (first, second) = (probe.received[0], probe.received[1])
        #expect(first !== second)
        #expect(probe.phases(of: first) == [.began, .cancelled])
        #expect(probe.phases(of: second) == [.began, .ended])
        #expect(app.activeTouches.isEmpty)
    }

    @Test func timestampsGoingBackwardsAreKeptAsGivenAndStartTheTapCountOver() {
        let (app, window, probe, _) = scene()
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 10)
        app.injectTouch(.moved, at: Point(x: 6, y: 5), in: window, timestamp: 9)
        let touch = try! #require(probe.received.first)
        #expect(touch.timestamp == 9)
        app.injectTouch(.ended, at: Point(x: 6, y: 5), in: window, timestamp: 8)
        #expect(touch.phase == .ended && touch.timestamp == 8)
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 7.9)
        #expect(probe.received.last?.tapCount == 1)
        #expect(probe.phases(of: touch) == [.began, .moved, .ended])
    }

    @Test func touchInAWindowThatBelongsToNoApplicationIsDeliveredAndCancelledLikeAnyOther() {
        let app = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let log = EventLog()
        let probe = ProbeView("probe", frame: Rect(x: 0, y: 0, width: 50, height: 50), log: log, handles: false)
        window.addSubview(probe)
        tap(app, window, at: Point(x: 5, y: 5))
        #expect(log.entries == ["probe began [0]", "probe ended [0]"])
        // behaviour 3.4 needs the window to know the application that tracks its touches.
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, id: 1, timestamp: 1)
        probe.removeFromSuperview()
        app.injectTouch(.ended, at: Point(x: 5, y: 5), in: window, id: 1, timestamp: 1.1)
        #expect(log.entries.suffix(2) == ["probe began [1]", "probe cancelled [1]"])
        #expect(window.next === app)
    }
}
