/// One finger on the screen, UIKit's `UITouch`.
///
/// A touch is created when it begins and lives until it ends or is
/// cancelled. Its ``view`` is chosen once, by hit-testing when it begins, and
/// stays the same even when the finger moves off that view (behaviour 1.1).
///
/// ```swift
/// override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
///     guard let touch = touches.first else { return }
///     let now = touch.location(in: self), before = touch.previousLocation(in: self)
///     center.x += now.x - before.x
///     center.y += now.y - before.y
/// }
/// ```
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life (behaviour 3.3).
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        case began, moved, stationary, ended, cancelled

        /// Whether the touch is over: `ended` or `cancelled`.
        public var isTerminal: Bool { self == .ended || self == .cancelled }
    }

    /// The input's identifier for this finger (the mouse is finger 0).
    public let id: Int
    public internal(set) var phase: Phase
    /// The view hit-testing chose when the touch began; nil when nothing took it.
    public internal(set) var view: View?
    /// The window the touch began in.
    public internal(set) var window: Window?
    /// The time of the latest change, in seconds.
    public internal(set) var timestamp: Double
    /// How many times in quick succession the finger tapped at this spot (behaviour 3.6).
    public internal(set) var tapCount: Int
    /// Set when behaviour 3.5 (multiple-touch or exclusive-touch rules) withholds the touch from its view.
    public internal(set) var withholdingReason: DeliveryTrace.Withholding?

    /// What the gesture machinery knows of this touch; nil when no recognizer
    /// received it, which keeps delivery of such touches as cheap as before.
    var recognition: TouchRecognition?

    /// Whether its view has received `touchesBegan`: false while a recognizer
    /// or a scroll view holds the began back (behaviour 3.4, 10.3), and for good
    /// when the touch was taken, refused or withheld first (a quick drag on a
    /// scroll view's content: the view is never told anything), or hit no view.
    ///
    /// ```swift
    /// if !touch.viewReceivedBegan { print("\(touch.view?.debugName ?? "nobody") has not heard of it") }
    /// ```
    public var viewReceivedBegan: Bool {
        guard view != nil, withholdingReason == nil else { return false }
        return recognition?.sentBegan ?? true
    }

    /// The recognizers receiving this touch, the touch view's first, then its
    /// ancestors' (behaviour 3.1, 6). A recognizer leaves the list when it is reset.
    ///
    /// ```swift
    /// let watchers = touch.gestureRecognizers.map(\.debugName)
    /// ```
    public var gestureRecognizers: [GestureRecognizer] {
        recognition?.recognizers.compactMap(\.value) ?? []
    }

    var locationInWindow: Point
    var previousLocationInWindow: Point
    /// Where the touch began, in window coordinates; used for `tapCount`.
    let beganLocationInWindow: Point

    init(id: Int, location: Point, window: Window?, timestamp: Double, tapCount: Int) {
        self.id = id
        self.phase = .began
        self.window = window
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.beganLocationInWindow = location
    }

    /// The touch's location in `view`'s coordinates; nil means the window's.
    public func location(in view: View?) -> Point {
        convert(locationInWindow, to: view)
    }

    /// The location before the latest move, in `view`'s coordinates; nil means the window's.
    public func previousLocation(in view: View?) -> Point {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ p: Point, to view: View?) -> Point {
        guard let view else { return p }
        if let window { return window.convert(p, to: view) }
        return view.convert(p, from: nil)
    }

    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A set of touches delivered together, UIKit's `UIEvent` for touches.
///
/// ```swift
/// override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
///     let fingersOnMe = event?.touches(for: self)?.count ?? 0
/// }
/// ```
@MainActor
public final class Event {
    /// The kinds of event UIKit sends, UIKit's `UIEvent.EventType`. An
    /// ``Event`` carries touches, so its ``type`` is always ``touches``; key
    /// presses come in a ``PressesEvent``.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The event's kind: ``EventType/touches``.
    public var type: EventType { .touches }

    /// The time of the latest change, in seconds.
    public let timestamp: Double
    /// Every touch of the event, whatever its view.
    let touchSet: Set<Touch>

    /// Every touch of the event, whatever its view, UIKit's `allTouches`
    /// (optional, as UIKit's is; an event here always has its touches).
    public var allTouches: Set<Touch>? { touchSet }

    /// Travels with the event while a traced hit-test runs (see `View.hitTestTrace`).
    var hitTestRecorder: HitTestRecorder?
    /// Travels with the event while an observed delivery runs (see `DeliveryTrace`).
    var deliveryRecorder: DeliveryRecorder?

    init(timestamp: Double, touches: Set<Touch>) {
        self.timestamp = timestamp
        self.touchSet = touches
    }

    /// The touches whose view is `view`; nil when there are none.
    public func touches(for view: View) -> Set<Touch>? {
        let mine = touchSet.filter { $0.view === view }
        return mine.isEmpty ? nil : mine
    }

    /// The touches a recognizer receives; nil when there are none.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        let mine = touchSet.filter { $0.gestureRecognizers.contains { $0 === gestureRecognizer } }
        return mine.isEmpty ? nil : mine
    }

    /// The touches that began in `window`; nil when there are none.
    public func touches(for window: Window) -> Set<Touch>? {
        let mine = touchSet.filter { $0.window === window }
        return mine.isEmpty ? nil : mine
    }
}
