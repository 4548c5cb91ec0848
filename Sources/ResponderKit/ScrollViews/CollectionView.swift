import Foundation

/// A scrolling grid of items, UIKit's `UICollectionView`: a ``ScrollView``
/// whose items are ``CollectionViewCell``s among its subviews. Nothing is laid
/// out here: the cells' frames are set by whoever builds the view (a dump
/// gives them); the layout object is kept for code that reads it.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.scrollDirection = .horizontal
/// let strip = CollectionView(frame: Rect(x: 0, y: 0, width: 390, height: 120), collectionViewLayout: layout)
/// ```
@MainActor
open class CollectionView: ScrollView {
    /// The layout the view was made with.
    open var collectionViewLayout: CollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }

    /// UIKit's `init(frame:collectionViewLayout:)`.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view with a flow layout.
    public override init(frame: Rect) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(frame: frame)
        collectionViewLayout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// The cells among the view's subviews, back to front.
    public var visibleCells: [CollectionViewCell] {
        subviews.compactMap { $0 as? CollectionViewCell }
    }
}

/// What places a collection view's items, UIKit's `UICollectionViewLayout`.
/// A layout of your own overrides these as for UIKit; the lab keeps the
/// frames a dump or code gives the cells, and asks the layout nothing itself.
///
/// ```swift
/// final class CarouselLayout: CollectionViewFlowLayout {
///     override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }
/// }
/// ```
@MainActor
open class CollectionViewLayout {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: CollectionView?

    public init() {}

    /// Computes the layout before it is asked for attributes. The default does nothing.
    open func prepare() {}

    /// Marks the layout as out of date.
    open func invalidateLayout() {}

    /// The size of all the content; zero unless a subclass says.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of the elements in `rect`; none unless a subclass says.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; nil unless a subclass says.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a header or footer; nil unless a subclass says.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of bounds invalidates the layout; no by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// Where a fling should stop; where it would, by default.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: Point,
        withScrollingVelocity velocity: Point
    ) -> Point { proposedContentOffset }

    /// Where the content should be after a layout change; where it would, by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }

    /// The class of the attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }
}

/// Where one element of a collection view goes, UIKit's `UICollectionViewLayoutAttributes`.
///
/// ```swift
/// let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = Rect(x: 0, y: 0, width: 100, height: 100)
/// attributes.zIndex = 1
/// ```
@MainActor
open class CollectionViewLayoutAttributes {
    /// What kind of element, UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// UIKit's `UICollectionViewLayoutAttributes.indexPath`.
    public let indexPath: IndexPath
    /// UIKit's `UICollectionViewLayoutAttributes.representedElementCategory`.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view; nil for a cell.
    public let representedElementKind: String?
    /// UIKit's `UICollectionViewLayoutAttributes.frame`.
    open var frame = Rect.zero
    /// UIKit's `UICollectionViewLayoutAttributes.transform`.
    open var transform = Transform.identity
    /// UIKit's `UICollectionViewLayoutAttributes.alpha`.
    open var alpha = 1.0
    /// UIKit's `UICollectionViewLayoutAttributes.zIndex`.
    open var zIndex = 0
    /// UIKit's `UICollectionViewLayoutAttributes.isHidden`.
    open var isHidden = false

    /// The attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// The attributes of a decoration view of `kind` at `indexPath`.
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
    }

    /// The middle of ``frame``.
    open var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of ``frame``.
    open var size: Size {
        get { frame.size }
        set {
            frame = Rect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: Rect {
        get { Rect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// A copy, as layouts copy the attributes they hand out.
    open func copy() -> CollectionViewLayoutAttributes {
        let copy: CollectionViewLayoutAttributes =
            switch representedElementCategory {
            case .cell: CollectionViewLayoutAttributes(forCellWith: indexPath)
            case .supplementaryView:
                CollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
            case .decorationView:
                CollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
            }
        (copy.frame, copy.transform, copy.alpha, copy.zIndex, copy.isHidden) = (
            frame, transform, alpha, zIndex, isHidden
        )
        return copy
    }
}

/// A layout of rows or columns, UIKit's `UICollectionViewFlowLayout`: its
/// settings, as code sets and reads them.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Which way the items flow and the view scrolls, UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    open var scrollDirection = ScrollDirection.vertical
    open var itemSize = Size(width: 50, height: 50)
    open var minimumLineSpacing = 10.0
    open var minimumInteritemSpacing = 10.0
    open var sectionInset = EdgeInsets.zero
    /// The items' estimated size; zero (none) unless set.
    open var estimatedItemSize = Size.zero
    /// The section headers' size.
    open var headerReferenceSize = Size.zero
    /// The section footers' size.
    open var footerReferenceSize = Size.zero
    /// Whether headers stay at the top while their section scrolls.
    open var sectionHeadersPinToVisibleBounds = false

    public override init() {
        super.init()
    }
}
