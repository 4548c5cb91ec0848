/// A view that turns touches into actions, UIKit's `UIControl`.
///
/// A control tracks the first touch that begins on it and sends *control
/// events* for it (behaviour 4.1): `touchDown` when it begins, drags while it moves
/// (inside or outside, entering or leaving), `touchUpInside` or
/// `touchUpOutside` when it ends, `touchCancel` when it is cancelled.
/// "Inside" is generous: within the bounds grown by ``trackingMargin`` on
/// every side (behaviour 4.2). Each event sends the actions registered for it
/// (``addTarget(_:action:for:)``, ``addAction(_:for:)``, ``addAction(for:handler:)``)
/// through the application (behaviour 4.3).
///
/// ```swift
/// let send = Button(frame: Rect(x: 20, y: 20, width: 80, height: 32))
/// send.addAction(for: .touchUpInside) { _ in print("sent") }
/// send.addTarget(nil, action: "save", for: .touchUpInside) // the responder chain decides who saves
/// ```
///
/// A control handles its touches: they do not travel on to ``Responder/next``.
/// A disabled control is skipped by hit-testing like a view with interaction
/// disabled (behaviour 1.9), so touches go to what is behind it. A single tap
/// recognized by a gesture recognizer on an ancestor does not begin when the
/// touch is on a control: the control's own action wins (behaviour 4.4).
///
/// - Note: inside a `Control` subclass, `Event` names ``Control/Event``; write
///   `ResponderKit.Event` for the touch event in overrides such as
///   `touchesBegan(_:with:)` or `point(inside:with:)`. Through the `UIKit`
///   module the two are `UIControl.Event` and `UIEvent`, as on iOS.
@MainActor
open class Control: View {
    /// How far outside its bounds a tracked touch still counts as inside the
    /// control (behaviour 4.2): 70 points on every side, as UIKit's controls do.
    public static let trackingMargin: Double = 70

    /// The events a control sends, UIKit's `UIControl.Event`.
    ///
    /// ```swift
    /// control.addAction(for: [.touchDragExit, .touchUpOutside]) { _ in print("left it") }
    /// ```
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch began on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch began on the control with `tapCount > 1`: a repeated tap.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved, inside the control's grown bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved, outside the control's grown bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch moved from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch moved from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch ended inside: the usual "tap" of a button.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch ended outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled (by the system or a gesture recognizer).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button sends it after `touchUpInside`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu's action was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field stopped editing on the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range an application may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range UIKit keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)

        /// Every touch event, from `touchDown` to `touchCancel`.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: UInt(UInt32.max))

        static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The names of the events in the set, in the order of their bits.
        public var names: [String] {
            Self.named.filter { contains($0.0) }.map(\.1)
        }

