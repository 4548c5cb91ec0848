import UIKit

/// A card swiped away sideways; its recognizer's rules live in an extension, as iOS code keeps them.
final class SwipeCardView: UIView {
    let pan = UIPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .cardBackground
        pan.delegate = self
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension SwipeCardView: UIGestureRecognizerDelegate {
    // Only a pan that starts on the card's right half swipes it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.location(in: self).x > bounds.midX
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UIControl)
    }
}
