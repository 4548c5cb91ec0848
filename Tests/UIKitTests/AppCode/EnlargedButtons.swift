import UIKit

/// A button whose touch area reaches past its edges by `hitTestEdgeInsets` (negative insets grow it).
class ExpandedHitButton: UIButton {
    var hitTestEdgeInsets = UIEdgeInsets.zero

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if hitTestEdgeInsets == .zero || !isEnabled || isHidden {
            return super.point(inside: point, with: event)
        }
        let hitFrame = bounds.inset(by: hitTestEdgeInsets)
        return hitFrame.contains(point)
    }
}

/// The same with the old C spelling, as older projects still have it.
class LegacyExpandedButton: UIButton {
    var touchInsets = UIEdgeInsetsMake(-10, -10, -10, -10)

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        return CGRectContainsPoint(UIEdgeInsetsInsetRect(self.bounds, touchInsets), point)
    }
}

/// Grows a small control to Apple's 44 × 44 points minimum with `insetBy`.
class MinimumTargetButton: UIButton {
    let minimumHitArea = CGSize(width: 44, height: 44)

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return false }
        let widthToAdd = max(minimumHitArea.width - bounds.size.width, 0)
        let heightToAdd = max(minimumHitArea.height - bounds.size.height, 0)
        let largerFrame = bounds.insetBy(dx: -widthToAdd / 2, dy: -heightToAdd / 2)
        return largerFrame.contains(point)
    }
}
