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
    /// plain responder (SPEC 2.5).
    public weak var delegate: ApplicationDelegate?

    /// The windows, in the order they were added.
    public private(set) var windows: [Window] = []
    private weak var storedKeyWindow: Window?
    private var keyCounter = 0

    /// Touches that began and have not ended, by input id.
    var liveTouches: [Int: Touch] = [:]
    /// Inputs waiting their turn: what arrives while a delivery runs waits for it to finish.
    private var pending: [TouchUpdate] = []
    private var isDispatching = false
    /// The last completed tap, for `tapCount` (SPEC 3.6).
    var lastTap: (location: Point, releaseTime: Double, count: Int)?

    private var deliveryObservers: [(id: Int, handler: (DeliveryTrace) -> Void)] = []
    private var nextObserverID = 0

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
        if storedKeyWindow == nil { makeKey(window) }
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

    /// The visible windows in hit-testing order (SPEC 1.8): highest level
    /// first; among equal levels, the most recently made key first, then the
    /// most recently added.
    public var windowsInHitTestingOrder: [Window] {
        windows.enumerated()
            .filter { !$0.element.isHidden }
            .sorted { l, r in
                if l.element.windowLevel != r.element.windowLevel { return l.element.windowLevel > r.element.windowLevel }
                if l.element.keyOrder != r.element.keyOrder { return l.element.keyOrder > r.element.keyOrder }
                return l.offset > r.offset
            }
            .map(\.element)
    }

    // MARK: The responder chain

    /// The delegate, when it is a plain responder: not a view, a view
    /// controller or an application (SPEC 2.5).
    open override var next: Responder? {
        guard let responder = delegate as? Responder,
              !(responder is View), !(responder is ViewController), !(responder is Application)
        else { return nil }
        return responder
    }

    // MARK: Events

    /// Sends the event to the windows its touches began in (SPEC 3.1).
    ///
    /// Override it to see every event first; call `super` to deliver it.
    open func sendEvent(_ event: Event) {
        var seen: [Window] = []
        for touch in event.allTouches.sorted(by: { $0.id < $1.id }) where touch.phase != .stationary {
            guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
            seen.append(window)
            window.sendEvent(event)
        }
    }

    /// Sends a key press to the key window's first responder, which passes it
    /// along `next` unless it handles it (SPEC 5). Without a first responder,
    /// the key window receives it.
    public func injectKey(_ phase: Press.Phase, key: Key, timestamp: Double) {
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

    func publish(_ traces: [DeliveryTrace]) {
        let observers = deliveryObservers
        for trace in traces {
            for observer in observers { observer.handler(trace) }
        }
    }

    // MARK: Queue

    /// Runs `update` now, or after the delivery under way when called from inside one.
    func enqueue(_ update: TouchUpdate) {
        pending.append(update)
        guard !isDispatching else { return }
        isDispatching = true
        defer { isDispatching = false }
        var next = 0
        while next < pending.count {
            let update = pending[next]
            next += 1
            apply(update)
        }
        pending.removeAll()
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
