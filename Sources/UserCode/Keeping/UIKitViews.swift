/// UIKit's view classes whose initializers go beyond a view's own three (their
/// argument labels): what a user's view class inherits when it declares no
/// designated initializer of its own.
enum UIKitViews {
    private static let table: [String: [[String]]] = {
        let plain: [[String]] = [["frame"], ["coder"], []]
        var table: [String: [[String]]] = [:]
        for name in [
            "UIView", "UIWindow", "UILabel", "UIImageView", "UIScrollView", "UITextView", "UIStackView",
            "UITabBar", "UINavigationBar", "UICollectionReusableView", "UICollectionViewCell",
        ] {
            table[name] = plain
        }
        for name in ["UIControl", "UISlider", "UISwitch", "UITextField"] {
            table[name] = plain + [["frame", "primaryAction"]]
        }
        table["UIButton"] = plain + [["type"], ["frame", "primaryAction"]]
        table["UITableView"] = plain + [["frame", "style"]]
        table["UICollectionView"] = plain + [["frame", "collectionViewLayout"]]
        table["UITableViewCell"] = plain + [["style", "reuseIdentifier"]]
        return table
    }()

    /// The endings of UIKit's view classes' names: `UIVisualEffectView`, `UIRefreshControl`, `UIDatePicker`.
    private static let viewEndings = [
        "View", "Cell", "Control", "Button", "Bar", "Toolbar", "Label", "Field", "Switch",
        "Slider", "Window", "Stepper", "Picker",
    ]

    /// Whether `name` (`UIButton`) is one of UIKit's view classes: one the table has, or one spelled as
    /// UIKit spells its views (`UIVisualEffectView`, not `UIViewController`).
    static func isView(_ name: String) -> Bool {
        table[name] != nil || (name.hasPrefix("UI") && viewEndings.contains { name.hasSuffix($0) })
    }

    /// The initializers of the UIKit view class `name`: a view's own three when the table does not list it.
    static func initializers(_ name: String) -> [[String]] { table[name] ?? [["frame"], ["coder"], []] }
}
