/// The properties a view has here that a `UIView` has not, or has elsewhere:
/// the ``name`` diagnostics show, and the look UIKit keeps on the layer
/// (``cornerRadius``, ``borderColor``, ``borderWidth``), read by renderers.
///
/// They are members of this protocol's extension rather than of ``View``, so
/// that a subclass written for iOS may declare its own of the same name — an
/// `@IBInspectable var cornerRadius: CGFloat` or a `var name: String`, as
/// many do — without overriding anything. They are disfavoured overloads, so
/// that where both would fit (the subclass's `String` where a `String?` is
/// wanted) the subclass's own is the one used. Every view adopts the
/// protocol; read and set them as any property:
///
/// ```swift
/// let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
/// card.name = "card"
/// card.cornerRadius = 12 // the same as card.layer.cornerRadius = 12
/// ```
///
/// The same holds for ``Label``'s `fontSize` and `isBold` (UIKit has `font`),
/// ``Button``'s `title` (UIKit has `setTitle(_:for:)`) and ``ImageView``'s
/// `imageName` (UIKit has `image`).
@MainActor
public protocol ViewLabProperties: View {}

extension View: ViewLabProperties {}

extension ViewLabProperties {
    /// The name diagnostics, traces and the overlay use for this view.
    @_disfavoredOverload
    public var name: String? {
        get { storedName }
        set { setDisplayed(\.storedName, newValue) }
    }

    /// Rounds the painted corners, as `layer.cornerRadius` does (``Layer/cornerRadius``);
    /// hit-testing ignores it, as in UIKit.
    @_disfavoredOverload
    public var cornerRadius: Double {
        get { storedCornerRadius }
        set { setDisplayed(\.storedCornerRadius, newValue) }
    }

    /// The colour of a border painted inside the bounds, as `layer.borderColor`.
    @_disfavoredOverload
    public var borderColor: Color? {
        get { storedBorderColor }
        set { setDisplayed(\.storedBorderColor, newValue) }
    }

    /// The width of the border painted inside the bounds, as `layer.borderWidth`.
    @_disfavoredOverload
    public var borderWidth: Double {
        get { storedBorderWidth }
        set { setDisplayed(\.storedBorderWidth, newValue) }
    }
}

extension ViewLabProperties where Self: Label {
    /// The font's size in points: `font.pointSize`.
    @_disfavoredOverload
    public var fontSize: Double {
        get { font.pointSize }
        set { font = font.withSize(newValue) }
    }

    /// Whether the font is bold: its weight is semibold or heavier. Setting it
    /// gives the font the bold weight, or the regular one.
    @_disfavoredOverload
    public var isBold: Bool {
        get { font.isBold }
        set { font.weight = newValue ? .bold : .regular }
    }
}

extension ViewLabProperties where Self: Button {
    /// The title for the normal state: `title(for: .normal)`, what ``Button/setTitle(_:for:)`` sets for it.
    @_disfavoredOverload
    public var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }
}

extension ViewLabProperties where Self: TableViewCell {
    /// The style the cell was made with (`init(style:reuseIdentifier:)`), which
    /// UIKit keeps to itself; `.default` for a cell made otherwise.
    @_disfavoredOverload
    public var cellStyle: CellStyle { storedCellStyle }
}

extension ViewLabProperties where Self: ImageView {
    /// The name of the picture: `image?.name`. Setting it sets ``ImageView/image``.
    @_disfavoredOverload
    public var imageName: String? {
        get { image?.name }
        set { image = newValue.flatMap(Image.init(named:)) }
    }
}
