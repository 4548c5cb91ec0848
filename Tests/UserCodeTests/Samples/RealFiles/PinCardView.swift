import UIKit
import SnapKit

/// A pinned card: SnapKit lays it out on iOS; in the lab the dump's frames do.
final class PinCardView: UIView {
    let pinButton = UIButton(type: .system)
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = Theme.cardRadius
        addSubview(titleLabel)
        addSubview(pinButton)
        titleLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(12)
        }
        pinButton.snp.makeConstraints { make in
            make.trailing.top.equalToSuperview()
        }
        pinButton.tag = 7
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // The pin is small: 10 more points around the card's corner are the pin's.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}
