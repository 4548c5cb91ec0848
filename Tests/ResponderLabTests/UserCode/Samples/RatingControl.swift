//
//  RatingControl.swift
//  Written for Interface Builder, as an iOS app writes it: Objective-C attributes,
//  a target-action by selector, an availability check, Foundation beside UIKit.
//

import Foundation
import UIKit

@IBDesignable
class RatingControl: UIControl {
    @IBInspectable var starCount: Int = 5
    @IBInspectable dynamic var touchMargin: CGFloat = 12
    @IBOutlet weak var starsLabel: UILabel?
    @objc dynamic private(set) var rating = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        starsLabel = subviews.first { $0 is UILabel } as? UILabel
        addTarget(self, action: #selector(ratingTapped(_:)), for: .touchUpInside)
    }

    @IBAction func ratingTapped(_ sender: Any) {
        rating = (rating % starCount) + 1
        NSLog("rating %d", rating)
    }

    /// A margin that grows on newer systems, where the stars are drawn smaller.
    @objc var margin: CGFloat {
        if #available(iOS 18, *) {
            return touchMargin
        }
        return touchMargin / 2
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // Slow to type-check: the default solver gives up on it.
        let weights = [1, 2.5, 3].map { $0 * 2 + 1 - 3 / 4 + 5 }
        guard !weights.isEmpty else { return false }
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}
