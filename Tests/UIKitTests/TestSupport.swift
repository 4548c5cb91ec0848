import UIKit

/// What a test needs around the app code: a window in an application, and
/// the view a touch would land on.
@MainActor
struct Screen {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() {
        app.addWindow(window)
        window.makeKeyAndVisible()
    }

    /// The view a touch beginning at `point` (window coordinates) is given: the
    /// application hit-tests every window, as a real touch is.
    func touchView(at point: CGPoint) -> UIView? {
        app.injectTouch(.began, at: point, in: window, timestamp: 0)
        let view = app.activeTouches.first?.view
        app.injectTouch(.cancelled, at: point, in: window, timestamp: 0)
        return view
    }

    /// Drags one finger from `start` by `offset` in ten steps and lifts it; returns the
    /// states `recognizer` went through, up to its reset to `.possible`.
    func drag(
        from start: CGPoint, by offset: CGPoint, watching recognizer: UIGestureRecognizer,
        time: Double = 0
    ) -> [UIGestureRecognizer.State] {
        var states: [UIGestureRecognizer.State] = []
        let observation = app.addActivityObserver { activity in
            if case let .recognizerStateChanged(changed, _, to, _) = activity, changed === recognizer, to != .possible {
                states.append(to)
            }
        }
        defer { app.removeActivityObserver(observation) }
        app.injectTouch(.began, at: start, in: window, timestamp: time)
        for step in 1...10 {
            let p = CGPoint(x: start.x + offset.x * Double(step) / 10, y: start.y + offset.y * Double(step) / 10)
            app.injectTouch(.moved, at: p, in: window, timestamp: time + 0.01 * Double(step))
        }
        let end = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
        app.injectTouch(.ended, at: end, in: window, timestamp: time + 0.2)
        return states
    }
}

extension Screen {
    /// The phases `view` was given (not those recognizers held back or took) while `body` ran.
    func phasesDelivered(to view: UIView, during body: () -> Void) -> [UITouch.Phase] {
        var phases: [UITouch.Phase] = []
        let observation = app.addDeliveryObserver { trace in
            if trace.view === view, !trace.steps.isEmpty { phases.append(trace.phase) }
        }
        defer { app.removeDeliveryObserver(observation) }
        body()
        return phases
    }
}

/// Where `root.hitTest` lands for a point in `root`'s coordinates.
@MainActor
func hit(_ root: UIView, _ x: CGFloat, _ y: CGFloat) -> UIView? {
    root.hitTest(CGPoint(x: x, y: y), with: nil)
}

extension Screen {
    /// A tap: one finger down and up at `point` (window coordinates).
    func tap(_ point: CGPoint, time: Double = 0) {
        app.injectTouch(.began, at: point, in: window, timestamp: time)
        app.injectTouch(.ended, at: point, in: window, timestamp: time + 0.05)
    }
}
