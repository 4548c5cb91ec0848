import UIKit

/// A small heart button with a touch target of at least 44 × 44 points.
open class LikeButton: UIButton {
    public var minimumTouchSize = CGSize(width: 44, height: 44)
    public private(set) var isLiked = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func toggle() {
        isLiked.toggle()
        setTitle(isLiked ? "♥" : "♡", for: .normal)
    }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = max(minimumTouchSize.width - bounds.width, 0) / 2
        let dy = max(minimumTouchSize.height - bounds.height, 0) / 2
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }
}
