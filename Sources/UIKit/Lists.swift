// Tables and collection views as view code sets them up: registered cell
// classes, data sources and delegates, row heights, index paths. The lab's
// lists show the cells a dump or code places; they load nothing from a data
// source by themselves.

import ResponderKit

extension IndexPath {
    /// The path of `row` in `section`, UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The path of `item` in `section`, UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row in a table: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item in a collection view: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// Gives a table its rows, UIKit's `UITableViewDataSource`.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// UIKit's `UITableViewDataSource.numberOfSections(in:)`.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// UIKit's `UITableViewDataSource.tableView(_:titleForHeaderInSection:)`.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Told of a table's selections and asked its heights, UIKit's `UITableViewDelegate`; a scroll view's delegate too.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
    /// UIKit's `UITableViewDelegate.tableView(_:didSelectRowAt:)`.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UIKit's `UITableViewDelegate.tableView(_:didDeselectRowAt:)`.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// UIKit's `UITableViewDelegate.tableView(_:heightForRowAt:)`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// UIKit's `UITableViewDelegate.tableView(_:willDisplay:forRowAt:)`.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// UIKit's `UITableViewDelegate.tableView(_:viewForHeaderInSection:)`.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// UIKit's `UITableViewDelegate.tableView(_:heightForHeaderInSection:)`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
}

/// Gives a collection view its items, UIKit's `UICollectionViewDataSource`.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// UIKit's `UICollectionViewDataSource.numberOfSections(in:)`.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Told of a collection view's selections, UIKit's `UICollectionViewDelegate`; a scroll view's delegate too.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// UIKit's `UICollectionViewDelegate.collectionView(_:didSelectItemAt:)`.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// UIKit's `UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)`.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// UIKit's `UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)`.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
}

/// Sizes a flow layout's items, UIKit's `UICollectionViewDelegateFlowLayout`.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// UIKit's `UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
}

extension TableView {
    /// How rows are separated, UIKit's `UITableViewCell.SeparatorStyle`.
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle

    /// Row heights worked out by Auto Layout, UIKit's `UITableView.automaticDimension`.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// Gives the table its rows; not retained.
    public var dataSource: UITableViewDataSource? {
        get { self[attached: TableDataSourceKey.self]?.value as? UITableViewDataSource }
        set { self[attached: TableDataSourceKey.self] = WeakDelegate(newValue) }
    }

    /// The rows' height; 44 unless set.
    public var rowHeight: CGFloat {
        get { self[attached: RowHeightKey.self] ?? 44 }
        set { self[attached: RowHeightKey.self] = newValue }
    }

    /// The rows' estimated height; automatic unless set.
    public var estimatedRowHeight: CGFloat {
        get { self[attached: EstimatedRowHeightKey.self] ?? Self.automaticDimension }
        set { self[attached: EstimatedRowHeightKey.self] = newValue }
    }

    /// The section headers' height; automatic unless set.
    public var sectionHeaderHeight: CGFloat {
        get { self[attached: HeaderHeightKey.self] ?? Self.automaticDimension }
        set { self[attached: HeaderHeightKey.self] = newValue }
    }

    /// How rows are separated; a line unless set.
    public var separatorStyle: SeparatorStyle {
        get { self[attached: SeparatorStyleKey.self] ?? .singleLine }
        set { self[attached: SeparatorStyleKey.self] = newValue }
    }

