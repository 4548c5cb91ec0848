import ResponderKit

/// How a view is found again in the scene read anew from the same file, so
/// that the inspector's edits survive a reload of the scene or dump file.
///
/// ```swift
/// let identity = old.identity(of: tile)        // .name("Tile 1")
/// let same = reloaded.view(with: identity)     // the reloaded scene's Tile 1
/// ```
public enum ViewIdentity: Hashable, Sendable, CustomStringConvertible {
    /// A dumped view: its address as `recursiveDescription` printed it (`0x7fd3e1c17170`).
    case address(String)
    /// A scene file's view: its name, unique in its file.
    case name(String)
    /// A view with neither: its index path from the window (`[0, 2]`: the third subview of the window's first).
    case indexPath([Int])

    public var description: String {
        switch self {
        case .address(let address): address
        case .name(let name): "\"\(name)\""
        case .indexPath(let path):
            path.isEmpty ? "the window" : "at index path " + path.map(String.init).joined(separator: ".")
        }
    }
}

extension Scene {
    /// `view`'s place among its ancestors' subviews, from the window down; empty for the window.
    ///
    /// ```swift
    /// Scene.indexPath(of: scene.window.subviews[0].subviews[2])   // [0, 2]
    /// ```
    public static func indexPath(of view: View) -> [Int] {
        var path: [Int] = []
        var v = view
        while let parent = v.superview, let i = parent.subviews.firstIndex(where: { $0 === v }) {
            path.insert(i, at: 0)
            v = parent
        }
        return path
    }

    /// The view at `path` under `root` (``indexPath(of:)``); nil when the hierarchy has no such place.
    ///
    /// ```swift
    /// Scene.view(at: [0, 2], in: scene.window)   // the root view's third subview
    /// ```
    public static func view(at path: [Int], in root: View) -> View? {
        var v = root
        for i in path {
            guard v.subviews.indices.contains(i) else { return nil }
            v = v.subviews[i]
        }
        return v
    }

    /// What finds `view` again after a reload: its dump address, else its name, else its index path.
    ///
    /// ```swift
    /// dumpScene.identity(of: cell)   // .address("0x7fd3e1c17170")
    /// ```
    public func identity(of view: View) -> ViewIdentity {
        if let address = imported?.dumpView(for: view)?.address { return .address(address) }
        if imported == nil, let name = view.name { return .name(name) }
        return .indexPath(Self.indexPath(of: view))
    }

    /// The view of this scene that `identity` names; nil when there is none.
    ///
    /// ```swift
    /// scene.view(with: .name("Hidden target"))
    /// ```
    public func view(with identity: ViewIdentity) -> View? {
        switch identity {
        case .address(let address):
            guard let imported else { return nil }
            return imported.views.first { imported.dumpView(for: $0)?.address == address }
        case .name(let name): return window.view(named: name)
        case .indexPath(let path): return Self.view(at: path, in: window)
        }
    }

    /// Makes `edits`, of `old` (this scene's file read before), again on this
    /// scene's views found by their ``identity(of:)``, oldest first, so that U
    /// undoes them here; returns those dropped because their view is gone or
    /// no longer has the property (``DroppedEdit``).
    ///
    /// ```swift
    /// let dropped = reloaded.reapply(old.edits, from: old)
    /// reloaded.edits.count == old.edits.count - dropped.count // true
    /// ```
    @discardableResult
    public func reapply(_ edits: [ViewEdit], from old: Scene) -> [DroppedEdit] {
        var dropped: [DroppedEdit] = []
        for edit in edits {
            let identity = old.identity(of: edit.view)
            let view = view(with: identity)
            if let view, self.edit(view, edit.property, to: edit.new) != nil { continue }
            dropped.append(DroppedEdit(edit: edit, identity: identity, viewIsGone: view == nil))
        }
        return dropped
    }
}

/// An edit a reload could not make again (``Scene/reapply(_:from:)``).
///
/// ```swift
/// for dropped in reloaded.reapply(old.edits, from: old) where dropped.viewIsGone {
///     print("no view \(dropped.identity) any more")
/// }
/// ```
public struct DroppedEdit {
    public let edit: ViewEdit
    /// What the reloaded scene was searched for.
    public let identity: ViewIdentity
    /// True when no view has the identity; false when the view found lacks the property (it is no longer a control).
    public let viewIsGone: Bool
}
