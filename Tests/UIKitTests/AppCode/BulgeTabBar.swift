import UIKit

/// A tab bar whose middle button rises above its top edge; the part above
/// the bar is outside the bar's bounds, so the default would never reach it.
class BulgeTabBar: UITabBar {
    let middleButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        middleButton.frame = CGRect(x: frame.width / 2 - 32, y: -24, width: 64, height: 64)
        addSubview(middleButton)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !clipsToBounds && !isHidden && alpha > 0 else { return nil }
        let pointInButton = middleButton.convert(point, from: self)
        if middleButton.point(inside: pointInButton, with: event) {
            return middleButton
        }
        return super.hitTest(point, with: event)
    }
}
