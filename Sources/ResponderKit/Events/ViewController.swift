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

    /// The controller's root view, created by ``loadView()`` on first access;
    /// implicitly unwrapped, as UIKit's `view: UIView!` is.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     view.backgroundColor = .white
    /// }
    /// ```
    open var view: View! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether ``view`` has been created.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view when it has been created; nil otherwise, without creating it.
    public var viewIfLoaded: View? { loadedView }

    /// A title for the controller, as a navigation bar or tab shows it.
    open var title: String?

    /// Whether the controller's view is being added by ``present(_:animated:completion:)``.
    public internal(set) var isBeingPresented = false
    /// Whether the controller's view is being removed by a dismissal.
    public internal(set) var isBeingDismissed = false

    // MARK: The system's chrome (asked by the system; kept here, where there is no status bar)

    /// The status bar's style over this controller; `.default`. Override it.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the status bar hides over this controller; no. Override it.
    open var prefersStatusBarHidden: Bool { false }
    /// The orientations the controller supports; all but upside down, as an iPhone's. Override it.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller turns with the device; yes. Override it.
    open var shouldAutorotate: Bool { true }
    /// Whether the home indicator hides; no. Override it.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Asks the system to read ``preferredStatusBarStyle`` again; there is no status bar here.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Appearance (called as the view enters and leaves the screen)

    /// Called before the view is added to the screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in its window, before ``viewDidAppear(_:)``.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was added to the screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews (``View/layoutIfNeeded()``).
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Whether the controller's view is in editing mode (a list with delete controls).
    open var isEditing = false

    /// Sets ``isEditing``; override it to put the view in editing mode too.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called when the system is low on memory; the lab never is.
    open func didReceiveMemoryWarning() {}
    /// Updates the controller's constraints; the lab keeps constraints as records.
    open func updateViewConstraints() {}
    /// Called before a storyboard segue from this controller runs; the lab has
    /// no storyboards, so none is sent unless code sends one.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}
    /// Whether the segue called `identifier` may run; yes.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the traits changed (a new `overrideUserInterfaceStyle`).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called before the controller is added to or removed from a parent (nil).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a parent (nil).
    open func didMove(toParent parent: ViewController?) {}

    /// Runs `change`, which puts the controller's view on screen (`appearing`) or
    /// takes it off, telling the controller and the children whose views are
    /// inside its view before and after, as UIKit does for a window's root, a
    /// presentation or a container's child. The view is loaded first.
    ///
    /// ```swift
    /// child.sendAppearance(true, animated: false) { container.view.addSubview(child.view) }
    /// ```
    public func sendAppearance(_ appearing: Bool, animated: Bool, _ change: () -> Void) {
        if appearing { loadViewIfNeeded() }
        let shown = [self] + shownDescendants
        for c in shown { appearing ? c.viewWillAppear(animated) : c.viewWillDisappear(animated) }
        change()
        if appearing { for c in shown { c.viewIsAppearing(animated) } }
        for c in shown { appearing ? c.viewDidAppear(animated) : c.viewDidDisappear(animated) }
    }

    /// The children whose views are inside this controller's view, and theirs.
    private var shownDescendants: [ViewController] {
        guard let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) == true }.flatMap { [$0] + $0.shownDescendants }
    }

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
        controller.isBeingPresented = true
        controller.sendAppearance(true, animated: false) {
            controller.view.frame = window.bounds
            window.addSubview(controller.view)
        }
        controller.isBeingPresented = false
    }

    /// UIKit's `present(_:animated:completion:)`: ``present(_:)``, then
    /// `completion`. Nothing animates here, so the controller is on screen at
    /// once, whatever `animated` says.
    ///
    /// ```swift
    /// present(sheet, animated: true) { sheet.view.backgroundColor = .white }
    /// ```
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        present(controller)
        completion?()
    }

    /// Removes the controller this one presented.
    public func dismiss() {
        guard let presented = presentedViewController else { return }
        presented.dismiss()
        presented.isBeingDismissed = true
        presented.sendAppearance(false, animated: false) { presented.view.removeFromSuperview() }
        presented.isBeingDismissed = false
        presented.presentingViewController = nil
        presentedViewController = nil
    }

    /// UIKit's `dismiss(animated:completion:)`: ``dismiss()``, then `completion`,
    /// at once. Sent to a presented controller that presents nothing, it
    /// dismisses itself, as in UIKit (its presenter does the work).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if presentedViewController == nil, let presenter = presentingViewController {
            presenter.dismiss()
        } else {
            dismiss()
        }
        completion?()
    }

    /// Makes `child` a child controller, telling it ``willMove(toParent:)``; add
    /// its view to this controller's hierarchy yourself, then call its ``didMove(toParent:)``.
    ///
    /// ```swift
    /// addChild(list)
    /// view.addSubview(list.view)
    /// list.didMove(toParent: self)
    /// ```
    open func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes the controller from its parent, telling it ``didMove(toParent:)`` with nil;
    /// call its ``willMove(toParent:)`` with nil first, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open override var debugName: String {
        name ?? String(describing: type(of: self))
    }
}
