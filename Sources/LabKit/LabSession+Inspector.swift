import ResponderKit
import Scenes

/// The inspector's input: tabs, the tree's rows, the selection, hovering
/// linked both ways between the tree and the scene.
extension LabSession {
    /// The tree's rows now, with the verdicts of the last touch or inspection.
    public var inspectorRows: [InspectorRow] {
        inspector.rows(of: scene, trace: focus?.hitTest)
    }

    /// The tree's views and depths in row order (``Inspector/outline(of:)``): counting and finding rows needs no more.
    public var inspectorOutline: [(view: View, depth: Int)] {
        inspector.outline(of: scene)
    }

    /// The selected view's properties, as `describe` gives them; empty when nothing is selected.
    public var selectionProperties: [ViewDescription.Property] {
        guard let view = inspector.selected else { return [] }
        return ViewDescription.properties(of: scene.describedView(of: view, depth: Scene.indexPath(of: view).count))
    }

    /// Where the panel's parts are: clicks, wheel turns and hovering read them, as the panel draws by them.
    public var panelLayout: InspectorLayout {
        InspectorLayout(panel: layout.panelRect)
    }

    public func showTab(_ tab: Inspector.Tab) {
        inspector.tab = tab
        if tab == .trace { inspector.hovered = nil }
    }

    /// The P key: the trace or the tree.
    public func switchTab() {
        showTab(inspector.tab == .trace ? .tree : .trace)
    }

    /// Selects `view` (nil: nothing): its ancestors unfold and the tree scrolls to it.
    public func select(_ view: View?) {
        if view !== inspector.selected { inspector.firstProperty = 0 }
        inspector.selected = view
        guard let view else { return }
        inspector.reveal(view)
        scrollTree(toShow: view)
    }

    /// Shift-click on the scene: selects the front-most view drawn at the point,
    /// whether or not hit-testing would pick it, and shows the tree. No touch.
    public func select(at screenPoint: Point) {
        guard isOverScene(screenPoint) else { return }
        showTab(.tree)
        select(Self.frontmostDrawnView(at: toScene(screenPoint), in: scene.window))
    }

    /// The pointer over the scene while the tree shows: the view under it is marked on its row, and the tree scrolls to the row.
    /// Returns whether what is marked changed.
    @discardableResult
    public func hoverCanvas(at screenPoint: Point) -> Bool {
        guard inspector.tab == .tree else { return false }
        let view = isOverScene(screenPoint) ? Self.frontmostDrawnView(at: toScene(screenPoint), in: scene.window) : nil
        guard view !== inspector.hovered else { return false }
        inspector.hovered = view
        if let view { scrollTree(toShow: view) }
        return true
    }

    /// The pointer over the panel: the row under it marks its view on the scene. Returns whether that changed.
    @discardableResult
    public func hoverPanel(at p: Point) -> Bool {
        guard inspector.tab == .tree else { return false }
        let view = row(at: p)
        guard view !== inspector.hovered else { return false }
        inspector.hovered = view
        return true
    }

    /// The pointer left the window or the part that marks views.
    public func endInspectorHover() {
        inspector.hovered = nil
    }

    /// A left click on the panel: a tab header switches tabs, a row's triangle folds it, the rest of a row selects its view.
    public func clickPanel(at p: Point) {
        let layout = panelLayout
        if let tab = layout.tab(at: p) { return showTab(tab) }
        guard inspector.tab == .tree, let line = layout.row(at: p) else { return }
        let rows = inspectorOutline
        guard let index = inspector.rowIndex(onLine: line, count: rows.count) else { return }
        let row = rows[index]
        if !row.view.subviews.isEmpty, layout.disclosure(depth: row.depth, line: line).contains(p) {
            toggleCollapse(row.view)
        } else {
            select(row.view)
        }
    }

    /// The wheel over the panel: three rows a notch.
    public func scrollTree(notches: Int) {
        inspector.scroll(by: notches * 3, count: inspectorOutline.count)
    }

    /// The wheel over the properties: a row a notch, never past the last.
    public func scrollProperties(notches: Int) {
        inspector.firstProperty = max(0, min(inspector.firstProperty + notches, selectionProperties.count - 1))
    }

    /// Page Up and Page Down: a tree's height less a row.
    public func pageTree(by pages: Int) {
        inspector.scroll(by: pages * max(1, inspector.treeLines - 3), count: inspectorOutline.count)
    }

    /// ↑ and ↓: the row before or after the selected one (the first row when nothing is selected).
    public func moveSelection(by offset: Int) {
        let rows = inspectorOutline
        guard !rows.isEmpty else { return }
        let current = rows.firstIndex { $0.view === inspector.selected }
        let next = current.map { min(max($0 + offset, 0), rows.count - 1) } ?? 0
        select(rows[next].view)
    }

    /// Enter: folds or unfolds the selected view's subviews.
    public func toggleCollapse(_ view: View? = nil) {
        guard let view = view ?? inspector.selected, !view.subviews.isEmpty else { return }
        let id = ObjectIdentifier(view)
        if inspector.collapsed.contains(id) { inspector.collapsed.remove(id) } else { inspector.collapsed.insert(id) }
    }

    private func row(at p: Point) -> View? {
        guard let line = panelLayout.row(at: p) else { return nil }
        let rows = inspectorOutline
        return inspector.rowIndex(onLine: line, count: rows.count).map { rows[$0].view }
    }

    /// Scrolls the tree to `view`'s row, or to its nearest ancestor's when it is folded away.
    func scrollTree(toShow view: View) {
        let rows = inspectorOutline
        var v: View? = view
        while let candidate = v {
            if let index = rows.firstIndex(where: { $0.view === candidate }) {
                return inspector.scroll(toShow: index, count: rows.count)
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

extension LabSession {
    /// The view a command line names: by its name (`Hidden target`), or in a
    /// dump by its address (`0x7fd3e1c17170`) or its line's `Class: address`.
    public func view(named name: String) -> View? {
        scene.window.view(named: name) ?? scene.view(with: .address(name))
    }
}
