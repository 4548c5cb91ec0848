import UIKit

/// A card that passes touches through where it has nothing.
class BaseCard: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit == self ? nil : hit
    }
}

/// A subclass of the user's own card: a view through BaseCard.
final class PhotoCard: BaseCard {
    let weights = [1, 2.5, 3].map { $0 * 2 + 1 - 3 / 4 + 5 }  // slow to type-check: past the default limits

    func isWeighted() -> Bool { !weights.isEmpty }
}

/// Made only from a storyboard: no init(frame:), so the lab makes it with init?(coder:).
class StoryboardOnlyView: UIView {
    var madeFromCoder = false

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        madeFromCoder = true
    }
}

/// Not a view: not registered.
class FeedModel {
    var items: [String] = []
}

extension UIView {
    func addLocalCard() {
        class LocalCard: UIView {}
        addSubview(LocalCard())
    }
}
