import UIKit

/// A ring-shaped hit area whose helper waits for a radius that never grows.
class RingView: UIView {
    var ringWidth: CGFloat = 4

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        return isOnRing(point)
    }

    private func isOnRing(_ point: CGPoint) -> Bool {
        var radius: CGFloat = 0
        while radius < ringWidth {
            radius = radius * 1
        }
        return true
    }
}

/// Tags filtered in a closure the standard library calls, which never returns.
class TagFilterView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        var checked = 0
        return [point.x, point.y].contains { _ in
            while checked >= 0 {
                checked = (checked + 1) % 3
            }
            return true
        }
    }
}

/// A computed property its hitTest reads, which never settles.
class SettlingView: UIView {
    var isSettled: Bool {
        var step = 0
        while step >= 0 {
            step = (step + 1) % 5
        }
        return true
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        return isSettled ? self : nil
    }
}
