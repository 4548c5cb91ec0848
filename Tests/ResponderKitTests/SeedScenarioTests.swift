import ResponderKit
import Testing

/// Seed 003's hierarchy: a main view with A, B and C added in that order, each with two subviews.
@MainActor
func seed003() -> (window: Window, main: View) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let main = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    main.name = "MainView"
    window.addSubview(main)
    for (i, letter) in ["A", "B", "C"].enumerated() {
        let v = View(frame: Rect(x: 20 + Double(i) * 120, y: 20, width: 110, height: 200))
        v.name = letter
        main.addSubview(v)
        for j in 1...2 {
            let s = View(frame: Rect(x: 5, y: Double(j - 1) * 100 + 5, width: 100, height: 90))
            s.name = "\(letter).\(j)"
            v.addSubview(s)
        }
    }
    return (window, main)
}

@Suite("Seed 003: the order hit-testing visits views")
@MainActor
struct SeedScenarioTests {
    @Test func touchOnBOneVisitsCThenBThenBsSubviewsFromTheLast() {
        let (window, _) = seed003()
        let trace = window.hitTestTrace(at: Point(x: 150, y: 50))
        #expect(trace.hitView?.name == "B.1")
        #expect(trace.steps.map(\.view.debugName) == ["Window", "MainView", "C", "B", "B.2", "B.1"])
        #expect(
            trace.steps.map(\.verdict) == [
                .containsHit, .containsHit, .outsideBounds, .containsHit, .outsideBounds, .hit,
            ])
        let a = window.view(named: "A")!
        #expect(trace.verdict(for: a) == nil)  // not under the point
        #expect(window.hitTest(Point(x: 150, y: 50), with: nil) === trace.hitView)
    }

    @Test func touchOnBOneIsDeliveredToBOne() {
        let (window, _) = seed003()
        let app = Application()
        app.addWindow(window)
        app.injectTouch(.began, at: Point(x: 150, y: 50), in: window, timestamp: 0)
        #expect(app.activeTouches.first?.view?.name == "B.1")
    }

    @Test func touchOnCTwoStopsAtTheFrontmostBranchWithoutAskingBOrA() {
        let (window, _) = seed003()
        let trace = window.hitTestTrace(at: Point(x: 300, y: 150))
        #expect(trace.hitView?.name == "C.2")
        #expect(trace.steps.map(\.view.debugName) == ["Window", "MainView", "C", "C.2"])
    }

    @Test func touchBetweenSubviewsLandsOnTheirParent() {
        let (window, _) = seed003()
        // B spans x 140..<250; its subviews leave a gap at y 95..<105 in B (115..<125 on screen).
        let trace = window.hitTestTrace(at: Point(x: 150, y: 120))
        #expect(trace.hitView?.name == "B")
        #expect(trace.steps.map(\.view.debugName) == ["Window", "MainView", "C", "B", "B.2", "B.1"])
        #expect(trace.steps.suffix(2).map(\.verdict) == [.outsideBounds, .outsideBounds])
    }

    @Test func enlargingAButtonIsDoneInPointInsideWithoutResizingIt() {
        // Seed 003's sketch resizes the view inside hitTest; behaviour 1.1 forbids side effects.
        let (window, main) = seed003()
        let button = EnlargedView(frame: Rect(x: 20, y: 300, width: 20, height: 20))
        button.margin = 12
        main.addSubview(button)
        #expect(window.hitTest(Point(x: 10, y: 310), with: nil) === button)
        #expect(window.hitTest(Point(x: 5, y: 310), with: nil) === main)
        #expect(button.frame == Rect(x: 20, y: 300, width: 20, height: 20))
    }
}

/// Seed 000's seven reasons a view does not respond, one test each. In every
/// scene the point (100, 100) lies on `target`, which never receives the touch.
@Suite("Seed 000: seven reasons a view does not respond")
@MainActor
struct SeedZeroReasonsTests {
    @MainActor
    final class Scene {
        let log = EventLog()
        let app: Application
        let window: Window
        let container: ProbeView
        let target: ProbeView
        let point = Point(x: 100, y: 100)

