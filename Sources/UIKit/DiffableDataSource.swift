// Diffable data sources: snapshots of sections and items, applied to a data
// source that gives cells from them. The lab's lists show the cells a dump or
// code places, so applying a snapshot keeps it for code that reads it back.

import ResponderKit

/// Sections and their items by identifier, UIKit's `NSDiffableDataSourceSnapshot`.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Post.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(posts.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The items code asked to reload or reconfigure since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []

    /// UIKit's `NSDiffableDataSourceSnapshot.init()`.
    public init() {}

    /// UIKit's `NSDiffableDataSourceSnapshot.numberOfSections`.
    public var numberOfSections: Int { sections.count }
    /// UIKit's `NSDiffableDataSourceSnapshot.numberOfItems`.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// UIKit's `NSDiffableDataSourceSnapshot.sectionIdentifiers`.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// UIKit's `NSDiffableDataSourceSnapshot.itemIdentifiers`.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// UIKit's `NSDiffableDataSourceSnapshot.numberOfItems(inSection:)`.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.itemIdentifiers(inSection:)`.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.sectionIdentifier(containingItem:)`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.indexOfItem(_:)`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// UIKit's `NSDiffableDataSourceSnapshot.indexOfSection(_:)`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.appendSections(_:)`.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.insertSections(_:beforeSection:)`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
    ) {
        let index = indexOfSection(before) ?? sections.count
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.deleteSections(_:)`.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    /// Appends items to `section`, or to the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        guard let index = section.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return
        }
        sections[index].items += identifiers
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        guard let s = sections.firstIndex(where: { $0.items.contains(before) }),
            let i = sections[s].items.firstIndex(of: before)
        else { return }
        sections[s].items.insert(contentsOf: identifiers, at: i)
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.insertItems(_:afterItem:)`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        guard let s = sections.firstIndex(where: { $0.items.contains(after) }),
            let i = sections[s].items.firstIndex(of: after)
        else { return }
        sections[s].items.insert(contentsOf: identifiers, at: i + 1)
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.deleteItems(_:)`.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }

    /// UIKit's `NSDiffableDataSourceSnapshot.deleteAllItems()`.
    public mutating func deleteAllItems() { sections = [] }

    /// UIKit's `NSDiffableDataSourceSnapshot.reloadItems(_:)`.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    /// UIKit's `NSDiffableDataSourceSnapshot.reconfigureItems(_:)`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers
    }

    /// How many items the section at `index` has; 0 for no section.
    func itemCount(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    /// The item at `indexPath`; stops, as UIKit does, when the provider gives no cell for it.
    func cell<Cell>(at indexPath: IndexPath, from provider: (IndexPath, ItemIdentifierType) -> Cell?) -> Cell {
        guard let item = item(at: indexPath), let cell = provider(indexPath, item) else {
            preconditionFailure("no cell for the item at \(indexPath)")
        }
        return cell
    }

    /// The item at `indexPath`.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The index path of `identifier`.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: identifier) { return IndexPath(item: i, section: s) }
        }
        return nil
    }
}

/// A table's data source from snapshots, UIKit's `UITableViewDiffableDataSource`:
/// made for a table, it becomes the table's data source (not retained: keep it,
/// as on iOS); its cells come from `cellProvider`.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UITableViewDataSource
{
    /// UIKit's `UITableViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// UIKit's `UITableViewDiffableDataSource.defaultRowAnimation`.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// UIKit's `UITableViewDiffableDataSource.init(tableView:cellProvider:)`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Takes `snapshot` as the table's content; `completion` runs at once.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        completion?()
    }

    /// A copy of the content.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// UIKit's `UITableViewDiffableDataSource.itemIdentifier(for:)`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// UIKit's `UITableViewDiffableDataSource.indexPath(for:)`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// UIKit's `UITableViewDiffableDataSource.numberOfSections(in:)`.
    public func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// UIKit's `UITableViewDiffableDataSource.tableView(_:numberOfRowsInSection:)`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell `cellProvider` gives for the row's item.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        current.cell(at: indexPath) { cellProvider(tableView, $0, $1) }
    }
}

/// A collection view's data source from snapshots, UIKit's `UICollectionViewDiffableDataSource`.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource
{
    /// UIKit's `UICollectionViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// UIKit's `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Gives headers and footers; kept.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// UIKit's `UICollectionViewDiffableDataSource.init(collectionView:cellProvider:)`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Takes `snapshot` as the collection view's content; `completion` runs at once.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        completion?()
    }

    /// UIKit's `UICollectionViewDiffableDataSource.snapshot()`.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// UIKit's `UICollectionViewDiffableDataSource.itemIdentifier(for:)`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// UIKit's `UICollectionViewDiffableDataSource.indexPath(for:)`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// UIKit's `UICollectionViewDiffableDataSource.numberOfSections(in:)`.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// UIKit's `UICollectionViewDiffableDataSource.collectionView(_:numberOfItemsInSection:)`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell `cellProvider` gives for the item.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        current.cell(at: indexPath) { cellProvider(collectionView, $0, $1) }
    }
}

extension TableView {
    /// How rows animate in and out, UIKit's `UITableView.RowAnimation`; nothing animates here.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
}
