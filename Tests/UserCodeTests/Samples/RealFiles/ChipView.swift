//
//  ChipView.swift
//  Shopfront
//
//  A filter chip: a title and a small close button, which is hard to hit,
//  so the chip takes touches near it for it.
//

import UIKit
import SnapKit

protocol ChipViewDelegate: AnyObject {
    func chipViewDidTapClose(_ chipView: ChipView)
}

final class ChipView: UIView {

    weak var delegate: ChipViewDelegate?

    private let titleLabel = UILabel()
    let closeButton = UIButton(type: .custom)

    var title: String? {
        didSet {
            titleLabel.text = title
            invalidateIntrinsicContentSize()
            Analytics.track("chip.title", value: title)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        layer.cornerRadius = 14
        addSubview(titleLabel)
        addSubview(closeButton)
        titleLabel.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(12)
            make.centerY.equalToSuperview()
        }
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        closeButton.frame = CGRect(x: bounds.width - 22, y: (bounds.height - 16) / 2, width: 16, height: 16)
        titleLabel.frame = CGRect(x: 12, y: 0, width: bounds.width - 40, height: bounds.height)
    }

    // The close button is 16 × 16 points: take touches within 12 points of it for it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let inButton = closeButton.convert(point, from: self)
        if closeButton.bounds.insetBy(dx: -12, dy: -12).contains(inButton) {
            return closeButton
        }
        return super.hitTest(point, with: event)
    }

    @objc private func closeTapped() {
        delegate?.chipViewDidTapClose(self)
        Haptics.shared.lightTap()
    }
}
