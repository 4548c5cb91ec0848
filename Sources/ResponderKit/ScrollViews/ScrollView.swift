import Foundation

/// A view whose content is larger than itself and moves under the finger,
/// UIKit's `UIScrollView`.
///
/// ``contentOffset`` *is* `bounds.origin` (behaviour 10.1): moving it moves
/// the subviews on screen and their hit areas with them. ``contentSize`` and
/// ``contentInset`` give the range it may take. Its own
/// ``panGestureRecognizer`` moves the offset under a drag, with a rubber band
/// past the edges, and the offset decelerates after a fling (behaviour 10.2);
/// time is the application's clock.
///
/// Touches on its content follow UIKit's rules (behaviour 10.3–10.5): the
/// content hears of a touch only after 0.15 s without a drag
/// (``delaysContentTouches``), only if ``touchesShouldBegin(_:with:in:)``
/// agrees, and loses it to a drag that follows only if
/// ``touchesShouldCancel(in:)`` agrees, which a ``Control`` does not by default.
///
/// ```swift
/// let list = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// list.contentSize = Size(width: 320, height: 2000)
/// for row in 0..<40 {
///     list.addSubview(Button(frame: Rect(x: 10, y: Double(row) * 50, width: 300, height: 44)))
/// }
/// list.setContentOffset(Point(x: 0, y: 500), animated: false)
/// ```
@MainActor
open class ScrollView: View {
    /// How quickly a fling slows down: the speed is multiplied by ``rawValue``
    /// every millisecond (behaviour 10.2).
    ///
    /// ```swift
    /// pager.decelerationRate = .fast
    /// ```
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// 0.998 per millisecond: a long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond: a quick stop, for pagers.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How long the content waits before it hears of a touch, in seconds:
    /// 0.15 (behaviour 10.3).
    public nonisolated static let contentTouchDelay = 0.15

