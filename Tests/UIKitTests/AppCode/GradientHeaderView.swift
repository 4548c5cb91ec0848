import UIKit

/// A header whose layer is a gradient, with a title pinned to its bottom and a circular avatar button.
open class GradientHeaderView: UIView {
    open override class var layerClass: AnyClass { CAGradientLayer.self }

    public var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    public let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = .white
        label.numberOfLines = 2
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    public let avatarButton = UIButton(type: .custom)
    public private(set) var titleBottom: NSLayoutConstraint?
    public private(set) var traitChanges = 0

    public var colors: [UIColor] = [.systemPurple, .systemBlue] {
        didSet { applyColors() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(avatarButton)
        avatarButton.layer.masksToBounds = true
        avatarButton.layer.borderWidth = 2
        avatarButton.layer.borderColor = UIColor.white.cgColor

        let guide = safeAreaLayoutGuide
        let bottom = titleLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16)
        titleBottom = bottom
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            bottom,
        ])
        titleLabel.setContentCompressionResistancePriority(.required, for: .vertical)
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        gradientLayer.locations = [0, 1]
        applyColors()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = 40
        avatarButton.frame = CGRect(x: bounds.width - side - 16, y: safeAreaInsets.top + 12, width: side, height: side)
        avatarButton.layer.cornerRadius = side / 2
    }

    // Only the circle of the avatar takes touches.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            traitChanges += 1
            applyColors()
        }
    }

    private func applyColors() {
        gradientLayer.colors = colors.map { $0.resolvedColor(with: traitCollection).cgColor }
    }
}

/// A round avatar button: only its circle is touchable.
final class AvatarButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}
