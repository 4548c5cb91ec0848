// What bars show for controllers: navigation items, bar button items, tab
// bar items, and a tab bar's items. Kept and read back.

import ResponderKit

/// An item of a bar, UIKit's `UIBarItem`.
@MainActor
open class UIBarItem {
    /// UIKit's `UIBarItem.title`.
    open var title: String?
    /// UIKit's `UIBarItem.image`.
    open var image: UIImage?
    /// UIKit's `UIBarItem.landscapeImagePhone`.
    open var landscapeImagePhone: UIImage?
    /// UIKit's `UIBarItem.isEnabled`.
    open var isEnabled = true
    /// UIKit's `UIBarItem.tag`.
    open var tag = 0
    /// UIKit's `UIBarItem.accessibilityLabel`.
    open var accessibilityLabel: String?
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// UIKit's `UIBarItem.init()`.
    public init() {}

    /// UIKit's `UIBarItem.setTitleTextAttributes(_:for:)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }

    /// UIKit's `UIBarItem.titleTextAttributes(for:)`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }
}

/// A button in a navigation bar or toolbar, UIKit's `UIBarButtonItem`.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in add() })
/// ```
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The look of an item, UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// The system's items, UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl,
            close
    }

    /// UIKit's `UIBarButtonItem.style`.
    open var style = Style.plain
    /// The system item the item was made with (UIKit keeps it to itself).
    public private(set) var systemItem: SystemItem?
    /// UIKit's `UIBarButtonItem.width`.
    open var width: CGFloat = 0
    /// A view shown instead of the title.
    open var customView: UIView?
    /// The action sent by a tap, and its target (nil: the responder chain).
    open var action: Selector?
    /// UIKit's `UIBarButtonItem.target`.
    open weak var target: AnyObject?
    /// UIKit's `UIBarButtonItem.primaryAction`.
    open var primaryAction: UIAction?
    /// UIKit's `UIBarButtonItem.menu`.
    open var menu: UIMenu?
    /// UIKit's `UIBarButtonItem.tintColor`.
    open var tintColor: UIColor?
    /// UIKit's `UIBarButtonItem.isSelected`.
    open var isSelected = false
    /// UIKit's `UIBarButtonItem.isHidden`.
    open var isHidden = false

    /// UIKit's `UIBarButtonItem.init()`.
    public override init() { super.init() }

    /// UIKit's `UIBarButtonItem.init(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        (self.title, self.style, self.target, self.action) = (title, style, target, action)
    }

    /// UIKit's `UIBarButtonItem.init(image:style:target:action:)`.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        (self.image, self.style, self.target, self.action) = (image, style, target, action)
    }

    /// UIKit's `UIBarButtonItem.init(barButtonSystemItem:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        (self.systemItem, self.target, self.action) = (systemItem, target, action)
    }

    /// UIKit's `UIBarButtonItem.init(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// UIKit's `UIBarButtonItem.init(title:image:primaryAction:menu:)`.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        (self.title, self.image, self.primaryAction, self.menu) = (title, image, primaryAction, menu)
    }

    /// UIKit's `UIBarButtonItem.init(systemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        (self.systemItem, self.primaryAction, self.menu) = (systemItem, primaryAction, menu)
    }

    /// A flexible space.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}

/// The item of a tab, UIKit's `UITabBarItem`.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The system's tab items, UIKit's `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
    }

    /// UIKit's `UITabBarItem.selectedImage`.
    open var selectedImage: UIImage?
    /// The badge's text ("3"); nil for none.
    open var badgeValue: String?
    /// UIKit's `UITabBarItem.badgeColor`.
    open var badgeColor: UIColor?
    /// The system item the item was made with (UIKit keeps it to itself).
    public private(set) var systemItem: SystemItem?

    /// UIKit's `UITabBarItem.init()`.
    public override init() { super.init() }

    /// UIKit's `UITabBarItem.init(title:image:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        (self.title, self.image, self.tag) = (title, image, tag)
    }

    /// UIKit's `UITabBarItem.init(title:image:selectedImage:)`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
    }

    /// UIKit's `UITabBarItem.init(tabBarSystemItem:tag:)`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        (self.systemItem, self.tag) = (systemItem, tag)
    }
}

/// What a navigation bar shows for a controller, UIKit's `UINavigationItem`.
@MainActor
open class UINavigationItem {
    /// How a large title shows, UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    /// UIKit's `UINavigationItem.title`.
    open var title: String?
    /// UIKit's `UINavigationItem.prompt`.
    open var prompt: String?
    /// UIKit's `UINavigationItem.titleView`.
    open var titleView: UIView?
    /// UIKit's `UINavigationItem.backBarButtonItem`.
    open var backBarButtonItem: UIBarButtonItem?
    /// UIKit's `UINavigationItem.backButtonTitle`.
    open var backButtonTitle: String?
    /// UIKit's `UINavigationItem.hidesBackButton`.
    open var hidesBackButton = false
    /// UIKit's `UINavigationItem.leftItemsSupplementBackButton`.
    open var leftItemsSupplementBackButton = false
    /// UIKit's `UINavigationItem.largeTitleDisplayMode`.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// UIKit's `UINavigationItem.hidesSearchBarWhenScrolling`.
    open var hidesSearchBarWhenScrolling = true
    /// The search controller whose bar the navigation bar shows.
    open var searchController: UISearchController?
    /// UIKit's `UINavigationItem.leftBarButtonItems`.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// UIKit's `UINavigationItem.rightBarButtonItems`.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// UIKit's `UINavigationItem.init(title:)`.
    public init(title: String) { self.title = title }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// UIKit's `UINavigationItem.setHidesBackButton(_:animated:)`.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// UIKit's `UINavigationItem.setLeftBarButton(_:animated:)`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// UIKit's `UINavigationItem.setRightBarButton(_:animated:)`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// UIKit's `UINavigationItem.setLeftBarButtonItems(_:animated:)`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// UIKit's `UINavigationItem.setRightBarButtonItems(_:animated:)`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

/// An element of a menu, UIKit's `UIMenuElement`: an action or a menu.
@MainActor
public protocol UIMenuElement: AnyObject {
    var title: String { get }
    var image: UIImage? { get }
}

extension ClosureAction: UIMenuElement {}

/// A menu, UIKit's `UIMenu`: a title and its elements.
@MainActor
public final class UIMenu: UIMenuElement {
    /// How a menu shows, UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// Names a menu, UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenu.title`.
    public let title: String
    /// UIKit's `UIMenu.image`.
    public let image: UIImage?
    /// UIKit's `UIMenu.identifier`.
    public let identifier: Identifier?
    /// UIKit's `UIMenu.options`.
    public let options: Options
    /// UIKit's `UIMenu.children`.
    public let children: [UIMenuElement]

