import Foundation

/// A rectangular area on screen that can receive touches, UIKit's `UIView`.
///
/// A view has a position in its superview (``frame``, or ``center`` with
/// ``bounds`` and ``transform``), a list of ``subviews`` painted and
/// hit-tested from the last (frontmost) to the first, and the flags that
/// decide whether it takes part in hit-testing.
///
/// ```swift
/// let main = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
/// card.name = "card"
/// main.addSubview(card)
/// main.hitTest(Point(x: 30, y: 30), with: nil) === card // true
/// ```
@MainActor
open class View: Responder {
    /// Behind ``ViewLabProperties/name``; kept off the class so that a subclass
    /// may declare a `name` of its own, as a `UIView` subclass may.
    var storedName: String?

    @exclusivity(unchecked)  // read on every hit-test visit: see `withGuaranteedReference`
    private(set) var storedBounds: Rect
    @exclusivity(unchecked)  // read on every hit-test visit: see `withGuaranteedReference`
    private(set) var storedCenter: Point
    /// The transform and its inverse (kept so that hit-testing never inverts a
    /// matrix), nil for the identity: most views have it, and two transforms
    /// inline would cost 96 bytes a view (100,000 views must fit in 64 MB).
    @exclusivity(unchecked)  // read on every hit-test visit: see `withGuaranteedReference`
    private var transforms: TransformPair?
    private var storedTransform: Transform { transforms?.forward ?? .identity }
    /// The inverse of `transform`, kept so that hit-testing never inverts a matrix.
    var inverseTransform: Transform { transforms?.inverse ?? .identity }
    /// Whether the transform is not the identity (hit-testing's quick test).
    var hasTransform: Bool { transforms?.isIdentity == false }
    // What hit-testing and traces read of every view they reach is declared
    // together, so that it shares the object's first cache lines: in a large
    // tree, each line of a view not yet in the cache costs more than the test.
    /// The bounding box of this subtree, for traces (`View+SubtreeBox.swift`).
    @exclusivity(unchecked) var subtreeBox = SubtreeBox.invalid
    /// The subviews with their boxes in this view's coordinates, valid with `subtreeBox` (`subviewBoxes`).
    @exclusivity(unchecked) var storedSubviewBoxes: [SubviewBox] = []
    /// While `HitTestRecorder` builds a trace, the index of the visit that
    /// represents this view; -1 otherwise.
    @exclusivity(unchecked) var traceVisit = -1

    /// The view this view is a subview of; not retained.
    public var superview: View? { storedSuperview?.takeUnretainedValue() }
    /// Not `weak`: a weak reference gives the object it points at a side table,
    /// and every retain and release of an object with a side table takes the
    /// runtime's slow path, so every view with subviews would pay for it each
    /// time a trace or a touch holds it. The superview is kept alive by nothing
    /// here; instead it clears this in its `deinit`, which is all `weak` did.
    /// Unmanaged, so that walking up (``ancestry()``, ``boundsQuad(in:)``) retains nobody.
    var storedSuperview: Unmanaged<View>?
    /// Whether this is a ``Window``: a stored flag, tested on every step of a
    /// walk up, where a dynamic cast would cost more than the step.
    var isWindow = false
    /// The subviews, back to front: the last one is painted on top and hit-tested first.
    @exclusivity(unchecked)  // read on every hit-test visit: see `withGuaranteedReference`
    public internal(set) var subviews: [View] = []
    /// The controller whose root view this is (behaviour 2.2); set by `ViewController`.
    weak var owningViewController: ViewController?

