//
//  LikeButton.swift
//  The heart under each photo of Assets/Dumps/photo-feed.txt, as the app
//  writes it: its 24-point icon sits in a 44-point button, and a thumb that
//  lands a little beside it should still like the photo.
//

import UIKit

@IBDesignable
class LikeButton: UIButton {
    /// How far past its edges the button takes touches.
    @IBInspectable var touchPadding: CGFloat = 8

    @objc dynamic private(set) var isLiked = false

    override func awakeFromNib() {
        super.awakeFromNib()
        addAction(UIAction { [weak self] _ in self?.isLiked.toggle() }, for: .touchUpInside)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return false }
        return bounds.insetBy(dx: -touchPadding, dy: -touchPadding).contains(point)
    }
}