        public var description: String {
            let names = self.names
            return names.isEmpty ? "[]" : names.joined(separator: "|")
        }
    }

    /// The states a control is in, UIKit's `UIControl.State`: what ``state``
    /// reports, and what a button's titles and images are set for.
    ///
    /// ```swift
    /// button.setTitle("Liked", for: .selected)
    /// ```
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state: enabled, not selected, not highlighted.
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        /// The range an application may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The range UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Whether the control responds to touches. A disabled control is skipped
    /// by hit-testing (behaviour 1.9).
    open var isEnabled = true {
        didSet {
            isDisabledControl = !isEnabled
            displayedPropertyChanged(oldValue, isEnabled)
        }
    }

    /// Whether the control is selected (a toggled state the control keeps; touches do not change it).
    open var isSelected = false {
        didSet { displayedPropertyChanged(oldValue, isSelected) }
    }

    /// Whether the control draws itself pressed: true while it tracks a touch
    /// that is inside (behaviour 4.2); settable, as in UIKit.
    open var isHighlighted = false {
        didSet { displayedPropertyChanged(oldValue, isHighlighted) }
    }

    /// The control's state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch: from a `beginTracking` that said
    /// yes until the touch ends, is cancelled, or `continueTracking` says no.
    public internal(set) var isTracking = false

    /// Whether the tracked touch is inside the control's grown bounds (behaviour 4.2).
    public internal(set) var isTouchInside = false

    /// The area, in the control's coordinates, where a tracked touch counts as
    /// inside: the bounds grown by ``trackingMargin`` on every side. The
    /// overlay draws it while the control tracks.
    public var trackingBounds: Rect {
        bounds.expanded(by: Self.trackingMargin, Self.trackingMargin)
    }

    /// The touch being tracked.
    weak var trackedTouch: Touch?
    /// Target-action pairs and closures, in the order registered.
    var registrations: [Registration] = []
    var nextRegistrationID = 0

    /// A control that sends `primaryAction` for ``Event/primaryActionTriggered``,
    /// UIKit's `init(frame:primaryAction:)`.
    ///
    /// ```swift
    /// let done = Button(frame: Rect(x: 0, y: 0, width: 80, height: 44),
    ///                   primaryAction: ClosureAction { _ in close() })
    /// ```
    public convenience init(frame: Rect = .zero, primaryAction: ClosureAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Whether the primary action follows `touchUpInside`: buttons say yes.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Tracking (behaviour 4.1; the logic is in Control+Tracking.swift)

    /// Called when a touch begins on the control. Return `false` not to track
    /// it: then no control event is sent for that touch. The default returns `true`.
    ///
    /// ```swift
    /// override func beginTracking(_ touch: Touch, with event: ResponderKit.Event?) -> Bool {
    ///     startValue = value
    ///     return true
    /// }
    /// ```
    open func beginTracking(_ touch: Touch, with event: ResponderKit.Event?) -> Bool {
        true
    }

    /// Called when the tracked touch moves, before the drag events. Return
    /// `false` to stop tracking: no further event is sent for the touch. The
    /// default returns `true`.
    open func continueTracking(_ touch: Touch, with event: ResponderKit.Event?) -> Bool {
        true
    }

    /// Called when the tracked touch ends, before `touchUpInside`/`touchUpOutside`.
    open func endTracking(_ touch: Touch?, with event: ResponderKit.Event?) {}

    /// Called when the tracked touch is cancelled, before `touchCancel`.
    open func cancelTracking(with event: ResponderKit.Event?) {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: ResponderKit.Event?) {
        trackingTouchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: ResponderKit.Event?) {
        trackingTouchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: ResponderKit.Event?) {
        trackingTouchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: ResponderKit.Event?) {
        trackingTouchesCancelled(touches, with: event)
    }

    /// Says no to a single tap (one touch, one tap) recognized by a recognizer
    /// on another view, an ancestor: the control's own action wins (behaviour 4.4),
    /// as UIKit's controls do ("Attaching gesture recognizers to UIKit
    /// controls"). A recognizer attached to the control itself is not refused,
    /// which is how to make a gesture beat the control's action.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, let tap = gestureRecognizer as? TapGestureRecognizer,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Sending actions (registrations in Control+Actions.swift)

    /// Sends one action message for this control through its application
    /// (``Application/sendAction(_:to:from:for:)``); a nil `target` walks the
    /// responder chain (behaviour 4.3). Override it to observe or redirect every
    /// action the control sends; call `super` to send it.
    ///
    /// ```swift
    /// override func sendAction(_ action: Action, to target: Responder?, for event: ResponderKit.Event?) {
    ///     log.append(action.name)
    ///     super.sendAction(action, to: target, for: event)
    /// }
    /// ```
    open func sendAction(_ action: Action, to target: Responder?, for event: ResponderKit.Event?) {
        if let application = window?.application {
            application.sendAction(action, to: target, from: self, for: event)
        } else {
            // Outside any application the same walk runs, untraced.
            _ = Application.route(action, to: target, from: self, window: window, record: false)
        }
    }
}
