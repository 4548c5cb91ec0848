/// What a dumped view becomes in the lab (behaviour 12.3).
public enum DumpViewKind: String, Sendable, CaseIterable {
    /// `UIWindow`: the scene's window when it is the root.
    case window
    /// `UIScrollView` and its subclasses: `contentOffset` is the bounds origin.
    case scrollView
    /// `UIButton` and its subclasses.
    case button
    /// Other `UIControl`s: skipped by hit-testing when disabled, which a dump never says (assumed enabled).
    case control
    /// `UILabel`.
    case label
    /// `UIImageView`.
    case imageView
    case view
}

/// Class names: UIKit's or not, demangling, and the classes of behaviour 12.3 as data.
enum DumpClassName {
    /// A class is UIKit's when its module is `UIKit`, or, printed without a
    /// module, its name starts with `UI` or `_UI`: `UIKitExt.TouchesExpandView`
    /// is not UIKit's, whatever its name starts with.
    static func isUIKit(_ name: String) -> Bool {
        let name = name.hasPrefix("_TtC") ? demangled(name) ?? name : name
        if let module = module(of: name) { return module == "UIKit" }
        return name.hasPrefix("UI") || name.hasPrefix("_UI")
    }

    /// The module of a module-qualified name (`MyApp` of `MyApp.Feed.CardView`,
    /// `SwiftUI` of `SwiftUI._UIHostingView<MyApp.Root>`); nil for a name without one.
    static func module(of name: String) -> Substring? {
        var depth = 0
        for index in name.indices {
            switch name[index] {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            case "." where depth == 0: return name[..<index]
            default: break
            }
        }
        return nil
    }

    /// Whether the class `target` (an edits file's) names the class printed
    /// as `printed`: the same after demangling, or the same but for a module
    /// one of them leaves out (`SendButton` and `MyApp.SendButton`,
    /// `UIKit.UIButton` and `UIButton`); a different module is another class.
    static func matches(_ target: String, _ printed: String) -> Bool {
        let t = components(of: target.hasPrefix("_TtC") ? demangled(target) ?? target : target)
        let p = components(of: printed.hasPrefix("_TtC") ? demangled(printed) ?? printed : printed)
        return t.count <= p.count ? p.suffix(t.count).elementsEqual(t) : t.suffix(p.count).elementsEqual(p)
    }

    /// A name's parts between dots outside `<…>`: `["SwiftUI", "_UIHostingView<MyApp.Root>"]`.
    static func components(of name: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0, start = name.startIndex
        for index in name.indices {
            switch name[index] {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            case "." where depth == 0:
                parts.append(name[start..<index])
                start = name.index(after: index)
            default: break
            }
        }
        parts.append(name[start...])
        return parts
    }

    /// The class a name stands for in the tables: without a `UIKit.` module.
    static func bare(_ name: String) -> Substring {
        name.hasPrefix("UIKit.") ? name.dropFirst(6) : Substring(name)
    }

    /// `_TtC5MyApp8CardView` → `MyApp.CardView`; `_TtCC5MyApp4Feed8CardView` →
    /// `MyApp.Feed.CardView`; a private class's `P33_…` discriminator is left
    /// out. Nil for any other name (generic classes included): shown as printed.
    static func demangled(_ name: String) -> String? {
        var bytes = Array(name.utf8)[...]
        guard bytes.starts(with: "_TtC".utf8) else { return nil }
        bytes = bytes.dropFirst(3)
        var nesting = 0
        while bytes.first == UInt8(ascii: "C") {
            nesting += 1
            bytes = bytes.dropFirst()
        }
        var parts: [String] = []
        while !bytes.isEmpty {
            if bytes.first == UInt8(ascii: "P") {
                // `P33_<32 characters>`: a private declaration's discriminator, `_` included in its length.
                bytes = bytes.dropFirst()
                guard let length = leadingLength(&bytes), bytes.first == UInt8(ascii: "_"), length <= bytes.count else {
                    return nil
                }
                bytes = bytes.dropFirst(length)
                continue
            }
            guard let length = leadingLength(&bytes), length > 0, length <= bytes.count else { return nil }
            parts.append(String(decoding: bytes.prefix(length), as: UTF8.self))
            bytes = bytes.dropFirst(length)
        }
        // A module and one name for each `C`.
        guard parts.count == nesting + 1 else { return nil }
        return parts.joined(separator: ".")
    }

