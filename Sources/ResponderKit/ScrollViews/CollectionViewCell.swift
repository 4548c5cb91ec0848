import Foundation

/// A view a collection view shows beside its items (headers, footers), and
/// the base of its cells, UIKit's `UICollectionReusableView`.
@MainActor
open class CollectionReusableView: View {
    /// Called before the collection view reuses the view. The default does nothing; call `super`.
    open func prepareForReuse() {}

    /// The attributes the view would like, given the layout's: the layout's, by
    /// default. Self-sizing cells override it.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        layoutAttributes
    }

    /// Called with the layout's attributes for a subclass to take what it adds
    /// to them (the collection view places the view itself); the default does nothing.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}

/// An item of a ``CollectionView``, UIKit's `UICollectionViewCell`. What it
/// shows goes in its ``contentView``, a subview that always fills the cell.
///
/// ```swift
/// final class TagCell: CollectionViewCell {
///     override func point(inside point: Point, with event: Event?) -> Bool {
///         bounds.insetBy(dx: -4, dy: -4).contains(point) // small tags, bigger targets
///     }
/// }
/// ```
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view holding what the cell shows; it fills the cell.
    public let contentView: View

    /// Whether the item is selected.
    open var isSelected = false {
        didSet { displayedPropertyChanged(oldValue, isSelected) }
    }

    /// Whether the item is drawn pressed.
    open var isHighlighted = false {
        didSet { displayedPropertyChanged(oldValue, isHighlighted) }
    }

    public override init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.standardized.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The content view keeps filling the cell.
    override func geometryDidChange() {
        super.geometryDidChange()
        contentView.frame = Rect(origin: .zero, size: bounds.size)
    }
}
