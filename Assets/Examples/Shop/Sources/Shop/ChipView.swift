//
//  ChipView.swift
//  Shop
//
//  One filter of the results: a title and a small close button.
//

import UIKit

protocol ChipViewDelegate: AnyObject {
    func chipViewDidTapClose(_ chipView: ChipView)
}

final class ChipView: UIView {
    weak var delegate: ChipViewDelegate?

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .custom)

    var title: String? {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            invalidateIntrinsicContentSize()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous

        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.textColor = .label
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)

        addSubview(titleLabel)
        addSubview(closeButton)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            closeButton.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 6),
            closeButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            closeButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            closeButton.widthAnchor.constraint(equalToConstant: 16),
            closeButton.heightAnchor.constraint(equalTo: closeButton.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }

    // The close button is 16 points wide, too small for a finger: the chip gives it every touch
    // within 12 points of it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return nil }
        let inButton = convert(point, to: closeButton)
        if closeButton.bounds.insetBy(dx: -12, dy: -12).contains(inButton) {
            return closeButton
        }
        return super.hitTest(point, with: event)
    }

    @objc private func closeTapped() {
        UIView.animate(withDuration: 0.2, animations: {
            self.alpha = 0
            self.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        }, completion: { _ in
            self.delegate?.chipViewDidTapClose(self)
        })
        Analytics.log(.filterRemoved(title ?? ""))
    }
}
