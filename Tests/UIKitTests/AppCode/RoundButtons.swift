import UIKit

/// Only the circle inside the bounds takes touches, not the corners.
class CircleButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let circle = UIBezierPath(ovalIn: bounds)
        return circle.contains(point)
    }
}

/// Rounded by its layer's corner radius; the corners outside the rounding do not take touches.
class RoundedCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 20
        layer.masksToBounds = true
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let path = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius)
        return path.contains(point)
    }
}

/// A round button by distance from its centre, as many projects write it.
class RadiusButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let dx = point.x - center.x
        let dy = point.y - center.y
        return sqrt(dx * dx + dy * dy) <= min(bounds.width, bounds.height) / 2
    }
}