    /// Behind ``isHidden``: hit-testing reads it without a dynamic call.
    @exclusivity(unchecked)  // read on every hit-test visit: see `withGuaranteedReference`
    private(set) var storedIsHidden = false
    @exclusivity(unchecked)  // read on every hit-test visit: see `withGuaranteedReference`
    fileprivate(set) var storedAlpha: Float = 1
    /// Behind ``isUserInteractionEnabled``: hit-testing reads it without a dynamic call.
    @exclusivity(unchecked)  // read on every hit-test visit: see `withGuaranteedReference`
    private(set) var storedIsUserInteractionEnabled = true
    /// Set by `Control` so that the hit-test fast path needs no dynamic dispatch (behaviour 1.9).
    @exclusivity(unchecked)  // read on every hit-test visit: see `withGuaranteedReference`
    var isDisabledControl = false
    /// Clips drawing to the bounds. It does not change hit-testing (behaviour 1.5).
    open var clipsToBounds = false {
        didSet { displayedPropertyChanged(oldValue, clipsToBounds) }
    }
    /// Whether the view receives more than the first of several simultaneous touches (behaviour 3.5).
    open var isMultipleTouchEnabled = false
    /// Whether a touch on this view excludes touches on every other view of its window (behaviour 3.5).
    open var isExclusiveTouch = false
    open var backgroundColor: Color? {
        didSet { displayedPropertyChanged(oldValue, backgroundColor) }
    }
    /// A number that identifies the view, UIKit's `tag`; 0 by default. See ``viewWithTag(_:)``.
    open var tag = 0
    /// Behind the layer's look (``ViewLabProperties/cornerRadius``,
    /// ``ViewLabProperties/borderColor``, ``ViewLabProperties/borderWidth``).
    var storedCornerRadius: Double = 0
    var storedBorderColor: Color?
    var storedBorderWidth: Double = 0

    /// The recognizers attached with `addGestureRecognizer(_:)`, in the order added.
    var attachedGestureRecognizers: [GestureRecognizer] = []
    /// The layer, made of ``layerClass`` when first asked for (`View+Layer.swift`).
    var storedLayer: Layer?
    /// Whether ``layoutIfNeeded()`` is to run ``layoutSubviews()``: a new view's is, as in UIKit.
    var layoutPending = true

    public init(frame: Rect) {
        storedBounds = Rect(origin: .zero, size: frame.standardized.size)
        storedCenter = Point(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// A view as a nib or a storyboard makes it, UIKit's `init?(coder:)`. Nothing
    /// is decoded here: the view starts with a zero frame, which its maker then
    /// sets. Required, as UIKit's: a subclass that declares an initializer of its
    /// own writes it too (`{ super.init(coder: coder) }`, or `{ fatalError() }`),
    /// and one that overrides both ``init(frame:)`` and it inherits ``init()``, so
    /// that `Badge()` makes a `Badge`, as on iOS.
    ///
    /// ```swift
    /// final class Badge: View {
    ///     override init(frame: Rect) { super.init(frame: frame) }
    ///     required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    /// }
    /// let badge = Badge()   // init(frame: .zero)
    /// ```
    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    isolated deinit {
        storedLayer?.hostingView = nil
        // What `weak` would have done for the subviews that outlive this view.
        for subview in subviews where subview.storedSuperview?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
            subview.storedSuperview = nil
        }
    }

    // MARK: Visibility and interaction

    /// Hidden views, and their subviews, are neither painted nor hit-tested.
    open var isHidden: Bool {
        get { storedIsHidden }
        set { setDisplayed(\.storedIsHidden, newValue) }
    }

    /// Whether the view takes part in hit-testing; `true` except for image views and labels.
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }

    // MARK: Opacity

    /// The opacity, stored with `Float` precision as a layer's opacity is (behaviour 1.2).
    ///
    /// Values are clamped to 0…1 and NaN becomes 0. A view whose stored alpha is
    /// below 0.01 is skipped by hit-testing, so `alpha = 0.01` is skipped
    /// (0.01 as a `Float` is 0.0099999998) and `alpha = 0.011` is not.
    open var alpha: Double {
        get { Double(storedAlpha) }
        set {
            let old = storedAlpha
            storedAlpha = newValue.isNaN ? 0 : Float(min(max(newValue, 0), 1))
            displayedPropertyChanged(old, storedAlpha)
        }
    }

    // MARK: Geometry

    /// The view's own coordinate system: `origin` is the scroll offset, `size` its size.
    /// Setting it keeps ``center``.
    open var bounds: Rect {
        get { storedBounds }
        set {
            let resized = storedBounds.size != newValue.size
            if resized { layoutPending = true }
            storedBounds = newValue
            subtreeDidChange()
            if !resized, let scrollView = self as? ScrollView {
                scrollView.contentDidMove()
            } else {
                setNeedsDisplay()
            }
            geometryDidChange()
        }
    }

    /// The center of the view in its superview's coordinates.
    open var center: Point {
        get { storedCenter }
        set {
            storedCenter = newValue
            subtreeDidChange()
            setNeedsDisplay()
        }
    }

    /// A transform applied about the view's center. Setting it keeps ``center`` and ``bounds``.
    open var transform: Transform {
        get { storedTransform }
        set {
            transforms =
                TransformPair.isPlainIdentity(newValue)
                ? nil : TransformPair(newValue, inverse: Self.inverse(of: newValue))
            subtreeDidChange()
            setNeedsDisplay()
        }
    }