    /// UIKit's `UIMenu.init(title:image:identifier:options:children:)`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        (self.title, self.image, self.identifier, self.options, self.children) = (
            title, image, identifier, options, children
        )
    }

    /// The same menu with other elements.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

extension ViewController {
    /// What a navigation bar shows for the controller, made when first asked for; its title is the controller's.
    public var navigationItem: UINavigationItem {
        let item = attachment(NavigationItemKey.self) { UINavigationItem(title: title ?? "") }
        if item.title == nil || item.title == "" { item.title = title }
        return item
    }

    /// The controller's tab item, made when first asked for with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get { attachment(TabBarItemKey.self) { UITabBarItem(title: title, image: nil, tag: 0) } }
        set { self[attached: TabBarItemKey.self] = newValue }
    }

    /// The controller's toolbar items; kept.
    public var toolbarItems: [UIBarButtonItem]? {
        get { self[attached: ToolbarItemsKey.self] }
        set { self[attached: ToolbarItemsKey.self] = newValue }
    }

    /// An Edit button that toggles ``UIViewController/isEditing`` through `setEditing(_:animated:)`, made once.
    public var editButtonItem: UIBarButtonItem {
        attachment(EditButtonKey.self) {
            UIBarButtonItem(
                systemItem: .edit,
                primaryAction: UIAction { [weak self] _ in
                    guard let self else { return }
                    self.setEditing(!self.isEditing, animated: true)
                })
        }
    }

    /// Whether a pushed controller hides the tab bar; false unless set.
    public var hidesBottomBarWhenPushed: Bool {
        get { self[attached: HidesBottomBarKey.self] ?? false }
        set { self[attached: HidesBottomBarKey.self] = newValue }
    }
}

extension Button {
    /// The menu a button shows; kept.
    public var menu: UIMenu? {
        get { self[attached: ButtonMenuKey.self] }
        set { self[attached: ButtonMenuKey.self] = newValue }
    }

    /// Whether a tap shows the menu instead of sending the primary action; false unless set.
    public var showsMenuAsPrimaryAction: Bool {
        get { self[attached: ShowsMenuKey.self] ?? false }
        set { self[attached: ShowsMenuKey.self] = newValue }
    }
}

extension TabBar {
    /// The tabs' items; kept (a tab bar controller sets them from its controllers).
    public var items: [UITabBarItem]? {
        get { self[attached: TabItemsKey.self] }
        set { self[attached: TabItemsKey.self] = newValue }
    }

    /// The item of the tab shown.
    public var selectedItem: UITabBarItem? {
        get { self[attached: SelectedTabItemKey.self] }
        set { self[attached: SelectedTabItemKey.self] = newValue }
    }

    /// UIKit's `UITabBar.setItems(_:animated:)`.
    public func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

extension NavigationBar {
    /// Whether large titles show; false unless set.
    public var prefersLargeTitles: Bool {
        get { self[attached: LargeTitlesKey.self] ?? false }
        set { self[attached: LargeTitlesKey.self] = newValue }
    }

    /// Whether the bar is translucent; true unless set.
    public var isTranslucent: Bool {
        get { self[attached: TranslucentKey.self] ?? true }
        set { self[attached: TranslucentKey.self] = newValue }
    }

    /// The bar's background colour; kept.
    public var barTintColor: UIColor? {
        get { self[attached: BarTintKey.self] }
        set { self[attached: BarTintKey.self] = newValue }
    }

    /// The title's attributes; kept.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { self[attached: TitleAttributesKey.self] }
        set { self[attached: TitleAttributesKey.self] = newValue }
    }
}

private enum NavigationItemKey: AttachmentKey { typealias Value = UINavigationItem }
private enum TabBarItemKey: AttachmentKey { typealias Value = UITabBarItem }
private enum EditButtonKey: AttachmentKey { typealias Value = UIBarButtonItem }
private enum ToolbarItemsKey: AttachmentKey { typealias Value = [UIBarButtonItem] }
private enum HidesBottomBarKey: AttachmentKey { typealias Value = Bool }
private enum ButtonMenuKey: AttachmentKey { typealias Value = UIMenu }
private enum ShowsMenuKey: AttachmentKey { typealias Value = Bool }
private enum TabItemsKey: AttachmentKey { typealias Value = [UITabBarItem] }
private enum SelectedTabItemKey: AttachmentKey { typealias Value = UITabBarItem }
private enum LargeTitlesKey: AttachmentKey { typealias Value = Bool }
private enum TranslucentKey: AttachmentKey { typealias Value = Bool }
private enum BarTintKey: AttachmentKey { typealias Value = UIColor }
private enum TitleAttributesKey: AttachmentKey { typealias Value = [NSAttributedString.Key: Any] }
