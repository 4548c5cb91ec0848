/// The object at the top of the responder chain, UIKit's `UIApplication`.
///
/// It owns the windows, turns input into ``Touch``es and ``Event``s
/// (``injectTouch(_:at:in:id:timestamp:)``), sends them through
/// ``sendEvent(_:)`` to the windows, and is the last responder before its
/// delegate. Several applications may exist side by side; there is no singleton.
///
/// ```swift
/// let app = Application()
/// app.addWindow(window)
/// window.makeKeyAndVisible()
/// app.injectTouch(.began, at: Point(x: 40, y: 80), in: window, timestamp: 0)
/// app.injectTouch(.ended, at: Point(x: 40, y: 80), in: window, timestamp: 0.1)
/// ```
@MainActor
open class Application: Responder {
    /// The delegate; it is the application's next responder when it is a
    /// plain responder (behaviour 2.5).
    public weak var delegate: ApplicationDelegate?

    /// The windows, in the order they were added.
    public private(set) var windows: [Window] = []
    /// The scenes of the windows added, UIKit's `connectedScenes`: the
    /// application keeps them, and is their next responder (behaviour 2.4).
    public private(set) var connectedScenes: Set<Scene> = []
    private weak var storedKeyWindow: Window?
    private var keyCounter = 0

    /// Touches that began and have not ended, by input id.
    var liveTouches: [Int: Touch] = [:]
    /// Work waiting its turn: what arrives while a delivery runs waits for it to finish.
    private var pending: [QueuedWork] = []
    private(set) var isDispatching = false
    /// The last completed tap, for `tapCount` (behaviour 3.6).
    var lastTap: (location: Point, releaseTime: Double, count: Int)?

    private var deliveryObservers: [(id: Int, handler: (DeliveryTrace) -> Void)] = []
    private var activityObservers: [(id: Int, handler: (Activity) -> Void)] = []
    private var nextObserverID = 0

    /// The application's clock (see `Application+Time.swift`); nil until the first input or advance.
    var clock: Double?
    /// The deadline last reported through ``deadlineDidChange``.
    var reportedDeadline: Double?

    /// Called with the new ``nextDeadline`` whenever it changes, after the
    /// input or time advance that changed it has been handled. The X11 host
    /// arms a real timer here that calls ``advanceTime(to:)``; nil means
    /// nothing is scheduled.
    ///
    /// ```swift
    /// app.deadlineDidChange = { deadline in timer.arm(at: deadline) } // deadline: Double?
    /// ```
    public var deadlineDidChange: ((Double?) -> Void)?

    /// The gesture recognizers' arbiter (behaviour 6): which recognizers see a touch,
    /// who wins, what the views still receive.
    private(set) lazy var gestureEnvironment = GestureEnvironment(application: self)

    public override init() {
        super.init()
    }

    // MARK: Windows

    /// Adds a window; it becomes the key window when there is none yet.
    public func addWindow(_ window: Window) {
        guard !windows.contains(where: { $0 === window }) else { return }
        window.application?.removeWindow(window)
        windows.append(window)
        window.application = self
        if let scene = window.windowScene { connect(scene) }
        if storedKeyWindow == nil { makeKey(window) }
    }

    /// Connects `scene`: kept, with this application as its next responder.
    func connect(_ scene: Scene) {
        scene.application?.connectedScenes.remove(scene)
        scene.application = self
        connectedScenes.insert(scene)
    }

    /// Removes a window, cancelling the touches that began in it.
    public func removeWindow(_ window: Window) {
        guard windows.contains(where: { $0 === window }) else { return }
        cancelTouches(inSubtree: window)
        windows.removeAll { $0 === window }
        if storedKeyWindow === window { storedKeyWindow = nil }
        window.application = nil
    }

    /// The window that receives key presses.
    public var keyWindow: Window? { storedKeyWindow }

    func makeKey(_ window: Window) {
        guard window.application === self else { return }
        keyCounter += 1
        window.keyOrder = keyCounter
        storedKeyWindow = window
    }

    /// The visible windows in hit-testing order (behaviour 1.8): highest level
    /// first; among equal levels, the most recently made key first, then the
    /// most recently added.
    public var windowsInHitTestingOrder: [Window] {
        windows.enumerated()
            .filter { !$0.element.isHidden }
            .sorted { l, r in
                if l.element.windowLevel != r.element.windowLevel {
                    return l.element.windowLevel > r.element.windowLevel
                }
                if l.element.keyOrder != r.element.keyOrder { return l.element.keyOrder > r.element.keyOrder }
                return l.offset > r.offset
            }
            .map(\.element)
    }

    // MARK: The responder chain

    /// The delegate, when it is a plain responder: not a view, a view
    /// controller or an application (behaviour 2.5).
    open override var next: Responder? {
        guard let responder = delegate as? Responder,
            !(responder is View), !(responder is ViewController), !(responder is Application)
        else { return nil }
        return responder
    }

    // MARK: Events

    /// Sends the event to the windows its touches began in (behaviour 3.1).
    ///
    /// Override it to see every event first; call `super` to deliver it.
    open func sendEvent(_ event: Event) {
        var seen: [Window] = []
        for touch in event.touchSet.sorted(by: { $0.id < $1.id }) where touch.phase != .stationary {
            guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
            seen.append(window)
            window.sendEvent(event)
        }
    }

