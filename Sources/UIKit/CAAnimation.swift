// Core Animation's animations and transactions. An animation added to a
// layer finishes at once (see `Layer.add(_:forKey:)`); a transaction's
// completion runs when the transaction commits.

import ResponderKit

/// Told when an animation starts and stops, Core Animation's `CAAnimationDelegate`.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// UIKit's `CAAnimationDelegate.animationDidStart(_:)`.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// UIKit's `CAAnimationDelegate.animationDidStop(_:finished:)`.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// How an animation's value fills the time before and after it, Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The name of a standard pace, Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// An animation's pace as a cubic Bézier curve, Core Animation's `CAMediaTimingFunction`.
public final class CAMediaTimingFunction: Hashable, Sendable {
    /// The curve's control points, (0, 0), c1, c2, (1, 1).
    public let controlPoints: [Float]

    /// UIKit's `CAMediaTimingFunction.init(name:)`.
    public init(name: CAMediaTimingFunctionName) {
        controlPoints =
            switch name {
            case .linear: [0, 0, 1, 1]
            case .easeIn: [0.42, 0, 1, 1]
            case .easeOut: [0, 0, 0.58, 1]
            case .easeInEaseOut: [0.42, 0, 0.58, 1]
            default: [0.25, 0.1, 0.25, 1]
            }
    }

    /// UIKit's `CAMediaTimingFunction.init(controlPoints:_:_:_:)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.controlPoints == rhs.controlPoints
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(controlPoints) }
}

/// An animation of a layer, Core Animation's `CAAnimation`: its timing, kept.
@MainActor
open class CAAnimation {
    /// UIKit's `CAAnimation.duration`.
    open var duration: CFTimeInterval = 0
    /// UIKit's `CAAnimation.beginTime`.
    open var beginTime: CFTimeInterval = 0
    /// UIKit's `CAAnimation.timeOffset`.
    open var timeOffset: CFTimeInterval = 0
    /// UIKit's `CAAnimation.speed`.
    open var speed: Float = 1
    /// How many times it runs; `.infinity` for ever (it then never finishes here either).
    open var repeatCount: Float = 0
    /// UIKit's `CAAnimation.repeatDuration`.
    open var repeatDuration: CFTimeInterval = 0
    /// UIKit's `CAAnimation.autoreverses`.
    open var autoreverses = false
    /// UIKit's `CAAnimation.fillMode`.
    open var fillMode = CAMediaTimingFillMode.removed
    /// UIKit's `CAAnimation.timingFunction`.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation once it finishes; true unless set.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; retained, as Core Animation's is.
    open var delegate: CAAnimationDelegate?

    /// UIKit's `CAAnimation.init()`.
    public init() {}

    /// UIKit's `CAAnimation.init(copying:)`.
    public required init(copying other: CAAnimation) {
        duration = other.duration
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        speed = other.speed
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
    }

    /// A copy, as a layer keeps what it is given (`add(_:forKey:)` copies).
    open func copy() -> CAAnimation { type(of: self).init(copying: self) }
}

/// An animation of one property, Core Animation's `CAPropertyAnimation`.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path (`"transform.scale"`, `"opacity"`).
    open var keyPath: String?
    /// UIKit's `CAPropertyAnimation.isAdditive`.
    open var isAdditive = false
    /// UIKit's `CAPropertyAnimation.isCumulative`.
    open var isCumulative = false

    /// UIKit's `CAPropertyAnimation.init()`.
    public override init() { super.init() }

    /// UIKit's `CAPropertyAnimation.init(keyPath:)`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// UIKit's `CAPropertyAnimation.init(copying:)`.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }
}

/// From one value to another, Core Animation's `CABasicAnimation`.
///
/// ```swift
/// let pulse = CABasicAnimation(keyPath: "transform.scale")
/// pulse.fromValue = 1
/// pulse.toValue = 1.2
/// pulse.repeatCount = .infinity
/// badge.layer.add(pulse, forKey: "pulse")
/// ```
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// UIKit's `CABasicAnimation.fromValue`.
    open var fromValue: Any?
    /// UIKit's `CABasicAnimation.toValue`.
    open var toValue: Any?
    /// UIKit's `CABasicAnimation.byValue`.
    open var byValue: Any?

    /// UIKit's `CABasicAnimation.init()`.
    public override init() { super.init() }

    /// UIKit's `CABasicAnimation.init(copying:)`.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }
}

/// Through a list of values, Core Animation's `CAKeyframeAnimation`.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// UIKit's `CAKeyframeAnimation.values`.
    open var values: [Any]?
    /// UIKit's `CAKeyframeAnimation.keyTimes`.
    open var keyTimes: [NSNumber]?
    /// UIKit's `CAKeyframeAnimation.path`.
    open var path: CGPath?
    /// UIKit's `CAKeyframeAnimation.timingFunctions`.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// UIKit's `CAKeyframeAnimation.calculationMode`.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// UIKit's `CAKeyframeAnimation.rotationMode`.
    open var rotationMode: CAAnimationRotationMode?

    /// UIKit's `CAKeyframeAnimation.init()`.
    public override init() { super.init() }

    /// UIKit's `CAKeyframeAnimation.init(copying:)`.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, keyTimes, path, timingFunctions) = (other.values, other.keyTimes, other.path, other.timingFunctions)
        (calculationMode, rotationMode) = (other.calculationMode, other.rotationMode)
    }
}

