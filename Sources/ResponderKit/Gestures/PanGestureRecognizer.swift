/// Recognizes a drag, UIKit's `UIPanGestureRecognizer`: a continuous gesture.
///
/// It begins once the fingers (between ``minimumNumberOfTouches`` and
/// ``maximumNumberOfTouches``) have moved, together, more than
/// ``PanGestureRecognizer/beginDistance`` (10 points) from where they pressed;
/// each later move is `changed`, and lifting the last finger ends it. Lifting
/// before it began fails it. ``translation(in:)`` says how far the fingers
/// have moved since they pressed, ``velocity(in:)`` how fast they moved last.
///
/// ```swift
/// let drag = PanGestureRecognizer { recognizer in
///     let pan = recognizer as! PanGestureRecognizer
///     let t = pan.translation(in: card.superview)
///     card.center = Point(x: card.center.x + t.x, y: card.center.y + t.y)
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// card.addGestureRecognizer(drag)
/// ```
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far, in points, the fingers must move before the pan begins: 10.
    public static let beginDistance = 10.0

    /// The fewest fingers that make a pan; 1.
    public var minimumNumberOfTouches = 1
    /// The most fingers that make a pan; unlimited.
    public var maximumNumberOfTouches = Int.max

    /// How far back ``velocity(in:)`` looks: the moves of the last tenth of a
    /// second, so that one uneven sample does not make the speed jump.
    public static let velocityWindow = RecentMotion.window

    /// The movement so far, in window coordinates: the centroid's moves, not
    /// its jumps when a finger joins or leaves.
    private var translationInWindow = Point.zero
    /// The centroid's recent moves (window coordinates), for the velocity.
    private var motion = RecentMotion()

    /// How far the fingers have moved since they pressed (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s coordinates; nil means the window's.
    public func translation(in view: View?) -> Point {
        vector(translationInWindow, in: view)
    }

    /// A movement in window coordinates as `view` measures it (nil: the window).
    private func vector(_ v: Point, in view: View?) -> Point {
        let window = liveTouches.first?.window ?? lastWindow
        let origin = Self.convert(.zero, from: window, to: view)
        let end = Self.convert(v, from: window, to: view)
        return Point(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// Makes ``translation(in:)`` read `translation` in `view`'s coordinates
    /// from here on; `.zero` to measure each move from the last.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard let view else {
            translationInWindow = translation
            return
        }
        // The inverse of translation(in:): map the vector from the view back to the window.
        let window = liveTouches.first?.window ?? lastWindow
        let end = view.convert(translation, to: window), origin = view.convert(Point.zero, to: window)
        translationInWindow = Point(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// How fast the fingers moved over their last moves, in points per second
    /// of `view`'s coordinates (nil: the window's); zero before they move.
    /// At `ended` it is the speed the fingers lifted at, for a fling.
    ///
    /// ```swift
    /// let fling = PanGestureRecognizer { recognizer in
    ///     let pan = recognizer as! PanGestureRecognizer
    ///     if pan.state == .ended, pan.velocity(in: nil).x > 500 { dismiss() }
    /// }
    /// ```
    public func velocity(in view: View?) -> Point {
        let v = motion.velocity
        return vector(Point(x: v.x, y: v.y), in: view)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        motion.noteEvent(at: event.timestamp)
        if state == .possible, numberOfTouches > maximumNumberOfTouches { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        // Too few fingers is not a pan yet: their moves do not count towards one.
        if state == .possible, numberOfTouches < minimumNumberOfTouches { return }
        let count = max(1, numberOfTouches)
        var dx = 0.0, dy = 0.0
        for touch in touches {
            let now = touch.location(in: nil), before = touch.previousLocation(in: nil)
            dx += now.x - before.x
            dy += now.y - before.y
        }
        let delta = Point(x: dx / Double(count), y: dy / Double(count))
        translationInWindow = Point(x: translationInWindow.x + delta.x, y: translationInWindow.y + delta.y)
        motion.record(SIMD2(delta.x, delta.y), at: event.timestamp)
        let distance = (translationInWindow.x * translationInWindow.x + translationInWindow.y * translationInWindow.y)
            .squareRoot()
        continueGesture(
            beginning: distance > Self.beginDistance
                && (minimumNumberOfTouches...maximumNumberOfTouches).contains(numberOfTouches))
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        motion.noteEvent(at: event.timestamp)
        guard numberOfTouches == 0 else { return }
        finishGesture(.ended)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        finishGesture(.cancelled)
    }

    open override func reset() {
        super.reset()
        translationInWindow = .zero
        motion = RecentMotion()
    }
}
