import UIKit

/// The promotion at the top of the feed. Remote config decides whether the
/// whole banner or only its button takes touches.
public class PromoBannerView: UIView {
    public let actionButton = UIButton(type: .system)
    private let config = RemoteConfig.shared

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(actionButton)
        actionButton.setTitle("Shop now", for: .normal)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // Only the button when the banner is a "light" promotion: touches elsewhere reach the feed.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if RemoteConfig.shared.bool(forKey: "promo.light"), hit === self {
            return nil
        }
        return hit
    }
}
