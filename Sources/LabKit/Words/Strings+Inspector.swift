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
}
