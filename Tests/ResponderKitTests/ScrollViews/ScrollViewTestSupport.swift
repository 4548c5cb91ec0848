import ResponderKit

// Fixtures for scroll views (behaviour 10). Public API only.

/// A delegate that logs what it hears: "didScroll (0, 30)", "willBeginDragging", …
@MainActor
final class ScrollLog: ScrollViewDelegate {
    var entries: [String] = []
    func scrollViewDidScroll(_ scrollView: ScrollView) { entries.append("didScroll \(scrollView.contentOffset)") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { entries.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging decelerate: \(decelerate)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { entries.append("didEndDecelerating") }

    /// The entries other than `didScroll`.
    var milestones: [String] { entries.filter { !$0.hasPrefix("didScroll") } }
}

/// A scroll view whose content-touch hooks can be steered and are logged.
@MainActor
final class SteeredScrollView: ScrollView {
    var log: EventLog?
    var shouldBegin = true
    var shouldCancel: Bool?

    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        log?.append("\(debugName) touchesShouldBegin \(view.debugName)")
        return shouldBegin
    }

    override func touchesShouldCancel(in view: View) -> Bool {
        log?.append("\(debugName) touchesShouldCancel \(view.debugName)")
        return shouldCancel ?? super.touchesShouldCancel(in: view)
    }
}

/// A 400 × 400 window with a vertical list "list" (0, 0, 300, 300) whose
/// content is 300 × 1000, holding a probe view "row" (0, 100, 300, 50) and a
/// button "button" (0, 200, 300, 50).
@MainActor
final class ScrollScene {
    let log = EventLog()
    let delegate = ScrollLog()
    let app: Application
    let window: Window
    let list = SteeredScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let row: ProbeView
    let button: TrackingButton

    init() {
        (app, window) = makeApp()
        list.name = "list"
        list.contentSize = Size(width: 300, height: 1000)
        list.delegate = delegate
        list.log = log
        window.addSubview(list)
        row = ProbeView("row", frame: Rect(x: 0, y: 100, width: 300, height: 50), log: log)
        list.addSubview(row)
        button = TrackingButton("button", frame: Rect(x: 0, y: 200, width: 300, height: 50), log: log)
        list.addSubview(button)
    }

    func touch(_ phase: Touch.Phase, _ x: Double, _ y: Double, at time: Double, id: Int = 0) {
        app.injectTouch(phase, at: Point(x: x, y: y), in: window, id: id, timestamp: time)
    }

    /// A finger pressed at (x, y) at `start`, dragged by (dx, dy) in `steps`
    /// even moves 0.01 s apart, and released there one step later unless `release` is false.
    func drag(
        from x: Double, _ y: Double, by dx: Double, _ dy: Double, at start: Double,
        steps: Int = 10, release: Bool = true
    ) {
        touch(.began, x, y, at: start)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            touch(.moved, x + dx * f, y + dy * f, at: start + 0.01 * Double(i))
        }
        if release { touch(.ended, x + dx, y + dy, at: start + 0.01 * Double(steps)) }
    }

    /// Fires every deadline up to `time`, one at a time, so the clock reads the last frame's time.
    func runFrames(until time: Double) {
        while let deadline = app.nextDeadline, deadline <= time {
            app.advanceTime(to: deadline)
        }
    }

    /// Lets everything settle: every frame of every motion.
    func settle() {
        var frames = 0
        while let deadline = app.nextDeadline, frames < 100_000 {
            app.advanceTime(to: deadline)
            frames += 1
        }
    }

    /// The scroll effects of the delivery traces, as "phase view kind effect".
    func observeScrollEffects() -> ScrollEffectLog {
        let effects = ScrollEffectLog()
        app.addDeliveryObserver { trace in
            guard let scroll = trace.scroll else { return }
            let how: String =
                switch trace.gestureEffect {
                case .delayedBy?: "held back"
                case .releasedAfterDelay?: "delivered late"
                case .cancelledBy?: "cancelled"
                case .takenBy?: "not delivered"
                case nil: trace.steps.isEmpty ? "not delivered" : "delivered"
                }
            effects.lines.append(
                "\(trace.phase) \(trace.view?.debugName ?? "-") \(scroll.kind.rawValue) \(how) by \(scroll.scrollView.debugName)"
            )
        }
        return effects
    }
}

@MainActor
final class ScrollEffectLog {
    var lines: [String] = []
}
