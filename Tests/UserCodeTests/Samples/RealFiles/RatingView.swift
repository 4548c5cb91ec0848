import UIKit

protocol Configurable {
    associatedtype Model
    func configure(with model: Model)
}

/// Stars that take a touch; its model type lives elsewhere in the app.
class RatingView: UIControl, Configurable {
    private(set) var rating = 0
    private var model: RatingModel?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isExclusiveTouch = true
    }

    convenience init(model: RatingModel) {
        self.init(frame: .zero)
        configure(with: model)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(with model: RatingModel) {
        self.model = model
        rating = model.stars
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        rating = min(5, Int(touch.location(in: self).x / (bounds.width / 5)) + 1)
        return true
    }
}
