import Testing
import UIKit

@MainActor
@Suite("View controllers, their children and containers")
struct ControllerTests {
    @Test func theViewIsImplicitlyUnwrappedAndLoadedOnce() {
        let controller = BaseViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let view: UIView = controller.view
        #expect(controller.view === view && controller.isViewLoaded)
        #expect(controller.events == ["loadView", "viewDidLoad"])
        #expect(view.backgroundColor == .systemBackground)
        controller.view = nil
        #expect(!controller.isViewLoaded)
    }

    @Test func aWindowsRootAppearsAndLaysOutItsView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = BaseViewController()
        window.rootViewController = controller
        #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        window.layoutIfNeeded()
        #expect(controller.events.suffix(2) == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        window.layoutIfNeeded()
        #expect(controller.events.filter { $0 == "viewDidLayoutSubviews" }.count == 1)
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(controller.events.filter { $0 == "viewDidLayoutSubviews" }.count == 2)
    }

    @Test func childControllersAreToldTheirParent() throws {
        let feed = FeedController()
        _ = feed.view
        #expect(feed.children.first === feed.header && feed.header.parent === feed)
        let willMove = try #require(feed.header.events.firstIndex(of: "willMove(toParent:)"))
        let didMove = try #require(feed.header.events.firstIndex(of: "didMove(toParent:)"))
        #expect(willMove < didMove)
        #expect(feed.header.view.superview === feed.view)
        #expect(feed.header.view is GradientHeaderView)
        feed.header.willMove(toParent: nil)
        feed.header.view.removeFromSuperview()
        feed.header.removeFromParent()
        #expect(feed.children.isEmpty && feed.header.events.last == "didMove(toParent: nil)")
        #expect(feed.navigationItem.title == "Feed")
        #expect(feed.navigationItem.rightBarButtonItem?.systemItem == .add)
        #expect(feed.tabBarItem.title == "Feed" && feed.tabBarItem.image == UIImage(systemName: "house"))
    }

    @Test func aChipInAChildsStackTellsTheControllerWhenRemoved() throws {
        let screen = Screen()
        let feed = FeedController()
        screen.window.rootViewController = feed
        let chip = try #require(feed.chips.arrangedSubviews.last as? FilterChipView)
        // The chip "Nearby" at x 108 in the stack at (16, 130): its close button at 108 + 76.
        screen.tap(CGPoint(x: 16 + 108 + 84, y: 130 + 14))
        #expect(feed.removedFilters == ["Nearby"])
        #expect(chip.superview == nil && feed.chips.arrangedSubviews.count == 1)
    }

    @Test func presentingAndDismissingTellBothControllers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = BaseViewController(), sheet = BaseViewController()
        window.rootViewController = root
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(completed && root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(root.events.last == "present")
        #expect(sheet.events.suffix(3) == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(sheet.view.superview === window)
        sheet.dismiss(animated: true)
        #expect(sheet.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(sheet.viewIfLoaded?.superview == nil && root.presentedViewController == nil)
    }

    @Test func aSegueMadeInCodeIsPreparedAndPresents() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = BaseViewController(), destination = BaseViewController()
        source.title = "Inbox"
        window.rootViewController = source
        let segue = UIStoryboardSegue(identifier: "showDetail", source: source, destination: destination)
        source.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(source.events.suffix(2) == ["prepare(for: showDetail)", "present"])
        #expect(destination.title == "From Inbox" && source.presentedViewController === destination)
        #expect(source.shouldPerformSegue(withIdentifier: "showDetail", sender: nil))
    }

    @Test func aNavigationControllerShowsTheTopOfItsStack() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list = BaseViewController(), detail = BaseViewController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        navigation.view.frame = window.bounds
        #expect(list.events.contains("viewDidAppear") && list.view.superview === navigation.view)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(list.events.last == "viewDidDisappear" && detail.events.last == "didMove(toParent:)")
        #expect(detail.view.superview === navigation.view && list.viewIfLoaded?.superview == nil)
        #expect(detail.navigationController === navigation)
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(detail.view.frame == navigation.view.bounds)
        // The bar is in front of the content: a touch on it is the bar's.
        #expect(window.hitTest(CGPoint(x: 100, y: 20), with: nil) === navigation.navigationBar)
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail && navigation.topViewController === list && list.view.superview === navigation.view)
        #expect(detail.parent == nil && detail.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func aTabBarControllerShowsTheSelectedTab() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let feed = BaseViewController(), profile = BaseViewController()
        feed.title = "Feed"
        profile.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, profile]
        window.rootViewController = tabs
        tabs.view.frame = window.bounds
        tabs.view.layoutIfNeeded()
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === feed)
        #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Me"])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(feed.view.superview === tabs.view && feed.tabBarController === tabs)
        tabs.selectedIndex = 1
        #expect(profile.events.contains("viewDidAppear") && feed.events.last == "viewDidDisappear")
        #expect(profile.view.superview === tabs.view && feed.viewIfLoaded?.superview == nil)
        #expect(tabs.tabBar.selectedItem === profile.tabBarItem)
        #expect(window.hitTest(CGPoint(x: 100, y: 460), with: nil) === tabs.tabBar)
    }

    @Test func aControllersStyleOverrideReachesItsViews() {
        let controller = BaseViewController()
        let child = UIView()
        controller.view.addSubview(child)
        controller.overrideUserInterfaceStyle = .dark
        #expect(
            child.traitCollection.userInterfaceStyle == .dark && controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.events.last == "traitCollectionDidChange")
    }
}

@MainActor
@Suite("Alerts")
struct AlertTests {
    @Test func anAlertsButtonsRunTheirHandlersAndItCoversWhatIsBehind() throws {
        let screen = Screen()
        let root = BaseViewController()
        screen.window.rootViewController = root
        let behind = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        var behindTaps = 0
        behind.addAction(UIAction { _ in behindTaps += 1 }, for: .touchUpInside)
        root.view.addSubview(behind)

        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        root.present(alert, animated: true)
        #expect(alert.contentView.frame == CGRect(x: 25, y: 171, width: 270, height: 138))
        screen.tap(CGPoint(x: 30, y: 30))
        #expect(behindTaps == 0 && root.presentedViewController === alert)
        screen.tap(CGPoint(x: 160, y: 240), time: 1)
        #expect(chosen == ["Delete"] && root.presentedViewController == nil && alert.viewIfLoaded?.superview == nil)
        screen.tap(CGPoint(x: 30, y: 30), time: 2)
        #expect(behindTaps == 1)
    }

    @Test func aDisabledActionsButtonTakesNoTap() {
        let alert = UIAlertController(title: nil, message: "Name the list", preferredStyle: .actionSheet)
        alert.addTextField { $0.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        _ = alert.view
        save.isEnabled = false
        #expect(alert.textFields?.first?.placeholder == "Name" && alert.actions.count == 1)
        #expect(alert.contentView.subviews.compactMap { $0 as? UIButton }.first?.isEnabled == false)
    }
}
