/// Manages a view hierarchy, UIKit's `UIViewController`.
///
/// The ``view`` is created lazily by ``loadView()`` the first time it is
/// asked for. In the responder chain a controller sits between its view and
/// what is above it (behaviour 2.2, 2.3).
///
/// ```swift
/// final class Settings: ViewController {
///     override func loadView() {
///         view = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
///     }
///     override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
///         print("a touch nobody inside handled reached the controller")
///     }
/// }
/// ```
@MainActor
open class ViewController: Responder {
    private var loadedView: View?

    /// A name for diagnostics; the class name when nil.
    public var name: String?

    /// The controller that presented this one, if any.
    public private(set) weak var presentingViewController: ViewController?
    /// The controller this one presented, if any.
    public private(set) var presentedViewController: ViewController?
    /// The parent of a child controller.
    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []

    public override init() {
        super.init()
    }

    /// The controller's root view, created by ``loadView()`` on first access.
    public var view: View {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView ?? View()
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
        }
    }

    /// Whether ``view`` has been created.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view. The default makes a plain, empty ``View``; override it
    /// to assign your own to ``view``, without calling `super`.
    open func loadView() {
        view = View()
    }

    /// Called once, after ``loadView()``.
    open func viewDidLoad() {}

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View() }
        viewDidLoad()
    }

    /// The next responder (behaviour 2.3): the window when this controller's view
    /// is the window's root view; else the presenting controller when it was
    /// presented; else the view's superview.
    open override var next: Responder? {
        guard let view = loadedView else { return presentingViewController }
        if let window = view.superview as? Window, window.rootViewController === self { return window }
        if let presenter = presentingViewController { return presenter }
        return view.superview
    }

    override var responderWindow: Window? { loadedView?.window }

    /// Shows `controller`'s view on top of everything in this controller's
    /// window, filling it. Does nothing when this controller's view is not in
    /// a window or it already presents a controller.
    public func present(_ controller: ViewController) {
        guard presentedViewController == nil, controller !== self, let window = view.window else { return }
        controller.presentingViewController = self
        presentedViewController = controller
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
    }

    /// UIKit's `present(_:animated:completion:)`: ``present(_:)``, then
    /// `completion`. Nothing animates here, so the controller is on screen at
    /// once, whatever `animated` says.
    ///
    /// ```swift
    /// present(sheet, animated: true) { sheet.view.backgroundColor = .white }
    /// ```
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        present(controller)
        completion?()
    }

    /// Removes the controller this one presented.
    public func dismiss() {
        guard let presented = presentedViewController else { return }
        presented.dismiss()
        presented.view.removeFromSuperview()
        presented.presentingViewController = nil
        presentedViewController = nil
    }

    /// UIKit's `dismiss(animated:completion:)`: ``dismiss()``, then `completion`,
    /// at once. Sent to a presented controller that presents nothing, it
    /// dismisses itself, as in UIKit (its presenter does the work).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if presentedViewController == nil, let presenter = presentingViewController {
            presenter.dismiss()
        } else {
            dismiss()
        }
        completion?()
    }

    /// Makes `child` a child controller; add its view to this controller's hierarchy yourself.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open override var debugName: String {
        name ?? String(describing: type(of: self))
    }
}
