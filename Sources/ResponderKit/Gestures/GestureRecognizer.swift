/// Turns a sequence of touches into a gesture, UIKit's `UIGestureRecognizer`.
///
/// Attach a recognizer to a view with ``View/addGestureRecognizer(_:)``. The
/// window gives it the touches that land on that view or inside it *before*
/// the views get them (behaviour 3.1, 6), and it decides, touch by touch, whether
/// its gesture happened:
///
/// - discrete gestures (a tap): `possible` → ``State/recognized`` or `failed`;
/// - continuous ones (a pan): `possible` → `began` → `changed`… → `ended` or
///   `cancelled`, or `possible` → `failed`.
///
/// Its actions (targets and closures) run on `began`, `changed`, `ended`
/// (`recognized`) and `cancelled`. When it recognizes and
/// ``cancelsTouchesInView`` is on, the view gets `touchesCancelled` for the
/// gesture's touches and never their `touchesEnded` (behaviour 3.4).
///
/// ```swift
/// let doubleTap = TapGestureRecognizer { recognizer in
///     print("double tap at", recognizer.location(in: photo))
/// }
/// doubleTap.numberOfTapsRequired = 2
/// photo.addGestureRecognizer(doubleTap)
/// ```
///
/// Subclasses override the `touches…` methods and set ``state``; a recognizer
/// that needs time (a long press) asks for it with ``scheduleDeadline(at:)``.
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// Not recognized yet: the start, and the state it is reset to.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled after it began.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized: the same state as `ended`, as in UIKit.
        public static let recognized = State.ended

        /// `ended`, `cancelled` or `failed`: the recognizer is done until it is reset.
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// Why a recognizer's state changed, for diagnostics (``Activity/recognizerStateChanged(_:from:to:cause:)``).
    public enum Cause {
        /// The recognizer itself set the state, from the touches it saw or its deadline.
        case recognizer
        /// It had recognized and waited for other recognizers to fail; they did.
        case failureRequirementsMet
        /// Its delegate's `gestureRecognizerShouldBegin(_:)` said no.
        case delegateRefused
        /// This view's `gestureRecognizerShouldBegin(_:)` said no: a control keeping its own tap (behaviour 4.4).
        case viewRefused(View)
        /// Another recognizer of the same touches recognized first, and neither
        /// delegate allowed them to recognize simultaneously.
        case preventedBy(GestureRecognizer)
        /// It requires this recognizer to fail (``GestureRecognizer/require(toFail:)``), and that one recognized.
        case requiredToFail(GestureRecognizer)
        /// Its touches are gone and nothing is pending: it can no longer recognize.
        case touchesGone
        /// ``GestureRecognizer/isEnabled`` was turned off.
        case disabled
        /// It was removed from its view.
        case removed
        /// Back to `possible` for the next gesture, after the last touch it tracked ended.
        case reset
    }

    /// The view the recognizer is attached to; not retained.
    public internal(set) weak var view: View?
    /// Asked whether to receive touches, to begin, and to recognize alongside others; not retained.
    public weak var delegate: GestureRecognizerDelegate?
    /// A name for diagnostics.
    public var name: String?

    /// A disabled recognizer receives no touches. Turning it off while it
    /// recognizes cancels it (a continuous gesture) or fails it.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            environment?.withdraw(self, cause: .disabled)
        }
    }

    /// When it recognizes, the view gets `touchesCancelled` for the gesture's
    /// touches and no further phase of them. `true` by default.
    public var cancelsTouchesInView = true
    /// While it has not failed, the view gets no `touchesBegan` (nor moves) for
    /// its touches; they arrive late if it fails, never if it recognizes. `false` by default.
    public var delaysTouchesBegan = false
    /// While it has not failed, the view gets no `touchesEnded`: it arrives late
    /// if it fails, and becomes `touchesCancelled` if it recognizes. `true` by default.
    public var delaysTouchesEnded = true

    // MARK: Machinery shared with the gesture environment

    var storedState: State = .possible
    /// A move out of `possible` (to `began` or `recognized`) waiting for the environment's verdict.
    var pendingState: State?
    /// Set when it left `possible` with `cancelsTouchesInView`: the environment takes its touches from their views.
    var takesTouchesFromViews = false
    /// Its actions are due (a state that sends them was entered).
    var needsActions = false
    /// Listed among the environment's participants.
    var isParticipating = false
    /// It has reported that it waits for others to fail.
    var reportedWaiting = false
    /// The application whose touches it tracks; set when it receives its first touch.
    weak var application: Application?
    /// The touches of the current gesture, in the order received, until the
    /// recognizer is reset. Held weakly: a view keeps its recognizers and a
    /// touch its view, so a recognizer left waiting (a single tap whose clock
    /// never moves on) would otherwise keep its whole window alive. Touches that
    /// matter are kept alive elsewhere: live ones by the application, those with
    /// a phase held back from their view by the gesture environment.
    private var trackedRefs: [WeakRef<Touch>] = []
    /// Whether it received a touch since it was last reset, even if that touch is gone.
    private(set) var hasTrackedTouches = false

    /// The gesture's touches that still exist.
    var tracked: [Touch] { trackedRefs.compactMap(\.value) }

    func track(_ touch: Touch) {
        trackedRefs.append(WeakRef(touch))
        hasTrackedTouches = true
    }

    /// Lets go of the gesture's touches, and they of it.
    func untrackAll() {
        for touch in tracked { touch.recognition?.remove(self) }
        trackedRefs = []
        hasTrackedTouches = false
    }
    /// Its scheduled deadline, if any.
    var deadline: Double?
    /// The centroid of its touches at the latest delivery, in window coordinates.
    var lastLocationInWindow: Point?
    weak var lastWindow: Window?

    private var requirements: [WeakRef<GestureRecognizer>] = []
    private var targets: [(target: WeakRef<Responder>, action: Action)] = []
    private var handlers: [(GestureRecognizer) -> Void] = []

    public init() {}

    /// A recognizer that sends `action` to `target` when its state changes.
    ///
    /// ```swift
    /// let tap = TapGestureRecognizer(target: controller, action: "dismiss")
    /// ```
    public convenience init(target: Responder, action: Action) {
        self.init()
        addTarget(target, action: action)
    }

    /// UIKit's `init(target:action:)`, whose target may be any object and whose
    /// action may be nil: a responder target with an action is added as
    /// ``init(target:action:)-(Responder,_)`` adds it; anything else adds nothing
    /// (only a responder can perform an action here).
    ///
    /// ```swift
    /// let pan = PanGestureRecognizer(target: nil, action: nil)
    /// ```
    public convenience init(target: Any?, action: Action?) {
        self.init()
        if let responder = target as? Responder, let action { addTarget(responder, action: action) }
    }

    /// A recognizer that calls `handler` when its state changes.
    ///
    /// ```swift
    /// let pan = PanGestureRecognizer { recognizer in
    ///     let t = (recognizer as! PanGestureRecognizer).translation(in: nil)
    /// }
    /// ```
    public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it as the touches come in;
    /// others read it.
    ///
    /// Leaving `possible` (for `began` or `recognized`) is a request: the
    /// application first waits for the recognizers this one requires to fail,
    /// then asks the delegate and the views (`gestureRecognizerShouldBegin`),
    /// and checks that no other recognizer of the same touches has won; until
    /// then `state` still reads `possible`. Other changes take effect at once.
    /// Changes that make no sense (`possible` → `changed`, anything out of a
    /// finished state) are ignored.
    ///
    /// ```swift
    /// override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    ///     state = looksRight ? .recognized : .failed
    /// }
    /// ```
    public var state: State {
        get { storedState }
        set { request(newValue) }
    }

    private func request(_ new: State) {
        let old = storedState
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            guard pendingState == nil else { return }
            if let environment {
                pendingState = new
                environment.setNeedsSettle(self)
            } else {
                // Attached to no application: there is nothing to arbitrate.
                transition(to: new, cause: .recognizer)
            }
        case (.possible, .failed), (.began, .changed), (.changed, .changed),
            (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            pendingState = nil
            transition(to: new, cause: .recognizer)
            environment?.setNeedsSettle(self)
        default:
            return
        }
    }

    /// The environment of the application whose touches it tracks.
    var environment: GestureEnvironment? { application?.gestureEnvironment }

    /// Sets the state, reports it, and notes what it entails.
    func transition(to new: State, cause: Cause) {
        let old = storedState
        storedState = new
        if old == .possible, new == .began || new == .ended, cancelsTouchesInView {
            takesTouchesFromViews = true
        }
        application?.report(.recognizerStateChanged(self, from: old, to: new, cause: cause))
        // A finished recognizer waits for nothing: keep its deadline from being reported to the host.
        if new.isFinished, deadline != nil { environment?.cancelDeadline(of: self) }
        guard new != .failed, new != .possible else { return }
        if application == nil {
            sendActions()
        } else {
            // Sent by the environment once every recognizer has seen the event, as UIKit does.
            needsActions = true
        }
    }

    // MARK: Failure requirements

    /// Keeps this recognizer in `possible` until `other` fails: then it
    /// recognizes as it would have; if `other` recognizes, this one fails.
    ///
    /// ```swift
    /// singleTap.require(toFail: doubleTap) // a single tap fires only once the double tap has given up
    /// ```
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requirements.contains(where: { $0.value === other }) else { return }
        requirements.removeAll { $0.value == nil }
        requirements.append(WeakRef(other))
    }

    /// The recognizers this one waits for, from ``require(toFail:)``.
    public var failureRequirements: [GestureRecognizer] {
        requirements.compactMap(\.value)
    }

    // MARK: Actions

    /// Adds a target that receives `action` (through `perform(_:withSender:)`)
    /// on each change that sends actions. The target is not retained.
    ///
    /// ```swift
    /// pan.addTarget(cardController, action: "dragCard")
    /// ```
    public func addTarget(_ target: Responder, action: Action) {
        guard !targets.contains(where: { $0.target.value === target && $0.action == action }) else { return }
        targets.append((WeakRef(target), action))
    }

    /// Removes target-action pairs: a nil `target` matches every target, a nil `action` every action.
    public func removeTarget(_ target: Responder?, action: Action?) {
        targets.removeAll { pair in
            (target == nil || pair.target.value === target) && (action == nil || pair.action == action)
        }
    }

    /// Adds a closure called on each change that sends actions. It is
    /// retained: capture the recognizer's view weakly.
    ///
    /// ```swift
    /// longPress.addAction { [weak cell] recognizer in
    ///     if recognizer.state == .began { cell?.showMenu() }
    /// }
    /// ```
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    func sendActions() {
        for pair in targets {
            pair.target.value?.perform(pair.action, withSender: self)
        }
        for handler in handlers { handler(self) }
    }

    // MARK: Touches and location

    /// How many of the gesture's touches are down.
    public var numberOfTouches: Int { liveTouches.count }

    /// The touches of the gesture that are still down, by id.
    var liveTouches: [Touch] {
        tracked.filter { !$0.phase.isTerminal }.sorted { $0.id < $1.id }
    }

    /// Where the gesture is, in `view`'s coordinates (nil: the window's): the
    /// centroid of the touches that are down, or of the last touches seen once
    /// they are up (so a tap's action reads where the tap was).
    ///
    /// ```swift
    /// let p = tap.location(in: tap.view)
    /// ```
    public func location(in view: View?) -> Point {
        let live = liveTouches
        let p = live.isEmpty ? (lastLocationInWindow ?? .zero) : Self.centroid(of: live)
        let window = live.first?.window ?? lastWindow
        return Self.convert(p, from: window, to: view)
    }

    /// Where the touch at `index` (among those down, by id) is, in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        let live = liveTouches
        guard live.indices.contains(index) else { return location(in: view) }
        return live[index].location(in: view)
    }

    static func centroid(of touches: [Touch]) -> Point {
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for touch in touches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let n = Double(touches.count)
        return Point(x: x / n, y: y / n)
    }

    static func convert(_ p: Point, from window: Window?, to view: View?) -> Point {
        guard let view else { return p }
        if let window { return window.convert(p, to: view) }
        return view.convert(p, from: nil)
    }

    /// Notes where the gesture is after a delivery of `touches`.
    func noteLocation(after touches: Set<Touch>) {
        var seen = liveTouches
        for touch in touches where !seen.contains(where: { $0 === touch }) { seen.append(touch) }
        guard !seen.isEmpty else { return }
        lastLocationInWindow = Self.centroid(of: seen)
        lastWindow = seen.first?.window
    }

    // MARK: For subclasses

    /// Touches of the gesture began. The default does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches of the gesture moved. The default does nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches of the gesture ended. The default does nothing.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches of the gesture were cancelled. The default does nothing.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Called when the recognizer goes back to `possible` after a gesture
    /// (recognized, failed or cancelled), once its touches are up. Clear your
    /// own state here and call `super`.
    open func reset() {}

    /// Called when the deadline set with ``scheduleDeadline(at:)`` arrives.
    open func deadlineReached() {}

    /// The application's clock, in seconds (see ``Application/currentTime``).
    public var currentTime: Double { application?.currentTime ?? 0 }

    /// Asks to be called back (``deadlineReached()``) when the application's
    /// clock reaches `time`; replaces any earlier request. Does nothing before
    /// the recognizer has received a touch.
    ///
    /// ```swift
    /// override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    ///     scheduleDeadline(at: currentTime + 0.5)
    /// }
    /// ```
    public func scheduleDeadline(at time: Double) {
        environment?.schedule(self, at: time)
    }

    /// Withdraws the request made with ``scheduleDeadline(at:)``.
    public func cancelDeadline() {
        environment?.cancelDeadline(of: self)
    }

    /// The name diagnostics use: ``name`` when set, else the class name.
    open var debugName: String {
        name ?? String(describing: type(of: self))
    }
}

/// Adopted by an object that steers a gesture recognizer, UIKit's
/// `UIGestureRecognizerDelegate`. Every method is optional.
///
/// ```swift
/// final class Photo: View, GestureRecognizerDelegate {
///     func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
///         !(touch.view is Control)       // leave the photo's buttons alone
///     }
///     func gestureRecognizer(_ r: GestureRecognizer,
///                            shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
///         true                            // pinch and rotate together
///     }
/// }
/// ```
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer would leave `possible`; no makes it fail. Default yes.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Asked for each new touch before the recognizer sees it; no keeps the
    /// touch from it for the touch's whole document. Default yes.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Asked when one of the two would keep the other from recognizing; yes from
    /// either recognizer's delegate lets both recognize. Default no.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        false
    }
}
