/// A layer, Core Animation's `CALayer`: a view's own (``View/layer``, made
/// once, of the view's ``View/layerClass``) or one made on its own and added
/// as a sublayer.
///
/// A view's layer is the view seen from Core Animation's side: its geometry
/// and look are the view's (setting `layer.cornerRadius` sets the view's
/// ``ViewLabProperties/cornerRadius``, `masksToBounds` is ``View/clipsToBounds``,
/// `opacity` is ``View/alpha``), which renderers paint and hit-testing reads.
/// A layer made on its own keeps them itself. Everything else (shadows,
/// masks, a shape's path, a gradient's colours; the `UIKit` module adds
/// them) is kept for code that reads it back, through ``value(forKey:)``.
///
/// As in UIKit, hit-testing reads none of the look but the geometry: a round
/// corner does not make the corner untouchable, which is why overrides test
/// it themselves.
///
/// ```swift
/// override func point(inside point: Point, with event: Event?) -> Bool {
///     BezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).contains(point)
/// }
/// ```
@MainActor
open class Layer: Hashable {
    /// The view whose layer this is; nil for a layer of its own. Not retained:
    /// the view keeps its layer and clears this when it goes.
    var hostingView: View? {
        get { storedHost?.takeUnretainedValue() }
        set { storedHost = newValue.map { Unmanaged.passUnretained($0) } }
    }
    private var storedHost: Unmanaged<View>?
    /// What a layer of its own keeps that a view's layer reads from the view.
    private var own = OwnGeometry()
    /// The sublayers added to this layer; a view's layer also has its subviews' layers.
    private var added: [Layer] = []
    /// How many of `added` lie behind a view's subviews (inserted at the back).
    private var addedBehindSubviews = 0
    private weak var addedSuperlayer: Layer?
    /// The key-value store behind ``value(forKey:)``.
    private var values: [String: Any] = [:]

    /// A layer of its own, with zero bounds, as `CALayer()` makes it.
    public init() {}

    /// A plain layer of this class, for a view whose ``View/layerClass`` it is.
    /// Swift cannot call an initializer of a class known only at run time
    /// unless it is `required`, which `CALayer`'s are not: a layer class a view
    /// names overrides this to make one of its own kind; one that does not
    /// gets its nearest superclass's.
    ///
    /// ```swift
    /// override class func makeViewLayer() -> Layer { RingLayer() }
    /// ```
    open class func makeViewLayer() -> Layer { Layer() }

    /// The view whose layer this is, as `CALayer.delegate` names it.
    public var delegate: View? { hostingView }

    // MARK: Geometry

    /// The layer's own coordinate system: the view's ``View/bounds``.
    open var bounds: Rect {
        get { hostingView?.bounds ?? own.bounds }
        set {
            if let view = hostingView {
                view.bounds = newValue
            } else {
                own.bounds = newValue
                setNeedsLayout()
            }
        }
    }

    /// Where the layer's ``anchorPoint`` lies in its superlayer: the view's ``View/center``.
    open var position: Point {
        get { hostingView?.center ?? own.position }
        set { if let view = hostingView { view.center = newValue } else { own.position = newValue } }
    }

