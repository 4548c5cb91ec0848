/// A view that keeps a list of arranged subviews, UIKit's `UIStackView`.
///
/// Its arranged subviews are subviews too, in the same order, and
/// hit-testing treats them as any other. The lab lays nothing out: the
/// arranged views' frames are set by whoever builds the stack (a dump gives
/// them); ``axis``, ``spacing``, ``alignment`` and ``distribution`` are kept
/// for code that reads them.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [reply, like, share])
/// row.axis = .horizontal
/// row.arrangedSubviews.count // 3
/// ```
@MainActor
open class StackView: View {
    /// The direction the views are arranged in, UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    /// How the views are placed across the axis, UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// How the views share the axis, UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    open var axis = Axis.horizontal
    open var spacing = 0.0
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill

    /// The views the stack arranges, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// A stack of `views`, with a zero frame.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged views, and as the frontmost subview.
    open func addArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Inserts `view` among the arranged views at `index` (clamped), and adds it as a subview.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` out of the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// A subview removed from the stack leaves the arranged views too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }
}
