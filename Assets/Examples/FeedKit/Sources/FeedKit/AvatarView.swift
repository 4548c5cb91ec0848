import UIKit

/// A round profile picture: only the circle is touchable, and a touch on it
/// is the avatar's own (it does not travel up the responder chain).
open class AvatarView: UIImageView {
    public private(set) var taps = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        layer.cornerRadius = min(frame.width, frame.height) / 2
        layer.masksToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).contains(point)
    }

    // Handled here, neither passed to `super`: the touch stops at the avatar.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        taps += 1
    }
}
