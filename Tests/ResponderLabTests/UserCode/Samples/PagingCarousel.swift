import UIKit

/// The app's carousel (Tests/UIKitTests/AppCode/Forwarding.swift) with its
/// scroll view in the hierarchy: the scroll view a dump prints under it is
/// the very `scrollView` its `hitTest` returns.
class PagingCarousel: CarouselContainerView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(scrollView)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}
