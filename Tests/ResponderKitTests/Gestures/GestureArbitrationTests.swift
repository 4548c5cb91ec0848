import ResponderKit
import Testing

@Suite("Between recognizers: delegates, precedence, simultaneity, states (behaviour 6)")
@MainActor
struct GestureArbitrationTests {
    let s = GestureScene()

    @Test func recognizerDefaultsAreUIKits() {
        let r = GestureRecognizer()
        #expect(r.state == .possible && r.isEnabled && r.view == nil && r.delegate == nil)
        #expect(r.cancelsTouchesInView && !r.delaysTouchesBegan && r.delaysTouchesEnded)
        #expect(GestureRecognizer.State.recognized == .ended)
        let tap = TapGestureRecognizer(), press = LongPressGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.allowableMovement == 10)
        #expect(
            press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTouchesRequired == 1)
    }

    @Test func delegateThatSaysNoToBeginFailsTheRecognizerAndTheViewGetsItsEnd() {
        let delegate = RecognizerDelegate(log: s.log)
        delegate.shouldBegin = false
        let tap = s.attach(TapGestureRecognizer(), "tap", to: s.container)
        tap.delegate = delegate
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        #expect(s.log.entries == ["shouldReceive tap 0", "view began [0]", "shouldBegin tap", "view ended [0]"])
        #expect(activity.states(of: "tap").first == "tap: possible → failed (delegate refused)")
    }

    @Test func delegateThatSaysNoToATouchKeepsItFromTheRecognizer() {
        let delegate = RecognizerDelegate(log: s.log)
        delegate.shouldReceive = false
        let watcher = WatchingRecognizer("watcher", log: s.log)
        watcher.delegate = delegate
        s.container.addGestureRecognizer(watcher)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        #expect(s.log.entries == ["shouldReceive watcher 0", "view began [0]", "view ended [0]"])
        #expect(s.view.received.first?.gestureRecognizers.isEmpty == true)
    }

    @Test func nearestRecognizerWinsWhenTwoRecognizeAtOnce() {
        s.attach(TapGestureRecognizer(), "inner", to: s.view)
        s.attach(TapGestureRecognizer(), "outer", to: s.container)
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        #expect(s.log.entries == ["view began [0]", "inner ended", "view cancelled [0]"])
        #expect(activity.states(of: "outer").first == "outer: possible → failed (prevented by inner)")
    }

    /// Two pans, one on the view and one on the container, dragged together.
    private func twoPans(_ configure: (PanGestureRecognizer, PanGestureRecognizer) -> Void) -> [String] {
        let inner = s.attach(PanGestureRecognizer(), "inner", to: s.view)
        let outer = s.attach(PanGestureRecognizer(), "outer", to: s.container)
        configure(inner, outer)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 120, 100, at: 0.1)
        s.touch(.moved, 130, 100, at: 0.2)
        s.touch(.ended, 130, 100, at: 0.3)
        return s.log.entries.filter { !$0.hasPrefix("view") }
    }

    @Test func onlyOneOfTwoPansOnTheSameTouchBeginsWithoutADelegate() {
        #expect(twoPans { _, _ in } == ["inner began", "inner changed", "inner ended"])
    }

    @Test func simultaneousRecognitionNeedsOnlyOneDelegateToSayYesTheInnerOne() {
        let delegate = RecognizerDelegate(log: EventLog())
        delegate.simultaneous = true
        #expect(
            twoPans { inner, _ in inner.delegate = delegate }
                == ["inner began", "outer began", "inner changed", "outer changed", "inner ended", "outer ended"])
    }

    @Test func simultaneousRecognitionNeedsOnlyOneDelegateToSayYesTheOuterOne() {
        let delegate = RecognizerDelegate(log: EventLog())
        delegate.simultaneous = true
        #expect(
            twoPans { _, outer in outer.delegate = delegate }
                == ["inner began", "outer began", "inner changed", "outer changed", "inner ended", "outer ended"])
    }

    @Test func recognizerThatBeganKeepsALaterOneOfTheSameTouchFromBeginning() {
        let pan = s.attach(PanGestureRecognizer(), "pan", to: s.container)
        let press = s.attach(LongPressGestureRecognizer(), "press", to: s.view)
        press.allowableMovement = 1000
        s.touch(.began, 100, 100, at: 0)
        s.touch(.moved, 120, 100, at: 0.1)  // the pan begins; the press is prevented
        #expect(pan.state == .began && press.state == .failed)
        s.app.advanceTime(to: 1)
        s.touch(.ended, 120, 100, at: 1.1)
        #expect(s.log.entries.filter { !$0.hasPrefix("view") } == ["pan began", "pan ended"])
    }

    @Test func recognizersOfDifferentTouchesDoNotExcludeEachOther() {
        s.view.isMultipleTouchEnabled = true
        let other = addView("other", Rect(x: 200, y: 200, width: 80, height: 80), to: s.container)
        let a = s.attach(PanGestureRecognizer(), "a", to: s.view)
        let b = s.attach(PanGestureRecognizer(), "b", to: other)
        s.touch(.began, 100, 100, at: 0, id: 0)
        s.touch(.began, 240, 240, at: 0, id: 1)
        s.touch(.moved, 120, 100, at: 0.1, id: 0)
        s.touch(.moved, 260, 240, at: 0.1, id: 1)
        #expect(a.state == .began && b.state == .began)
    }

    @Test func activityShowsEachStateChangeWithItsCause() {
        s.attach(TapGestureRecognizer(), "tap", to: s.container)
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        #expect(activity.lines == ["tap: possible → ended (recognizer)", "tap: ended → possible (reset)"])
    }

    @Test func meaninglessStateChangesAreIgnored() {
        let r = GestureRecognizer()
        var actions: [GestureRecognizer.State] = []
        r.addAction { actions.append($0.state) }
        r.state = .changed  // possible → changed: no
        #expect(r.state == .possible)
        r.state = .began  // outside any application: at once, with its action
        r.state = .changed
        r.state = .possible  // never set from outside
        r.state = .ended
        r.state = .began  // finished: nothing until reset
        #expect(r.state == .ended)
        #expect(actions == [.began, .changed, .ended])
    }

    @Test func targetActionReceivesTheRecognizerAsSender() {
        let target = SenderRecorder()
        let tap = TapGestureRecognizer(target: target, action: "tapped")
        s.container.addGestureRecognizer(tap)
        s.touch(.began, 100, 100, at: 0)
        s.touch(.ended, 100, 100, at: 0.05)
        #expect(target.received == ["tapped"])
        #expect(target.senders.first === tap)
        tap.removeTarget(nil, action: nil)
        s.touch(.began, 100, 100, at: 1)
        s.touch(.ended, 100, 100, at: 1.05)
        #expect(target.received == ["tapped"])
    }

    @Test func movingARecognizerToAnotherViewDetachesItFromTheFirst() {
        let tap = TapGestureRecognizer()
        s.view.addGestureRecognizer(tap)
        s.container.addGestureRecognizer(tap)
        #expect(
            s.view.gestureRecognizers == nil && s.container.gestureRecognizers ?? [] === [tap]
                && tap.view === s.container)
        s.container.gestureRecognizers = []
        #expect(tap.view == nil)
    }

    @Test func recognizersOnASubtreeMovedIntoAWindowSeeItsTouches() {
        let panel = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        panel.addSubview(inner)
        s.attach(TapGestureRecognizer(), "outer tap", to: panel)
        s.attach(TapGestureRecognizer(), "inner tap", to: inner)  // both attached before the panel is in a window
        s.container.addSubview(panel)
        s.touch(.began, 10, 10, at: 0)
        s.touch(.ended, 10, 10, at: 0.05)
        #expect(s.log.entries == ["inner tap ended"])
        // Out of the window and into another one: the recognizers follow it.
        let other = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        other.windowLevel = Window.alertLevel
        s.app.addWindow(other)
        other.addSubview(panel)
        s.touch(.began, 10, 10, at: 1)
        s.touch(.ended, 10, 10, at: 1.05)
        #expect(s.log.entries == ["inner tap ended", "inner tap ended"])
        inner.gestureRecognizers = []
        s.touch(.began, 10, 10, at: 2)
        s.touch(.ended, 10, 10, at: 2.05)
        #expect(s.log.entries == ["inner tap ended", "inner tap ended", "outer tap ended"])
    }

    @Test func recognizersTouchesAndViewsDeallocateEvenWithAGestureLeftWaiting() {
        weak var weakApp: Application?
        weak var weakView: View?
        weak var weakTouch: Touch?
        weak var weakSingle: GestureRecognizer?
        do {
            let (app, window) = makeApp()
            let view = TouchNotingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let double = TapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let single = TapGestureRecognizer()
            single.require(toFail: double)
            view.gestureRecognizers = [double, single]
            tap(app, window, at: Point(x: 10, y: 10))  // single waits for double; time never advances
            weakApp = app
            weakView = view
            weakTouch = view.lastTouch
            weakSingle = single
            #expect(weakTouch != nil && single.state == .possible && app.nextDeadline != nil)
        }
        #expect(weakApp == nil && weakView == nil && weakTouch == nil && weakSingle == nil)
    }

    // MARK: The clock

    @Test func clockFollowsInputAndAdvancesButNeverRunsBackwards() {
        #expect(s.app.currentTime == 0)
        s.touch(.began, 100, 100, at: 5)
        #expect(s.app.currentTime == 5)
        s.app.advanceTime(to: 4)
        s.app.advanceTime(to: .nan)
        #expect(s.app.currentTime == 5)
        s.touch(.ended, 100, 100, at: 3)  // an old timestamp: the clock stays
        #expect(s.app.currentTime == 5)
        s.app.advanceTime(by: 0.5)
        #expect(s.app.currentTime == 5.5)
        s.app.injectKey(.began, key: Key(characters: "k"), timestamp: 7)
        #expect(s.app.currentTime == 7)
    }
}

/// Notes the latest touch it received without keeping it alive.
@MainActor
final class TouchNotingView: View {
    weak var lastTouch: Touch?
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { lastTouch = touches.first }
}