    /// The point of the content shown at the scroll view's top-left corner: `bounds.origin`.
    /// Setting it moves the content at once; non-finite values are ignored.
    open var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue.isFinite else { return }
            bounds.origin = newValue
        }
    }

    /// The size of the content, which sets how far it scrolls (behaviour 10.1).
    public var contentSize = Size(width: 0, height: 0) {
        didSet { displayedPropertyChanged(oldValue, contentSize) }
    }

    /// Extra room around the content, added to the scrollable range on each side.
    public var contentInset = EdgeInsets.zero {
        didSet { displayedPropertyChanged(oldValue, contentInset) }
    }

    /// Whether a drag scrolls. Off, the pan is disabled and the content gets
    /// touches at once, with no delay (behaviour 10.2).
    public var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// Whether the content hears of a touch only once it is clearly not a
    /// drag: after 0.15 s, or when the finger lifts first (behaviour 10.3).
    public var delaysContentTouches = true

    /// Whether a drag may take a touch the content already has, after asking
    /// ``touchesShouldCancel(in:)`` (behaviour 10.5).
    public var canCancelContentTouches = true

    /// Whether a drag past an edge moves on with a rubber band and springs back.
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false

    /// Whether a release stops the content on a page boundary (a multiple of
    /// the bounds' size) instead of letting it glide: the nearest page, or the
    /// next after a flick.
    public var isPagingEnabled = false

    /// How quickly a fling slows down; ``DecelerationRate/normal`` by default.
    public var decelerationRate = DecelerationRate.normal

    /// Told when the offset moves and when dragging and decelerating begin and end; not retained.
    public weak var delegate: ScrollViewDelegate?

    let scrollPan: ScrollViewPanGestureRecognizer
    let touchDelay: DelayedTouchesBeganGestureRecognizer
    /// Drives deceleration, spring-back and animated offsets on the application's clock.
    let animationTimer = ScrollAnimationTimer()

    /// The drag under way: the offset and the pan's translation when it began.
    var dragStart: (offset: Point, translation: Point)?
    /// The motion under way after a release or an animated offset change, one per axis.
    var motion: ScrollMotion? {
        // The indicators show while it decelerates.
        didSet { if (oldValue?.afterDrag == true) != isDecelerating { contentDidMove() } }
    }
    /// The offset last reported to `scrollViewDidScroll`.
    private var reportedOffset = Point.zero

    /// The recognizer that scrolls: a pan on the scroll view. Add
    /// `require(toFail:)` or a delegate to it to arbitrate with other gestures.
    public var panGestureRecognizer: PanGestureRecognizer { scrollPan }
    /// The recognizer that holds touches back from the content while
    /// `delaysContentTouches` is on (behaviour 10.3), UIKit's private
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer`; ``View/gestureRecognizers``
    /// lists it too. Diagnostics tell it apart by it.
    ///
    /// ```swift
    /// recognizer === scrollView.delayedTouchesGestureRecognizer // the content-touch delay
    /// ```
    public var delayedTouchesGestureRecognizer: GestureRecognizer { touchDelay }

    /// Whether a finger is down on the scroll view or its content.
    public var isTracking: Bool {
        !touchDelay.liveTouches.isEmpty || !scrollPan.liveTouches.isEmpty
    }

    /// Whether a drag is scrolling the content: from the pan's beginning to its end.
    public internal(set) var isDragging = false {
        // The indicators show while it drags: inside the scroll view, like its content.
        didSet { if oldValue != isDragging { contentDidMove() } }
    }

    /// Whether the content moves on after the finger lifted: a fling slowing
    /// down, or the spring-back from past an edge.
    public var isDecelerating: Bool { motion?.afterDrag == true }

    public override init(frame: Rect) {
        scrollPan = ScrollViewPanGestureRecognizer()
        touchDelay = DelayedTouchesBeganGestureRecognizer()
        super.init(frame: frame)
        attachRecognizers()
    }

    public required init?(coder: NSCoder) {
        scrollPan = ScrollViewPanGestureRecognizer()
        touchDelay = DelayedTouchesBeganGestureRecognizer()
        super.init(coder: coder)
        attachRecognizers()
    }

    /// What every scroll view has from the start: clipping, and the recognizers that delay content touches and scroll.
    private func attachRecognizers() {
        clipsToBounds = true
        scrollPan.name = "scroll pan"
        touchDelay.name = "content touch delay"
        addGestureRecognizer(touchDelay)
        addGestureRecognizer(scrollPan)
        // Weak: a pan still finishing its gesture may outlive a scroll view taken out of the tree.
        scrollPan.addAction { [weak self] recognizer in
            self?.panDidChange(recognizer.state)
        }
        animationTimer.scrollView = self
    }

    // MARK: The scrollable range (behaviour 10.1)

    /// The smallest offset along each axis: minus the top and left insets.
    public var minimumContentOffset: Point {
        Point(x: -Self.finite(contentInset.left), y: -Self.finite(contentInset.top))
    }

    /// The largest offset along each axis: where the content's far edge, plus
    /// its inset, meets the view's far edge; never below the minimum.
    public var maximumContentOffset: Point {
        let low = minimumContentOffset
        let size = bounds.size
        return Point(
            x: max(low.x, Self.finite(contentSize.width) + Self.finite(contentInset.right) - size.width),
            y: max(low.y, Self.finite(contentSize.height) + Self.finite(contentInset.bottom) - size.height))
    }

    /// Whether a drag may move the content sideways: the range is longer than
    /// zero, or ``alwaysBounceHorizontal`` is on.
    public var canScrollHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x || alwaysBounceHorizontal
    }

    /// Whether a drag may move the content up and down.
    public var canScrollVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y || alwaysBounceVertical
    }

    /// `offset` brought into the scrollable range.
    func clamped(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// A range from an input that may be NaN or infinite: those count as 0.
    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    // MARK: Setting the offset

    /// Moves the content to `offset`. Animated, it glides there over
    /// ``animationDuration`` on the application's clock; otherwise it jumps.
    /// Either way any fling or spring-back under way stops.
    ///
    /// ```swift
    /// list.setContentOffset(Point(x: 0, y: list.maximumContentOffset.y), animated: true) // to the bottom
    /// ```
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return }
        stopMotion()
        if animated, offset != contentOffset {
            startMotion(ScrollMotion(easingFrom: contentOffset, to: offset, at: currentTime, afterDrag: false))
        } else {
            contentOffset = offset
        }
    }

    /// Reports a moved offset to the delegate, whatever moved it (`bounds`, a drag, a fling).
    override func geometryDidChange() {
        super.geometryDidChange()
        let offset = bounds.origin
        guard offset != reportedOffset else { return }
        reportedOffset = offset
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Content touches (behaviour 10.4, 10.5)

    /// Asked before the content `view` receives `touches` (after the delay, if
    /// any); `false` keeps every phase of them from the content, which still
    /// scrolls. The default returns `true`.
    ///
    /// ```swift
    /// override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
    ///     !(view is ImageView) // pictures only scroll
    /// }
    /// ```
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        true
    }

    /// Asked when a drag would begin while the content `view` has the touch
    /// (and ``canCancelContentTouches`` is on): `true` cancels the content's
    /// touch and scrolls, `false` lets the content keep it and does not
    /// scroll. The default says `false` for a ``Control`` and `true` for any
    /// other view, so a drag that starts on a button after the delay does not
    /// scroll; override it to return `true` to make it scroll.
    ///
    /// ```swift
    /// final class ButtonList: ScrollView {
    ///     override func touchesShouldCancel(in view: View) -> Bool { true }
    /// }
    /// ```
    open func touchesShouldCancel(in view: View) -> Bool {
        !(view is Control)
    }

    /// The pan begins only along an axis it can scroll (behaviour 10.2), and
    /// only if the content that already has its touches lets them go (10.5).
    /// Override it for other recognizers and call `super`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayBegin()
    }

    /// The application's clock, or 0 outside one.
    var currentTime: Double { window?.application?.currentTime ?? 0 }
}

/// Told what a ``ScrollView`` does, UIKit's `UIScrollViewDelegate`. Every method is optional.
///
/// ```swift
/// final class Header: ScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: ScrollView) {
///         shadow.isHidden = scrollView.contentOffset.y <= 0
///     }
/// }
/// ```
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The offset moved: by a drag, a fling, a spring-back, or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag began: the pan recognized.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted; `decelerate` says whether the content moves on (a
    /// fling, or a spring-back from past an edge).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content came to rest after moving on from a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// The finger is lifting at `velocity` (points per millisecond, as UIKit
    /// gives it); set `targetContentOffset.pointee` to where the content should
    /// stop (a page, a card), and it glides there.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: UnsafeMutablePointer<Point>)
    /// The content moves on after the drag ended.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset(_:animated:)` arrived.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// UIKit's `UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: UnsafeMutablePointer<Point>
    ) {}
    /// UIKit's `UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)`.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// UIKit's `UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)`.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
