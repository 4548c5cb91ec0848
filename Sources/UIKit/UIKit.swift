// UIKit's names over ResponderKit, so that a Swift file written for iOS
// compiles unchanged when it uses UIKit's touch API: `UIButton` is a
// `Button`, `CGPoint` a `Point`, and type tests (`as? UIButton`,
// `isKind(of: UIScrollView.self)`) answer as on iOS. ResponderKit itself is
// not re-exported: only UIKit's names are visible, so a user's own class
// named `Window` or `Label` clashes with nothing. Foundation is, as iOS's
// UIKit re-exports it.

@_exported import Foundation
import ResponderKit

// MARK: Responders and views

public typealias UIResponder = Responder
public typealias UIApplication = Application
public typealias UIApplicationDelegate = ApplicationDelegate
public typealias UIViewController = ViewController
public typealias UIView = View
public typealias UIWindow = Window
public typealias UIControl = Control
public typealias UIButton = Button
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UIStackView = StackView
public typealias UITabBar = TabBar
public typealias UINavigationBar = NavigationBar
public typealias UISlider = Slider
public typealias UISwitch = Switch
public typealias UITextField = TextField
public typealias UITextView = TextView

// MARK: Events, touches and actions

public typealias UIEvent = Event
public typealias UITouch = Touch
public typealias UIPress = Press
public typealias UIPressesEvent = PressesEvent
public typealias UIKey = Key
/// Target-action's message name: `Selector("likeTapped")`.
public typealias Selector = Action
public typealias UIAction = ClosureAction
public typealias UIActionHandler = (UIAction) -> Void

// MARK: Gesture recognizers

public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

// MARK: Drawing

public typealias UIColor = Color
public typealias UIFont = Font
public typealias UIImage = Image
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias UIEdgeInsets = EdgeInsets
public typealias CALayer = Layer
public typealias CGColor = Color

// MARK: Traits and accessibility

public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIStoryboardSegue = StoryboardSegue
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
