/// The lab's `UIKit` module is UIKit's names over ResponderKit's types
/// (`UIColor` is `Color`), and the compiler's messages name the types it
/// resolved to: what the lab reports of the user's code says UIKit's names
/// again, as the user's code does (`type 'UIColor?' has no member 'brand'`).
enum UIKitNames {
    /// ResponderKit's names of the types the `UIKit` module gives UIKit's names to.
    static let byCoreName: [String: String] = [
        "Point": "CGPoint", "Size": "CGSize", "Rect": "CGRect", "Transform": "CGAffineTransform",
        "Responder": "UIResponder", "Application": "UIApplication", "ApplicationDelegate": "UIApplicationDelegate",
        "ViewController": "UIViewController", "View": "UIView", "Window": "UIWindow", "Control": "UIControl",
        "Button": "UIButton", "Label": "UILabel", "ImageView": "UIImageView", "ScrollView": "UIScrollView",
        "ScrollViewDelegate": "UIScrollViewDelegate", "TableView": "UITableView", "TableViewCell": "UITableViewCell",
        "CollectionView": "UICollectionView", "CollectionViewCell": "UICollectionViewCell",
        "CollectionReusableView": "UICollectionReusableView", "CollectionViewLayout": "UICollectionViewLayout",
        "CollectionViewFlowLayout": "UICollectionViewFlowLayout", "StackView": "UIStackView", "TabBar": "UITabBar",
        "NavigationBar": "UINavigationBar", "Slider": "UISlider", "Switch": "UISwitch", "TextField": "UITextField",
        "TextView": "UITextView", "Event": "UIEvent", "Touch": "UITouch", "Press": "UIPress",
        "PressesEvent": "UIPressesEvent", "Key": "UIKey", "Action": "Selector", "ClosureAction": "UIAction",
        "GestureRecognizer": "UIGestureRecognizer", "GestureRecognizerDelegate": "UIGestureRecognizerDelegate",
        "TapGestureRecognizer": "UITapGestureRecognizer", "LongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "PanGestureRecognizer": "UIPanGestureRecognizer", "PinchGestureRecognizer": "UIPinchGestureRecognizer",
        "RotationGestureRecognizer": "UIRotationGestureRecognizer",
        "SwipeGestureRecognizer": "UISwipeGestureRecognizer",
        "Color": "UIColor", "Font": "UIFont", "Image": "UIImage", "BezierPath": "UIBezierPath",
        "RectCorner": "UIRectCorner", "EdgeInsets": "UIEdgeInsets", "Layer": "CALayer",
        "AccessibilityTraits": "UIAccessibilityTraits",
        "CollectionViewLayoutAttributes": "UICollectionViewLayoutAttributes",
        "ContentSizeCategory": "UIContentSizeCategory", "InterfaceOrientationMask": "UIInterfaceOrientationMask",
        "Scene": "UIScene", "WindowScene": "UIWindowScene", "StatusBarStyle": "UIStatusBarStyle",
        "TraitCollection": "UITraitCollection", "TraitEnvironmentLayoutDirection": "UITraitEnvironmentLayoutDirection",
        "UserInterfaceIdiom": "UIUserInterfaceIdiom", "UserInterfaceSizeClass": "UIUserInterfaceSizeClass",
        "UserInterfaceStyle": "UIUserInterfaceStyle", "LayoutPriority": "UILayoutPriority",
        "StoryboardSegue": "UIStoryboardSegue",
    ]

    /// `message` with the types it quotes named as UIKit names them, and without the compiler's
    /// `(aka …)`, which would only say the same name again:
    /// `value of type 'Color?' has no member 'brand'` → `value of type 'UIColor?' has no member 'brand'`.
    static func spelled(_ compilerMessage: String) -> String {
        var message = compilerMessage
        while let aka = message.range(of: " (aka '"), let end = message[aka.upperBound...].range(of: "')") {
            message.removeSubrange(aka.lowerBound..<end.upperBound)
        }
        var result = ""
        var quoted = false
        var word = ""
        func flush() {
            if quoted, let uikit = byCoreName[word] { result += uikit } else { result += word }
            word = ""
        }
        for character in message {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            flush()
            if character == "'" { quoted.toggle() }
            result.append(character)
        }
        flush()
        return result.replacingOccurrences(of: "ResponderKit.", with: "")
    }
}
