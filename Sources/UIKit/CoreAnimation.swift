// Core Animation's names: the layers code makes (shapes, gradients, text,
// replicators), what every layer keeps beyond the view's look (shadows,
// masks, corner masks, 3D transforms, contents), and animations added to
// layers. Kept and read back; renderers paint the views' own look only.

import ResponderKit

/// The corners a layer's corner radius rounds, Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of rounded corners, Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How contents fill a layer, Core Animation's `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// What a layer does when a property changes, Core Animation's `CAAction`.
public protocol CAAction {}
extension NSNull: CAAction {}

extension Layer {
    private func kept<Value>(_ key: String, _ fallback: Value) -> Value { value(forKey: key) as? Value ?? fallback }

    /// The shadow's colour; opaque black unless set.
    public var shadowColor: CGColor? {
        get { value(forKey: "shadowColor").map { $0 as? CGColor } ?? .black }
        set { setValue(newValue as Any, forKey: "shadowColor") }
    }
    /// The shadow's opacity; 0 (no shadow) unless set.
    public var shadowOpacity: Float {
        get { kept("shadowOpacity", 0) }
        set { setValue(newValue, forKey: "shadowOpacity") }
    }
    /// The shadow's offset; (0, -3) unless set, as Core Animation's.
    public var shadowOffset: CGSize {
        get { kept("shadowOffset", CGSize(width: 0, height: -3)) }
        set { setValue(newValue, forKey: "shadowOffset") }
    }
    /// The shadow's blur radius; 3 unless set.
    public var shadowRadius: CGFloat {
        get { kept("shadowRadius", 3) }
        set { setValue(newValue, forKey: "shadowRadius") }
    }
    /// The shadow's shape; nil (the layer's own) unless set.
    public var shadowPath: CGPath? {
        get { kept("shadowPath", nil) }
        set { setValue(newValue, forKey: "shadowPath") }
    }
    /// The corners ``cornerRadius`` rounds; all four unless set.
    public var maskedCorners: CACornerMask {
        get {
            kept(
                "maskedCorners",
                [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        }
        set { setValue(newValue, forKey: "maskedCorners") }
    }
    /// The shape of the rounded corners; `.circular` unless set.
    public var cornerCurve: CALayerCornerCurve {
        get { kept("cornerCurve", .circular) }
        set { setValue(newValue, forKey: "cornerCurve") }
    }
    /// The layer's picture (a `CGImage`); kept.
    public var contents: Any? {
        get { value(forKey: "contents") }
        set { setValue(newValue, forKey: "contents") }
    }
    /// How ``contents`` fills the bounds; `.resize` unless set.
    public var contentsGravity: CALayerContentsGravity {
        get { kept("contentsGravity", .resize) }
        set { setValue(newValue, forKey: "contentsGravity") }
    }
    /// Pixels per point of the contents; 1 unless set.
    public var contentsScale: CGFloat {
        get { kept("contentsScale", 1) }
        set { setValue(newValue, forKey: "contentsScale") }
    }
    /// Whether the layer is drawn once and reused as a picture; false unless set.
    public var shouldRasterize: Bool {
        get { kept("shouldRasterize", false) }
        set { setValue(newValue, forKey: "shouldRasterize") }
    }
    /// The scale of that picture; 1 unless set.
    public var rasterizationScale: CGFloat {
        get { kept("rasterizationScale", 1) }
        set { setValue(newValue, forKey: "rasterizationScale") }
    }
    /// Whether the layer is opaque, a drawing hint; false unless set.
    public var isOpaque: Bool {
        get { kept("opaque", false) }
        set { setValue(newValue, forKey: "opaque") }
    }
    /// Whether the back of the layer shows when turned; true unless set.
    public var isDoubleSided: Bool {
        get { kept("doubleSided", true) }
        set { setValue(newValue, forKey: "doubleSided") }
    }
    /// Whether edges are antialiased; false unless set.
    public var allowsEdgeAntialiasing: Bool {
        get { kept("allowsEdgeAntialiasing", false) }
        set { setValue(newValue, forKey: "allowsEdgeAntialiasing") }
    }
    /// Whether a change of bounds redraws the contents; false unless set.
    public var needsDisplayOnBoundsChange: Bool {
        get { kept("needsDisplayOnBoundsChange", false) }
        set { setValue(newValue, forKey: "needsDisplayOnBoundsChange") }
    }
    /// The actions for property changes (`["position": NSNull()]` turns one off); kept.
    public var actions: [String: CAAction]? {
        get { kept("actions", nil) }
        set { setValue(newValue, forKey: "actions") }
    }

    /// The layer's 3D transform. A view's layer's is its view's transform (the
    /// part a flat screen shows: x and y, without perspective); a 3D value set
    /// here is kept and read back as set.
    public var transform: CATransform3D {
        get {
            let affine = affineTransform()
            if let kept = value(forKey: "transform") as? CATransform3D, CATransform3DGetAffineTransform(kept) == affine
            {
                return kept
            }
            return CATransform3DMakeAffineTransform(affine)
        }
        set {
            setValue(CATransform3DIsAffine(newValue) ? nil : newValue, forKey: "transform")
            setAffineTransform(CATransform3DGetAffineTransform(newValue))
        }
    }

    /// The transform applied to the sublayers; identity unless set.
    public var sublayerTransform: CATransform3D {
        get { kept("sublayerTransform", CATransform3DIdentity) }
        set { setValue(newValue, forKey: "sublayerTransform") }
    }

    // MARK: Animations (they finish as soon as they are added: nothing moves over time here)

    private var addedAnimations: [(key: String, animation: CAAnimation)] {
        get { kept("animations.lab", []) }
        set { setValue(newValue, forKey: "animations.lab") }
    }

    /// Adds `animation` under `key` (a key of its own when nil). It finishes at
    /// once (its delegate hears it start and stop, finished) unless it repeats
    /// forever; a finished animation is removed unless ``CAAnimation/isRemovedOnCompletion`` is false.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        let key = key ?? "animation.\(addedAnimations.count)"
        removeAnimation(forKey: key)
        let copy = animation.copy()
        addedAnimations.append((key, copy))
        copy.delegate?.animationDidStart(copy)
        guard copy.repeatCount != .infinity, copy.repeatDuration != .infinity else { return }
        if copy.isRemovedOnCompletion { addedAnimations.removeAll { $0.animation === copy } }
        copy.delegate?.animationDidStop(copy, finished: true)
    }

    /// The animation under `key`, while the layer has it.
    public func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the animations the layer has; nil when none.
    public func animationKeys() -> [String]? {
        let keys = addedAnimations.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears it stop, unfinished.
    public func removeAnimation(forKey key: String) {
        guard let index = addedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = addedAnimations.remove(at: index).animation
        removed.delegate?.animationDidStop(removed, finished: false)
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        for key in animationKeys() ?? [] { removeAnimation(forKey: key) }
    }
}

/// A layer that draws a path, Core Animation's `CAShapeLayer`.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.fillColor = UIColor.clear.cgColor
/// layer.addSublayer(ring)
/// ```
@MainActor
open class CAShapeLayer: CALayer {
    /// UIKit's `CAShapeLayer.path`.
    open var path: CGPath?
    /// The fill; opaque black unless set.
    open var fillColor: CGColor? = .black
    /// UIKit's `CAShapeLayer.fillRule`.
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// UIKit's `CAShapeLayer.strokeColor`.
    open var strokeColor: CGColor?
    /// UIKit's `CAShapeLayer.lineWidth`.
    open var lineWidth: CGFloat = 1
    /// UIKit's `CAShapeLayer.lineCap`.
    open var lineCap = CAShapeLayerLineCap.butt
    /// UIKit's `CAShapeLayer.lineJoin`.
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// UIKit's `CAShapeLayer.miterLimit`.
    open var miterLimit: CGFloat = 10
    /// UIKit's `CAShapeLayer.lineDashPattern`.
    open var lineDashPattern: [NSNumber]?
    /// UIKit's `CAShapeLayer.lineDashPhase`.
    open var lineDashPhase: CGFloat = 0
    /// The part of the path stroked, 0…1.
    open var strokeStart: CGFloat = 0
    /// UIKit's `CAShapeLayer.strokeEnd`.
    open var strokeEnd: CGFloat = 1

    /// A `CAShapeLayer`, for a view whose `layerClass` this is.
    open override class func makeViewLayer() -> CALayer { CAShapeLayer() }
}

/// How a shape is filled, Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a stroke ends, Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a stroke turns corners, Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer filled with a gradient, Core Animation's `CAGradientLayer`.
///
/// ```swift
/// override class var layerClass: AnyClass { CAGradientLayer.self }
/// (layer as? CAGradientLayer)?.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
/// ```
@MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order.
    open var colors: [Any]?
    /// Where each colour sits, 0…1; evenly spaced when nil.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates; the top middle unless set.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends; the bottom middle unless set.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// UIKit's `CAGradientLayer.type`.
    open var type = CAGradientLayerType.axial

    /// A `CAGradientLayer`, for a view whose `layerClass` this is.
    open override class func makeViewLayer() -> CALayer { CAGradientLayer() }
}

/// The kind of gradient, Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that shows text, Core Animation's `CATextLayer`.
@MainActor
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any?
    /// UIKit's `CATextLayer.font`.
    open var font: Any?
    /// UIKit's `CATextLayer.fontSize`.
    open var fontSize: CGFloat = 36
    /// UIKit's `CATextLayer.foregroundColor`.
    open var foregroundColor: CGColor? = .white
    /// UIKit's `CATextLayer.isWrapped`.
    open var isWrapped = false
    /// UIKit's `CATextLayer.truncationMode`.
    open var truncationMode = CATextLayerTruncationMode.none
    /// UIKit's `CATextLayer.alignmentMode`.
    open var alignmentMode = CATextLayerAlignmentMode.natural

    /// A `CATextLayer`, for a view whose `layerClass` this is.
    open override class func makeViewLayer() -> CALayer { CATextLayer() }
}

/// Where a text layer cuts text, Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
}

/// How a text layer aligns text, Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that repeats its sublayers, Core Animation's `CAReplicatorLayer`.
@MainActor
open class CAReplicatorLayer: CALayer {
    /// UIKit's `CAReplicatorLayer.instanceCount`.
    open var instanceCount = 1
    /// UIKit's `CAReplicatorLayer.instanceDelay`.
    open var instanceDelay: CFTimeInterval = 0
    /// UIKit's `CAReplicatorLayer.instanceTransform`.
    open var instanceTransform = CATransform3DIdentity
    /// UIKit's `CAReplicatorLayer.instanceColor`.
    open var instanceColor: CGColor?

    /// A `CAReplicatorLayer`, for a view whose `layerClass` this is.
    open override class func makeViewLayer() -> CALayer { CAReplicatorLayer() }
}

/// Seconds, Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current time in seconds, Core Animation's `CACurrentMediaTime()`: a monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
