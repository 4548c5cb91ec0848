import Foundation

/// A view that shows text, UIKit's `UILabel`: one line, or as many as
/// ``numberOfLines`` allows, wrapped at its width.
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
    /// How lines of text are placed, UIKit's `NSTextAlignment`: `natural` is
    /// the writing direction's (left here), `justified` is drawn as `left`.
    public enum Alignment: String, Sendable {
        case left, center, right, justified, natural
    }

    open var text: String? {
        didSet { displayedPropertyChanged(oldValue, text) }
    }
    /// The text's colour: black unless set; setting nil sets it back, as UIKit's `textColor: UIColor!`.
    open var textColor: Color! {
        get { storedTextColor }
        set { setDisplayed(\.storedTextColor, newValue ?? .black) }
    }
    /// The font the text is drawn in: 14 points, regular, unless set; setting
    /// nil sets it back, as UIKit's `font: UIFont!`. `fontSize` and `isBold`
    /// (``ViewLabProperties``) read and set it too.
    open var font: Font! {
        get { storedFont }
        set { setDisplayed(\.storedFont, newValue ?? Label.defaultFont) }
    }
    private var storedTextColor = Color.black
    private var storedFont = Label.defaultFont
    private static let defaultFont = Font(pointSize: 14, weight: .regular)
    open var textAlignment: Alignment = .left {
        didSet { displayedPropertyChanged(oldValue, textAlignment) }
    }
    /// The most lines the text is drawn in, as UIKit's `numberOfLines`: 1 by
    /// default; 0 for as many as fit in the bounds. Past one line the text wraps
    /// at the label's width, and the last line that fits ends in "…" when more is left.
    ///
    /// ```swift
    /// note.numberOfLines = 0   // a paragraph, wrapped within the label's frame
    /// ```
    open var numberOfLines = 1 {
        didSet { displayedPropertyChanged(oldValue, numberOfLines) }
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Where the text is drawn, UIKit's hook for a label with room around its text
    /// (`super.drawText(in: rect.inset(by: insets))`). The lab lays a label's text out
    /// itself: an override compiles and runs when called, and changes no touch.
    open func drawText(in rect: Rect) {}

    /// The rectangle the text takes within `bounds`, UIKit's hook beside ``drawText(in:)``:
    /// the bounds themselves, as the lab measures no text here.
    open func textRect(forBounds bounds: Rect, limitedToNumberOfLines numberOfLines: Int) -> Rect { bounds }
}
