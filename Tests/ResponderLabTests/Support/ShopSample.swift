import Foundation

/// A small app of the tests' own making, as lldb prints it: a tab bar
/// controller around a navigation controller whose list has a child banner
/// controller, a row with a label and a button, a tab bar, and a badge that
/// no controller owns; its `_printHierarchy` apart, so tests can give it with
/// the dump, in a file of its own, or not at all.
enum ShopSample {
    static let views = """
        <UIWindow: 0xa01; frame = (0 0; 390 844); layer = <UIWindowLayer: 0xb01>>
           | <UILayoutContainerView: 0xa02; frame = (0 0; 390 844); layer = <CALayer: 0xb02>>
           |    | <UITransitionView: 0xa03; frame = (0 0; 390 795); layer = <CALayer: 0xb03>>
           |    |    | <UIViewControllerWrapperView: 0xa04; frame = (0 0; 390 795); layer = <CALayer: 0xb04>>
           |    |    |    | <UILayoutContainerView: 0xa05; frame = (0 0; 390 795); layer = <CALayer: 0xb05>>
           |    |    |    |    | <UINavigationTransitionView: 0xa06; frame = (0 0; 390 795); layer = <CALayer: 0xb06>>
           |    |    |    |    |    | <UIViewControllerWrapperView: 0xa07; frame = (0 0; 390 795); layer = <CALayer: 0xb07>>
           |    |    |    |    |    |    | <UIView: 0xa08; frame = (0 0; 390 795); layer = <CALayer: 0xb08>>
           |    |    |    |    |    |    |    | <UITableViewCell: 0xa10; frame = (0 100; 390 80); layer = <CALayer: 0xb10>>
           |    |    |    |    |    |    |    |    | <UITableViewCellContentView: 0xa11; frame = (0 0; 390 80); layer = <CALayer: 0xb11>>
           |    |    |    |    |    |    |    |    |    | <UILabel: 0xa12; frame = (16 10; 200 30); text = 'Blue mug'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xb12>>
           |    |    |    |    |    |    |    |    |    | <Shop.BuyButton: 0xa13; baseClass = UIButton; frame = (300 18; 74 44); layer = <CALayer: 0xb13>>
           |    |    |    |    |    |    |    | <UIView: 0xa09; frame = (0 400; 390 200); layer = <CALayer: 0xb09>>
           |    |    |    |    | <UINavigationBar: 0xa14; frame = (0 47; 390 44); layer = <CALayer: 0xb14>>
           |    | <UITabBar: 0xa15; frame = (0 795; 390 49); layer = <CALayer: 0xb15>>
           | <UIView: 0xa16; frame = (330 60; 40 40); layer = <CALayer: 0xb16>>
        """

    static let controllers = """
        <UITabBarController 0xc01>, state: appeared, view: <UILayoutContainerView 0xa02>
           | <UINavigationController 0xc02>, state: appeared, view: <UILayoutContainerView 0xa05>
           |    | <Shop.ListController 0xc03>, state: appeared, view: <UIView 0xa08>
           |    |    | <Shop.BannerController 0xc04>, state: appeared, view: <UIView 0xa09>
           | <UINavigationController 0xc05>, state: disappeared, view: (view not loaded)
        """

    /// The banner's plain area, the label (interaction off) over the row's content, the buy button, the tab bar, the badge.
    static let banner = "300,500", row = "100,125", buy = "330,140", tabBar = "200,820", badge = "350,80"

    /// The chain from the banner's view, as UIKit walks it: each controller between its root view and that view's superview.
    static let bannerChain = [
        "UIView: 0xa09", "Shop.BannerController: 0xc04", "UIView: 0xa08", "Shop.ListController: 0xc03",
        "UIViewControllerWrapperView: 0xa07", "UINavigationTransitionView: 0xa06", "UILayoutContainerView: 0xa05",
        "UINavigationController: 0xc02", "UIViewControllerWrapperView: 0xa04", "UITransitionView: 0xa03",
        "UILayoutContainerView: 0xa02", "UITabBarController: 0xc01", "UIWindow: 0xa01",
    ]

    /// Files in a folder of their own: `shop.txt` (the views, with the controllers after them
    /// when `pasted`), and `controllers.txt`.
    static func files(pasted: Bool) throws -> (dump: String, controllers: String, folder: URL) {
        let folder = try LabProcess.temporaryDirectory()
        let dump = folder.appendingPathComponent("shop.txt"),
            controllers = folder.appendingPathComponent("controllers.txt")
        try (views + "\n" + (pasted ? Self.controllers + "\n" : "")).write(to: dump, atomically: true, encoding: .utf8)
        try (Self.controllers + "\n").write(to: controllers, atomically: true, encoding: .utf8)
        return (dump.path, controllers.path, folder)
    }
}