    /// The separators' insets; 16 points on the left unless set.
    public var separatorInset: UIEdgeInsets {
        get { self[attached: SeparatorInsetKey.self] ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set { self[attached: SeparatorInsetKey.self] = newValue }
    }

    /// The separators' colour; kept.
    public var separatorColor: UIColor? {
        get { self[attached: SeparatorColorKey.self] }
        set { self[attached: SeparatorColorKey.self] = newValue }
    }

    /// A view above the rows; a subview at the content's top, its frame's height kept.
    public var tableHeaderView: UIView? {
        get { self[attached: HeaderViewKey.self] }
        set { replaceAccessoryView(HeaderViewKey.self, with: newValue, atTop: true) }
    }

    /// A view below the rows; a subview, its frame's height kept.
    public var tableFooterView: UIView? {
        get { self[attached: FooterViewKey.self] }
        set { replaceAccessoryView(FooterViewKey.self, with: newValue, atTop: false) }
    }

    /// A view behind the rows; kept.
    public var backgroundView: UIView? {
        get { self[attached: TableBackgroundKey.self] }
        set { self[attached: TableBackgroundKey.self] = newValue }
    }

    /// Whether rows can be selected; true unless set.
    public var allowsSelection: Bool {
        get { self[attached: AllowsSelectionKey.self] ?? true }
        set { self[attached: AllowsSelectionKey.self] = newValue }
    }

    /// Whether several rows can be selected; false unless set.
    public var allowsMultipleSelection: Bool {
        get { self[attached: AllowsMultipleKey.self] ?? false }
        set { self[attached: AllowsMultipleKey.self] = newValue }
    }

    /// Makes cells of `cellClass` for `identifier`.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        self[attached: CellClassesKey.self, default: [:]][identifier] = cellClass
    }

    /// Makes header and footer views of `aClass` for `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        self[attached: CellClassesKey.self, default: [:]]["header:" + identifier] = aClass
    }

    /// A cell for `identifier`: a new one of the registered class when the lab
    /// can make it (UIKit's own cell class; a subclass of yours has
    /// initializers Swift cannot call by class), else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let registered = self[attached: CellClassesKey.self]?[identifier] else { return nil }
        guard ObjectIdentifier(registered) == ObjectIdentifier(UITableViewCell.self) else { return nil }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for `identifier` at `indexPath`; stops, as UIKit does for an
    /// identifier it cannot make a cell for, when ``dequeueReusableCell(withIdentifier:)`` has none.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier): the lab makes only UITableViewCell by its class; make cells of your own class with their initializer"
            )
        }
        return cell
    }

    /// The cells among the subviews, by the index paths code gave them (``setIndexPath(_:for:)``).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCells.first { self[attached: CellPathsKey.self]?[ObjectIdentifier($0)] == indexPath }
    }

    /// The index path of `cell`, when code gave it one.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        self[attached: CellPathsKey.self]?[ObjectIdentifier(cell)]
    }

    /// Gives `cell`, one of the table's cells, its index path (what a data source's cell would have).
    public func setIndexPath(_ indexPath: IndexPath, for cell: UITableViewCell) {
        self[attached: CellPathsKey.self, default: [:]][ObjectIdentifier(cell)] = indexPath
    }

    /// The index path of the cell at `point`, in the table's coordinates.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        visibleCells.first { $0.frame.contains(point) }.flatMap { indexPath(for: $0) }
    }

    /// The index paths of the cells among the subviews that have one.
    public var indexPathsForVisibleRows: [IndexPath]? { visibleCells.compactMap { indexPath(for: $0) } }

    /// The selected row's index path.
    public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

    /// The selected rows' index paths, in the order selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        let selected = self[attached: SelectedPathsKey.self] ?? []
        return selected.isEmpty ? nil : selected
    }

    /// Selects the row at `indexPath` (its cell too, when it has one); the delegate is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for path in indexPathsForSelectedRows ?? [] where path != indexPath {
                deselectRow(at: path, animated: animated)
            }
        }
        guard let indexPath else { return }
        if !(self[attached: SelectedPathsKey.self] ?? []).contains(indexPath) {
            self[attached: SelectedPathsKey.self, default: []].append(indexPath)
        }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    /// Deselects the row at `indexPath`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        self[attached: SelectedPathsKey.self]?.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Where a row scrolls to, UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Asks for the rows again: the lab's tables show the cells they are given, so nothing changes.
    public func reloadData() {}

    /// Groups row changes; the block runs at once, then `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Begins a group of row changes (nothing to animate here).
    public func beginUpdates() {}
    /// Ends a group of row changes.
    public func endUpdates() {}

    private func replaceAccessoryView<Key: AttachmentKey>(_ key: Key.Type, with view: UIView?, atTop: Bool)
    where Key.Value == UIView {
        if let old = self[attached: key], old.superview === self { old.removeFromSuperview() }
        self[attached: key] = view
        guard let view else { return }
        view.frame = CGRect(
            x: 0, y: atTop ? 0 : max(contentSize.height - view.bounds.height, 0),
            width: bounds.width, height: view.bounds.height)
        addSubview(view)
    }
}

