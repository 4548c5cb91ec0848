// Container controllers: a navigation stack and tabs. Each lays its children's
// views over its own view as UIKit does (the top or selected child's view fills
// it, the bar sits over it) and tells children as they appear and disappear.
// Nothing slides: a push or a tab switch is done at once.

import ResponderKit

/// A stack of controllers under a navigation bar, UIKit's `UINavigationController`.
///
/// ```swift
/// let nav = UINavigationController(rootViewController: FeedController())
/// nav.pushViewController(DetailController(), animated: true)
/// nav.topViewController // the detail
/// ```
@MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top: 44 points high, below the safe area's top.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// A toolbar at the bottom; hidden unless shown.
    open var isToolbarHidden = true
    /// Told of pushes and pops; not retained.
    open weak var delegate: UINavigationControllerDelegate?
    /// The stack, the root first (the children, in stack order).
    private var stack: [UIViewController] = []

    /// UIKit's `UINavigationController.init()`.
    public override init() {
        super.init()
    }

    /// UIKit's `UINavigationController.init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, the root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// The controller shown: a controller the top one presented, or the top one.
    public var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// UIKit's `UINavigationController.setNavigationBarHidden(_:animated:)`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// UIKit's `UINavigationController.setToolbarHidden(_:animated:)`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// The recognizer of the back swipe: the lab has no edge swipe, so nil.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    /// UIKit's `UINavigationController.loadView()`.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// UIKit's `UINavigationController.viewDidLoad()`.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        show(topViewController)
    }

    /// UIKit's `UINavigationController.viewDidLayoutSubviews()`.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutChildren()
    }

    /// Pushes `viewController` on the stack: its view replaces the top one's.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        let previous = topViewController
        addChild(viewController)
        stack.append(viewController)
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        replace(previous, with: viewController)
        viewController.didMove(toParent: self)
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    /// Pops the top controller (never the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = topViewController else { return nil }
        pop(to: stack[stack.count - 2], animated: animated)
        return top
    }

    /// Pops down to the root; returns what was popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Pops down to `viewController`; returns what was popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }) else { return nil }
        return pop(to: viewController, animated: animated)
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let previous = topViewController
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        for child in removed { child.willMove(toParent: nil) }
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        stack = viewControllers
        replace(previous, with: topViewController)
        for child in removed { child.removeFromParent() }
        for controller in viewControllers where controller.parent === self { controller.didMove(toParent: self) }
    }

    @discardableResult
    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = stack.firstIndex(where: { $0 === target }) else { return [] }
        let popped = Array(stack[(index + 1)...])
        guard let top = popped.last else { return [] }
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        delegate?.navigationController(self, willShow: target, animated: animated)
        replace(top, with: target)
        for controller in popped { controller.removeFromParent() }
        delegate?.navigationController(self, didShow: target, animated: animated)
        return popped
    }

    /// Swaps the shown child's view, telling both.
    private func replace(_ old: UIViewController?, with new: UIViewController?) {
        guard old !== new, isViewLoaded else { return }
        let onScreen = view.window != nil
        if let old, let oldView = old.viewIfLoaded, oldView.superview === view {
            onScreen
                ? old.sendAppearance(false, animated: false) { oldView.removeFromSuperview() }
                : oldView.removeFromSuperview()
        }
        guard let new else { return }
        onScreen ? new.sendAppearance(true, animated: false) { show(new) } : show(new)
    }

    private func show(_ controller: UIViewController?) {
        guard let controller else { return }
        view.insertSubview(controller.view, belowSubview: navigationBar)
        layOutChildren()
    }

    private func layOutChildren() {
        let top = view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 44)
        topViewController?.viewIfLoaded?.frame = view.bounds
    }
}

/// Told of a navigation controller's pushes and pops, UIKit's `UINavigationControllerDelegate`.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

