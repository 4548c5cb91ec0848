import UIKit

/// A horizontal strip of cards that snaps to a card when the finger lifts, as a store's featured row does.
final class CardCarousel: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let cardWidth: CGFloat = 210
    private(set) var releaseVelocities: [CGPoint] = []
    private(set) var restingOffsets: [CGFloat] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.frame = bounds
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.decelerationRate = .fast
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: cardWidth * 6, height: bounds.height)
        addSubview(scrollView)
        for index in 0..<6 {
            let card = UIButton(
                frame: CGRect(x: CGFloat(index) * cardWidth + 5, y: 0, width: cardWidth - 10, height: bounds.height))
            card.layer.cornerRadius = 12
            card.setTitle("Card \(index)", for: .normal)
            scrollView.addSubview(card)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        releaseVelocities.append(velocity)
        let page = (targetContentOffset.pointee.x / cardWidth).rounded()
        targetContentOffset.pointee.x = page * cardWidth
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        restingOffsets.append(scrollView.contentOffset.x)
    }
}
