import ResponderKit

/// The public UIKit classes a dumped view becomes an instance of (behaviour
/// 12.3): the same-named classes of the lab's `UIKit` module, so that code
/// the user runs in the lab (`--code`) tests them as on iOS: `as? UIButton`,
/// `is UIScrollView`, `isKind(of: UITableViewCell.self)`.
enum DumpUIKitClass: String, CaseIterable, Sendable {
    case view = "UIView"
    case window = "UIWindow"
    case scrollView = "UIScrollView"
    case tableView = "UITableView"
    case collectionView = "UICollectionView"
    case textView = "UITextView"
    case control = "UIControl"
    case button = "UIButton"
    case `switch` = "UISwitch"
    case slider = "UISlider"
    case textField = "UITextField"
    case label = "UILabel"
    case imageView = "UIImageView"
    case tableViewCell = "UITableViewCell"
    case collectionReusableView = "UICollectionReusableView"
    case collectionViewCell = "UICollectionViewCell"
    case stackView = "UIStackView"
    case tabBar = "UITabBar"
    case navigationBar = "UINavigationBar"

    /// What the class stands for in the kinds of behaviour 12.3.
    var kind: DumpViewKind {
        switch self {
        case .window: .window
        case .scrollView, .tableView, .collectionView, .textView: .scrollView
        case .button: .button
        case .control, .switch, .slider, .textField: .control
        case .label: .label
        case .imageView: .imageView
        case .view, .tableViewCell, .collectionReusableView, .collectionViewCell, .stackView, .tabBar, .navigationBar:
            .view
        }
    }

    /// The lab's class for it, to tell whether a view made by an initializer
    /// (a cell's content view) is what a dumped line describes.
    @MainActor
    var viewType: View.Type {
        switch self {
        case .scrollView: ScrollView.self
        case .tableView: TableView.self
        case .collectionView: CollectionView.self
        case .textView: TextView.self
        case .control: Control.self
        case .button: Button.self
        case .switch: Switch.self
        case .slider: Slider.self
        case .textField: TextField.self
        case .label: Label.self
        case .imageView: ImageView.self
        case .tableViewCell: TableViewCell.self
        case .collectionReusableView: CollectionReusableView.self
        case .collectionViewCell: CollectionViewCell.self
        case .stackView: StackView.self
        case .tabBar: TabBar.self
        case .navigationBar: NavigationBar.self
        case .window, .view: View.self
        }
    }

    /// A new view of the class with `frame`. A window that is not the scene's
    /// (a root placed elsewhere, or one inside the dump) is a view of the
    /// hierarchy, not another window.
    @MainActor
    func make(frame: Rect) -> View {
        switch self {
        // With ScrollView's own defaults (delaysContentTouches and the rest),
        // which a dump does not print because UIKit's are the same (behaviour 12.3);
        // the loader sets the content offset as the bounds origin.
        case .scrollView: ScrollView(frame: frame)
        case .tableView: TableView(frame: frame)
        case .collectionView: CollectionView(frame: frame)
        case .textView: TextView(frame: frame)
        case .control: Control(frame: frame)
        case .button: Button(frame: frame)
        case .switch: Switch(frame: frame)
        case .slider: Slider(frame: frame)
        case .textField: TextField(frame: frame)
        case .label: Label(frame: frame)
        case .imageView: ImageView(frame: frame)
        case .tableViewCell: TableViewCell(frame: frame)
        case .collectionReusableView: CollectionReusableView(frame: frame)
        case .collectionViewCell: CollectionViewCell(frame: frame)
        case .stackView: StackView(frame: frame)
        case .tabBar: TabBar(frame: frame)
        case .navigationBar: NavigationBar(frame: frame)
        case .window, .view: View(frame: frame)
        }
    }
}
