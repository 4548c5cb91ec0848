import UIKit

@MainActor
protocol FilterChipViewDelegate: AnyObject {
    func filterChipDidTapRemove(_ chip: FilterChipView)
    func filterChip(_ chip: FilterChipView, didChangeSelection isSelected: Bool)
}

/// A rounded chip with a title and a tiny close button, as a search screen shows for each active filter.
final class FilterChipView: UIView {
    weak var delegate: FilterChipViewDelegate?

    let titleLabel = UILabel()
    let closeButton = UIButton(type: .custom)
    private(set) var widthConstraint: NSLayoutConstraint!
    private let closeButtonSide: CGFloat = 16
    private let minimumHitSide: CGFloat = 44

    var isChipSelected = false {
        didSet { updateAppearance(animated: true) }
    }

    var title: String? {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemGray6
        layer.cornerRadius = 14
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        tintColor = .secondaryLabel

        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.textColor = .label
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)

        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.accessibilityLabel = "Remove filter"
        closeButton.addAction(UIAction { [weak self] _ in self?.removeTapped() }, for: .touchUpInside)
        addSubview(closeButton)

        widthConstraint = widthAnchor.constraint(greaterThanOrEqualToConstant: 64)
        widthConstraint.priority = .defaultHigh
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            heightAnchor.constraint(equalToConstant: 28),
            widthConstraint,
        ])

        let tap = UITapGestureRecognizer(target: self, action: Selector("chipTapped"))
        addGestureRecognizer(tap)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
        closeButton.frame = CGRect(
            x: bounds.width - closeButtonSide - 8,
            y: (bounds.height - closeButtonSide) / 2,
            width: closeButtonSide, height: closeButtonSide)
        titleLabel.frame = CGRect(x: 12, y: 0, width: closeButton.frame.minX - 16, height: bounds.height)
    }

    // The close button is 16 points: give it a 44-point target, as Apple's guidelines ask.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled else { return nil }
        let dx = max(0, (minimumHitSide - closeButton.bounds.width) / 2)
        let dy = max(0, (minimumHitSide - closeButton.bounds.height) / 2)
        let closeArea = closeButton.frame.insetBy(dx: -dx, dy: -dy)
        if closeArea.contains(point) && bounds.insetBy(dx: -dx, dy: -dy).contains(point) {
            return closeButton
        }
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: 0, dy: -8).contains(point)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 12 + CGFloat(title?.count ?? 0) * 8 + 8 + closeButtonSide + 8, height: 28)
    }

    // Linux has no Objective-C runtime to look the selector up: the chip performs it itself.
    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action == Selector("chipTapped") else { return super.perform(action, withSender: sender) }
        chipTapped()
        return true
    }

    private func removeTapped() {
        delegate?.filterChipDidTapRemove(self)
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveEaseIn],
            animations: {
                self.alpha = 0
                self.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            },
            completion: { _ in
                self.removeFromSuperview()
            })
    }

    private func chipTapped() {
        isChipSelected.toggle()
        delegate?.filterChip(self, didChangeSelection: isChipSelected)
    }

    private func updateAppearance(animated: Bool) {
        let changes = {
            self.backgroundColor = self.isChipSelected ? .systemBlue : .systemGray6
            self.titleLabel.textColor = self.isChipSelected ? .white : .label
        }
        if animated {
            UIView.animate(withDuration: 0.15, animations: changes)
        } else {
            changes()
        }
    }
}
