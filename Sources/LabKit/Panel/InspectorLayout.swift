import ResponderKit

/// Where the inspector's parts are in the side panel, whatever its size: the
/// tab headers on top, then (on the tree tab) the tree's rows, the selected
/// view's properties and the latest events. The panel draws from it and
/// clicks, wheel turns and hovering are read through it.
///
/// ```swift
/// let layout = InspectorLayout(panel: Rect(x: 760, y: 64, width: 480, height: 600))
/// layout.row(at: Point(x: 800, y: layout.tree.minY + 20))   // 1: the second row shown
/// ```
public struct InspectorLayout: Sendable, Equatable {
    public static let rowHeight = 17.0
    public static let margin = 18.0
    public static let tabHeight = 22.0

    public let panel: Rect
    /// The tab headers, in `Inspector.Tab.allCases` order.
    public let tabs: [Rect]
    /// What the tab shows, under the headers.
    public let content: Rect
    /// The tree's rows, with room for a "more above" and a "more below" line.
    public let tree: Rect
    /// The selected view's properties and the edit keys.
    public let properties: Rect

    public init(panel: Rect) {
        self.panel = panel
        let x = panel.minX + Self.margin, top = panel.minY + 10
        let tabWidth = min(110, (panel.width - 2 * Self.margin) / 2)
        tabs = Inspector.Tab.allCases.indices.map { i in
            Rect(x: x + Double(i) * (tabWidth + 6), y: top, width: tabWidth, height: Self.tabHeight)
        }
        let contentTop = top + Self.tabHeight + 10
        content = Rect(
            x: x, y: contentTop, width: max(panel.width - 2 * Self.margin, 0),
            height: max(panel.maxY - contentTop, 0))
        // The tree takes half of the room, in whole rows; the properties the rest.
        let treeRows = max(3, Int(content.height * 0.5 / Self.rowHeight))
        tree = Rect(x: content.minX, y: content.minY, width: content.width, height: Double(treeRows) * Self.rowHeight)
        properties = Rect(
            x: content.minX, y: tree.maxY + 10, width: content.width, height: max(content.maxY - tree.maxY - 10, 0))
    }

    /// How many lines the tree has: rows, and when they do not all fit, a first and a last line that say how many are left out.
    public var lines: Int { max(3, Int(tree.height / Self.rowHeight)) }

    /// The line of the tree under `p` (0: its first line); nil outside the tree.
    public func row(at p: Point) -> Int? {
        guard tree.contains(p) else { return nil }
        return Int((p.y - tree.minY) / Self.rowHeight)
    }

    /// The tab whose header is under `p`.
    public func tab(at p: Point) -> Inspector.Tab? {
        tabs.firstIndex { $0.contains(p) }.map { Inspector.Tab.allCases[$0] }
    }

    /// Where a row's disclosure triangle is, for a row at `depth`: a click there folds or unfolds.
    public func disclosure(depth: Int, line: Int) -> Rect {
        Rect(
            x: tree.minX + indent(depth), y: tree.minY + Double(line) * Self.rowHeight, width: 14,
            height: Self.rowHeight)
    }

    /// The indentation of a row at `depth`: narrower steps for a deep tree, so that names keep their room.
    public func indent(_ depth: Int) -> Double {
        Double(depth) * min(12, tree.width * 0.4 / 16)
    }
}
