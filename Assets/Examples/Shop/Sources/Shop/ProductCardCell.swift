//
//  ProductCardCell.swift
//  Shop
//
//  A product in the feed: its photo, name, price and rating, a heart to save it,
//  a stepper to put it in the cart, and a badge for deals. A horizontal swipe
//  hides the product; a long press previews it.
//

import UIKit
import SnapKit
import Kingfisher

protocol ProductCardCellDelegate: AnyObject {
    func productCardCell(_ cell: ProductCardCell, didToggleFavorite isFavorite: Bool)
    func productCardCell(_ cell: ProductCardCell, didChangeQuantity quantity: Int)
    func productCardCellDidRequestPreview(_ cell: ProductCardCell)
    func productCardCellDidHide(_ cell: ProductCardCell)
}

extension ProductCardCellDelegate {
    func productCardCellDidRequestPreview(_ cell: ProductCardCell) {}
}

final class ProductCardCell: UICollectionViewCell {
    static let reuseIdentifier = "ProductCardCell"

    // MARK: Layout constants

    private enum Metrics {
        static let cornerRadius: CGFloat = 14
        static let padding: CGFloat = 10
        static let heartSize: CGFloat = 28
        /// The heart is drawn 28 points wide; a finger needs 44.
        static let heartTouchSlop: CGFloat = 8
        static let stepperHeight: CGFloat = 30
        static let badgeHeight: CGFloat = 20
        static let swipeToHide: CGFloat = 0.4
    }

    weak var delegate: ProductCardCellDelegate?

    // MARK: Subviews

    let imageView: UIImageView = {
        let view = UIImageView()
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = Metrics.cornerRadius
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        return view
    }()

    let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 2
        label.textColor = .label
        return label
    }()

    let priceLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .label
        return label
    }()

    private let oldPriceLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        return label
    }()

    private let ratingView = RatingStarsView()

    let heartButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        button.setImage(UIImage(systemName: "heart.fill"), for: .selected)
        button.tintColor = .systemPink
        button.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.85)
        button.layer.cornerRadius = Metrics.heartSize / 2
        button.accessibilityLabel = "Save"
        return button
    }()

    let stepper = QuantityStepper()

    private let badgeLabel: UILabel = {
        let label = PaddedLabel()
        label.font = .systemFont(ofSize: 11, weight: .bold)
        label.textColor = .white
        label.backgroundColor = .systemRed
        label.layer.cornerRadius = Metrics.badgeHeight / 2
        label.layer.masksToBounds = true
        label.isHidden = true
        return label
    }()

    private lazy var swipe = UIPanGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
    private lazy var press = UILongPressGestureRecognizer(target: self, action: #selector(handlePress(_:)))

    // MARK: State

    private(set) var product: Product?
    private var imageTask: DownloadTask?
    private var swipeStart: CGPoint = .zero

    var isFavorite = false {
        didSet {
            heartButton.isSelected = isFavorite
            heartButton.accessibilityValue = isFavorite ? "Saved" : nil
        }
    }

    // MARK: Life

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        contentView.layer.cornerRadius = Metrics.cornerRadius
        contentView.layer.borderWidth = 1 / UIScreen.main.scale
        contentView.layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.08
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 2)

        contentView.addSubview(imageView)
        contentView.addSubview(nameLabel)
        contentView.addSubview(priceLabel)
        contentView.addSubview(oldPriceLabel)
        contentView.addSubview(ratingView)
        contentView.addSubview(stepper)
        contentView.addSubview(badgeLabel)
        contentView.addSubview(heartButton)

        makeConstraints()

        heartButton.addTarget(self, action: #selector(heartTapped), for: .touchUpInside)
        stepper.addTarget(self, action: #selector(quantityChanged), for: .valueChanged)

        swipe.delegate = self
        contentView.addGestureRecognizer(swipe)
        press.minimumPressDuration = 0.4
        contentView.addGestureRecognizer(press)

        isAccessibilityElement = false
        accessibilityElements = [nameLabel, priceLabel, heartButton, stepper]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeConstraints() {
        imageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(imageView.snp.width)
        }
        heartButton.snp.makeConstraints { make in
            make.top.trailing.equalToSuperview().inset(Metrics.padding)
            make.size.equalTo(Metrics.heartSize)
        }
        badgeLabel.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(Metrics.padding)
            make.height.equalTo(Metrics.badgeHeight)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(imageView.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(Metrics.padding)
        }
        ratingView.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(4)
            make.leading.equalTo(nameLabel)
        }
        priceLabel.snp.makeConstraints { make in
            make.top.equalTo(ratingView.snp.bottom).offset(6)
            make.leading.equalTo(nameLabel)
        }
        oldPriceLabel.snp.makeConstraints { make in
            make.firstBaseline.equalTo(priceLabel)
            make.leading.equalTo(priceLabel.snp.trailing).offset(6)
        }
        stepper.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview().inset(Metrics.padding)
            make.height.equalTo(Metrics.stepperHeight)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageTask?.cancel()
        imageView.image = nil
        badgeLabel.isHidden = true
        oldPriceLabel.attributedText = nil
        stepper.value = 0
        contentView.transform = .identity
        contentView.alpha = 1
        isFavorite = false
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            contentView.layer.borderColor = UIColor.separator.cgColor
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: Metrics.cornerRadius).cgPath
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.15, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                self.contentView.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.97, y: 0.97) : .identity
            }
        }
    }

    // MARK: Configuration

    func configure(with product: Product, isFavorite: Bool, quantity: Int) {
        self.product = product
        self.isFavorite = isFavorite
        nameLabel.text = product.name
        priceLabel.text = PriceFormatter.shared.string(for: product.price)
        if let old = product.originalPrice {
            oldPriceLabel.attributedText = NSAttributedString(
                string: PriceFormatter.shared.string(for: old),
                attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
            badgeLabel.text = "−\(product.discountPercent)%"
            badgeLabel.isHidden = false
        }
        ratingView.rating = product.rating
        stepper.value = quantity
        stepper.maximumValue = product.stock
        imageTask = imageView.kf.setImage(with: product.imageURL, options: [.transition(.fade(0.2))])
        accessibilityIdentifier = "product-\(product.id)"
    }

    // MARK: Touches

    // The heart is small and sits in the photo's corner: touches within 8 points of it are its own,
    // even where they fall on the photo.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled else { return nil }
        let inHeart = heartButton.convert(point, from: self)
        let slop = -Metrics.heartTouchSlop
        if !heartButton.isHidden, heartButton.bounds.insetBy(dx: slop, dy: slop).contains(inHeart) {
            return heartButton
        }
        return super.hitTest(point, with: event)
    }

    @objc private func heartTapped() {
        isFavorite.toggle()
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UIView.animate(withDuration: 0.12, animations: {
            self.heartButton.transform = CGAffineTransform(scaleX: 1.25, y: 1.25)
        }, completion: { _ in
            UIView.animate(withDuration: 0.12) { self.heartButton.transform = .identity }
        })
        delegate?.productCardCell(self, didToggleFavorite: isFavorite)
        Analytics.log(.favoriteToggled(productID: product?.id ?? "", on: isFavorite))
    }

    @objc private func quantityChanged() {
        delegate?.productCardCell(self, didChangeQuantity: stepper.value)
    }

    @objc private func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: contentView)
        switch recognizer.state {
        case .began:
            swipeStart = contentView.center
        case .changed:
            contentView.center = CGPoint(x: swipeStart.x + translation.x, y: swipeStart.y)
            contentView.alpha = 1 - min(1, abs(translation.x) / bounds.width)
        case .ended, .cancelled:
            let hide = abs(translation.x) > bounds.width * Metrics.swipeToHide
            UIView.animate(withDuration: 0.25, animations: {
                if hide {
                    self.contentView.center.x = self.swipeStart.x + (translation.x > 0 ? 1 : -1) * self.bounds.width
                    self.contentView.alpha = 0
                } else {
                    self.contentView.center = self.swipeStart
                    self.contentView.alpha = 1
                }
            }, completion: { _ in
                if hide { self.delegate?.productCardCellDidHide(self) }
            })
        default:
            break
        }
    }

    @objc private func handlePress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        delegate?.productCardCellDidRequestPreview(self)
    }
}

