import UIKit

/// A design-system base view, public and open as a UI framework's are, overriding UIKit's open hooks.
open class DesignSystemView: UIView {
    public private(set) var calls: [String] = []

    open override class var layerClass: AnyClass { CAShapeLayer.self }
    open override class var requiresConstraintBasedLayout: Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews")
        (layer as? CAShapeLayer)?.path = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: min(size.width, 200), height: 44)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 44) }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls.append("traitCollectionDidChange")
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        calls.append("tintColorDidChange")
    }

    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        calls.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        calls.append("didMoveToSuperview")
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        calls.append("willMove(toWindow:)")
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        calls.append("didMoveToWindow")
    }

    open override func updateConstraints() {
        calls.append("updateConstraints")
        super.updateConstraints()
    }

    open override func draw(_ rect: CGRect) {
        UIColor.systemBlue.setFill()
        UIBezierPath(rect: rect).fill()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        calls.append("safeAreaInsetsDidChange")
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        calls.append("layoutMarginsDidChange")
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? "Design system view" }
        set { super.accessibilityLabel = newValue }
    }

    open override func accessibilityIncrement() { calls.append("accessibilityIncrement") }
}

/// A public subclass in another team's module.
public final class PillView: DesignSystemView {
    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

/// A public controller base, as apps share for their screens.
open class BaseViewController: UIViewController {
    public private(set) var events: [String] = []

    open override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        events.append("loadView")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        events.append("viewDidLoad")
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        events.append("viewIsAppearing")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews")
    }

    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        events.append(parent == nil ? "willMove(toParent: nil)" : "willMove(toParent:)")
    }

    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append(parent == nil ? "didMove(toParent: nil)" : "didMove(toParent:)")
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        events.append("traitCollectionDidChange")
    }

    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        events.append("prepare(for: \(segue.identifier ?? ""))")
        segue.destination.title = "From \(title ?? "")"
    }

    open override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        events.append("present")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
}

/// A public text field with padding, as apps write to inset their text and place an eye button.
open class PaddedTextField: UITextField {
    public var padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        super.textRect(forBounds: bounds).inset(by: padding)
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        super.rightViewRect(forBounds: bounds).offsetBy(dx: -padding.right, dy: 0)
    }
}

/// A custom flow layout, as carousels write.
open class CarouselLayout: UICollectionViewFlowLayout {
    open override func prepare() {
        super.prepare()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 120)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<3).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * 210, y: 0, width: 200, height: 120)
            attributes.zIndex = item
            return attributes
        }.filter { $0.frame.intersects(rect) }
    }

    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(x: (proposedContentOffset.x / 210).rounded() * 210, y: proposedContentOffset.y)
    }
}

/// A self-sizing collection cell, as feeds with text of any length write.
open class SelfSizingCell: UICollectionViewCell {
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: 20 + CGFloat((label.text ?? "").count / 30 + 1) * 20)
    }

    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return attributes
    }
}

/// A card whose subviews go into its content view, as container views write it.
open class ContainerCard: UIView {
    public let content = UIView()
    public private(set) var removals = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.addSubview(content)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func addSubview(_ view: UIView) {
        content.addSubview(view)
    }

    open override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
}

/// A tab-style button with its image above its title, as apps lay such buttons out.
open class VerticalButton: UIButton {
    open override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.midX - 12, y: contentRect.minY + 4, width: 24, height: 24)
    }

    open override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.maxY - 18, width: contentRect.width, height: 14)
    }
}

/// A list controller whose Edit button puts it, and its rows, in editing mode.
open class EditableListController: BaseViewController {
    public let rows = [
        UITableViewCell(style: .default, reuseIdentifier: nil), UITableViewCell(style: .default, reuseIdentifier: nil),
    ]

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        for row in rows { row.setEditing(editing, animated: animated) }
    }
}