extension UINavigationControllerDelegate {
    /// UIKit's `UINavigationControllerDelegate.navigationController(_:willShow:animated:)`.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}
    /// UIKit's `UINavigationControllerDelegate.navigationController(_:didShow:animated:)`.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// Tabs of controllers over a tab bar, UIKit's `UITabBarController`.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [feed, profile]
/// tabs.selectedIndex = 1
/// ```
@MainActor
open class UITabBarController: UIViewController {
    /// The bar at the bottom: 49 points high above the safe area's bottom.
    public let tabBar = UITabBar(frame: .zero)
    /// Told of selections; not retained.
    open weak var delegate: UITabBarControllerDelegate?
    private var selected: Int = 0

    /// UIKit's `UITabBarController.init()`.
    public override init() {
        super.init()
    }

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// UIKit's `UITabBarController.setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let shown = selectedViewController
        for child in children {
            child.willMove(toParent: nil)
            if child === shown, let view = child.viewIfLoaded, view.superview === self.viewIfLoaded {
                view.window != nil
                    ? child.sendAppearance(false, animated: false) { view.removeFromSuperview() }
                    : view.removeFromSuperview()
            }
            child.removeFromParent()
        }
        for controller in viewControllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.items = (viewControllers ?? []).map(\.tabBarItem)
        selected = min(selected, max(children.count - 1, 0))
        showSelected()
    }

    /// The index of the tab shown; setting it shows that tab.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard children.indices.contains(newValue), newValue != selected else { return }
            let old = selectedViewController
            selected = newValue
            if let old, let oldView = old.viewIfLoaded, oldView.superview === viewIfLoaded {
                oldView.window != nil
                    ? old.sendAppearance(false, animated: false) { oldView.removeFromSuperview() }
                    : oldView.removeFromSuperview()
            }
            showSelected()
        }
    }

    /// The controller of the tab shown.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selected) ? children[selected] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Selects a tab as a tap on its item would: asking the delegate first, telling it after.
    public func selectTab(at index: Int) {
        guard children.indices.contains(index) else { return }
        let controller = children[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// UIKit's `UITabBarController.loadView()`.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// UIKit's `UITabBarController.viewDidLoad()`.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        showSelected()
    }

    /// UIKit's `UITabBarController.viewDidLayoutSubviews()`.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutChildren()
    }

    private func showSelected() {
        tabBar.selectedItem = tabBar.items.flatMap { $0.indices.contains(selected) ? $0[selected] : nil }
        guard isViewLoaded, let controller = selectedViewController else { return }
        let childView: UIView = controller.view
        guard childView.superview !== view else { return layOutChildren() }
        let insert = {
            self.view.insertSubview(childView, belowSubview: self.tabBar)
            self.layOutChildren()
        }
        view.window != nil ? controller.sendAppearance(true, animated: false, insert) : insert()
    }

    private func layOutChildren() {
        let bottom = view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - bottom - 49, width: view.bounds.width, height: 49 + bottom)
        selectedViewController?.viewIfLoaded?.frame = view.bounds
    }
}

/// Told of a tab bar controller's selections, UIKit's `UITabBarControllerDelegate`.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// UIKit's `UITabBarControllerDelegate.tabBarController(_:shouldSelect:)`.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        true
    }
    /// UIKit's `UITabBarControllerDelegate.tabBarController(_:didSelect:)`.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension ViewController {
    /// The nearest navigation controller among the controller's parents (itself included).
    public var navigationController: UINavigationController? {
        var controller: ViewController? = self
        while let c = controller {
            if let navigation = c as? UINavigationController { return navigation }
            controller = c.parent
        }
        return presentingViewController?.navigationController
    }

    /// The nearest tab bar controller among the controller's parents (itself included).
    public var tabBarController: UITabBarController? {
        var controller: ViewController? = self
        while let c = controller {
            if let tabs = c as? UITabBarController { return tabs }
            controller = c.parent
        }
        return presentingViewController?.tabBarController
    }

}