    /// The view's rectangle in its superview's coordinates: the bounding box of
    /// the transformed bounds (behaviour 1.6).
    ///
    /// Setting it sets ``center`` and `bounds.size`. On a transformed view the
    /// size is chosen so that the transformed bounds' bounding box is the new
    /// frame; when no size does that (a 45° rotation, say), the size is kept.
    open var frame: Rect {
        get {
            let size = storedBounds.size
            let local = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let box = storedTransform.isIdentity ? local : storedTransform.apply(to: local)
            return Rect(
                x: box.origin.x + storedCenter.x, y: box.origin.y + storedCenter.y,
                width: box.size.width, height: box.size.height)
        }
        set {
            let f = newValue.standardized
            let oldSize = storedBounds.size
            // The transformed bounds' box is centred on `center` moved by the transform's
            // translation, so the translation comes off the frame's middle.
            storedCenter = Point(x: f.midX - storedTransform.tx, y: f.midY - storedTransform.ty)
            if storedTransform.isIdentity {
                storedBounds.size = f.size
            } else if let size = Self.size(boundingBox: f.size, under: storedTransform) {
                storedBounds.size = size
            }
            if storedBounds.size != oldSize { layoutPending = true }
            subtreeDidChange()
            setNeedsDisplay()
            geometryDidChange()
        }
    }

    /// Called after ``bounds`` or ``frame`` was set; windows lay out their root view here.
    func geometryDidChange() {}

    // MARK: Hit-testing

    /// Returns the frontmost descendant (or this view) that should receive a
    /// touch at `point`, given in this view's coordinates; nil when neither
    /// this view nor anything inside it takes it (behaviour 1.3).
    ///
    /// The default skips the view and its subtree when it is hidden, has
    /// interaction disabled, has an alpha below 0.01, or is a disabled control;
    /// then asks ``point(inside:with:)``; then asks the subviews from the last
    /// (frontmost) to the first, returning the first answer, or itself.
    ///
    /// Override it to redirect touches, and keep it free of side effects: it
    /// may be called more than once for the same touch (behaviour 1.1).
    ///
    /// ```swift
    /// final class TabBar: View {
    ///     let centerButton = View(frame: Rect(x: 140, y: -20, width: 40, height: 40))
    ///     // Let the centre button be touched where it sticks out above the bar.
    ///     override func hitTest(_ point: Point, with event: Event?) -> View? {
    ///         let p = centerButton.convert(point, from: self)
    ///         if let hit = centerButton.hitTest(p, with: event) { return hit }
    ///         return super.hitTest(point, with: event)
    ///     }
    /// }
    /// ```
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        if let recorder = event?.hitTestRecorder {
            return recorder.defaultHitTest(self, at: point, with: event)
        }
        guard isHitTestable, self.point(inside: point, with: event) else { return nil }
        // The subviews from the frontmost (the last) back; the first that answers wins.
        if let hit = frontmostSubviewHitWithoutRetains(point, with: event) { return hit }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside the view.
    ///
    /// The default tests ``bounds`` (behaviour 1.4): minimum edges inside, maximum
    /// edges outside; a scroll offset in `bounds.origin` moves the area with it.
    /// Override it to grow or shrink the touchable area.
    ///
    /// ```swift
    /// final class SmallButton: View {
    ///     // 44 × 44 points of touchable area around a 20 × 20 button.
    ///     override func point(inside point: Point, with event: Event?) -> Bool {
    ///         bounds.inset(by: EdgeInsets(top: -12, left: -12, bottom: -12, right: -12)).contains(point)
    ///     }
    /// }
    /// ```
    open func point(inside point: Point, with event: Event?) -> Bool {
        // The storage, not the open `bounds`: a dynamic call here costs every visited view.
        storedBounds.contains(point)
    }

    // MARK: Gesture recognizers

