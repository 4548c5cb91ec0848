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

/// A view that shows a line of text, UIKit's `UILabel`.
///
/// Its `isUserInteractionEnabled` is false by default (behaviour 3.7).
///
/// ```swift
/// let title = Label(frame: Rect(x: 0, y: 0, width: 200, height: 20))
/// title.text = "Settings"
/// ```
@MainActor
open class Label: View {
    public enum Alignment: String, Sendable {
        case left, center, right
    }

    public var text: String? {
        didSet { displayedPropertyChanged(oldValue, text) }
    }
    public var textColor: Color = .black {
        didSet { displayedPropertyChanged(oldValue, textColor) }
    }
    public var fontSize: Double = 14 {
        didSet { displayedPropertyChanged(oldValue, fontSize) }
    }
    public var isBold = false {
        didSet { displayedPropertyChanged(oldValue, isBold) }
    }
    public var textAlignment: Alignment = .left {
        didSet { displayedPropertyChanged(oldValue, textAlignment) }
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
