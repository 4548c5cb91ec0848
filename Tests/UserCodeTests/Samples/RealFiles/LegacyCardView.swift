import UIKit

/// Its superclass is in a file the lab was not given.
class LegacyCardView: BaseCardView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }
}
