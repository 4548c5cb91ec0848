import UIKit

/// A post in the feed: an avatar, a like button hanging off its right edge,
/// and a pan that only takes sideways drags (swipe to archive), so that the
/// feed's vertical scrolling keeps the others.
open class PostCardView: UIView {
    public let avatar = AvatarView(frame: CGRect(x: 12, y: 12, width: 40, height: 40))
    public let likeButton = LikeButton(frame: CGRect(x: 300, y: 24, width: 24, height: 24))
    public let swipe = UIPanGestureRecognizer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatar)
        addSubview(likeButton)
        addGestureRecognizer(swipe)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The like button sticks out past the right edge: let it be touched there too.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let inButton = likeButton.convert(point, from: self)
        if likeButton.point(inside: inButton, with: event), !likeButton.isHidden {
            return likeButton
        }
        return super.hitTest(point, with: event)
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === swipe else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let translation = swipe.translation(in: self)
        return abs(translation.x) > abs(translation.y)
    }
}

/// The screen: touches no view handles end here.
open class FeedViewController: UIViewController {
    public private(set) var unhandledTouches = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhandledTouches += touches.count
    }
}
