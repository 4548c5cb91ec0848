import Foundation

/// A view that shows a line of text, UIKit's `UILabel`.
///
/// Its `isUserInteractionEnabled` is false by default (behaviour 3.7).
///
/// ```swift
/// let title = Label(frame: Rect(x: 0, y: 0, width: 200, height: 20))
/// title.text = "Settings"
/// title.font = .boldSystemFont(ofSize: 17)
/// ```
@MainActor
open class Label: View {
    public enum Alignment: String, Sendable {
        case left, center, right
    }

    open var text: String? {
        didSet { displayedPropertyChanged(oldValue, text) }
    }
    open var textColor: Color = .black {
        didSet { displayedPropertyChanged(oldValue, textColor) }
    }
    /// The font the text is drawn in: 14 points, regular, unless set. `fontSize`
    /// and `isBold` (``ViewLabProperties``) read and set it too.
    open var font = Font(pointSize: 14, weight: .regular) {
        didSet { displayedPropertyChanged(oldValue, font) }
    }
    open var textAlignment: Alignment = .left {
        didSet { displayedPropertyChanged(oldValue, textAlignment) }
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
