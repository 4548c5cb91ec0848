/// One change to one touch, waiting in the application's queue.
@MainActor
struct TouchUpdate {
    enum Target {
        /// Input: the live touch with this id (or a new one, for `began`).
        case input(id: Int, point: Point, window: Window)
        /// The application cancels this very touch (its view left the window).
        case cancel(Touch)
    }

    let phase: Touch.Phase
    let target: Target
    let timestamp: Double
}

extension Application {
    /// The maximum time between a release and the next press, and the maximum
    /// distance between two presses, for the press to count as another tap (behaviour 3.6).
    public static let tapInterval = 0.35
    public static let tapDistance = 30.0

    /// Feeds one change of one finger into the application: the entry point of
    /// the X11 host and of tests.
    ///
    /// `point` is in `window`'s coordinates. A `began` creates the ``Touch``
    /// and hit-tests it (behaviour 1.1, 1.8); later phases update the live touch
    /// with the same `id`. A window that belongs to no application is added to
    /// this one when a touch begins in it. Input that makes no sense — a phase
    /// for an id that is not live, a `began` for one that is (the old touch is
    /// cancelled first), non-finite coordinates (the last known location is
    /// kept) — is handled without fuss, so that every touch that began ends
    /// exactly once.
    ///
    /// ```swift
    /// app.injectTouch(.began, at: Point(x: 10, y: 10), in: window, timestamp: 1.00)
    /// app.injectTouch(.moved, at: Point(x: 14, y: 12), in: window, timestamp: 1.02)
    /// app.injectTouch(.ended, at: Point(x: 14, y: 12), in: window, timestamp: 1.05)
    /// ```
    public func injectTouch(_ phase: Touch.Phase, at point: Point, in window: Window, id: Int = 0, timestamp: Double) {
        enqueue(TouchUpdate(phase: phase, target: .input(id: id, point: point, window: window), timestamp: timestamp))
    }

    /// The touches that are down now.
    public var activeTouches: [Touch] {
        liveTouches.values.sorted { $0.id < $1.id }
    }

    /// Cancels the live touches whose view is in `subtree` (behaviour 3.4).
    func cancelTouches(inSubtree subtree: View) {
        for touch in activeTouches {
            let inSubtree = touch.view.map { $0.isDescendant(of: subtree) } ?? false
            if inSubtree || touch.window === subtree {
                enqueue(TouchUpdate(phase: .cancelled, target: .cancel(touch), timestamp: touch.timestamp))
            }
        }
    }

    func apply(_ update: TouchUpdate) {
        switch update.target {
        case .cancel(let touch):
            guard liveTouches[touch.id] === touch else { return }
            change(touch, to: .cancelled, at: touch.locationInWindow, timestamp: update.timestamp)
        case let .input(id, point, window):
            if update.phase == .began {
                // A window of no application joins this one, so that its touches are
                // cancelled when their view leaves it (behaviour 3.4) and its chain reaches us (2.4).
                if window.application == nil { addWindow(window) }
                if let stale = liveTouches[id] {
                    change(stale, to: .cancelled, at: stale.locationInWindow, timestamp: update.timestamp)
                }
                begin(id: id, at: point, in: window, timestamp: update.timestamp)
            } else if let touch = liveTouches[id] {
                let location = point.isFinite ? window.convert(point, to: touch.window) : touch.locationInWindow
                change(touch, to: update.phase, at: location, timestamp: update.timestamp)
            }
        }
    }

    private func begin(id: Int, at point: Point, in window: Window, timestamp: Double) {
        let tapCount = nextTapCount(at: point, time: timestamp)
        let touch = Touch(id: id, location: point, window: window, timestamp: timestamp, tapCount: tapCount)
        let event = makeEvent(for: touch, timestamp: timestamp)
        let (hit, hitTrace) = hitTest(point, in: window, event: event)
        if let (hitWindow, view) = hit {
            touch.window = hitWindow
            touch.view = view
            touch.locationInWindow = window.convert(point, to: hitWindow)
            touch.previousLocationInWindow = touch.locationInWindow
        }
        touch.withholdingReason = withholding(touch)
        // Recognizers see touches whatever behaviour 3.5 decides for the view, as in UIKit.
        gestureEnvironment.collect(touch)
        liveTouches[id] = touch
        dispatch(event, changed: touch, hitTest: hitTrace)
    }

