//
//  LikeButton.swift
//  Written as an iOS app writes it: Interface Builder attributes, @objc, #selector.
//

import UIKit
import Foundation

@IBDesignable
class LikeButton: UIButton {
    @IBInspectable var touchPadding: CGFloat = 12
    @IBOutlet weak var countLabel: UILabel?
    @objc dynamic var likes = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(likeTapped(_:)), for: .touchUpInside)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    @IBAction func likeTapped(_ sender: UIButton) {
        likes += 1
        countLabel?.text = "\(likes)"   // a string with "@objc" and #selector(x) in it stays as it is
    }

    @objc(pointInsideWithPadding:)
    func grownBounds() -> CGRect {
        bounds.insetBy(dx: -touchPadding, dy: -touchPadding)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if isHidden || !isEnabled { return false }
        return grownBounds().contains(point)
    }
}
