/// A view that shows a picture, UIKit's `UIImageView`.
///
/// Like UIKit's, its `isUserInteractionEnabled` is false by default (behaviour 3.7),
/// so neither it nor anything inside it can be touched until you turn it on:
///
/// ```swift
/// let photo = ImageView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
/// photo.addSubview(playButton)         // unreachable
/// photo.isUserInteractionEnabled = true // now the button gets touches
/// ```
@MainActor
open class ImageView: View {
    /// The name of the picture; the renderer paints a picture for it.
    public var imageName: String? {
        didSet { displayedPropertyChanged(oldValue, imageName) }
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
