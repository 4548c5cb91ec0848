import ResponderKit
import Scenes

/// The inspector's texts: its tabs, the tree's markers, edits and their keys.
extension Strings {
    public func tab(_ tab: Inspector.Tab) -> String {
        switch tab {
        case .trace: self[.tabTrace]
        case .tree: self[.tabViews]
        }
    }

    /// Why a row is dimmed, on its marker.
    public func dimming(_ dimming: InspectorRow.Dimming) -> String {
        switch dimming {
        case .hidden: self[.dimmedHidden]
        case .transparent(let alpha): self[.dimmedAlpha, ["alpha": HitTestTrace.Alpha(alpha).asSet]]
        case .interactionOff: self[.dimmedNoInteraction]
        case .disabled: self[.dimmedDisabled]
        }
    }

    public func rowsAbove(_ count: Int) -> String { self[.rowsAbove, ["count": "\(count)"]] }
    public func rowsBelow(_ count: Int) -> String { self[.rowsBelow, ["count": "\(count)"]] }
    public var editedMark: String { self[.editedMark] }
    public var selectionTitle: String { self[.selectionTitle] }
    public var noSelection: String { self[.noSelection] }
    public func wasValue(_ value: String) -> String { self[.wasValue, ["value": value]] }

    /// The edit keys, under the properties.
    public var editKeys: String { self[.editKeys] }

    /// The event log's line for an edit: `edit Tile 1: hidden true → false`.
    @MainActor
    public func edit(_ edit: ViewEdit, undone: Bool) -> String {
        let change = undone ? "\(edit.new) → \(edit.old)" : "\(edit.old) → \(edit.new)"
        return self[undone ? .undone : .edited, ["view": edit.view.debugName, "property": edit.property.rawValue, "change": change]]
    }

    /// A reload's note for an edit it could not make again:
    /// `edit of Tile 1 (hidden → false) dropped: the reloaded file has no view "Tile 1"`.
    @MainActor
    public func editDropped(_ dropped: DroppedEdit) -> String {
        let edit = dropped.edit, property = edit.property.rawValue
        let what = self[.editWhat, ["view": edit.view.debugName, "property": property, "value": "\(edit.new)"]]
        return dropped.viewIsGone
            ? self[.editDroppedGone, ["edit": what, "identity": "\(dropped.identity)"]]
            : self[.editDroppedProperty, ["edit": what, "property": property]]
    }
}
