import UIKit

/// A card that pans sideways only, so the vertical scroll behind it keeps vertical drags.
class SwipeCardView: UIView {
    let pan = UIPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(pan)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let translation = pan.translation(in: self)
        return abs(translation.x) > abs(translation.y)
    }
}

/// A drawer dragged by a pan anywhere on it, except on its controls: a
/// slider inside keeps its drags.
class DrawerPanel: UIView, UIGestureRecognizerDelegate {
    let pan = UIPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pan.delegate = self
        addGestureRecognizer(pan)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if touch.view is UIControl {
            return false
        }
        return true
    }
}
