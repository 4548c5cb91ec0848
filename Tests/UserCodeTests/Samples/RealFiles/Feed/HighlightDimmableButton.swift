import UIKit

/// A button that dims while highlighted, and is easier to hit than it looks.
open class HighlightDimmableButton: UIButton {
    open var hitSlop: CGFloat = 10

    open override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -hitSlop, dy: -hitSlop).contains(point)
    }
}
