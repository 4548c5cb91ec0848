// Animations finish at once: nothing moves over time here, so a block's
// changes are the final state as soon as it runs, and completions run with
// `true` right after (a repeating animation never finishes, so its
// completion never runs, as on a device). What a touch meets is the final
// state, as on a device once the animation is over.

import ResponderKit

extension View {
    /// How an animation runs, UIKit's `UIView.AnimationOptions`; kept by nothing, accepted by all.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// How a keyframe animation runs, UIKit's `UIView.KeyframeAnimationOptions`.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The pace of an animation, UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// Runs `animations` (their changes are the final state at once), then `completion` with `true`.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
    ///     chip.alpha = 0
    /// }, completion: { _ in chip.removeFromSuperview() })
    /// ```
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Animations.run(duration: duration, repeats: options.contains(.repeat), animations, completion)
    }

    /// Runs `animations`, then `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Animations.run(duration: duration, repeats: false, animations, completion)
    }

    /// Runs `animations`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        Animations.run(duration: duration, repeats: false, animations, nil)
    }

    /// A spring animation: runs `animations`, then `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Animations.run(duration: duration, repeats: options.contains(.repeat), animations, completion)
    }

    /// A spring animation by duration and bounce: runs `animations`, then `completion` with `true`.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        withoutActuallyEscaping(animations) {
            Animations.run(duration: duration, repeats: options.contains(.repeat), $0, completion)
        }
    }

    /// A keyframe animation: runs `animations`, whose keyframes
    /// (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``)
    /// run in order of start time, then `completion` with `true`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        Animations.run(
            duration: duration, repeats: options.contains(.repeat),
            {
                Animations.keyframes.append([])
                animations()
                let frames = Animations.keyframes.removeLast()
                for frame in frames.enumerated().sorted(by: {
                    ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
                }) {
                    frame.element.animations()
                }
            }, completion)
    }

    /// One keyframe of ``animateKeyframes(withDuration:delay:options:animations:completion:)``;
    /// outside one, its changes apply at once.
    public static func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard !Animations.keyframes.isEmpty else { return animations() }
        Animations.keyframes[Animations.keyframes.count - 1].append((start, animations))
    }

    /// A transition of `view`'s content: runs `animations`, then `completion` with `true`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        Animations.run(duration: duration, repeats: false, animations ?? {}, completion)
    }

    /// Replaces `fromView` with `toView` in its superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), then runs `completion` with `true`.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        Animations.run(
            duration: duration, repeats: false,
            {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let superview = fromView.superview {
                    superview.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, as they always are here.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = Animations.enabled
        Animations.enabled = false
        actionsWithoutAnimation()
        Animations.enabled = enabled
    }

    /// Turns animations on or off (``areAnimationsEnabled``); either way changes apply at once.
    public static func setAnimationsEnabled(_ enabled: Bool) { Animations.enabled = enabled }

    /// Whether animations are on; true unless turned off.
    public static var areAnimationsEnabled: Bool { Animations.enabled }

    /// The duration of the animation block running now; 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval { Animations.durations.last ?? 0 }

    /// Runs `animations` inside an animation, as repeated: at once, here.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animations()
    }
}

/// What the animation calls share while they run: the keyframes being
/// collected and the durations of the blocks running, innermost last.
@MainActor
enum Animations {
    static var enabled = true
    static var durations: [TimeInterval] = []
    static var keyframes: [[(start: Double, animations: () -> Void)]] = []

    static func run(duration: TimeInterval, repeats: Bool, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        durations.append(duration)
        animations()
        durations.removeLast()
        if !repeats { completion?(true) }
    }
}

/// Where an animator's animations stand when it finishes, UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's state, UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// A timing curve an animator follows, UIKit's `UITimingCurveProvider`.
public protocol UITimingCurveProvider {}

/// A cubic Bézier timing curve, UIKit's `UICubicTimingParameters`.
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// UIKit's `UICubicTimingParameters.animationCurve`.
    public let animationCurve: UIView.AnimationCurve
    /// UIKit's `UICubicTimingParameters.controlPoint1`.
    public let controlPoint1: CGPoint
    /// UIKit's `UICubicTimingParameters.controlPoint2`.
    public let controlPoint2: CGPoint

    /// UIKit's `UICubicTimingParameters.init(animationCurve:)`.
    public init(animationCurve curve: UIView.AnimationCurve = .easeInOut) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = CGPoint(x: 1, y: 1)
    }

    /// UIKit's `UICubicTimingParameters.init(controlPoint1:controlPoint2:)`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }
}

