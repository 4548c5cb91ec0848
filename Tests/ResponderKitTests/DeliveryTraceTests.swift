import ResponderKit
import Testing

@Suite("Delivery traces: handled, forwarded, discarded (behaviour 8)")
@MainActor
struct DeliveryTraceTests {
    /// An observed application: window ⊃ card ⊃ button, and the traces it publishes.
    @MainActor
    final class Scene {
        let log = EventLog()
        let app: Application
        let window: Window
        let card: ProbeView
        let button: ProbeView
        let observation: DeliveryObservation

        init(buttonHandles: Bool, cardHandles: Bool) {
            (app, window) = makeApp()
            card = ProbeView("card", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log, handles: cardHandles)
            button = ProbeView(
                "button", frame: Rect(x: 10, y: 10, width: 50, height: 50), log: log, handles: buttonHandles)
            window.addSubview(card)
            card.addSubview(button)
            let box = TraceBox()
            self.box = box
            observation = app.addDeliveryObserver { box.traces.append($0) }
        }

        private let box: TraceBox
        var all: [DeliveryTrace] { box.traces }
    }

    @MainActor
    final class TraceBox { var traces: [DeliveryTrace] = [] }

    private func path(_ trace: DeliveryTrace) -> [String] {
        trace.steps.map { "\($0.responder.debugName) \($0.outcome.rawValue)" }
    }

    @Test func viewThatDoesNotCallSuperHandlesTheTouch() {
        let s = Scene(buttonHandles: true, cardHandles: false)
        s.app.injectTouch(.began, at: Point(x: 20, y: 20), in: s.window, timestamp: 0)
        #expect(s.all.count == 1)
        let trace = s.all[0]
        #expect(trace.phase == .began)
        #expect(trace.view === s.button)
        #expect(path(trace) == ["button handled"])
        #expect(trace.handledBy === s.button)
        #expect(!trace.isDiscarded)
        #expect(trace.hitTest?.hitView === s.button)
        #expect(trace.touches.map(\.id) == [0])
        #expect(trace.withheld == nil)
    }

    @Test func forwardedStepsLeadToTheResponderThatHandled() {
        let s = Scene(buttonHandles: false, cardHandles: true)
        s.app.injectTouch(.began, at: Point(x: 20, y: 20), in: s.window, timestamp: 0)
        #expect(path(s.all[0]) == ["button forwarded", "card handled"])
        #expect(s.all[0].handledBy === s.card)
    }