    /// Asked before a gesture recognizer leaves `possible` when a touch of its
    /// gesture is on this view or inside it (this view is the touch's view, or
    /// lies between it and the recognizer's view, or is the recognizer's view);
    /// no makes the recognizer fail. The default says yes; ``Control`` says no
    /// to a single tap recognized by an ancestor, so that its own action wins
    /// (behaviour 4.4).
    ///
    /// ```swift
    /// final class Slider: View {
    ///     // Keep a pan on the scroll view behind from stealing drags of the thumb.
    ///     override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    ///         !(recognizer is PanGestureRecognizer && recognizer.view !== self)
    ///     }
    /// }
    /// ```
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        true
    }

    // MARK: Hierarchy

    /// UIKit's hook for Interface Builder to draw an `@IBDesignable` view with
    /// sample content. Only Interface Builder calls it: at run time, on a
    /// device as here, nothing does.
    open func prepareForInterfaceBuilder() {}

    /// Called after the superview changed.
    open func didMoveToSuperview() {}

    /// Called after `subview` was added (or moved among the subviews by an insert).
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` leaves this view: removed, or added to another view.
    open func willRemoveSubview(_ subview: View) {}

    /// Called after the window changed; `window` is the new one (or nil).
    open func didMoveToWindow() {}

    override var responderWindow: Window? { window }

    /// The next responder: the view controller whose root view this is,
    /// otherwise the superview (behaviour 2.2).
    open override var next: Responder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    /// Adds `view` on top of the other subviews, taking it out of its old superview.
    /// Adding a view to itself or to one of its own descendants would make a
    /// cycle; it is refused and does nothing.
    open func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Takes the view out of its superview (and so out of its window).
    open func removeFromSuperview() { detachFromSuperview() }

    /// Called before the superview changes to `newSuperview` (nil: the view is being removed).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called before the window changes to `newWindow`.
    open func willMove(toWindow newWindow: Window?) {}

    // MARK: Layout, drawing and traits (the UIKit module keeps Auto Layout and the rest of the look)

    /// Sets the subviews' frames; override it to lay them out from ``bounds``.
    /// Run by ``layoutIfNeeded()`` where layout is pending: a new view, one
    /// resized, one that gained or lost a subview, or after ``setNeedsLayout()``.
    /// The lab has no run loop that lays out by itself, so frames a dump gives
    /// stay as they are until code asks. The default does nothing.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     closeButton.frame = Rect(x: bounds.maxX - 20, y: (bounds.height - 16) / 2, width: 16, height: 16)
    /// }
    /// ```
    open func layoutSubviews() {}

    /// Lays out the view's layer, as Core Animation asks its delegate: the
    /// default runs ``layoutSubviews()``, so an override that calls `super` lays out both.
    open func layoutSublayers(of layer: Layer) { layoutSubviews() }

    /// Marks the view's layout as pending, for the next ``layoutIfNeeded()``.
    open func setNeedsLayout() { layoutPending = true }

    /// Lays out now where layout is pending, from the topmost ancestor whose
    /// layout is pending down through this view's subtree (`View+Layout.swift`).
    open func layoutIfNeeded() { layOutPendingViews() }

    /// The size that best fits `size`; the default is the current size, as UIKit's.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its size, keeping the frame's origin.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// The size the content asks for; `noIntrinsicMetric` (-1) each way by default.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Says the intrinsic size changed: layout is pending again.
    open func invalidateIntrinsicContentSize() { setNeedsLayout() }

    /// The size Auto Layout would give for `targetSize`; without a solver, ``sizeThatFits(_:)``'s. Override it.
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size { sizeThatFits(targetSize) }

    /// The same with fitting priorities (self-sizing cells override it).
    open func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size { sizeThatFits(targetSize) }

    /// Asks for Auto Layout's constraints to be updated; the lab keeps them as records and solves none.
    open func updateConstraints() {}

    /// Whether the class lays out by constraints; false, as UIKit's `UIView`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when the traits changed (a new `overrideUserInterfaceStyle` above or on the view).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Draws the view's content in `rect`; the lab's renderer paints views itself and never calls it.
    open func draw(_ rect: Rect) {}

    /// The class of the view's ``layer``; override it to return another (`CAGradientLayer.self`).
    open class var layerClass: AnyClass { Layer.self }

    /// The tint colour: the view's own, else its superview's, else `.systemBlue`.
    /// Setting it tells the view and the subviews that inherit it (``tintColorDidChange()``).
    open var tintColor: Color! {
        get { self[attached: TintColorKey.self] ?? superview?.tintColor ?? .systemBlue }
        set { setTintColor(newValue) }
    }

    /// Called when the tint colour the view shows changed.
    open func tintColorDidChange() {}

    /// Called when ``safeAreaInsets`` changed.
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}

    /// The name used by diagnostics: ``name`` when set, else the class name.
    open override var debugName: String {
        name ?? String(describing: type(of: self))
    }
}
