//
//  PhotoCell.swift
//  A post of the feed: a double tap anywhere likes the photo, except on the
//  cell's buttons, which keep their own taps.
//

import UIKit

class PhotoCell: UICollectionViewCell, UIGestureRecognizerDelegate {
    private(set) lazy var doubleTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(doubleTapped))
        recognizer.numberOfTapsRequired = 2
        recognizer.delegate = self
        return recognizer
    }()

    override func awakeFromNib() {
        super.awakeFromNib()
        addGestureRecognizer(doubleTap)
    }

    @objc private func doubleTapped() {
        let like = contentView.subviews.compactMap { $0 as? LikeButton }.first
        like?.sendActions(for: .touchUpInside)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UIControl)
    }
}
