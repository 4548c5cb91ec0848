/// Recognizes two fingers moving apart or together, UIKit's
/// `UIPinchGestureRecognizer`: a continuous gesture (behaviour 11).
///
/// **(pinned)** It begins when the distance between two fingers has changed
/// by more than 10 points since the second finger came down; ``scale`` is
/// their distance over the distance they pressed at. Every later move of the
/// two fingers is `changed`. It ends when both fingers have lifted; lifting
/// them before it began fails it, and a cancelled touch cancels it.
///
/// - One of the two fingers lifting does not end it: ``scale`` stays where it
///   was while one finger is down, and a finger that comes down again picks
///   up from there (the new pair's distance counts as the current scale).
/// - A third finger is ignored: the pinch measures the two earliest fingers down.
/// - Distances are measured in the window, so a scale does not depend on the
///   view's transform.
/// - Two fingers pressed at the very same point (the lab's simulated second
///   finger starts on the first) have no distance to divide by: their scale
///   is measured from the distance at which the pinch began.
///
/// Setting ``scale`` makes the current distance read as that scale from then
/// on: set it to 1 in the action to receive each change as a factor of the last.
///
/// ```swift
/// let pinch = PinchGestureRecognizer { recognizer in
///     let pinch = recognizer as! PinchGestureRecognizer
///     photo.transform = Transform(scaleX: pinch.scale, y: pinch.scale).concatenating(photo.transform)
///     pinch.scale = 1
/// }
/// photo.addGestureRecognizer(pinch)
/// ```
@MainActor
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// How far, in points, the distance between the fingers must change before the pinch begins: 10.
    static let beginDistance = 10.0

    private var storedScale = 1.0
    /// The distance that reads as `scaleAtBase`: where the pair pressed, or where the scale was last set.
    private var baseDistance = 0.0
    private var scaleAtBase = 1.0
    /// The pair's distance when it pressed, and now.
    private var pressDistance = 0.0
    private var distance = 0.0

    /// The fingers' distance over their distance when the second one came
    /// down (times the scale last set); 1 before they move.
    public var scale: Double {
        get { storedScale }
        set {
            storedScale = newValue
            scaleAtBase = newValue
            baseDistance = distance
        }
    }

    /// How fast ``scale`` changed over the fingers' last moves, in scale per
    /// second (negative when they pinch in); zero before they move and once they
    /// rested before lifting, as a pan's velocity is.
    public var velocity: Double { pairVelocity }

    override func pairFormed(_ a: Point, _ b: Point) {
        // Before it began, a new pair is the gesture's start; afterwards it carries the scale on.
        if state == .possible { storedScale = 1 }
        distance = TapGestureRecognizer.distance(a, b)
        pressDistance = distance
        baseDistance = distance
        scaleAtBase = storedScale
    }

    override func pairMoved(_ a: Point, _ b: Point) -> (change: Double, begins: Bool) {
        distance = TapGestureRecognizer.distance(a, b)
        let begins = abs(distance - pressDistance) > Self.beginDistance
        if baseDistance == 0, begins || state != .possible {
            baseDistance = distance
        }
        let old = storedScale
        if baseDistance > 0 { storedScale = scaleAtBase * distance / baseDistance }
        return (storedScale - old, begins)
    }

    open override func reset() {
        super.reset()
        storedScale = 1
        baseDistance = 0
        scaleAtBase = 1
        pressDistance = 0
        distance = 0
    }
}