/// A spring timing curve, UIKit's `UISpringTimingParameters`.
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// UIKit's `UISpringTimingParameters.dampingRatio`.
    public let dampingRatio: CGFloat
    /// UIKit's `UISpringTimingParameters.initialVelocity`.
    public let initialVelocity: CGVector

    /// UIKit's `UISpringTimingParameters.init(dampingRatio:initialVelocity:)`.
    public init(dampingRatio ratio: CGFloat = 1, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// UIKit's `UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = damping / (2 * (mass * stiffness).squareRoot())
        initialVelocity = velocity
    }
}

/// A vector, Core Graphics' `CGVector`.
public struct CGVector: Hashable, Sendable {
    /// UIKit's `CGVector.dx`.
    public var dx: CGFloat
    /// UIKit's `CGVector.dy`.
    public var dy: CGFloat
    /// UIKit's `CGVector.init(dx:dy:)`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// UIKit's `CGVector.init()`.
    public init() { self.init(dx: 0, dy: 0) }
    /// UIKit's `CGVector.zero`.
    public static let zero = CGVector()
}

/// An animation that code starts, pauses, scrubs and finishes, UIKit's
/// `UIViewPropertyAnimator`. Its animations run when it starts (or is
/// paused, as UIKit applies them then): their changes are the final state
/// at once, and starting finishes it, running the completions with `.end`.
/// Finishing at `.start` runs the completions with `.start` but cannot undo
/// what the animations set.
///
/// ```swift
/// let fade = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
/// fade.addCompletion { _ in card.removeFromSuperview() }
/// fade.startAnimation()
/// ```
@MainActor
open class UIViewPropertyAnimator {
    /// UIKit's `UIViewPropertyAnimator.duration`.
    public let duration: TimeInterval
    /// UIKit's `UIViewPropertyAnimator.delay`.
    public private(set) var delay: TimeInterval = 0
    /// UIKit's `UIViewPropertyAnimator.timingParameters`.
    public let timingParameters: UITimingCurveProvider?
    /// UIKit's `UIViewPropertyAnimator.state`.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animation is running; never for long, here.
    public private(set) var isRunning = false
    /// UIKit's `UIViewPropertyAnimator.isReversed`.
    open var isReversed = false
    /// UIKit's `UIViewPropertyAnimator.fractionComplete`.
    open var fractionComplete: CGFloat = 0
    /// UIKit's `UIViewPropertyAnimator.isInterruptible`.
    open var isInterruptible = true
    /// UIKit's `UIViewPropertyAnimator.isUserInteractionEnabled`.
    open var isUserInteractionEnabled = true
    /// UIKit's `UIViewPropertyAnimator.isManualHitTestingEnabled`.
    open var isManualHitTestingEnabled = false
    /// UIKit's `UIViewPropertyAnimator.scrubsLinearly`.
    open var scrubsLinearly = true
    /// UIKit's `UIViewPropertyAnimator.pausesOnCompletion`.
    open var pausesOnCompletion = false
    private var pending: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// UIKit's `UIViewPropertyAnimator.init(duration:timingParameters:)`.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
    }

    /// UIKit's `UIViewPropertyAnimator.init(duration:curve:animations:)`.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pending.append(animations) }
    }

    /// UIKit's `UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pending.append(animations) }
    }

    /// UIKit's `UIViewPropertyAnimator.init(duration:dampingRatio:animations:)`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pending.append(animations) }
    }

    /// An animator already started: its animations run at once, then its completion with `.end`.
    @discardableResult
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions, animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        animator.delay = delay
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds animations; when the animator is already active they run at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { pending.append(animation) }
    }

    /// Adds animations that start after `delayFactor` of the rest; the same, here.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a completion, run when the animator finishes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs the animations and finishes: the completions run with `.end` (unless it pauses on completion).
    open func startAnimation() {
        activate()
        isRunning = true
        fractionComplete = 1
        if pausesOnCompletion {
            isRunning = false
        } else {
            finish(at: isReversed ? .start : .end)
        }
    }

    /// Starts after `delay`: at once, here.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// Pauses: the animations have run (their final state is set), the animator stays active for scrubbing.
    open func pauseAnimation() {
        activate()
        isRunning = false
    }

    /// Stops: without finishing, the animator goes back to inactive and no
    /// completion runs; otherwise it waits, stopped, for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Finishes a stopped animator: the completions run with `position`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    /// Continues a paused animator to its end: the completions run with `.end`.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        fractionComplete = 1
        finish(at: isReversed ? .start : .end)
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let animations = pending
        pending = []
        for animation in animations { animation() }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        let finished = completions
        completions = []
        for completion in finished { completion(position) }
    }
}
