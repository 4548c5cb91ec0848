// What a touch and an event say beyond where they are: the lab's touches
// are a finger's on the screen (`.direct`), without pressure, as on a device
// without 3D Touch.

import ResponderKit

extension Touch {
    /// The kind of touch, UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
        /// UIKit's `UITouch.TouchType.stylus`.
        public static let stylus = TouchType.pencil
    }

    /// Which properties of a touch are estimates, UIKit's `UITouch.Properties`.
    public struct Properties: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
    }

    /// A finger on the screen: `.direct`.
    public var type: TouchType { .direct }
    /// The pressure: 0, as a finger's on a screen without force sensing.
    public var force: CGFloat { 0 }
    /// The most pressure the screen reports: 0, as one without force sensing.
    public var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the finger's contact, in points: a fingertip's.
    public var majorRadius: CGFloat { 20 }
    /// How far off ``majorRadius`` may be.
    public var majorRadiusTolerance: CGFloat { 5 }
    /// A finger's angle from the screen: straight up (π/2), as UIKit reports for fingers.
    public var altitudeAngle: CGFloat { .pi / 2 }
    /// The direction a stylus points: 0 for a finger.
    public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The unit vector of ``azimuthAngle(in:)``.
    public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
    /// The location with sub-point precision: the location, which is already that precise.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The previous location with sub-point precision.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
    /// The properties still estimated: none.
    public var estimatedProperties: Properties { [] }
    /// The properties whose estimates will be updated: none.
    public var estimatedPropertiesExpectingUpdates: Properties { [] }
    /// The index that ties an estimate to its update: nil, as nothing is estimated.
    public var estimationUpdateIndex: NSNumber? { nil }
}

extension Event {
    /// A finer kind of event, UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
    }

    /// `.none` for touches.
    public var subtype: EventSubtype { .none }

    /// The touches that make up `touch`'s latest move: the touch itself (the lab
    /// delivers each move whole), or nil when it is not in the event.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        allTouches?.contains(touch) == true ? [touch] : nil
    }

    /// Where the touch is predicted to go: nowhere here, the empty list.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        allTouches?.contains(touch) == true ? [] : nil
    }
}

/// How a dragged view stops the scroll view's keyboard, UIKit's `UIScrollView.KeyboardDismissMode`.
extension ScrollView {
    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How the safe area adds to the content inset, UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The indicators' colour, UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// Whether a drag hides the keyboard; `.none` unless set. The lab shows no keyboard.
    public var keyboardDismissMode: KeyboardDismissMode {
        get { self[attached: KeyboardDismissKey.self] ?? .none }
        set { self[attached: KeyboardDismissKey.self] = newValue }
    }

    /// How the safe area adds to ``contentInset``; `.automatic` unless set.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { self[attached: InsetAdjustmentKey.self] ?? .automatic }
        set { self[attached: InsetAdjustmentKey.self] = newValue }
    }

    /// The inset the content has: ``contentInset`` plus the safe area, unless adjusting is `.never`.
    public var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + s.top, left: contentInset.left + s.left,
            bottom: contentInset.bottom + s.bottom, right: contentInset.right + s.right)
    }

    /// Whether the vertical indicator shows while scrolling; true unless set.
    public var showsVerticalScrollIndicator: Bool {
        get { self[attached: ShowsVerticalKey.self] ?? true }
        set { self[attached: ShowsVerticalKey.self] = newValue }
    }

    /// Whether the horizontal indicator shows while scrolling; true unless set.
    public var showsHorizontalScrollIndicator: Bool {
        get { self[attached: ShowsHorizontalKey.self] ?? true }
        set { self[attached: ShowsHorizontalKey.self] = newValue }
    }

    /// The vertical indicator's insets; zero unless set.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { self[attached: VerticalIndicatorInsetsKey.self] ?? .zero }
        set { self[attached: VerticalIndicatorInsetsKey.self] = newValue }
    }

    /// The horizontal indicator's insets; zero unless set.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { self[attached: HorizontalIndicatorInsetsKey.self] ?? .zero }
        set { self[attached: HorizontalIndicatorInsetsKey.self] = newValue }
    }

    /// Both indicators' insets: setting it sets both; reading it gives the vertical one's.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The indicators' colour; `.default` unless set.
    public var indicatorStyle: IndicatorStyle {
        get { self[attached: IndicatorStyleKey.self] ?? .default }
        set { self[attached: IndicatorStyleKey.self] = newValue }
    }

    /// Whether a tap on the status bar scrolls to the top; true unless set.
    public var scrollsToTop: Bool {
        get { self[attached: ScrollsToTopKey.self] ?? true }
        set { self[attached: ScrollsToTopKey.self] = newValue }
    }

    /// Whether a drag keeps to one axis; false unless set.
    public var isDirectionalLockEnabled: Bool {
        get { self[attached: DirectionalLockKey.self] ?? false }
        set { self[attached: DirectionalLockKey.self] = newValue }
    }

    /// The zoom scale; 1 unless set (the lab does not zoom).
    public var zoomScale: CGFloat {
        get { self[attached: ZoomScaleKey.self] ?? 1 }
        set { self[attached: ZoomScaleKey.self] = min(max(newValue, minimumZoomScale), maximumZoomScale) }
    }

    /// The smallest zoom scale; 1 unless set.
    public var minimumZoomScale: CGFloat {
        get { self[attached: MinimumZoomKey.self] ?? 1 }
        set { self[attached: MinimumZoomKey.self] = newValue }
    }

    /// The largest zoom scale; 1 unless set.
    public var maximumZoomScale: CGFloat {
        get { self[attached: MaximumZoomKey.self] ?? 1 }
        set { self[attached: MaximumZoomKey.self] = newValue }
    }

    /// UIKit's `UIScrollView.setZoomScale(_:animated:)`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    /// Scrolls the least that shows `rect` (content coordinates), within the scrollable range.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        var offset = contentOffset
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        let low = minimumContentOffset, high = maximumContentOffset
        setContentOffset(
            CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y)), animated: animated)
    }

    /// Flashes the indicators: they show while scrolling only, here.
    public func flashScrollIndicators() {}
}

private enum KeyboardDismissKey: AttachmentKey { typealias Value = UIScrollView.KeyboardDismissMode }
private enum InsetAdjustmentKey: AttachmentKey { typealias Value = UIScrollView.ContentInsetAdjustmentBehavior }
private enum ShowsVerticalKey: AttachmentKey { typealias Value = Bool }
private enum ShowsHorizontalKey: AttachmentKey { typealias Value = Bool }
private enum VerticalIndicatorInsetsKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum HorizontalIndicatorInsetsKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum IndicatorStyleKey: AttachmentKey { typealias Value = UIScrollView.IndicatorStyle }
private enum ScrollsToTopKey: AttachmentKey { typealias Value = Bool }
private enum DirectionalLockKey: AttachmentKey { typealias Value = Bool }
private enum ZoomScaleKey: AttachmentKey { typealias Value = CGFloat }
private enum MinimumZoomKey: AttachmentKey { typealias Value = CGFloat }
private enum MaximumZoomKey: AttachmentKey { typealias Value = CGFloat }
