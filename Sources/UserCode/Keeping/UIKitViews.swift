/// UIKit's view classes that the lab's `UIKit` module has, each with the
/// initializers it offers (their argument labels): what a user's view class
/// inherits when it declares no designated initializer of its own.
enum UIKitViews {
    private static let table: [String: [[String]]] = {
        let plain: [[String]] = [["frame"], ["coder"], []]
        var table: [String: [[String]]] = [:]
        for name in ["UIView", "UIWindow", "UILabel", "UIImageView", "UIScrollView", "UITextView", "UIStackView",
                     "UITabBar", "UINavigationBar", "UICollectionReusableView", "UICollectionViewCell"] {
            table[name] = plain
        }
        for name in ["UIControl", "UISlider", "UISwitch", "UITextField"] { table[name] = plain + [["frame", "primaryAction"]] }
        table["UIButton"] = plain + [["type"], ["frame", "primaryAction"]]
        table["UITableView"] = plain + [["frame", "style"]]
        table["UICollectionView"] = plain + [["frame", "collectionViewLayout"]]
        table["UITableViewCell"] = plain + [["style", "reuseIdentifier"]]
        return table
    }()

    /// Whether `name` (`UIButton`, `UIKit.UIButton`) is one of UIKit's view classes the lab has.
    static func isView(_ name: String) -> Bool { table[name] != nil }

    /// The initializers of the UIKit view class `name`; none for a class the lab does not have.
    static func initializers(_ name: String) -> [[String]] { table[name] ?? [] }
}
