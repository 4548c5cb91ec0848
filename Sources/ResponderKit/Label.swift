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
