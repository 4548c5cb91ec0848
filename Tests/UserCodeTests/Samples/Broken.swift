import UIKit

class BrokenButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let area = bounds.insetBy(dx: -padding, dy: -padding)
        return area.contains(point)
    }
}