extension TableViewCell {
    /// How rows are separated, UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// How a selected cell looks, UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The mark at a cell's trailing edge, UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How the cell looks selected; `.default` unless set.
    public var selectionStyle: SelectionStyle {
        get { self[attached: SelectionStyleKey.self] ?? .default }
        set { self[attached: SelectionStyleKey.self] = newValue }
    }

    /// The mark at the trailing edge; none unless set.
    public var accessoryType: AccessoryType {
        get { self[attached: AccessoryTypeKey.self] ?? .none }
        set { self[attached: AccessoryTypeKey.self] = newValue }
    }

    /// A view at the trailing edge instead of the mark; a subview, placed at the
    /// cell's trailing edge (15 points in), centred up and down.
    public var accessoryView: UIView? {
        get { self[attached: AccessoryViewKey.self] }
        set {
            if let old = self[attached: AccessoryViewKey.self], old.superview === self { old.removeFromSuperview() }
            self[attached: AccessoryViewKey.self] = newValue
            guard let view = newValue else { return }
            let size = view.bounds.size
            view.frame = CGRect(
                x: bounds.width - 15 - size.width, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
            addSubview(view)
        }
    }

    /// The separator's insets; 16 points on the left unless set.
    public var separatorInset: UIEdgeInsets {
        get { self[attached: CellSeparatorInsetKey.self] ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set { self[attached: CellSeparatorInsetKey.self] = newValue }
    }

    /// A view behind the content while selected; kept.
    public var selectedBackgroundView: UIView? {
        get { self[attached: SelectedBackgroundKey.self] }
        set { self[attached: SelectedBackgroundKey.self] = newValue }
    }

    /// The built-in title label of the cell's style, made when first asked for, in the content view.
    public var textLabel: UILabel? {
        attachment(TextLabelKey.self) {
            let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
            contentView.addSubview(label)
            return label
        }
    }

    /// The built-in detail label of a `.value1`, `.value2` or `.subtitle` cell, made when first asked
    /// for, in the content view; nil for a `.default` cell, as UIKit's.
    public var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        return attachment(DetailTextLabelKey.self) {
            let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
            contentView.addSubview(label)
            return label
        }
    }

    /// The built-in image view of the cell's style, made when first asked for, in the content view.
    public var imageView: UIImageView? {
        attachment(CellImageViewKey.self) {
            let view = UIImageView(frame: .zero)
            contentView.addSubview(view)
            return view
        }
    }
}

extension CollectionView {
    /// The kind of a section header, UIKit's `UICollectionView.elementKindSectionHeader`.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where an item scrolls to, UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public nonisolated static let top = ScrollPosition(rawValue: 1 << 0)
        public nonisolated static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public nonisolated static let bottom = ScrollPosition(rawValue: 1 << 2)
        public nonisolated static let left = ScrollPosition(rawValue: 1 << 3)
        public nonisolated static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public nonisolated static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Gives the collection view its items; not retained.
    public var dataSource: UICollectionViewDataSource? {
        get { self[attached: CollectionDataSourceKey.self]?.value as? UICollectionViewDataSource }
        set { self[attached: CollectionDataSourceKey.self] = WeakDelegate(newValue) }
    }

    /// Whether items can be selected; true unless set.
    public var allowsSelection: Bool {
        get { self[attached: CollectionAllowsSelectionKey.self] ?? true }
        set { self[attached: CollectionAllowsSelectionKey.self] = newValue }
    }

    /// A view behind the items; kept.
    public var backgroundView: UIView? {
        get { self[attached: CollectionBackgroundKey.self] }
        set { self[attached: CollectionBackgroundKey.self] = newValue }
    }

    /// Makes cells of `cellClass` for `identifier`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        self[attached: ItemClassesKey.self, default: [:]][identifier] = cellClass
    }