    private static func leadingLength(_ bytes: inout ArraySlice<UInt8>) -> Int? {
        var value = 0, digits = 0
        while let b = bytes.first, b >= 0x30, b <= 0x39, digits < 6 {
            value = value * 10 + Int(b - 0x30)
            digits += 1
            bytes = bytes.dropFirst()
        }
        return digits == 0 ? nil : value
    }

    // The table names UIKit's classes by the public class each is (its own, or
    // its public superclass, for private ones). A class not listed is a plain
    // view unless its `baseClass` is listed, or, for scroll views, its line
    // prints `contentOffset:` and `contentSize:` (UIScrollView's description
    // appends both, so any subclass prints them, WebKit's WKScrollView and an
    // app's own included).

    /// Every class of the table with the public UIKit class it is.
    static let publicClasses: [Substring: DumpUIKitClass] = {
        var classes: [Substring: DumpUIKitClass] = [:]
        let table: [(DumpUIKitClass, [Substring])] = [
            (.window, ["UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow"]),
            // UIPageViewController's scrolling container.
            (.scrollView, ["UIScrollView", "_UIQueuingScrollView"]),
            // A picker's wheel is a table.
            (.tableView, ["UITableView", "UIPickerTableView"]),
            (.collectionView, ["UICollectionView"]),
            (.textView, ["UITextView"]),
            // A scroll view by ancestry (iOS 7–10) that never scrolls and only
            // holds a table's cells: a plain view in the lab, offset zero; and a cell's content view.
            (.view, ["UIView", "UITableViewWrapperView", "UITableViewCellContentView"]),
            (.button, ["UIButton", "UINavigationButton", "_UIModernBarButton", "UIRoundedRectButton"]),
            (
                .control,
                [
                    "UIControl", "UISegmentedControl", "UIStepper", "UIPageControl", "UIDatePicker", "UIColorWell",
                    "UIRefreshControl", "UITabBarButton", "_UIButtonBarButton", "UITableViewCellEditControl",
                ]
            ),
            (.switch, ["UISwitch"]),
            (.slider, ["UISlider"]),
            (.textField, ["UITextField", "UISearchTextField", "UISearchBarTextField"]),
            (.label, ["UILabel", "UIButtonLabel", "UITableViewLabel", "UIDateLabel", "UITabBarButtonLabel"]),
            (.imageView, ["UIImageView", "_UIImageViewExtendedStorage", "UITabBarSwappableImageView"]),
            (.tableViewCell, ["UITableViewCell"]),
            (.collectionReusableView, ["UICollectionReusableView"]),
            (.collectionViewCell, ["UICollectionViewCell"]),
            (.stackView, ["UIStackView"]),
            (.tabBar, ["UITabBar"]),
            (.navigationBar, ["UINavigationBar"]),
        ]
        for (publicClass, names) in table {
            for name in names { classes[name] = publicClass }
        }
        return classes
    }()

    /// The public UIKit class the lab makes `view` of: its class's, its `baseClass`'s, or its kind's.
    static func publicClass(of view: DumpView) -> DumpUIKitClass {
        if let known = publicClasses[bare(view.className)] { return known }
        if let base = view.baseClass, let known = publicClasses[bare(base)] { return known }
        if view.contentOffset != nil, view.contentSize != nil { return .scrollView }
        return .view
    }

    static func kind(of view: DumpView) -> DumpViewKind {
        publicClass(of: view).kind
    }
}