        init(
            target make: (EventLog) -> ProbeView = {
                ProbeView("target", frame: Rect(x: 50, y: 50, width: 100, height: 100), log: $0)
            }
        ) {
            (app, window) = makeApp()
            container = ProbeView("container", frame: Rect(x: 0, y: 0, width: 300, height: 300), log: log)
            target = make(log)
            window.addSubview(container)
            container.addSubview(target)
        }

        /// Touches the point and returns who received it, with the trace's verdict for the target.
        func touch() -> (receiver: String?, verdict: HitVerdict?) {
            let verdict = window.hitTestTrace(at: point).verdict(for: target)
            app.injectTouch(.began, at: point, in: window, timestamp: 0)
            app.injectTouch(.ended, at: point, in: window, timestamp: 0.1)
            return (log.entries.first?.components(separatedBy: " ").first, verdict)
        }
    }

    @Test func hiddenViewDoesNotRespond() {
        let s = Scene()
        s.target.isHidden = true
        let (receiver, verdict) = s.touch()
        #expect(receiver == "container")
        #expect(verdict == .hidden)
    }

    @Test func viewWithInteractionDisabledDoesNotRespond() {
        let s = Scene()
        s.target.isUserInteractionEnabled = false
        let (receiver, verdict) = s.touch()
        #expect(receiver == "container")
        #expect(verdict == .interactionDisabled)
    }

    @Test func viewWithAlphaAtMostOneHundredthDoesNotRespond() {
        let s = Scene()
        s.target.alpha = 0.01
        let (receiver, verdict) = s.touch()
        #expect(receiver == "container")
        #expect(verdict == .transparent(alpha: Double(Float(0.01))))
    }

    @Test func viewOutsideItsSuperviewDoesNotRespondThere() {
        let s = Scene()
        s.container.frame = Rect(x: 0, y: 0, width: 80, height: 80)
        // The target still covers (100, 100), but its superview ends at 80.
        let (receiver, verdict) = s.touch()
        #expect(receiver == nil)
        #expect(s.log.entries.isEmpty)
        #expect(verdict == .ancestorRejected(s.container))
    }

    @Test func viewCoveredByAnotherViewDoesNotRespond() {
        let s = Scene()
        let cover = ProbeView("cover", frame: Rect(x: 90, y: 90, width: 20, height: 20), log: s.log)
        s.container.addSubview(cover)
        let (receiver, verdict) = s.touch()
        #expect(receiver == "cover")
        #expect(verdict == .coveredBy(cover))
    }

    @Test func viewWhoseHitTestIsOverriddenToRefuseDoesNotRespond() {
        final class Refuser: ProbeView {
            override func hitTest(_ point: Point, with event: Event?) -> View? { nil }
        }
        let s = Scene { Refuser("target", frame: Rect(x: 50, y: 50, width: 100, height: 100), log: $0) }
        let (receiver, verdict) = s.touch()
        #expect(receiver == "container")
        #expect(verdict == .rejectedByOverride)
    }

    @Test func viewWhosePointInsideIsOverriddenToRefuseDoesNotRespond() {
        final class Shrunk: ProbeView {
            override func point(inside point: Point, with event: Event?) -> Bool {
                bounds.inset(by: EdgeInsets(top: 60, left: 60, bottom: 0, right: 0)).contains(point)
            }
        }
        let s = Scene { Shrunk("target", frame: Rect(x: 50, y: 50, width: 100, height: 100), log: $0) }
        let (receiver, verdict) = s.touch()
        #expect(receiver == "container")
        #expect(verdict == .rejectedByOverride)
        #expect(s.window.hitTestTrace(at: s.point).step(for: s.target)?.rejectingMethod == .pointInside)
    }
}
