//
//  PromoBannerView.swift
//  Shop
//

import UIKit
import Kingfisher

/// The promotion over the top of the feed. A "light" promotion takes touches on its
/// button only: the rest of the banner lets them through to the feed behind it.
public final class PromoBannerView: UIView {
    public let actionButton = UIButton(type: .system)
    private let imageView = UIImageView()
    private let titleLabel = UILabel()

    public var promotion: Promotion? {
        didSet {
            titleLabel.text = promotion?.title
            imageView.kf.setImage(with: promotion?.imageURL)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        clipsToBounds = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(actionButton)
        actionButton.setTitle("Shop now", for: .normal)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if RemoteConfig.shared.isLightPromotion, hit === self {
            return nil
        }
        return hit
    }
}
