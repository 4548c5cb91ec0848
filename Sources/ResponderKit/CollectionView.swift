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
    open var collectionViewLayout: CollectionViewLayout

    /// UIKit's `init(frame:collectionViewLayout:)`.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// A collection view with a flow layout.
    public override init(frame: Rect) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(frame: frame)
    }

    public override init?<Coder: NSCoder>(coder: Coder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The cells among the view's subviews, back to front.
    public var visibleCells: [CollectionViewCell] {
        subviews.compactMap { $0 as? CollectionViewCell }
    }
}

/// What places a collection view's items, UIKit's `UICollectionViewLayout`.
@MainActor
open class CollectionViewLayout {
    public init() {}
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

    public override init() {
        super.init()
    }
}
