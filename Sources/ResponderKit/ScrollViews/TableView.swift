import Foundation

/// A scrolling list of rows, UIKit's `UITableView`: a ``ScrollView`` with its
/// content-touch delay and panning, whose rows are ``TableViewCell``s among
/// its subviews. Nothing is laid out here: the cells' frames are set by
/// whoever builds the table (a dump gives them).
///
/// ```swift
/// let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480), style: .plain)
/// let cell = TableViewCell(style: .default, reuseIdentifier: "row")
/// cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
/// table.addSubview(cell)
/// table.visibleCells.count // 1
/// ```
@MainActor
open class TableView: ScrollView {
    /// How the table groups its rows, UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The style given when the table was made.
    public let style: Style

    /// A table of `style`, UIKit's `init(frame:style:)`.
    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table.
    public override init(frame: Rect) {
        style = .plain
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The cells among the table's subviews, back to front.
    public var visibleCells: [TableViewCell] {
        subviews.compactMap { $0 as? TableViewCell }
    }
}