    /// The layer's rectangle in its superlayer: the view's ``View/frame``; for a
    /// layer of its own, the bounds' size placed by ``position`` and ``anchorPoint``.
    open var frame: Rect {
        get {
            if let view = hostingView { return view.frame }
            let size = own.bounds.size
            return Rect(
                x: own.position.x - anchorPoint.x * size.width, y: own.position.y - anchorPoint.y * size.height,
                width: size.width, height: size.height)
        }
        set {
            if let view = hostingView {
                view.frame = newValue
                return
            }
            let f = newValue.standardized
            own.bounds.size = f.size
            own.position = Point(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
            setNeedsLayout()
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` places: the
    /// middle unless set. A view's frame here stays centred on its center whatever it is.
    open var anchorPoint = Point(x: 0.5, y: 0.5)

    /// Where the layer lies front to back among its siblings; kept, not used for order here.
    open var zPosition = 0.0

    // MARK: Look

    /// The radius of the rounded corners.
    open var cornerRadius: Double {
        get { hostingView?.cornerRadius ?? own.cornerRadius }
        set { if let view = hostingView { view.cornerRadius = newValue } else { own.cornerRadius = newValue } }
    }

    /// Whether sublayers are clipped to the bounds: the view's ``View/clipsToBounds``.
    open var masksToBounds: Bool {
        get { hostingView?.clipsToBounds ?? own.masksToBounds }
        set { if let view = hostingView { view.clipsToBounds = newValue } else { own.masksToBounds = newValue } }
    }

    /// The width of the border drawn inside the bounds.
    open var borderWidth: Double {
        get { hostingView?.borderWidth ?? own.borderWidth }
        set { if let view = hostingView { view.borderWidth = newValue } else { own.borderWidth = newValue } }
    }

    /// The colour of the border drawn inside the bounds.
    open var borderColor: Color? {
        get { hostingView.map(\.borderColor) ?? own.borderColor }
        set { if let view = hostingView { view.borderColor = newValue } else { own.borderColor = newValue } }
    }

    /// The colour filling the bounds.
    open var backgroundColor: Color? {
        get { hostingView.map(\.backgroundColor) ?? own.backgroundColor }
        set { if let view = hostingView { view.backgroundColor = newValue } else { own.backgroundColor = newValue } }
    }

    /// The opacity: the view's ``View/alpha``, as a `Float` as Core Animation keeps it.
    open var opacity: Float {
        get { hostingView.map { Float($0.alpha) } ?? own.opacity }
        set { if let view = hostingView { view.alpha = Double(newValue) } else { own.opacity = newValue } }
    }

    /// Whether the layer is hidden: the view's ``View/isHidden``.
    open var isHidden: Bool {
        get { hostingView?.isHidden ?? own.isHidden }
        set { if let view = hostingView { view.isHidden = newValue } else { own.isHidden = newValue } }
    }

    /// The layer's affine transform: the view's ``View/transform``.
    public func affineTransform() -> Transform { hostingView?.transform ?? own.transform }

    /// UIKit's `CALayer.setAffineTransform(_:)`.
    public func setAffineTransform(_ transform: Transform) {
        if let view = hostingView { view.transform = transform } else { own.transform = transform }
    }

    /// The layer whose ``masksToBounds``-like shape clips this one's content; kept.
    open var mask: Layer?

    /// A name for the layer, as code finds sublayers by it.
    open var name: String?

    // MARK: The layer tree

    /// The layer this one is a sublayer of: for a view's layer, its superview's.
    public var superlayer: Layer? { hostingView.map { $0.superview?.layer } ?? addedSuperlayer }

    /// The sublayers, back to front: for a view's layer, those inserted at the
    /// back, then the subviews' layers, then those added in front.
    public var sublayers: [Layer]? {
        get {
            guard let view = hostingView, !view.subviews.isEmpty else { return added.isEmpty ? nil : added }
            return added[..<addedBehindSubviews] + view.subviews.map(\.layer) + added[addedBehindSubviews...]
        }
        set {
            for layer in added { layer.addedSuperlayer = nil }
            added = []
            addedBehindSubviews = 0
            for layer in newValue ?? [] where layer.hostingView == nil { addSublayer(layer) }
        }
    }

    /// Adds `layer` in front of the other sublayers.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `index` among ``sublayers``. A view's layer given to
    /// another view's layer moves the view (`addSubview`).
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard layer !== self else { return }
        if let moved = layer.hostingView {
            hostingView?.insertSubview(moved, at: Int(index) - addedBehindSubviews)
            return
        }
        layer.removeFromSuperlayer()
        layer.addedSuperlayer = self
        let subviewCount = hostingView?.subviews.count ?? 0
        let index = Int(index)
        if index <= addedBehindSubviews {
            added.insert(layer, at: index)
            addedBehindSubviews += 1
        } else {
            added.insert(layer, at: min(max(index - subviewCount, addedBehindSubviews), added.count))
        }
        setNeedsLayout()
    }

    /// Inserts `layer` just behind `sibling`.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just in front of `sibling`.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index =
            sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `layer` where `old` was.
    public func replaceSublayer(_ old: Layer, with layer: Layer) {
        guard let index = added.firstIndex(where: { $0 === old }) else { return }
        layer.removeFromSuperlayer()
        old.addedSuperlayer = nil
        added[index] = layer
        layer.addedSuperlayer = self
    }

    /// Takes the layer out of its superlayer; a view's layer takes its view out of its superview.
    public func removeFromSuperlayer() {
        if let view = hostingView { return view.removeFromSuperview() }
        guard let parent = addedSuperlayer, let index = parent.added.firstIndex(where: { $0 === self }) else { return }
        parent.added.remove(at: index)
        if index < parent.addedBehindSubviews { parent.addedBehindSubviews -= 1 }
        addedSuperlayer = nil
    }

    // MARK: Layout and display

    /// Lays out the sublayers; override it to place them from ``bounds``. Run by
    /// ``layoutIfNeeded()`` after ``setNeedsLayout()`` or a change of bounds. A
    /// view's layer lays out with its view (``View/layoutIfNeeded()``), and by
    /// default asks the view (``View/layoutSublayers(of:)``), as Core Animation asks its delegate.
    open func layoutSublayers() { hostingView?.layoutSublayers(of: self) }

    /// Marks the layer's layout as pending; a view's layer marks its view's.
    open func setNeedsLayout() {
        if let view = hostingView { view.setNeedsLayout() } else { own.layoutPending = true }
    }

    /// Runs ``layoutSublayers()`` now when layout is pending, then the sublayers'.
    open func layoutIfNeeded() {
        if let view = hostingView { return view.layoutIfNeeded() }
        if own.layoutPending {
            own.layoutPending = false
            layoutSublayers()
        }
        for layer in added { layer.layoutIfNeeded() }
    }

    /// Whether layout is pending, `needsLayout()`.
    public func needsLayout() -> Bool { hostingView?.layoutPending ?? own.layoutPending }

    /// Asks for the content to be drawn again; a view's layer asks its view.
    open func setNeedsDisplay() { hostingView?.setNeedsDisplay() }

    /// Draws the content; the lab's renderer paints views itself and never calls it.
    open func display() {}

    // MARK: Presentation, hit-testing, coordinates

    /// The layer as it appears on screen, `presentation()`. Nothing animates
    /// here, so it is the layer itself: the model and what is shown agree.
    public func presentation() -> Self? { self }

    /// The layer holding the model values, `model()`: the layer itself.
    public func model() -> Self { self }

    /// Whether `point`, in the layer's coordinates, is inside its bounds, `CALayer.contains(_:)`.
    open func contains(_ point: Point) -> Bool { bounds.contains(point) }

    /// The frontmost layer at `point`, given in the superlayer's coordinates: nil
    /// when the point is outside this layer's bounds, else the deepest sublayer
    /// containing it, or this layer, as `CALayer.hitTest(_:)`.
    open func hitTest(_ point: Point) -> Layer? {
        guard !isHidden else { return nil }
        let local = superlayer.map { convert(point, from: $0) } ?? point.inFrame(frame, bounds: bounds)
        guard contains(local) else { return nil }
        for layer in (sublayers ?? []).reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return self
    }

    /// Converts a point from `layer`'s coordinates to this layer's.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let inWindow = layer.map { $0.toRoot(point) } ?? point
        return fromRoot(inWindow)
    }

    /// Converts a point from this layer's coordinates to `layer`'s.
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        layer.map { $0.convert(point, from: self) } ?? toRoot(point)
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's (its corners' bounding box).
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        Rect(boundingBoxOf: rect.corners.map { convert($0, from: layer) })
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s.
    public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
        Rect(boundingBoxOf: rect.corners.map { convert($0, to: layer) })
    }

    /// A point of this layer's in its root's coordinates (a view's window's).
    private func toRoot(_ point: Point) -> Point {
        if let view = hostingView { return view.convert(point, to: nil) }
        let inParent = Point(x: point.x - bounds.minX + frame.minX, y: point.y - bounds.minY + frame.minY)
        return addedSuperlayer?.toRoot(inParent) ?? inParent
    }

    /// A point in the root's coordinates in this layer's.
    private func fromRoot(_ point: Point) -> Point {
        if let view = hostingView { return view.convert(point, from: nil) }
        let inParent = addedSuperlayer?.fromRoot(point) ?? point
        return inParent.inFrame(frame, bounds: bounds)
    }

    // MARK: Key-value coding

    /// The value stored for `key` by ``setValue(_:forKey:)`` (and by the
    /// properties the `UIKit` module adds, under Core Animation's names).
    public func value(forKey key: String) -> Any? { values[key] }

    /// Stores `value` for `key`, as layers take any key; nil removes it.
    public func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    public nonisolated static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a layer of its own keeps that a view's layer reads from its view.
private struct OwnGeometry {
    var bounds = Rect.zero
    var position = Point.zero
    var transform = Transform.identity
    var cornerRadius = 0.0
    var masksToBounds = false
    var borderWidth = 0.0
    var borderColor: Color?
    var backgroundColor: Color?
    var opacity: Float = 1
    var isHidden = false
    var layoutPending = true
}

extension Point {
    /// This point, in a superlayer's coordinates, in those of a sublayer at `frame` showing `bounds`.
    fileprivate func inFrame(_ frame: Rect, bounds: Rect) -> Point {
        Point(x: x - frame.minX + bounds.minX, y: y - frame.minY + bounds.minY)
    }
}
