import ResponderKit
import Scenes

/// The inspector, beside the hit-test trace in the side panel: which tab
/// shows, the tree's collapsed views and scroll position, the selected view
/// and the one under the pointer, and the input that changes them
/// (`Inspector+Input.swift`). ``rows`` and ``selectionProperties`` are what the
/// panel draws, and the tests read them.
///
/// ```swift
/// session.inspector.select(target)   // the tree shows it, the panel lists its properties
/// session.inspector.rows             // with the last touch's verdicts
/// ```
@MainActor
public final class Inspector {
    /// What the side panel shows: the hit-test trace and chain, or the view tree and the selection's properties.
    public enum Tab: Sendable, CaseIterable {
        case trace, tree
    }

    public var tab: Tab = .trace
    public internal(set) var selected: View?
    /// The view under the pointer: its row when the pointer is over the tree, on the canvas when it is over the scene.
    public internal(set) var hovered: View?
    /// The views whose subviews the tree hides.
    public internal(set) var collapsed: Set<ObjectIdentifier> = []
    /// The first row the tree shows.
    public internal(set) var firstRow = 0
    /// The first of the selected view's properties the panel shows (the wheel over them scrolls them).
    public internal(set) var firstProperty = 0
    /// How many lines the tree has in the panel (``InspectorLayout/lines``).
    public internal(set) var treeLines: Int
    /// The scene whose tree it shows, in the lab's language.
    private let document: SceneDocument
    /// The verdicts its rows show: the last touch's or inspection's.
    private let overlay: OverlayState
    /// Where the scene and the panel are on screen: the session's, as it is when asked.
    let layout: () -> LabLayout
    var scene: Scene { document.scene }

    init(document: SceneDocument, overlay: OverlayState, layout: @escaping () -> LabLayout, treeLines: Int) {
        self.document = document
        self.overlay = overlay
        self.layout = layout
        self.treeLines = treeLines
    }

    /// The tree's rows now, with the verdicts of the last touch or inspection.
    public var rows: [InspectorRow] {
        rows(of: scene, trace: overlay.explanation?.hitTest)
    }

    /// The tree's views and depths in row order (``outline(of:)``): counting and finding rows needs no more.
    public var outline: [(view: View, depth: Int)] {
        outline(of: scene)
    }

    /// The selected view's properties, as `describe` gives them, worded in the lab's language; empty when nothing is selected.
    public var selectionProperties: [ViewDescription.Property] {
        guard let view = selected else { return [] }
        return ViewDescription.properties(
            of: view, in: scene, strings: Strings(document.language).naming(document.shownNames))
    }

    /// The tree's rows: every view in painting order, indented by depth, except
    /// under a collapsed view; each with what the last touch did at it.
    public func rows(of scene: Scene, trace: HitTestTrace?) -> [InspectorRow] {
        rows(outline(of: scene)[...], of: scene, trace: trace)
    }

