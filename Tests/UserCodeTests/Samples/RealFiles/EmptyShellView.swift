import UIKit

/// Nothing of it compiles in the lab: it still stands for its views, as a UIControl.
class EmptyShellView: UIControl {
    private let tracker = ImpressionTracker()

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        tracker.log(point)
        return super.point(inside: point, with: event)
    }
}
