//
//  PinCardView.swift
//  Shop
//

import UIKit
import SnapKit

/// A product the user pinned: laid out by SnapKit on iOS, by the dump's frames in the lab.
final class PinCardView: UIView {
    let pinButton = UIButton(type: .system)
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = Theme.cardRadius
        addSubview(titleLabel)
        addSubview(pinButton)
        titleLabel.snp.makeConstraints { make in
            make.leading.top.bottom.equalToSuperview().inset(12)
        }
        pinButton.snp.makeConstraints { make in
            make.trailing.top.equalToSuperview().inset(4)
            make.size.equalTo(24)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // The pin is small and sits in the corner: 10 more points around the card count as the card's,
    // so that a touch just past the corner still pins.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}
