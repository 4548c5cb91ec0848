/// A view's layer, Core Animation's `CALayer`, as far as touch code reads it:
/// its geometry, its rounded corners and masking, and its look. Every
/// property is the view's own, seen from the layer's side: setting
/// `layer.cornerRadius` sets the view's ``ViewLabProperties/cornerRadius``,
/// `masksToBounds` is ``View/clipsToBounds``, `opacity` is ``View/alpha``.
///
/// As in UIKit, hit-testing reads none of it but the geometry: a round
/// corner does not make the corner untouchable, which is why overrides test
/// it themselves.
///
/// ```swift
/// override func point(inside point: Point, with event: Event?) -> Bool {
///     let radius = layer.cornerRadius
///     return BezierPath(roundedRect: bounds, cornerRadius: radius).contains(point)
/// }
/// ```
///
/// Layers are the views' faces: two layers of the same view are equal.
@MainActor
public final class Layer: Hashable {
    private let view: View
    /// The view's identity, which equality and hashing read from any context.
    private let viewIdentity: ObjectIdentifier

    init(view: View) {
        self.view = view
        viewIdentity = ObjectIdentifier(view)
    }

    /// The view whose layer this is, as `CALayer.delegate` names it.
    public var delegate: View? { view }

    /// The layer's own coordinate system: the view's ``View/bounds``.
    public var bounds: Rect {
        get { view.bounds }
        set { view.bounds = newValue }
    }

    /// The layer's rectangle in its superlayer: the view's ``View/frame``.
    public var frame: Rect {
        get { view.frame }
        set { view.frame = newValue }
    }

    /// Where the layer's anchor point lies in its superlayer: the view's ``View/center``
    /// (a view's layer keeps its anchor point at the middle).
    public var position: Point {
        get { view.center }
        set { view.center = newValue }
    }

    /// The anchor point, in unit coordinates of the bounds: the middle.
    public var anchorPoint: Point { Point(x: 0.5, y: 0.5) }

    /// The radius of the rounded corners.
    public var cornerRadius: Double {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// Whether sublayers are clipped to the bounds: the view's ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    public var borderWidth: Double {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }

    public var borderColor: Color? {
        get { view.borderColor }
        set { view.borderColor = newValue }
    }

    public var backgroundColor: Color? {
        get { view.backgroundColor }
        set { view.backgroundColor = newValue }
    }

    /// The opacity: the view's ``View/alpha``, as a `Float` as Core Animation keeps it.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }

    public var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }

    /// The layer of the view's superview.
    public var superlayer: Layer? { view.superview?.layer }

    /// The layers of the view's subviews, back to front.
    public var sublayers: [Layer]? {
        let subviews = view.subviews
        return subviews.isEmpty ? nil : subviews.map(\.layer)
    }

    /// The view's transform, `affineTransform()`.
    public func affineTransform() -> Transform { view.transform }

    public func setAffineTransform(_ transform: Transform) { view.transform = transform }

    /// The layer as it appears on screen, `presentation()`. Nothing animates
    /// here, so it is the layer itself: the model and what is shown agree.
    public func presentation() -> Layer? { self }

    /// The layer holding the model values, `model()`: the layer itself.
    public func model() -> Layer { self }

    /// Whether `point`, in the layer's coordinates, is inside its bounds, `CALayer.contains(_:)`.
    public func contains(_ point: Point) -> Bool { view.bounds.contains(point) }

    /// Converts a point from `layer`'s coordinates to this layer's (nil: the window's).
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        view.convert(point, from: layer?.view)
    }

    /// Converts a point from this layer's coordinates to `layer`'s (nil: the window's).
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        view.convert(point, to: layer?.view)
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's.
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        view.convert(rect, from: layer?.view)
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s.
    public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
        view.convert(rect, to: layer?.view)
    }

    public nonisolated static func == (lhs: Layer, rhs: Layer) -> Bool { lhs.viewIdentity == rhs.viewIdentity }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(viewIdentity) }
}

extension View {
    /// The view's layer, UIKit's `layer`: the view's geometry and look seen as
    /// Core Animation's (``Layer``).
    public var layer: Layer { Layer(view: self) }
}
