// Alerts and action sheets. An alert controller presented from a controller
// covers the window, as on a device: its view dims what is behind and takes
// every touch outside its box; its actions are buttons, and a tap on one runs
// the action's handler and dismisses the alert.

import ResponderKit

/// A button of an alert, UIKit's `UIAlertAction`.
@MainActor
open class UIAlertAction {
    /// How an action looks, UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// UIKit's `UIAlertAction.title`.
    public let title: String?
    /// UIKit's `UIAlertAction.style`.
    public let style: Style
    /// Whether the action's button takes taps; true unless set.
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    let handler: ((UIAlertAction) -> Void)?
    weak var button: UIButton?

    /// UIKit's `UIAlertAction.init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet, UIKit's `UIAlertController`.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deletePost() })
/// present(alert, animated: true)
/// ```
@MainActor
open class UIAlertController: UIViewController {
    /// An alert in the middle or a sheet at the bottom, UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// The alert's width, as iOS draws it.
    public nonisolated static let alertWidth: CGFloat = 270
    /// The height of each action's button, as iOS draws it.
    public nonisolated static let buttonHeight: CGFloat = 44

    /// UIKit's `UIAlertController.preferredStyle`.
    public let preferredStyle: Style
    /// UIKit's `UIAlertController.message`.
    open var message: String?
    /// UIKit's `UIAlertController.actions`.
    public private(set) var actions: [UIAlertAction] = []
    /// UIKit's `UIAlertController.textFields`.
    public private(set) var textFields: [UITextField]?
    /// The action the return key would choose; kept.
    open var preferredAction: UIAlertAction?
    /// The box holding the title, message, fields and buttons.
    public let contentView = UIView()

    /// UIKit's `UIAlertController.init(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
    }

    /// UIKit's `UIAlertController.addAction(_:)`.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field, set up by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// UIKit's `UIAlertController.loadView()`.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// UIKit's `UIAlertController.viewDidLoad()`.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        view.addSubview(contentView)
        var y: CGFloat = 16
        for text in [title, message].compactMap({ $0 }) {
            let label = UILabel(frame: CGRect(x: 16, y: y, width: Self.alertWidth - 32, height: 22))
            label.text = text
            label.textAlignment = .center
            label.numberOfLines = 0
            contentView.addSubview(label)
            y += 26
        }
        for field in textFields ?? [] {
            field.frame = CGRect(x: 16, y: y, width: Self.alertWidth - 32, height: 28)
            contentView.addSubview(field)
            y += 36
        }
        // A cancel action goes last, as UIKit puts it.
        for action in actions.filter({ $0.style != .cancel }) + actions.filter({ $0.style == .cancel }) {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: y + 8, width: Self.alertWidth, height: Self.buttonHeight)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak self] _ in self?.choose(action) }, for: .touchUpInside)
            action.button = button
            contentView.addSubview(button)
            y += Self.buttonHeight
        }
        contentView.bounds.size = CGSize(width: Self.alertWidth, height: y + 8)
    }

    /// Its view fills the window by now: the box is placed.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// UIKit's `UIAlertController.viewDidLayoutSubviews()`.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = contentView.bounds.size
        let area = view.bounds.inset(by: view.safeAreaInsets)
        contentView.frame =
            preferredStyle == .alert
            ? CGRect(
                x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
            : CGRect(
                x: area.midX - size.width / 2, y: area.maxY - size.height - 8, width: size.width, height: size.height)
    }

    /// Dismisses the alert, then runs the action's handler, as UIKit does.
    private func choose(_ action: UIAlertAction) {
        dismiss(animated: true) { action.handler?(action) }
    }
}
