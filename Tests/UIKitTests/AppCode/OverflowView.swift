import UIKit

/// Subviews that hang outside this view (a menu opening below a button) stay touchable.
class OverflowView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            let subPoint = subview.convert(point, from: self)
            if let result = subview.hitTest(subPoint, with: event) {
                return result
            }
        }
        return nil
    }
}
