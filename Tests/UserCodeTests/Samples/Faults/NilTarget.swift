import UIKit

class ForwardingButton: UIButton {
    weak var forwardTarget: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        return forwardTarget!.hitTest(point, with: event)
    }
}

class EchoView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        return self.hitTest(point, with: event) ?? super.hitTest(point, with: event)
    }
}

class SpinningView: UIView {
    var rounds = 0

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        while bounds.contains(point) {
            rounds += 1
        }
        return false
    }
}