    /// Makes supplementary views of `viewClass` for `kind` and `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        self[attached: ItemClassesKey.self, default: [:]][kind + ":" + identifier] = viewClass
    }

    /// A cell for `identifier` at `indexPath`: a new `UICollectionViewCell` when
    /// that is the class registered; stops otherwise (see `UITableView.dequeueReusableCell(withIdentifier:)`).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let registered = self[attached: ItemClassesKey.self]?[identifier],
            ObjectIdentifier(registered) == ObjectIdentifier(UICollectionViewCell.self)
        else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier): the lab makes only UICollectionViewCell by its class; make cells of your own class with their initializer"
            )
        }
        let cell = UICollectionViewCell(frame: .zero)
        setIndexPath(indexPath, for: cell)
        return cell
    }

    /// The cell among the subviews with `indexPath`.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCells.first { self.indexPath(for: $0) == indexPath }
    }

    /// The index path of `cell`, when code gave it one.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        self[attached: ItemPathsKey.self]?[ObjectIdentifier(cell)]
    }

    /// Gives `cell` its index path (what a data source's cell would have).
    public func setIndexPath(_ indexPath: IndexPath, for cell: UICollectionViewCell) {
        self[attached: ItemPathsKey.self, default: [:]][ObjectIdentifier(cell)] = indexPath
    }

    /// The index path of the cell at `point`, in the collection view's coordinates.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        visibleCells.first { $0.frame.contains(point) }.flatMap { indexPath(for: $0) }
    }

    /// The index paths of the cells among the subviews that have one.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCells.compactMap { indexPath(for: $0) } }

    /// Asks for the items again: the lab shows the cells it is given, so nothing changes.
    public func reloadData() {}

    /// Groups item changes; the block runs at once, then `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
}

extension CollectionViewFlowLayout {
    /// Sizes worked out by Auto Layout, UIKit's `UICollectionViewFlowLayout.automaticSize`.
    public nonisolated static let automaticSize = CGSize(
        width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
}

private enum TableDataSourceKey: AttachmentKey { typealias Value = WeakDelegate }
private enum RowHeightKey: AttachmentKey { typealias Value = CGFloat }
private enum EstimatedRowHeightKey: AttachmentKey { typealias Value = CGFloat }
private enum HeaderHeightKey: AttachmentKey { typealias Value = CGFloat }
private enum SeparatorStyleKey: AttachmentKey { typealias Value = UITableViewCell.SeparatorStyle }
private enum SeparatorInsetKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum SeparatorColorKey: AttachmentKey { typealias Value = UIColor }
private enum HeaderViewKey: AttachmentKey { typealias Value = UIView }
private enum FooterViewKey: AttachmentKey { typealias Value = UIView }
private enum TableBackgroundKey: AttachmentKey { typealias Value = UIView }
private enum AllowsSelectionKey: AttachmentKey { typealias Value = Bool }
private enum AllowsMultipleKey: AttachmentKey { typealias Value = Bool }
private enum CellClassesKey: AttachmentKey { typealias Value = [String: AnyClass] }
private enum CellPathsKey: AttachmentKey { typealias Value = [ObjectIdentifier: IndexPath] }
private enum SelectedPathsKey: AttachmentKey { typealias Value = [IndexPath] }
private enum SelectionStyleKey: AttachmentKey { typealias Value = UITableViewCell.SelectionStyle }
private enum AccessoryTypeKey: AttachmentKey { typealias Value = UITableViewCell.AccessoryType }
private enum AccessoryViewKey: AttachmentKey { typealias Value = UIView }
private enum CellSeparatorInsetKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum SelectedBackgroundKey: AttachmentKey { typealias Value = UIView }
private enum TextLabelKey: AttachmentKey { typealias Value = UILabel }
private enum DetailTextLabelKey: AttachmentKey { typealias Value = UILabel }
private enum CellImageViewKey: AttachmentKey { typealias Value = UIImageView }
private enum CollectionDataSourceKey: AttachmentKey { typealias Value = WeakDelegate }
private enum CollectionAllowsSelectionKey: AttachmentKey { typealias Value = Bool }
private enum CollectionBackgroundKey: AttachmentKey { typealias Value = UIView }
private enum ItemClassesKey: AttachmentKey { typealias Value = [String: AnyClass] }
private enum ItemPathsKey: AttachmentKey { typealias Value = [ObjectIdentifier: IndexPath] }
