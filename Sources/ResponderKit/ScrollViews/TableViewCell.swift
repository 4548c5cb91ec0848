import Foundation

/// A row of a ``TableView``, UIKit's `UITableViewCell`. What a cell shows goes
/// in its ``contentView``, a subview that always fills the cell, as in UIKit;
/// so a touch on a cell's content lands on the content view or inside it.
///
/// ```swift
/// final class PhotoCell: TableViewCell {
///     let like = Button(type: .system)
///     override init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(like)
///     }
///     required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
/// }
/// ```
@MainActor
open class TableViewCell: View {
    /// The cell's built-in layouts, UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The view holding what the cell shows; it fills the cell.
    public let contentView: View
    /// The identifier the cell was made with, for reuse.
    public let reuseIdentifier: String?
    /// Behind ``ViewLabProperties/cellStyle``: the style the cell was made with.
    var storedCellStyle = CellStyle.default

    /// Whether the row is selected.
    open var isSelected = false {
        didSet { displayedPropertyChanged(oldValue, isSelected) }
    }

    /// Whether the row is drawn pressed.
    open var isHighlighted = false {
        didSet { displayedPropertyChanged(oldValue, isHighlighted) }
    }

    /// A cell of `style`, UIKit's `init(style:reuseIdentifier:)`, with a zero frame.
    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = View(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        storedCellStyle = style
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.standardized.size))
        reuseIdentifier = nil
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Sets ``isSelected``; nothing animates here.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Sets ``isHighlighted``; nothing animates here.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Whether the row shows its editing controls.
    open var isEditing = false

    /// Sets ``isEditing``; nothing animates here.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called before a table reuses the cell for another row. The default does
    /// nothing; call `super`.
    open func prepareForReuse() {}

    /// The content view keeps filling the cell.
    override func geometryDidChange() {
        super.geometryDidChange()
        contentView.frame = Rect(origin: .zero, size: bounds.size)
    }
}
