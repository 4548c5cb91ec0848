import ResponderKit
import Scenes

/// The inspector's input, in the lab window's points: tabs, the tree's rows,
/// the selection, hovering linked both ways between the tree and the scene.
extension Inspector {
    /// Where the panel's parts are: clicks, wheel turns and hovering read them, as the panel draws by them.
    public var panelLayout: InspectorLayout {
        InspectorLayout(panel: layout().panelRect)
    }

    public func showTab(_ tab: Tab) {
        self.tab = tab
        if tab == .trace { hovered = nil }
    }

    /// The P key: the trace or the tree.
    public func switchTab() {
        showTab(tab == .trace ? .tree : .trace)
    }

    /// Selects `view` (nil: nothing): its ancestors unfold and the tree scrolls to it.
    public func select(_ view: View?) {
        if view !== selected { firstProperty = 0 }
        selected = view
        guard let view else { return }
        reveal(view)
        scrollTree(toShow: view)
    }

    /// Shift-click on the scene: selects the front-most view drawn at the point,
    /// whether or not hit-testing would pick it, and shows the tree. No touch.
    /// The point is over the scene: ``InputDecoder`` decides where a click is.
    public func select(at screenPoint: Point) {
        showTab(.tree)
        select(Self.frontmostDrawnView(at: layout().toScene(screenPoint), in: scene.window))
    }

    /// The pointer over the scene while the tree shows: the view drawn under it is marked on its
    /// row, and the tree scrolls to the row. Returns whether what is marked changed. The point is
    /// over the scene: ``InputDecoder`` decides where the pointer is (off it, ``endHover()``).
    @discardableResult
    public func hoverCanvas(at screenPoint: Point) -> Bool {
        guard tab == .tree else { return false }
        let view = Self.frontmostDrawnView(at: layout().toScene(screenPoint), in: scene.window)
        guard view !== hovered else { return false }
        hovered = view
        if let view { scrollTree(toShow: view) }
        return true
    }

    /// The pointer over the panel: the row under it marks its view on the scene. Returns whether that changed.
    @discardableResult
    public func hoverPanel(at p: Point) -> Bool {
        guard tab == .tree else { return false }
        let view = row(at: p)
        guard view !== hovered else { return false }
        hovered = view
        return true
    }

    /// The pointer left the window or the part that marks views.
    public func endHover() {
        hovered = nil
    }

    /// A left click on the panel: a tab header switches tabs, a row's triangle folds it, the rest of a row selects its view.
    public func click(at p: Point) {
        let panel = panelLayout
        if let tab = panel.tab(at: p) { return showTab(tab) }
        guard tab == .tree, let line = panel.row(at: p) else { return }
        let rows = outline
        guard let index = rowIndex(onLine: line, count: rows.count) else { return }
        let row = rows[index]
        if !row.view.subviews.isEmpty, panel.disclosure(depth: row.depth, line: line).contains(p) {
            toggleCollapse(row.view)
        } else {
            select(row.view)
        }
    }

    /// The wheel over the tree: three rows a notch.
    public func scrollTree(notches: Int) {
        scroll(by: notches * 3, count: outline.count)
    }

    /// The wheel over the properties: a row a notch, never past the last.
    public func scrollProperties(notches: Int) {
        firstProperty = max(0, min(firstProperty + notches, selectionProperties.count - 1))
    }

    /// Page Up and Page Down: a tree's height less a row.
    public func pageTree(by pages: Int) {
        scroll(by: pages * max(1, treeLines - 3), count: outline.count)
    }

    /// ↑ and ↓: the row before or after the selected one (the first row when nothing is selected).
    public func moveSelection(by offset: Int) {
        let rows = outline
        guard !rows.isEmpty else { return }
        let current = rows.firstIndex { $0.view === selected }
        let next = current.map { min(max($0 + offset, 0), rows.count - 1) } ?? 0
        select(rows[next].view)
    }

    /// Enter: folds or unfolds the subviews of `view` (nil: the selected view).
    public func toggleCollapse(_ view: View? = nil) {
        guard let view = view ?? selected, !view.subviews.isEmpty else { return }
        let id = ObjectIdentifier(view)
        if collapsed.contains(id) { collapsed.remove(id) } else { collapsed.insert(id) }
    }

    /// The panel has another height now, and room for another number of rows: the selection stays in view.
    func fitPanel() {
        let lines = panelLayout.lines
        guard lines != treeLines else { return }
        treeLines = lines
        if let selected { scrollTree(toShow: selected) }
    }

    private func row(at p: Point) -> View? {
        guard let line = panelLayout.row(at: p) else { return nil }
        let rows = outline
        return rowIndex(onLine: line, count: rows.count).map { rows[$0].view }
    }

    /// Scrolls the tree to `view`'s row, or to its nearest ancestor's when it is folded away.
    private func scrollTree(toShow view: View) {
        let rows = outline
        var v: View? = view
        while let candidate = v {
            if let index = rows.firstIndex(where: { $0.view === candidate }) {
                return scroll(toShow: index, count: rows.count)
            }
            v = candidate.superview
        }
    }

    /// The front-most view drawn at `point` (window coordinates): not hidden, not
    /// transparent, not clipped away; interaction and overrides do not matter.
    static func frontmostDrawnView(at point: Point, in view: View) -> View? {
        guard !view.isHidden, view.alpha >= 0.01 else { return nil }
        let inside = view.bounds.contains(view.convert(point, from: nil))
        if view.clipsToBounds, !inside { return nil }
        for sub in view.subviews.reversed() {
            if let found = frontmostDrawnView(at: point, in: sub) { return found }
        }
        return inside ? view : nil
    }
}