    private func change(_ touch: Touch, to phase: Touch.Phase, at location: Point, timestamp: Double) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = timestamp
        touch.phase = phase
        if phase.isTerminal {
            liveTouches[touch.id] = nil
            lastTap =
                phase == .ended
                ? (touch.beganLocationInWindow, timestamp, touch.tapCount)
                : nil
        }
        dispatch(makeEvent(for: touch, timestamp: timestamp), changed: touch, hitTest: nil)
    }

    /// An event holding every live touch, the changed one with its new phase
    /// and the others `stationary`.
    private func makeEvent(for changed: Touch, timestamp: Double) -> Event {
        var touches: Set<Touch> = [changed]
        for touch in liveTouches.values where touch !== changed {
            touch.phase = .stationary
            touches.insert(touch)
        }
        return Event(timestamp: timestamp, touches: touches)
    }

    private func dispatch(_ event: Event, changed touch: Touch, hitTest: HitTestTrace?) {
        guard isObserved else {
            sendEvent(event)
            return
        }
        let recorder = DeliveryRecorder()
        event.deliveryRecorder = recorder
        sendEvent(event)
        event.deliveryRecorder = nil
        var traces = recorder.deliveries.map {
            DeliveryTrace(
                phase: $0.phase, touches: $0.touches, view: $0.view, steps: $0.steps,
                hitTest: $0.touches.contains(touch) ? hitTest : nil, withheld: nil,
                gestureEffect: $0.effect, scroll: $0.scroll)
        }
        if !traces.contains(where: { $0.touches.contains(touch) }), touch.phase != .stationary {
            // Nothing was delivered: no view, or behaviour 3.5 withheld the touch.
            traces.append(
                DeliveryTrace(
                    phase: touch.phase, touches: [touch], view: touch.view, steps: [],
                    hitTest: hitTest, withheld: touch.withholdingReason, gestureEffect: nil,
                    scroll: nil))
        }
        publish(traces)
    }

    /// Publishes what a recorder saw outside an input's dispatch: deliveries a
    /// deadline or a change made by code caused (a recognizer cancelling, a
    /// delayed phase released).
    func publish(_ recorder: DeliveryRecorder) {
        publish(
            recorder.deliveries.map {
                DeliveryTrace(
                    phase: $0.phase, touches: $0.touches, view: $0.view, steps: $0.steps,
                    hitTest: nil, withheld: nil, gestureEffect: $0.effect, scroll: $0.scroll)
            })
    }

    /// Hit-tests the visible windows in order (behaviour 1.8) with `point` given in
    /// `window`'s coordinates. Traced while observers are registered; on a miss
    /// the trace returned is the input window's (else the first window's), and
    /// the began touch's one delivery trace carries it, so the overlay can say why.
    private func hitTest(_ point: Point, in window: Window, event: Event)
        -> (hit: (window: Window, view: View)?, trace: HitTestTrace?)
    {
        guard point.isFinite else { return (nil, nil) }
        var candidates = windowsInHitTestingOrder
        if !candidates.contains(where: { $0 === window }) { candidates = [window] }
        var missTrace: HitTestTrace?
        for candidate in candidates {
            let p = window.convert(point, to: candidate)
            if isObserved {
                let trace = candidate.hitTestTrace(at: p, with: event)
                if let view = trace.hitView { return ((candidate, view), trace) }
                if missTrace == nil || candidate === window { missTrace = trace }
            } else if let view = candidate.hitTest(p, with: event) {
                return ((candidate, view), nil)
            }
        }
        return (nil, missTrace)
    }

    /// behaviour 3.5: whether a new touch may be delivered to its view.
    private func withholding(_ touch: Touch) -> DeliveryTrace.Withholding? {
        guard let view = touch.view else { return nil }
        let tracking = liveTouches.values.filter {
            $0 !== touch && $0.window === touch.window && $0.view != nil && $0.withholdingReason == nil
        }
        // Exclusive touch keeps *other* views out; the exclusive view's own further
        // touches follow the multiple-touch rule below, as in UIKit.
        let elsewhere = tracking.filter { $0.view !== view }.sorted { $0.id < $1.id }
        if view.isExclusiveTouch, !elsewhere.isEmpty { return .exclusiveTouch(view) }
        if let exclusive = elsewhere.first(where: { $0.view!.isExclusiveTouch })?.view {
            return .exclusiveTouch(exclusive)
        }
        if !view.isMultipleTouchEnabled, tracking.contains(where: { $0.view === view }) {
            return .multipleTouchDisabled(view)
        }
        return nil
    }

    /// behaviour 3.6: a press within 0.35 s of the previous release and 30 points of
    /// the previous press counts up.
    private func nextTapCount(at point: Point, time: Double) -> Int {
        guard let last = lastTap else { return 1 }
        let dt = time - last.releaseTime
        let dx = point.x - last.location.x, dy = point.y - last.location.y
        guard dt >= 0, dt <= Self.tapInterval, dx * dx + dy * dy <= Self.tapDistance * Self.tapDistance else {
            return 1
        }
        return last.count + 1
    }
}
