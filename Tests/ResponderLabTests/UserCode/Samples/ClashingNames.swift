import UIKit

/// A ticket's frame, which the app calls Window beside UIKit's UIWindow: a
/// dead border of 10 points around it does not take touches.
class Window: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: 10, dy: 10).contains(point)
    }
}

/// The ticket's number, which the app calls Label: it takes touches 8 points around its text too.
class Label: UILabel {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: -8).contains(point)
    }
}
