import Foundation
import ResponderKit
import Testing

/// An application and a window that log the events passing through them.
@MainActor
final class LoggingApplication: Application {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init()
    }
    override func sendEvent(_ event: Event) {
        log.append("app \((event.allTouches ?? []).map(\.phase.rawValue).sorted())")
        super.sendEvent(event)
    }
}

@MainActor
final class LoggingWindow: Window {
    var log: EventLog?
    override func sendEvent(_ event: Event) {
        log?.append("window")
        super.sendEvent(event)
    }
}

@Suite("Touch delivery (behaviour 3.1–3.4)")
@MainActor
struct TouchDeliveryTests {
    /// window ⊃ card (forwards) ⊃ button (handles, or forwards when `handles` is false)
    private func scene(buttonHandles: Bool = true) -> (Application, Window, ProbeView, ProbeView, EventLog) {
        let (app, window) = makeApp()
        let log = EventLog()
        let card = ProbeView("card", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log, handles: false)
        let button = ProbeView(
            "button", frame: Rect(x: 10, y: 10, width: 50, height: 50), log: log, handles: buttonHandles)
        window.addSubview(card)
        card.addSubview(button)
        return (app, window, card, button, log)
    }

    // MARK: 3.1

    @Test func eventGoesFromApplicationToWindowToTheTouchsView() {
        let log = EventLog()
        let app = LoggingApplication(log: log)
        let window = LoggingWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.log = log
        app.addWindow(window)
        window.addSubview(ProbeView("v", frame: Rect(x: 0, y: 0, width: 50, height: 50), log: log))
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 0)
        app.injectTouch(.ended, at: Point(x: 5, y: 5), in: window, timestamp: 0.1)
        #expect(
            log.entries == [
                "app [\"began\"]", "window", "v began [0]",
                "app [\"ended\"]", "window", "v ended [0]",
            ])
    }

    // MARK: 3.2

    @Test func defaultTouchesMethodsForwardTheSameTouchesToNext() {
        final class Keeper: View {
            var got: Set<Touch> = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { got = touches }
        }
        let (app, window) = makeApp()
        let keeper = Keeper(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(keeper)
        let plain = addView("plain", Rect(x: 0, y: 0, width: 10, height: 10), to: keeper)
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 0)
        let touch = try! #require(keeper.got.first)
        #expect(keeper.got.count == 1)
        #expect(touch.view === plain)
    }

    @Test func overrideThatDoesNotCallSuperStopsTheTouch() {
        let (app, window, _, _, log) = scene(buttonHandles: true)
        tap(app, window, at: Point(x: 20, y: 20))
        #expect(log.entries == ["button began [0]", "button ended [0]"])
    }

    @Test func overrideThatCallsSuperPassesTheTouchUpTheChain() {
        let (app, window, _, _, log) = scene(buttonHandles: false)
        let delegate = ProbeResponder("delegate", log: log)
        app.delegate = delegate
        tap(app, window, at: Point(x: 20, y: 20))
        #expect(
            log.entries == [
                "button began [0]", "card began [0]", "delegate began [0]",
                "button ended [0]", "card ended [0]", "delegate ended [0]",
            ])
    }

    @Test func touchReachesTheControllerAndWindowOnItsWayToTheApplication() {
        let (app, window) = makeApp()
        let log = EventLog()
        let root = ProbeController("root", log: log)
        window.rootViewController = root
        let delegate = ProbeResponder("delegate", log: log)  // the application holds it weakly
        app.delegate = delegate
        addView("plain", Rect(x: 0, y: 0, width: 50, height: 50), to: root.view)
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 0)
        #expect(log.entries == ["root began [0]", "delegate began [0]"])
        #expect(app.delegate === delegate)
    }

    // MARK: 3.3

    @Test func phasesArriveInOrderAndStationaryIsNeverDelivered() {
        let (app, window, _, button, log) = scene()
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, timestamp: 0)
        app.injectTouch(.moved, at: Point(x: 25, y: 20), in: window, timestamp: 0.1)
        app.injectTouch(.stationary, at: Point(x: 25, y: 20), in: window, timestamp: 0.2)
        app.injectTouch(.ended, at: Point(x: 25, y: 20), in: window, timestamp: 0.3)
        #expect(log.entries == ["button began [0]", "button moved [0]", "button ended [0]"])
        let touch = try! #require(button.received.first)
        #expect(touch.phase == .ended)
        #expect(touch.timestamp == 0.3)
        #expect(app.activeTouches.isEmpty)
    }

    @Test func otherLiveTouchesTravelInTheEventAsStationary() {
        final class Watcher: View {
            var seen: [String] = []
            override init(frame: Rect) {
                super.init(frame: frame)
                isMultipleTouchEnabled = true
            }
            required init?(coder: NSCoder) { nil }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
                let all = (event?.allTouches ?? []).sorted { $0.id < $1.id }
                seen.append(all.map { "\($0.id):\($0.phase.rawValue)" }.joined(separator: " "))
                seen.append("mine \(ids(event?.touches(for: self) ?? []))")
            }
        }
        let (app, window) = makeApp()
        let w = Watcher(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(w)
        app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, id: 0, timestamp: 0)
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, id: 1, timestamp: 0.01)
        app.injectTouch(.moved, at: Point(x: 12, y: 10), in: window, id: 0, timestamp: 0.02)
        #expect(w.seen == ["0:moved 1:stationary", "mine [0, 1]"])
        #expect(app.activeTouches.map(\.id) == [0, 1])
    }

    @Test func everyTouchThatBeganEndsExactlyOnce() {
        let (app, window, _, button, _) = scene()
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, timestamp: 0)
        app.injectTouch(.ended, at: Point(x: 20, y: 20), in: window, timestamp: 0.1)
        app.injectTouch(.ended, at: Point(x: 20, y: 20), in: window, timestamp: 0.2)
        app.injectTouch(.cancelled, at: Point(x: 20, y: 20), in: window, timestamp: 0.3)
        app.injectTouch(.moved, at: Point(x: 20, y: 20), in: window, timestamp: 0.4)
        let touch = try! #require(button.received.first)
        #expect(button.phases(of: touch) == [.began, .ended])
    }

    // MARK: 3.4

    @Test func removingTheTouchsViewCancelsTheTouchAndTheLaterReleaseIsIgnored() {
        let (app, window, _, button, log) = scene()
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, timestamp: 0)
        button.removeFromSuperview()
        #expect(log.entries == ["button began [0]", "button cancelled [0]"])
        #expect(app.activeTouches.isEmpty)
        app.injectTouch(.moved, at: Point(x: 21, y: 20), in: window, timestamp: 0.1)
        app.injectTouch(.ended, at: Point(x: 21, y: 20), in: window, timestamp: 0.2)
        #expect(log.entries.count == 2)
        #expect(button.received.first?.phase == .cancelled)
    }

    @Test func removingAnAncestorOfTheTouchsViewCancelsTheTouch() {
        let (app, window, card, _, log) = scene()
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, timestamp: 0)
        card.removeFromSuperview()
        #expect(log.entries == ["button began [0]", "button cancelled [0]"])
    }

    @Test func movingTheTouchsViewToAnotherWindowCancelsTheTouch() {
        let (app, window, _, button, log) = scene()
        let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        app.addWindow(other)
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, timestamp: 0)
        other.addSubview(button)
        #expect(log.entries == ["button began [0]", "button cancelled [0]"])
    }

    @Test func movingTheTouchsViewWithinItsWindowDoesNotCancel() {
        let (app, window, _, button, log) = scene()
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, timestamp: 0)
        window.addSubview(button)
        app.injectTouch(.ended, at: Point(x: 20, y: 20), in: window, timestamp: 0.1)
        #expect(log.entries == ["button began [0]", "button ended [0]"])
    }

    @Test func removingTheWindowFromTheApplicationCancelsItsTouches() {
        let (app, window, _, _, log) = scene()
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, timestamp: 0)
        app.removeWindow(window)
        #expect(log.entries == ["button began [0]", "button cancelled [0]"])
        #expect(app.activeTouches.isEmpty)
    }

    @Test func viewRemovedWhileHandlingBeganGetsCancelledAfterBeganFinishes() {
        final class SelfRemover: View {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
                log.append("began start")
                removeFromSuperview()
                log.append("began end")
            }
            override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
        }
        let (app, window) = makeApp()
        let v = SelfRemover(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(v)
        tap(app, window, at: Point(x: 5, y: 5))
        #expect(v.log == ["began start", "began end", "cancelled"])
    }
}