    @Test func touchNobodyHandlesIsDiscardedAtTheEndOfTheChainAfterTheDelegate() {
        let s = Scene(buttonHandles: false, cardHandles: false)
        let delegate = ProbeResponder("delegate", log: s.log)
        s.app.delegate = delegate
        let root = ViewController()
        root.name = "root"
        s.window.rootViewController = root
        s.app.injectTouch(.began, at: Point(x: 20, y: 20), in: s.window, timestamp: 0)
        let trace = s.all[0]
        #expect(
            path(trace) == [
                "button forwarded", "card forwarded", "window forwarded",
                "Application forwarded", "ProbeResponder forwarded",
            ])
        #expect(trace.steps.last?.responder === delegate)
        #expect(trace.isDiscarded)
        #expect(trace.handledBy == nil)
    }

    @Test func delegateThatHandlesIsTheLastStep() {
        let s = Scene(buttonHandles: false, cardHandles: false)
        let delegate = ProbeResponder("delegate", log: s.log, handles: true)
        s.app.delegate = delegate
        s.app.injectTouch(.began, at: Point(x: 20, y: 20), in: s.window, timestamp: 0)
        #expect(s.all[0].handledBy === delegate)
        #expect(path(s.all[0]).last == "ProbeResponder handled")
    }

    @Test func controllerAppearsInThePathBetweenItsViewAndTheWindow() {
        let (app, window) = makeApp()
        let box = TraceBox()
        app.addDeliveryObserver { box.traces.append($0) }
        let root = ViewController()
        root.name = "root"
        root.view.name = "rootView"
        window.rootViewController = root
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 0)
        #expect(
            path(box.traces[0]) == [
                "rootView forwarded", "root forwarded", "window forwarded",
                "Application forwarded",
            ])
    }

    @Test func eachPhaseHasItsOwnTraceAndOnlyBeganCarriesTheHitTest() {
        let s = Scene(buttonHandles: true, cardHandles: false)
        s.app.injectTouch(.began, at: Point(x: 20, y: 20), in: s.window, timestamp: 0)
        s.app.injectTouch(.moved, at: Point(x: 22, y: 20), in: s.window, timestamp: 0.1)
        s.app.injectTouch(.stationary, at: Point(x: 22, y: 20), in: s.window, timestamp: 0.15)
        s.app.injectTouch(.ended, at: Point(x: 22, y: 20), in: s.window, timestamp: 0.2)
        #expect(s.all.map(\.phase) == [.began, .moved, .ended])
        #expect(s.all.map { $0.hitTest != nil } == [true, false, false])
        #expect(s.all.allSatisfy { $0.handledBy === s.button })
    }

    @Test func touchThatHitsNothingGivesOneDiscardedTraceWithItsHitTest() {
        let s = Scene(buttonHandles: true, cardHandles: false)
        s.app.injectTouch(.began, at: Point(x: 500, y: 20), in: s.window, timestamp: 0)
        #expect(s.all.count == 1)
        let trace = s.all[0]
        #expect(trace.phase == .began)
        #expect(trace.view == nil)
        #expect(trace.steps.isEmpty)
        #expect(trace.isDiscarded)
        #expect(trace.touches.map(\.id) == [0])
        let hit = try! #require(trace.hitTest)
        #expect(hit.hitView == nil)
        #expect(hit.verdict(for: s.window) == .outsideBounds)
        s.app.injectTouch(.ended, at: Point(x: 500, y: 20), in: s.window, timestamp: 0.1)
        #expect(s.all.count == 2)
        #expect(s.all[1].phase == .ended && s.all[1].view == nil && s.all[1].isDiscarded)
        #expect(s.log.entries.isEmpty)
    }

    @Test func withheldTouchSaysWhyAndReachesNobody() {
        let s = Scene(buttonHandles: true, cardHandles: false)
        s.app.injectTouch(.began, at: Point(x: 20, y: 20), in: s.window, id: 0, timestamp: 0)
        s.app.injectTouch(.began, at: Point(x: 30, y: 30), in: s.window, id: 1, timestamp: 0.01)
        let trace = s.all[1]
        #expect(trace.withheld == .multipleTouchDisabled(s.button))
        #expect(trace.view === s.button)
        #expect(trace.steps.isEmpty)
        #expect(trace.isDiscarded)
        #expect(s.log.entries == ["button began [0]"])
    }

    @Test func cancellationIsTracedToo() {
        let s = Scene(buttonHandles: true, cardHandles: false)
        s.app.injectTouch(.began, at: Point(x: 20, y: 20), in: s.window, timestamp: 0)
        s.button.removeFromSuperview()
        #expect(s.all.map(\.phase) == [.began, .cancelled])
        #expect(path(s.all[1]) == ["button handled"])
    }

    @Test func removedObserverHearsNothingMore() {
        let (app, window) = makeApp()
        let box = TraceBox()
        let token = app.addDeliveryObserver { box.traces.append($0) }
        tap(app, window, at: Point(x: 5, y: 5))
        #expect(box.traces.count == 2)
        app.removeDeliveryObserver(token)
        tap(app, window, at: Point(x: 5, y: 5), time: 1)
        #expect(box.traces.count == 2)
    }

    @Test func observingDoesNotChangeWhatIsDelivered() {
        var logs: [[String]] = []
        for observed in [false, true] {
            let s = Scene(buttonHandles: false, cardHandles: true)
            if !observed { s.app.removeDeliveryObserver(s.observation) }
            tap(s.app, s.window, at: Point(x: 20, y: 20))
            tap(s.app, s.window, at: Point(x: 150, y: 150), id: 3, time: 1)
            logs.append(s.log.entries)
        }
        #expect(logs[0] == logs[1])
        #expect(
            logs[1] == [
                "button began [0]", "card began [0]", "button ended [0]", "card ended [0]",
                "card began [3]", "card ended [3]",
            ])
    }
}