    /// The tree's views and their depths, the rows' order without what they show: a
    /// dump's thousands of rows are worked out in full only where they are drawn.
    public func outline(of scene: Scene) -> [(view: View, depth: Int)] {
        // Unfolding a dump's window walks all its thousands of views each frame: a plain loop, with no
        // closure (an isolated closure checks its executor at every call) and no array per view.
        var entries: [(view: View, depth: Int)] = []
        var stack: [(view: View, depth: Int)] = [(scene.window, 0)]
        let foldsAny = !collapsed.isEmpty
        while let (view, depth) = stack.popLast() {
            entries.append((view, depth))
            let subviews = view.subviews
            if subviews.isEmpty || foldsAny && collapsed.contains(ObjectIdentifier(view)) { continue }
            for subview in subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return entries
    }

    /// The rows of `entries`, a part of ``outline(of:)``.
    public func rows(_ entries: ArraySlice<(view: View, depth: Int)>, of scene: Scene, trace: HitTestTrace?)
        -> [InspectorRow]
    {
        let path = Set((trace?.hitPath ?? []).map(ObjectIdentifier.init))
        let edited = Set(scene.edits.map { ObjectIdentifier($0.view) })
        let declared = Set(scene.viewsWithDeclarations.map(ObjectIdentifier.init))
        return entries.map { view, depth in
            let id = ObjectIdentifier(view)
            return InspectorRow(
                view: view, depth: depth, dumped: scene.imported?.dumpView(for: view),
                hasSubviews: !view.subviews.isEmpty, isCollapsed: collapsed.contains(id) && !view.subviews.isEmpty,
                dimming: Self.dimming(of: view), verdict: trace?.verdict(for: view), isHitView: trace?.hitView === view,
                isOnHitPath: path.contains(id), isSelected: selected === view, isHovered: hovered === view,
                isEdited: edited.contains(id), isDeclared: declared.contains(id),
                isUserCode: scene.userClass(of: view) != nil,
                controller: ResponderBehavior.owningController(of: view))
        }
    }

    /// The rows that fit, from ``firstRow``, and how many are left out above and
    /// below: nothing is cut off silently. When not all fit, the tree's first
    /// and last lines say how many are left out, and the rows start on line 1.
    public func visibleRows(of rows: [InspectorRow]) -> (rows: ArraySlice<InspectorRow>, above: Int, below: Int) {
        let (range, above, below) = visibleRange(count: rows.count)
        return (rows[range], above, below)
    }

    /// Which of `count` rows fit, from ``firstRow``, and how many are left out above and below.
    public func visibleRange(count: Int) -> (range: Range<Int>, above: Int, below: Int) {
        let capacity = capacity(count)
        let first = Self.clamp(firstRow, count: count, capacity: capacity)
        let end = min(count, first + capacity)
        return (first..<end, first, count - end)
    }

    /// The index of the row on `line` of the tree, as drawn; nil for the "more" lines and past the last row.
    public func rowIndex(onLine line: Int, count: Int) -> Int? {
        let overflows = count > treeLines
        let capacity = capacity(count)
        let first = Self.clamp(firstRow, count: count, capacity: capacity)
        let offset = line - (overflows ? 1 : 0)
        guard offset >= 0, offset < capacity, first + offset < count else { return nil }
        return first + offset
    }

    func capacity(_ count: Int) -> Int {
        count > treeLines ? max(1, treeLines - 2) : treeLines
    }

    static func clamp(_ first: Int, count: Int, capacity: Int) -> Int {
        max(0, min(first, count - max(capacity, 1)))
    }

    /// Shows the row at `index`: one step away, the least scroll (↑ and ↓ walk
    /// smoothly); further, a third down the tree, with its subviews under it.
    func scroll(toShow index: Int, count: Int) {
        let capacity = capacity(count)
        let first = Self.clamp(firstRow, count: count, capacity: capacity)
        if index == first - 1 {
            firstRow = index
        } else if index == first + capacity {
            firstRow = index - capacity + 1
        } else if index < first || index > first + capacity {
            firstRow = Self.clamp(index - capacity / 3, count: count, capacity: capacity)
        } else {
            firstRow = first
        }
    }

    func scroll(by rows: Int, count: Int) {
        let capacity = capacity(count)
        firstRow = Self.clamp(
            Self.clamp(firstRow, count: count, capacity: capacity) + rows, count: count, capacity: capacity)
    }

    /// A scene switched to or reloaded: its views are new, the tab stays.
    func forget() {
        firstProperty = 0
        selected = nil
        hovered = nil
        collapsed = []
        firstRow = 0
    }

    /// Opens the ancestors of `view`, so that its row is in the tree.
    func reveal(_ view: View) {
        var ancestor = view.superview
        while let v = ancestor {
            collapsed.remove(ObjectIdentifier(v))
            ancestor = v.superview
        }
    }

    /// Why hit-testing skips the view with its subtree, whatever the point (behaviour 1.2).
    static func dimming(of view: View) -> [InspectorRow.Dimming] {
        var result: [InspectorRow.Dimming] = []
        if view.isHidden { result.append(.hidden) }
        if view.alpha < 0.01 { result.append(.transparent(alpha: view.alpha)) }
        if !view.isUserInteractionEnabled { result.append(.interactionOff) }
        if let control = view as? Control, !control.isEnabled { result.append(.disabled) }
        return result
    }
}

/// One row of the inspector's tree.
@MainActor
public struct InspectorRow {
    public let view: View
    public let depth: Int
    /// The line of the dump the view was made from; nil outside dumps.
    let dumped: DumpView?
    public let hasSubviews: Bool
    public let isCollapsed: Bool
    /// Why hit-testing skips it, whatever the point: the row is dimmed and says why. Empty for most.
    public let dimming: [Dimming]
    /// What the last touch's hit-test said of it (the dot's colour); nil before a touch.
    public let verdict: HitVerdict?
    public let isHitView: Bool
    /// The hit view or one of its ancestors: the views that accepted the point.
    public let isOnHitPath: Bool
    public let isSelected: Bool
    public let isHovered: Bool
    /// A property of it was changed live (``Scene/edits``).
    public let isEdited: Bool
    /// An edits file declared a property or a recognizer on it (``Scene/declaredProperties(of:)``).
    public let isDeclared: Bool
    /// The user's code runs it (`--code`).
    public let isUserCode: Bool
    /// The view controller whose root view it is (behaviour 12.6); nil for most views.
    public let controller: ViewController?

    public enum Dimming: Equatable, Sendable {
        case hidden
        case transparent(alpha: Double)
        case interactionOff
        case disabled
    }

    public var isDimmed: Bool { !dimming.isEmpty }

    // Worked out for the rows drawn only: a dump's class names are demangled on the way.

    /// The view's name as `strings` shows it; for a view from a dump, its class as the app wrote it.
    public func title(_ strings: Strings) -> String {
        dumped?.displayClassName ?? strings.name(view)
    }

    /// The controller's class on its root view's row: `UINavigationController`, `InboxController` (without its module).
    public func controllerName(_ strings: Strings) -> String? {
        guard let controller else { return nil }
        let name = (controller as? ImportedViewController)?.dumped.displayClassName ?? strings.name(controller)
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Beside the title: the class of a named view, a dumped view's text or address; nil when it would repeat the title.
    public var detail: String? {
        if let dumped { return dumped.text.map { "'\(PanelNames.firstLine(of: $0))'" } ?? dumped.address }
        let className = String(describing: type(of: view))
        return className == view.debugName ? nil : className
    }
}
