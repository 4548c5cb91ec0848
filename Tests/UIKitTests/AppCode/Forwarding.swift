import UIKit

/// Touches anywhere on this view go to `target` (a header whose whole area should act as its button).
class ForwardingView: UIView {
    weak var target: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event), let target = target else {
            return super.hitTest(point, with: event)
        }
        return target
    }
}

/// A paging carousel narrower than the screen: drags beside the scroll view scroll it too.
class CarouselContainerView: UIView {
    let scrollView = UIScrollView()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        if view == self {
            return scrollView
        }
        return view
    }
}

/// The default, written out by hand, as some projects copy it: with
/// `alpha > 0` where UIKit skips views below 0.01.
class ManualHitTestView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let convertedPoint = subview.convert(point, from: self)
            if let hitTestView = subview.hitTest(convertedPoint, with: event) {
                return hitTestView
            }
        }
        return self
    }
}
