import Foundation

/// A view that shows a picture, UIKit's `UIImageView`.
///
/// Like UIKit's, its `isUserInteractionEnabled` is false by default (behaviour 3.7),
/// so neither it nor anything inside it can be touched until you turn it on:
///
/// ```swift
/// let photo = ImageView(image: Image(named: "beach"))
/// photo.addSubview(playButton)         // unreachable
/// photo.isUserInteractionEnabled = true // now the button gets touches
/// ```
@MainActor
open class ImageView: View {
    /// The picture shown; renderers paint one for its name.
    open var image: Image? {
        didSet { displayedPropertyChanged(oldValue, image) }
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, with a zero frame, UIKit's `init(image:)`.
    public convenience init(image: Image?) {
        self.init(frame: .zero)
        self.image = image
    }
}
