import Foundation

/// Recognizes two fingers turning around each other, UIKit's
/// `UIRotationGestureRecognizer`: a continuous gesture (behaviour 11).
///
/// **(pinned)** It begins when the line between two fingers has turned by
/// more than 0.1 radians since the second finger came down; ``rotation`` is
/// the angle it has turned since then, in radians, positive clockwise on
/// screen (y grows downward). Every later move of the two fingers is
/// `changed`. It ends when both fingers have lifted; lifting them before it
/// began fails it, and a cancelled touch cancels it.
///
/// - Each move adds the shortest signed turn from the previous angle, so the
///   rotation goes past ±π smoothly and counts whole turns (4π is two).
/// - One of the two fingers lifting does not end it: ``rotation`` stays where
///   it was while one finger is down, and a finger that comes down again
///   turns it on from there.
/// - A third finger is ignored: the rotation follows the two earliest fingers down.
/// - Angles are measured in the window. Two fingers at the very same point
///   have no angle: turning counts from the first move that parts them.
///
/// Setting ``rotation`` makes the fingers' current angle read as that value:
/// set it to 0 in the action to receive each change as a turn from the last.
///
/// ```swift
/// let turn = RotationGestureRecognizer { recognizer in
///     let turn = recognizer as! RotationGestureRecognizer
///     photo.transform = Transform(rotationAngle: turn.rotation).concatenating(photo.transform)
///     turn.rotation = 0
/// }
/// photo.addGestureRecognizer(turn)
/// ```
@MainActor
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// How far, in radians, the fingers must turn before the rotation begins: 0.1.
    static let beginAngle = 0.1

    /// The pair's angle at the last measurement; nil while the fingers are at one point.
    private var angle: Double?
    /// How far the pair has turned since it pressed, for the begin threshold.
    private var turnedSincePress = 0.0

    /// The angle the fingers have turned since the second one came down (plus
    /// the value last set), in radians, clockwise on screen; 0 before they move.
    public var rotation = 0.0

    /// How fast ``rotation`` changed over the fingers' last moves, in radians
    /// per second; zero before they move and once they rested before lifting,
    /// as a pan's velocity is.
    public var velocity: Double { pairVelocity }

    override func pairFormed(_ a: Point, _ b: Point) {
        // Before it began, a new pair is the gesture's start; afterwards it carries the rotation on.
        if state == .possible { rotation = 0 }
        angle = Self.angle(from: a, to: b)
        turnedSincePress = 0
    }

    override func pairMoved(_ a: Point, _ b: Point) -> (change: Double, begins: Bool) {
        guard let new = Self.angle(from: a, to: b) else { return (0, false) }
        var turn = 0.0
        if let old = angle {
            turn = Self.shortestTurn(from: old, to: new)
            rotation += turn
            turnedSincePress += turn
        }
        angle = new
        return (turn, abs(turnedSincePress) > Self.beginAngle)
    }

    open override func reset() {
        super.reset()
        rotation = 0
        angle = nil
        turnedSincePress = 0
    }

    /// The direction from `a` to `b`, clockwise on screen from the x axis; nil when they coincide.
    static func angle(from a: Point, to b: Point) -> Double? {
        let dx = b.x - a.x, dy = b.y - a.y
        guard dx != 0 || dy != 0 else { return nil }
        return atan2(dy, dx)
    }

    /// The turn from `old` to `new` the short way round, in (-π, π].
    static func shortestTurn(from old: Double, to new: Double) -> Double {
        var turn = (new - old).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi }
        if turn <= -.pi { turn += 2 * .pi }
        return turn
    }
}
