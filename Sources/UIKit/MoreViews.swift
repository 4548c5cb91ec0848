// The rest of what view code sets on UIKit's views: stack spacing, image
// view extras, switch and slider colours, the screen-edge pan.

import ResponderKit

extension StackView {
    /// The system's spacing between arranged views, UIKit's `UIStackView.spacingUseSystem`.
    public nonisolated static let spacingUseSystem: CGFloat = -Double.greatestFiniteMagnitude
    /// No custom spacing after a view, UIKit's `UIStackView.spacingUseDefault`.
    public nonisolated static let spacingUseDefault: CGFloat = Double.greatestFiniteMagnitude

    /// Whether the arranged views keep to the layout margins; false unless set.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { self[attached: MarginsRelativeKey.self] ?? false }
        set { self[attached: MarginsRelativeKey.self] = newValue }
    }

    /// Whether spacing counts from baselines; false unless set.
    public var isBaselineRelativeArrangement: Bool {
        get { self[attached: BaselineRelativeKey.self] ?? false }
        set { self[attached: BaselineRelativeKey.self] = newValue }
    }

    /// Sets the spacing after `arrangedSubview`.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        self[attached: CustomSpacingKey.self, default: [:]][ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The spacing after `arrangedSubview`: ``spacingUseDefault`` unless set.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        self[attached: CustomSpacingKey.self]?[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }
}

extension ImageView {
    /// An image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image shown while highlighted; kept.
    public var highlightedImage: UIImage? {
        get { self[attached: HighlightedImageKey.self] }
        set { self[attached: HighlightedImageKey.self] = newValue }
    }

    /// Whether the view shows its highlighted image; false unless set.
    public var isHighlighted: Bool {
        get { self[attached: ImageHighlightedKey.self] ?? false }
        set { self[attached: ImageHighlightedKey.self] = newValue }
    }

    /// The images of an animation; kept.
    public var animationImages: [UIImage]? {
        get { self[attached: AnimationImagesKey.self] }
        set { self[attached: AnimationImagesKey.self] = newValue }
    }

    /// How long one round of the animation lasts; kept.
    public var animationDuration: TimeInterval {
        get { self[attached: AnimationDurationKey.self] ?? 0 }
        set { self[attached: AnimationDurationKey.self] = newValue }
    }

    /// Whether the animation runs.
    public var isAnimating: Bool { self[attached: ImageAnimatingKey.self] ?? false }

    /// Starts the animation of ``animationImages``.
    public func startAnimating() { self[attached: ImageAnimatingKey.self] = true }

    /// Stops it.
    public func stopAnimating() { self[attached: ImageAnimatingKey.self] = false }

    /// The symbol configuration of the image; kept.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        get { self[attached: ImageSymbolKey.self] }
        set { self[attached: ImageSymbolKey.self] = newValue }
    }
}

extension Switch {
    /// The colour of the track while on; kept.
    public var onTintColor: UIColor? {
        get { self[attached: OnTintKey.self] }
        set { self[attached: OnTintKey.self] = newValue }
    }

    /// The thumb's colour; kept.
    public var thumbTintColor: UIColor? {
        get { self[attached: ThumbTintKey.self] }
        set { self[attached: ThumbTintKey.self] = newValue }
    }
}

extension Slider {
    /// The colour of the track below the thumb; kept.
    public var minimumTrackTintColor: UIColor? {
        get { self[attached: MinimumTrackKey.self] }
        set { self[attached: MinimumTrackKey.self] = newValue }
    }

    /// The colour of the track above the thumb; kept.
    public var maximumTrackTintColor: UIColor? {
        get { self[attached: MaximumTrackKey.self] }
        set { self[attached: MaximumTrackKey.self] = newValue }
    }

    /// Sets the thumb's image in `state`.
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        self[attached: ThumbImagesKey.self, default: [:]][state.rawValue] = image
    }

    /// The thumb's image in `state`, or the normal state's.
    public func thumbImage(for state: UIControl.State) -> UIImage? {
        let images = self[attached: ThumbImagesKey.self] ?? [:]
        return images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
}

/// A pan that begins at an edge of the screen, UIKit's `UIScreenEdgePanGestureRecognizer`:
/// a touch that begins farther than 20 points from every edge in ``edges`` fails it.
///
/// ```swift
/// let back = UIScreenEdgePanGestureRecognizer(target: self, action: Selector("swipedBack"))
/// back.edges = .left
/// view.addGestureRecognizer(back)
/// ```
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How near an edge a touch must begin, in points.
    public nonisolated static let edgeWidth: CGFloat = 20

    /// The edges the pan begins at; none unless set (it then never begins).
    open var edges: UIRectEdge = []

    /// UIKit's `UIScreenEdgePanGestureRecognizer.touchesBegan(_:with:)`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first, let window = touch.window,
            !Self.isNear(edges, touch.location(in: nil), in: window.bounds)
        {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private static func isNear(_ edges: UIRectEdge, _ p: CGPoint, in area: CGRect) -> Bool {
        (edges.contains(.left) && p.x - area.minX <= edgeWidth)
            || (edges.contains(.right) && area.maxX - p.x <= edgeWidth)
            || (edges.contains(.top) && p.y - area.minY <= edgeWidth)
            || (edges.contains(.bottom) && area.maxY - p.y <= edgeWidth)
    }
}

private enum MarginsRelativeKey: AttachmentKey { typealias Value = Bool }
private enum BaselineRelativeKey: AttachmentKey { typealias Value = Bool }
private enum CustomSpacingKey: AttachmentKey { typealias Value = [ObjectIdentifier: CGFloat] }
private enum HighlightedImageKey: AttachmentKey { typealias Value = UIImage }
private enum ImageHighlightedKey: AttachmentKey { typealias Value = Bool }
private enum AnimationImagesKey: AttachmentKey { typealias Value = [UIImage] }
private enum AnimationDurationKey: AttachmentKey { typealias Value = TimeInterval }
private enum ImageAnimatingKey: AttachmentKey { typealias Value = Bool }
private enum ImageSymbolKey: AttachmentKey { typealias Value = UIImage.SymbolConfiguration }
private enum OnTintKey: AttachmentKey { typealias Value = UIColor }
private enum ThumbTintKey: AttachmentKey { typealias Value = UIColor }
private enum MinimumTrackKey: AttachmentKey { typealias Value = UIColor }
private enum MaximumTrackKey: AttachmentKey { typealias Value = UIColor }
private enum ThumbImagesKey: AttachmentKey { typealias Value = [UInt: UIImage] }
