/// An object that can receive and handle events, UIKit's `UIResponder`.
///
/// Responders form the responder chain through ``next``. The default
/// `touches…` methods forward the touches to ``next``; override one and do not
/// call `super` to handle the touches there (behaviour 3.2).
///
/// ```swift
/// final class Card: View {
///     override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
///         print("handled by the card")          // not forwarded
///     }
///     override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
///         super.touchesMoved(touches, with: event) // forwarded to `next`
///     }
/// }
/// ```
@MainActor
open class Responder {
    /// What ``subscript(attached:)`` keeps: one entry per key type.
    var attachments: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The next responder in the chain; `nil` by default (behaviour 2.1).
    open var next: Responder? { nil }

    /// Called once an object from a nib is ready, UIKit's `awakeFromNib()`:
    /// when a loader has built the whole hierarchy, set every property it
    /// knows, and connected the outlets. Code that looks up other views or
    /// adds recognizers runs here. The default does nothing; call `super`.
    ///
    /// ```swift
    /// override func awakeFromNib() {
    ///     super.awakeFromNib()
    ///     addGestureRecognizer(PanGestureRecognizer { _ in })
    /// }
    /// ```
    open func awakeFromNib() {}

    // MARK: Touches

    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        forward(touches, event) { $0.touchesBegan(touches, with: event) }
    }

    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        forward(touches, event) { $0.touchesMoved(touches, with: event) }
    }

    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        forward(touches, event) { $0.touchesEnded(touches, with: event) }
    }

    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        forward(touches, event) { $0.touchesCancelled(touches, with: event) }
    }

    /// The default behaviour of every `touches…` method: pass the same touches on.
    /// The event's delivery recorder, present only while someone observes, notes the hop.
    private func forward(_ touches: Set<Touch>, _ event: Event?, to call: (Responder) -> Void) {
        let next = self.next
        event?.deliveryRecorder?.forwarded(by: self, to: next)
        if let next { call(next) }
    }

    // MARK: Presses (keys)

    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Actions (target-action without Objective-C)

    /// Whether this responder performs `action`; `false` by default.
    ///
    /// A nil-target action (behaviour 4.3) stops at the first responder along the
    /// chain that says yes here, and is then given to its
    /// ``perform(_:withSender:)``. Where UIKit answers from the methods a class
    /// implements, a responder here says which actions it performs, and performs
    /// them in `perform`: override both, naming the same actions.
    ///
    /// ```swift
    /// extension Action { static let save: Action = "save" }
    ///
    /// final class EditorController: ViewController {
    ///     override func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool {
    ///         action == .save || super.canPerformAction(action, withSender: sender)
    ///     }
    ///     override func perform(_ action: Action, withSender sender: Any?) -> Bool {
    ///         guard action == .save else { return super.perform(action, withSender: sender) }
    ///         save()
    ///         return true
    ///     }
    /// }
    /// ```
    open func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool {
        false
    }

    /// Carries out `action` and returns `true`, or returns `false` when this
    /// responder does not perform it (the default).
    ///
    /// Called for an action sent to this responder as an explicit target, and
    /// for a nil-target action when ``canPerformAction(_:withSender:)`` said yes.
    /// See ``canPerformAction(_:withSender:)`` for an example.
    @discardableResult
    open func perform(_ action: Action, withSender sender: Any?) -> Bool {
        false
    }

    /// The responder that performs `action` for a nil-target action starting
    /// here: this responder when ``canPerformAction(_:withSender:)`` says yes,
    /// else what ``next`` answers; nil at the end of the chain.
    ///
    /// Override it to redirect an action to another object.
    ///
    /// ```swift
    /// let saver = field.target(forAction: .save, withSender: nil) // who would save?
    /// ```
    open func target(forAction action: Action, withSender sender: Any?) -> Responder? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: First responder

    /// Whether this responder may become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Makes this responder the first responder of its window (behaviour 5).
    ///
    /// The current first responder is asked to resign first and may refuse;
    /// then this responder must say yes in ``canBecomeFirstResponder`` and be
    /// in a window.
    ///
    /// ```swift
    /// if field.becomeFirstResponder() { /* key presses now start at `field` */ }
    /// ```
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            guard current.resignFirstResponder() else { return false }
            // An override may say yes without calling super; yes is what counts.
            window.firstResponder = nil
        }
        guard canBecomeFirstResponder else { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns `false`, keeping the status,
    /// when ``canResignFirstResponder`` says no.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self {
            window.firstResponder = nil
        }
        return true
    }

    /// A view shown instead of the keyboard while this responder is first; none
    /// by default. Override it (a chat screen's controller returns its input bar).
    open var inputView: View? { nil }

    /// A view shown above the keyboard while this responder is first; none by default.
    open var inputAccessoryView: View? { nil }

    /// Asks for ``inputView`` and ``inputAccessoryView`` again; the lab shows no keyboard.
    open func reloadInputViews() {}

    /// Whether this responder is the first responder of its window.
    public var isFirstResponder: Bool {
        responderWindow?.firstResponder === self
    }

    /// The window whose first responder this responder can be: a view's window,
    /// a view controller's view's window, or the window itself.
    var responderWindow: Window? { nil }

    // MARK: Accessibility (NSObject's informal protocol; stored, never read by touch delivery)

    /// What VoiceOver reads for the element, UIKit's `accessibilityLabel`.
    ///
    /// ```swift
    /// closeButton.accessibilityLabel = "Remove filter"
    /// ```
    open var accessibilityLabel: String? {
        get { self[attached: AccessibilityLabelKey.self] }
        set { self[attached: AccessibilityLabelKey.self] = newValue }
    }

    /// What the element does when activated, UIKit's `accessibilityHint`.
    open var accessibilityHint: String? {
        get { self[attached: AccessibilityHintKey.self] }
        set { self[attached: AccessibilityHintKey.self] = newValue }
    }

    /// The element's current value ("50%"), UIKit's `accessibilityValue`.
    open var accessibilityValue: String? {
        get { self[attached: AccessibilityValueKey.self] }
        set { self[attached: AccessibilityValueKey.self] = newValue }
    }

    /// What kind of element this is. Unless set, what UIKit's own classes say:
    /// a button `.button`, a label `.staticText`, an image view `.image`, a
    /// slider `.adjustable`; a disabled control adds `.notEnabled`, a selected one `.selected`.
    open var accessibilityTraits: AccessibilityTraits {
        get { self[attached: AccessibilityTraitsKey.self] ?? defaultAccessibilityTraits }
        set { self[attached: AccessibilityTraitsKey.self] = newValue }
    }

    /// Whether assistive technologies see this object as one element. Unless
    /// set, true for labels and controls, false for other views, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { self[attached: IsAccessibilityElementKey.self] ?? (self is Label || self is Control) }
        set { self[attached: IsAccessibilityElementKey.self] = newValue }
    }

    /// Activates the element for an assistive technology; `false`: not handled here, as in UIKit.
    open func accessibilityActivate() -> Bool { false }

    /// Raises an adjustable element's value (a VoiceOver swipe up). The default does nothing.
    open func accessibilityIncrement() {}

    /// Lowers an adjustable element's value (a VoiceOver swipe down). The default does nothing.
    open func accessibilityDecrement() {}

    /// The name diagnostics use: the view's `name` where set, else the class name.
    open var debugName: String {
        String(describing: type(of: self))
    }
}