/// How keyframes are joined, Core Animation's `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer turns along a path, Core Animation's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A spring, Core Animation's `CASpringAnimation`.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// UIKit's `CASpringAnimation.mass`.
    open var mass: CGFloat = 1
    /// UIKit's `CASpringAnimation.stiffness`.
    open var stiffness: CGFloat = 100
    /// UIKit's `CASpringAnimation.damping`.
    open var damping: CGFloat = 10
    /// UIKit's `CASpringAnimation.initialVelocity`.
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to settle: where its envelope falls below 0.1%.
    public var settlingDuration: CFTimeInterval {
        let zeta = damping / (2 * (mass * stiffness).squareRoot())
        let omega = (stiffness / mass).squareRoot()
        return -log(0.001) / (max(zeta, 0.01) * omega)
    }

    /// UIKit's `CASpringAnimation.init()`.
    public override init() { super.init() }

    /// UIKit's `CASpringAnimation.init(copying:)`.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity) = (
            other.mass, other.stiffness, other.damping, other.initialVelocity
        )
    }
}

/// Animations that run together, Core Animation's `CAAnimationGroup`.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// UIKit's `CAAnimationGroup.animations`.
    open var animations: [CAAnimation]?

    /// UIKit's `CAAnimationGroup.init()`.
    public override init() { super.init() }

    /// UIKit's `CAAnimationGroup.init(copying:)`.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        animations = (other as? CAAnimationGroup)?.animations
    }
}

/// A transition of a layer's content, Core Animation's `CATransition`.
@MainActor
open class CATransition: CAAnimation {
    /// UIKit's `CATransition.type`.
    open var type = CATransitionType.fade
    /// UIKit's `CATransition.subtype`.
    open var subtype: CATransitionSubtype?

    /// UIKit's `CATransition.init()`.
    public override init() { super.init() }

    /// UIKit's `CATransition.init(copying:)`.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CATransition else { return }
        (type, subtype) = (other.type, other.subtype)
    }
}

/// The kind of transition, Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition, Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Groups layer changes, Core Animation's `CATransaction`. Transactions nest;
/// a completion block runs when its transaction commits (the animations added
/// in it have finished by then, here); one set outside any transaction runs at once.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { ring.removeFromSuperlayer() }
/// ring.add(spin, forKey: "spin")
/// CATransaction.commit()
/// ```
@MainActor
public final class CATransaction {
    private struct Open {
        var completion: (() -> Void)?
        var duration: CFTimeInterval = 0.25
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
        var values: [String: Any] = [:]
    }

    private static var stack: [Open] = []

    /// Opens a transaction.
    public static func begin() { stack.append(Open()) }

    /// Closes the innermost transaction and runs its completion block.
    public static func commit() {
        guard let closed = stack.popLast() else { return }
        closed.completion?()
    }

    /// Commits what is pending: nothing is, here.
    public static func flush() {}

    /// UIKit's `CATransaction.lock()`.
    public static func lock() {}
    /// UIKit's `CATransaction.unlock()`.
    public static func unlock() {}

    /// The innermost transaction's completion block.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }

    /// Sets the innermost transaction's completion block; with none open, runs it at once.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard !stack.isEmpty else { return block?() ?? () }
        stack[stack.count - 1].completion = block
    }

    /// The duration of the transaction's implicit animations; 0.25 s unless set.
    public static func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }
    /// UIKit's `CATransaction.setAnimationDuration(_:)`.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        if !stack.isEmpty { stack[stack.count - 1].duration = duration }
    }

    /// Whether implicit animations are off in the transaction.
    public static func disableActions() -> Bool { stack.last?.disableActions ?? false }
    /// UIKit's `CATransaction.setDisableActions(_:)`.
    public static func setDisableActions(_ flag: Bool) {
        if !stack.isEmpty { stack[stack.count - 1].disableActions = flag }
    }

    /// UIKit's `CATransaction.animationTimingFunction()`.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }
    /// UIKit's `CATransaction.setAnimationTimingFunction(_:)`.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        if !stack.isEmpty { stack[stack.count - 1].timingFunction = function }
    }

    /// A value kept with the innermost transaction.
    public static func value(forKey key: String) -> Any? { stack.last?.values[key] }
    /// UIKit's `CATransaction.setValue(_:forKey:)`.
    public static func setValue(_ value: Any?, forKey key: String) {
        if !stack.isEmpty { stack[stack.count - 1].values[key] = value }
    }
}