    /// Sends a key press to the key window's first responder, which passes it
    /// along `next` unless it handles it (behaviour 5). Without a first responder,
    /// the key window receives it.
    public func injectKey(_ phase: Press.Phase, key: Key, timestamp: Double) {
        // Time moves on to the press: what was due before it happens first.
        enqueue(.advance(to: timestamp, inclusive: false))
        let target: Responder = keyWindow?.firstResponder ?? keyWindow ?? self
        let press = Press(phase: phase, key: key, timestamp: timestamp)
        let event = PressesEvent(timestamp: timestamp, presses: [press])
        switch phase {
        case .began: target.pressesBegan([press], with: event)
        case .ended: target.pressesEnded([press], with: event)
        case .cancelled: target.pressesCancelled([press], with: event)
        }
    }

    // MARK: Observing deliveries

    /// Calls `handler` with a ``DeliveryTrace`` after every delivery of a touch
    /// phase. Deliveries are only traced while at least one observer is registered.
    @discardableResult
    public func addDeliveryObserver(_ handler: @escaping (DeliveryTrace) -> Void) -> DeliveryObservation {
        nextObserverID += 1
        deliveryObservers.append((nextObserverID, handler))
        return DeliveryObservation(id: nextObserverID)
    }

    public func removeDeliveryObserver(_ observation: DeliveryObservation) {
        deliveryObservers.removeAll { $0.id == observation.id }
    }

    var isObserved: Bool { !deliveryObservers.isEmpty }

    // MARK: Observing activity

    /// Calls `handler` with each ``Activity`` as it happens: recognizer state
    /// changes, control events, actions sent. Nothing is built while no
    /// observer is registered.
    ///
    /// ```swift
    /// let token = app.addActivityObserver { activity in
    ///     if case let .controlEventsSent(control, events) = activity { print(control.debugName, events) }
    /// }
    /// app.removeActivityObserver(token)
    /// ```
    @discardableResult
    public func addActivityObserver(_ handler: @escaping (Activity) -> Void) -> ActivityObservation {
        nextObserverID += 1
        activityObservers.append((nextObserverID, handler))
        return ActivityObservation(id: nextObserverID)
    }

    public func removeActivityObserver(_ observation: ActivityObservation) {
        activityObservers.removeAll { $0.id == observation.id }
    }

    var isActivityObserved: Bool { !activityObservers.isEmpty }

    /// Hands `activity` to the observers; the autoclosure builds nothing when there are none.
    func report(_ activity: @autoclosure () -> Activity) {
        guard !activityObservers.isEmpty else { return }
        let value = activity()
        for observer in activityObservers { observer.handler(value) }
    }

    // MARK: Actions

    /// Sends an action message (behaviour 4.3) and returns whether a responder performed it.
    ///
    /// With a `target`, its ``Responder/perform(_:withSender:)`` is called.
    /// With a nil target, the walk starts at the first responder of the
    /// sender's window (the key window when the sender is in none), or at the
    /// sender when there is no first responder, and follows ``Responder/next``
    /// to the first responder whose ``Responder/canPerformAction(_:withSender:)``
    /// says yes (``Responder/target(forAction:withSender:)``). Controls send
    /// their actions through here; observers see an ``Activity/actionSent(_:)``.
    ///
    /// ```swift
    /// let copied = app.sendAction("copy", to: nil, from: button, for: nil)
    /// ```
    @discardableResult
    open func sendAction(_ action: Action, to target: Responder?, from sender: Any?, for event: Event?) -> Bool {
        let trace = Self.route(
            action, to: target, from: sender, window: actionWindow(for: sender),
            record: isActivityObserved)
        report(.actionSent(trace))
        return trace.handled
    }

    func publish(_ traces: [DeliveryTrace]) {
        let observers = deliveryObservers
        for trace in traces {
            for observer in observers { observer.handler(trace) }
        }
    }

    // MARK: Queue

    /// One piece of work for the queue.
    enum QueuedWork {
        /// A change to one touch.
        case touch(TouchUpdate)
        /// The clock moves on to a time; deadlines due then fire, those exactly
        /// at `time` only when `inclusive`.
        case advance(to: Double, inclusive: Bool)
        /// Recognizers changed outside a delivery (state set, disabled, removed): settle them.
        case settleGestures
    }

    /// Runs `update` now, or after the delivery under way when called from inside one.
    func enqueue(_ update: TouchUpdate) {
        enqueue(.touch(update))
    }

    /// Runs `work` now, or after the work under way when called from inside it,
    /// so that a handler that changes the hierarchy never sees a half-delivered event.
    func enqueue(_ work: QueuedWork) {
        pending.append(work)
        guard !isDispatching else { return }
        isDispatching = true
        defer { isDispatching = false }
        var next = 0
        while next < pending.count {
            let work = pending[next]
            next += 1
            switch work {
            case .touch(let update):
                // Input stamped t is handled after what was due before t, and before
                // what is due exactly at t (see `advanceTime(to:)`).
                if case .input = update.target { advanceClock(to: update.timestamp, inclusive: false) }
                apply(update)
            case let .advance(time, inclusive):
                advanceClock(to: time, inclusive: inclusive)
            case .settleGestures:
                gestureEnvironment.settleOutsideDelivery()
            }
        }
        pending.removeAll()
        reportDeadlineIfChanged()
    }
}

/// Adopted by an application's delegate. When the delegate is also a
/// ``Responder`` (and not a view, a view controller or an application), it is
/// the application's `next` and the last stop of the responder chain.
///
/// ```swift
/// final class AppDelegate: Responder, ApplicationDelegate {
///     override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
///         print("nobody else wanted it")
///     }
/// }
/// ```
@MainActor
public protocol ApplicationDelegate: AnyObject {}

/// A registration made with `Application.addDeliveryObserver(_:)`.
public struct DeliveryObservation: Hashable, Sendable {
    let id: Int
}
