// UIKit's controls that the core does not have: a segmented control and a
// page control (which change their value under a tap, as on iOS), an
// activity indicator and a refresh control.

import ResponderKit

/// A row of segments, one selected, UIKit's `UISegmentedControl`. A tap that
/// ends on an enabled segment selects it and sends `.valueChanged` (and the
/// segment's action); a momentary control selects nothing for long.
///
/// ```swift
/// let filter = UISegmentedControl(items: ["All", "Unread"])
/// filter.selectedSegmentIndex = 0
/// filter.addAction(UIAction { _ in reload() }, for: .valueChanged)
/// ```
@MainActor
open class UISegmentedControl: UIControl {
    /// The index of no segment.
    public nonisolated static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { setNeedsDisplay() }
    }
    /// Whether a tap selects a segment only while it is sent.
    open var isMomentary = false
    /// Whether segments are as wide as their content; kept.
    open var apportionsSegmentWidthsByContent = false
    /// The selected segment's colour; kept.
    open var selectedSegmentTintColor: UIColor?

    /// A control of `items`, titles (`String`) or images (`UIImage`).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? UIImage) }
    }

    /// A control whose segments are `actions`' titles and images.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: nil)
        self.frame = frame
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// UIKit's `UISegmentedControl.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's `UISegmentedControl.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How many segments there are.
    public var numberOfSegments: Int { segments.count }

    /// UIKit's `UISegmentedControl.insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
    }

    /// UIKit's `UISegmentedControl.insertSegment(with:at:animated:)`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
    }

    /// UIKit's `UISegmentedControl.insertSegment(action:at:animated:)`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(
            Segment(title: action.title, image: action.image, action: action), at: min(max(segment, 0), segments.count))
    }

    /// UIKit's `UISegmentedControl.removeSegment(at:animated:)`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// UIKit's `UISegmentedControl.removeAllSegments()`.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
    }

    /// UIKit's `UISegmentedControl.setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].title = title }
    }

    /// UIKit's `UISegmentedControl.titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// UIKit's `UISegmentedControl.setImage(_:forSegmentAt:)`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].image = image }
    }

    /// UIKit's `UISegmentedControl.imageForSegment(at:)`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// UIKit's `UISegmentedControl.setEnabled(_:forSegmentAt:)`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].isEnabled = enabled }
    }

    /// UIKit's `UISegmentedControl.isEnabledForSegment(at:)`.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Sets a segment's width; 0 shares the width equally with the other zero-width segments.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].width = max(width, 0) }
    }

    /// UIKit's `UISegmentedControl.widthForSegment(at:)`.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The action of a segment made from one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// UIKit's `UISegmentedControl.setTitleTextAttributes(_:for:)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }

    /// UIKit's `UISegmentedControl.titleTextAttributes(for:)`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    /// The segment under `x`, in the control's coordinates: fixed widths first, the rest shared.
    public func segmentIndex(atX x: CGFloat) -> Int? {
        guard !segments.isEmpty, x >= bounds.minX, x < bounds.maxX else { return nil }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let shared = segments.filter { $0.width == 0 }.count
        let each = shared == 0 ? 0 : max(bounds.width - fixed, 0) / CGFloat(shared)
        var edge = bounds.minX
        for (index, segment) in segments.enumerated() {
            edge += segment.width == 0 ? each : segment.width
            if x < edge { return index }
        }
        return segments.count - 1
    }

    /// UIKit's `UISegmentedControl.endTracking(_:with:)`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)),
            let index = segmentIndex(atX: touch.location(in: self).x), segments[index].isEnabled
        else { return }
        guard index != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = index
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }
}

/// A row of dots, one per page, UIKit's `UIPageControl`. A tap that ends
/// left of the current page's dot goes back a page, right of it forward, and
/// sends `.valueChanged`.
@MainActor
open class UIPageControl: UIControl {
    /// How many pages there are.
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    /// The page shown, within 0 ..< ``numberOfPages``.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            setNeedsDisplay()
        }
    }
    /// Whether the control shows nothing for a single page; kept.
    open var hidesForSinglePage = false
    /// UIKit's `UIPageControl.pageIndicatorTintColor`.
    open var pageIndicatorTintColor: UIColor?
    /// UIKit's `UIPageControl.currentPageIndicatorTintColor`.
    open var currentPageIndicatorTintColor: UIColor?
    /// Whether a drag scrubs through the pages; kept.
    open var allowsContinuousInteraction = true

    /// The dots' style, UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }
    /// UIKit's `UIPageControl.backgroundStyle`.
    open var backgroundStyle = BackgroundStyle.automatic

    /// The size the dots of `pageCount` pages need: 26 points a page, 28 high (iOS 14's).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * 26, height: 28)
    }

    /// UIKit's `UIPageControl.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// Where the current page's dot is, across the control: the dots are centred, 26 points apart.
    private var currentDotX: CGFloat {
        let width = size(forNumberOfPages: numberOfPages).width
        return bounds.midX - width / 2 + 13 + CGFloat(currentPage) * 26
    }

    /// UIKit's `UIPageControl.endTracking(_:with:)`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, numberOfPages > 1 else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        let page = p.x < currentDotX ? currentPage - 1 : currentPage + 1
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}

/// A spinner, UIKit's `UIActivityIndicatorView`. Stopped with
/// ``hidesWhenStopped`` (the default) it is hidden, so it takes no touch, as on iOS.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and colour, UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
    }

    /// UIKit's `UIActivityIndicatorView.style`.
    open var style = Style.medium
    /// UIKit's `UIActivityIndicatorView.color`.
    open var color: UIColor!
    /// Whether the view hides while stopped; true unless set.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// UIKit's `UIActivityIndicatorView.isAnimating`.
    public private(set) var isAnimating = false

    /// UIKit's `UIActivityIndicatorView.init(style:)`.
    public init(style: Style) {
        self.style = style
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isHidden = true
    }

    /// UIKit's `UIActivityIndicatorView.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// UIKit's `UIActivityIndicatorView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts spinning: the view shows.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning: the view hides when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

/// Pull to refresh, UIKit's `UIRefreshControl`: a control above a scroll
/// view's content (`scrollView.refreshControl`).
@MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// UIKit's `UIRefreshControl.attributedTitle`.
    open var attributedTitle: NSAttributedString?

    /// Begins a refresh (code's, not a pull's: no `.valueChanged`).
    open func beginRefreshing() { isRefreshing = true }

    /// Ends the refresh.
    open func endRefreshing() { isRefreshing = false }
}

extension ScrollView {
    /// The refresh control above the content; setting one adds it at the back,
    /// 60 points high just above the content's top.
    public var refreshControl: UIRefreshControl? {
        get { self[attached: RefreshControlKey.self] }
        set {
            if let old = self[attached: RefreshControlKey.self], old.superview === self { old.removeFromSuperview() }
            self[attached: RefreshControlKey.self] = newValue
            guard let control = newValue else { return }
            control.frame = CGRect(x: 0, y: -60, width: bounds.width, height: 60)
            insertSubview(control, at: 0)
        }
    }
}

private enum RefreshControlKey: AttachmentKey { typealias Value = UIRefreshControl }
