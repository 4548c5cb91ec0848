import ResponderKit
import Scenes

/// The inspector's texts: its tabs, the tree's markers, edits and their keys.
extension Strings {
    public func tab(_ tab: Inspector.Tab) -> String {
        switch tab {
        case .trace: text("Trace", "追踪")
        case .tree: text("Views", "视图树")
        }
    }

    /// Why a row is dimmed, on its marker.
    public func dimming(_ dimming: InspectorRow.Dimming) -> String {
        switch dimming {
        case .hidden: text("hidden", "隐藏")
        case .transparent(let alpha): text("alpha \(HitTestTrace.Alpha(alpha).asSet)", "alpha \(HitTestTrace.Alpha(alpha).asSet)")
        case .interactionOff: text("no interaction", "交互关闭")
        case .disabled: text("disabled", "已禁用")
        }
    }

    public func rowsAbove(_ count: Int) -> String { text("↑ \(count) more above", "↑ 上面还有 \(count) 行") }
    public func rowsBelow(_ count: Int) -> String { text("↓ \(count) more below", "↓ 下面还有 \(count) 行") }
    public var editedMark: String { text("edited", "已修改") }
    public var selectionTitle: String { text("Selected view", "选中的视图") }
    public var noSelection: String {
        text("Click a row, or Shift-click the scene, to select a view; ↑ ↓ move, Enter folds.",
             "点击一行，或 Shift+点击场景，选中视图；↑ ↓ 移动，Enter 折叠。")
    }
    public func wasValue(_ value: String) -> String { text("was \(value)", "原为 \(value)") }

    /// The edit keys, under the properties.
    public var editKeys: String {
        text("V hidden · I interaction · E enabled · C clips · A alpha · U undo · R replay",
             "V 隐藏 · I 交互 · E 启用 · C 裁剪 · A alpha · U 撤销 · R 重放")
    }

    /// The event log's line for an edit: `edit Tile 1: hidden true → false`.
    @MainActor
    public func edit(_ edit: ViewEdit, undone: Bool) -> String {
        let change = undone ? "\(edit.new) → \(edit.old)" : "\(edit.old) → \(edit.new)"
        return undone
            ? text("undo \(edit.view.debugName): \(edit.property.rawValue) \(change)", "撤销 \(edit.view.debugName)：\(edit.property.rawValue) \(change)")
            : text("edit \(edit.view.debugName): \(edit.property.rawValue) \(change)", "修改 \(edit.view.debugName)：\(edit.property.rawValue) \(change)")
    }

    public func noSuchProperty(_ property: ViewProperty, of view: String) -> String {
        text("\(view) is not a control: it has no \(property.rawValue)", "\(view) 不是控件：没有 \(property.rawValue)")
    }

    public var nothingSelected: String { text("select a view first (P shows the tree)", "请先选中视图（P 显示视图树）") }
    /// A reload's note for an edit it could not make again:
    /// `edit of Tile 1 (hidden → false) dropped: the reloaded file has no view "Tile 1"`.
    @MainActor
    public func editDropped(_ dropped: DroppedEdit) -> String {
        let edit = dropped.edit, property = edit.property.rawValue
        let what = "\(edit.view.debugName) (\(property) → \(edit.new))"
        return dropped.viewIsGone
            ? text("edit of \(what) dropped: the reloaded file has no view \(dropped.identity)",
                   "\(what) 的修改已丢弃：重新载入的文件中没有视图 \(dropped.identity)")
            : text("edit of \(what) dropped: in the reloaded file it has no \(property)",
                   "\(what) 的修改已丢弃：重新载入的文件中它没有 \(property)")
    }

    /// A reload's note: the edits made again on the reloaded views.
    public func editsKept(_ count: Int) -> String {
        text("\(count) edit\(count == 1 ? "" : "s") kept on the reloaded views (U undoes them)",
             "重新载入的视图保留了 \(count) 项修改（U 撤销）")
    }

    public var nothingToUndo: String { text("no edit to undo", "没有可撤销的修改") }

    /// W with no live edit that changes a value.
    public var noEditsToWrite: String { text("no live edit to write (W writes the inspector's edits)", "没有可写入的实时修改（W 写入检查器中的修改）") }

    /// W wrote the live edits into an edits file that was there; `adopted`: it was not the session's edits file before.
    public func editsWritten(_ count: Int, into path: String, adopted: Bool) -> String {
        let edits = count == 1 ? "1 edit" : "\(count) edits"
        return adopted
            ? text("wrote \(edits) into \(path), declared from now on; open it again with --edits \(path)",
                   "已把 \(count) 项修改写入 \(path)，此后作为声明生效；下次用 --edits \(path) 打开")
            : text("wrote \(edits) into \(path): declared now, not live", "已把 \(count) 项修改写入 \(path)：现在是声明，不再是实时修改")
    }

    /// W created an edits file beside the dump.
    public func editsFileCreated(_ count: Int, _ path: String) -> String {
        text("created \(path) with \(count == 1 ? "1 edit" : "\(count) edits"), declared from now on; open it again with --edits \(path)",
             "已新建 \(path)，写入 \(count) 项修改，此后作为声明生效；下次用 --edits \(path) 打开")
    }

    /// W could not write the file.
    public func editsNotWritten(_ path: String, because reason: String) -> String {
        text("could not write \(path): \(reason)", "无法写入 \(path)：\(reason)")
    }
}