// MARK: - Gestures

extension ProductCardCell: UIGestureRecognizerDelegate {
    // The swipe is horizontal: a vertical drag scrolls the feed, and a drag on the stepper is the stepper's.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === swipe else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let velocity = swipe.velocity(in: contentView)
        return abs(velocity.x) > abs(velocity.y) * 1.5
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = touch.view else { return true }
        return !(view is UIControl) && !view.isDescendant(of: stepper)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

// MARK: - Pieces

/// Five stars, half stars drawn; it takes no touches.
final class RatingStarsView: UIView {
    var rating: Double = 0 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 5 * 14 + 4 * 2, height: 14)
    }

    override func draw(_ rect: CGRect) {
        for index in 0..<5 {
            let star = UIBezierPath.star(in: CGRect(x: CGFloat(index) * 16, y: 0, width: 14, height: 14))
            (Double(index) + 0.5 <= rating ? UIColor.systemOrange : UIColor.systemGray4).setFill()
            star.fill()
        }
    }
}

/// A minus, a count and a plus: a control whose value steps by one.
final class QuantityStepper: UIControl {
    var value = 0 {
        didSet { countLabel.text = value == 0 ? "Add" : "\(value)" }
    }
    var maximumValue = 99

    private let minusButton = UIButton(type: .system)
    private let plusButton = UIButton(type: .system)
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        minusButton.setTitle("−", for: .normal)
        plusButton.setTitle("+", for: .normal)
        countLabel.textAlignment = .center
        countLabel.text = "Add"
        let stack = UIStackView(arrangedSubviews: [minusButton, countLabel, plusButton])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        minusButton.addAction(UIAction { [weak self] _ in self?.step(by: -1) }, for: .touchUpInside)
        plusButton.addAction(UIAction { [weak self] _ in self?.step(by: 1) }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func step(by delta: Int) {
        let next = min(max(0, value + delta), maximumValue)
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    // A tap on the count adds one, as the plus does.
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, countLabel.frame.contains(touch.location(in: self)) else { return }
        step(by: 1)
    }
}

/// A label with room around its text, for badges.
final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

private extension UIBezierPath {
    /// A five-pointed star filling `rect`.
    static func star(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * 0.45
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outer : inner
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            point == 0 ? path.move(to: vertex) : path.addLine(to: vertex)
        }
        path.close()
        return path
    }
}
