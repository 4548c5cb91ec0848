// Nibs: Linux has no Interface Builder files, so a nib of a name is never
// found. Views and cells are made in code (`init(frame:)`, `init(style:reuseIdentifier:)`).

import ResponderKit

/// A nib file, UIKit's `UINib`: none exists here, so instantiating one gives nothing.
@MainActor
public final class UINib {
    /// The nib's name.
    public let name: String

    /// The nib called `name` in `bundle`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
    }

    /// The nib's top-level objects: none, as there is no nib file on Linux.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] { [] }
}

extension Bundle {
    /// Loads the nib called `name`: nil, as there is no nib file on Linux.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]? { nil }
}

extension TableView {
    /// Registers a nib for cells; the lab has no nibs, so cells of it are never made.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
}

extension CollectionView {
    /// Registers a nib for cells; the lab has no nibs, so cells of it are never made.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
}
