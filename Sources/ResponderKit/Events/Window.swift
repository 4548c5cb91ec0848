import Foundation

/// The root of a view hierarchy on screen, UIKit's `UIWindow`.
///
/// A window places its root view controller's view over its bounds,
/// delivers the touches that began in it (``sendEvent(_:)``), holds its first
/// responder, and passes unhandled touches to its ``windowScene``, or, when it
/// belongs to none, to its ``application`` (behaviour 2.4).
///
/// ```swift
/// let app = Application()
/// let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = HomeController()
/// app.addWindow(window)
/// window.makeKeyAndVisible()
/// ```
///
/// Unlike `UIWindow`, a window is visible from creation, so that a hierarchy
/// built in a test hit-tests without ceremony; ``makeKeyAndVisible()`` makes it
/// the key window.
@MainActor
open class Window: View {
    /// Common values for ``windowLevel``.
    public nonisolated static let normalLevel: Double = 0
    public nonisolated static let statusBarLevel: Double = 1000
    public nonisolated static let alertLevel: Double = 2000

    /// Windows with a higher level are hit-tested first (behaviour 1.8).
    public var windowLevel: Double = Window.normalLevel

    /// The application the window belongs to; set by `Application.addWindow(_:)`.
    public internal(set) weak var application: Application?

    /// The scene the window belongs to, its next responder; nil for a window of
    /// no scene, whose next responder is the application, as before iOS 13.
    /// Held weakly, as UIKit holds it: the application keeps its connected scenes.
    ///
    /// ```swift
    /// window.windowScene = WindowScene() // connected when the window joins an application
    /// ```
    public weak var windowScene: WindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
            if let windowScene { application?.connect(windowScene) }
        }
    }

    /// Grows each time a view in the window changes what a renderer paints
    /// (see ``View/setNeedsDisplay()``): a picture of the window drawn at one
    /// revision is still right while the revision is the same.
    public internal(set) var appearanceRevision = 0

    /// Grows each time a scroll view in the window moves its content (a new
    /// `contentOffset`) or shows or hides its indicators (it begins or ends
    /// dragging or decelerating), which leaves ``appearanceRevision`` as it is: what
    /// changed lies inside that scroll view (inside its bounds while it clips
    /// to them), so a picture of the window needs only that part drawn again.
    public internal(set) var contentOffsetRevision = 0

    /// The responder key presses and nil-target actions start at; see
    /// `Responder.becomeFirstResponder()`. Nil when no responder is first.
    public internal(set) weak var firstResponder: Responder?

    /// How many gesture recognizers are attached to views in this window. While
    /// it is 0, a new touch skips the walk up its view's ancestors looking for
    /// recognizers, so delivery without recognizers costs what it did before them.
    var gestureRecognizerCount = 0

    /// Grows each time the window is made key: among windows of one level, the
    /// most recently made key is hit-tested first.
    var keyOrder = 0

    public override init(frame: Rect) {
        super.init(frame: frame)
        isWindow = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isWindow = true
    }

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, let view = old.viewIfLoaded, view.superview === self {
                old.sendAppearance(false, animated: false) { view.removeFromSuperview() }
            }
            if let root = rootViewController {
                root.sendAppearance(true, animated: false) {
                    root.view.frame = bounds
                    insertSubview(root.view, at: 0)
                }
            }
        }
    }

    /// Whether this is its application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Shows the window and makes it the key window of its application.
    public func makeKeyAndVisible() {
        isHidden = false
        application?.makeKey(self)
    }

    /// The next responder of a window is its scene, else its application (behaviour 2.4).
    open override var next: Responder? { windowScene ?? application }

    override var responderWindow: Window? { self }

    /// Delivers the event's touches that belong to this window to their views
    /// (behaviour 3.1): each changed touch goes to its `touch.view`, grouped by view.
    ///
    /// Override it to observe everything the window delivers; call `super`.
    ///
    /// Gesture recognizers of each touch's view and of its ancestors receive
    /// the touches first (behaviour 3.1, 6); what they decide can hold a phase back
    /// from the view, deliver one late, or turn the rest of a touch into
    /// `touchesCancelled` (behaviour 3.4). Touches no recognizer receives go
    /// straight to their views.
    open func sendEvent(_ event: Event) {
        let mine = event.touchSet.filter { $0.window === self && $0.phase != .stationary }
        var gestures: GestureEnvironment?
        for touch in mine where touch.recognition != nil {
            gestures = touch.recognition?.environment
            break
        }
        guard let gestures else {
            // No recognizer receives these touches: straight to their views.
            for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
                let group = mine.filter { $0.phase == phase && $0.withholdingReason == nil }
                for (view, touches) in Self.groupedByView(group) {
                    Self.deliver(touches, phase: phase, to: view, with: event, effect: nil)
                }
            }
            return
        }
        gestures.deliverToRecognizers(mine.sorted { $0.id < $1.id }, event: event)
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            let group = mine.filter {
                $0.phase == phase && $0.withholdingReason == nil && gestures.admits($0, phase: phase, event: event)
            }
            for (view, touches) in Self.groupedByView(group) {
                Self.deliver(touches, phase: phase, to: view, with: event, effect: nil)
            }
        }
    }

    /// One delivery: the touch's view receives the phase's method (and passes
    /// it along `next` unless it handles it).
    static func deliver(
        _ touches: Set<Touch>, phase: Touch.Phase, to view: View, with event: Event,
        effect: DeliveryTrace.GestureEffect?
    ) {
        event.deliveryRecorder?.willDeliver(touches, to: view, phase: phase, effect: effect)
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// Touches grouped by their view, in the order of their lowest touch id, so delivery is deterministic.
    static func groupedByView(_ touches: Set<Touch>) -> [(View, Set<Touch>)] {
        var groups: [(View, Set<Touch>)] = []
        for touch in touches.sorted(by: { $0.id < $1.id }) {
            guard let view = touch.view else { continue }
            if let i = groups.firstIndex(where: { $0.0 === view }) {
                groups[i].1.insert(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        return groups
    }

    /// Keeps the root view filling the window when the window is resized.
    override func geometryDidChange() {
        layoutRootView()
    }

    private func layoutRootView() {
        if let root = rootViewController, root.isViewLoaded, root.view.superview === self {
            root.view.frame = bounds
        }
    }

    /// A subtree left this window: cancel its touches (behaviour 3.4) and let go of
    /// its first responder.
    func subtreeDidLeave(_ subtree: View) {
        if let view = firstResponder as? View, view.isDescendant(of: subtree) {
            firstResponder = nil
        } else if let controller = firstResponder as? ViewController, controller.isViewLoaded,
            controller.view.isDescendant(of: subtree)
        {
            firstResponder = nil
        }
        application?.cancelTouches(inSubtree: subtree)
    }
}
