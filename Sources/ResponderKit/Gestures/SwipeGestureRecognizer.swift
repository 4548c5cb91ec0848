/// Recognizes a quick stroke in a direction, UIKit's
/// `UISwipeGestureRecognizer`: a discrete gesture (behaviour 11).
///
/// **(pinned)** It recognizes once the fingers have moved 50 points in a
/// ``direction`` it allows, within 0.5 s of the press, having moved sideways
/// less than half as far. It fails when the 0.5 s run out (a deadline on the
/// application's clock), when the movement's larger component exceeds 10
/// points in a direction it does not allow, and when the 50 points are
/// reached with a sideways drift of half as far or more (drift alone does not
/// fail it earlier).
///
/// - Movement is the centroid's, measured from where it was once all
///   ``numberOfTouchesRequired`` fingers were down; moves before then do not
///   count, but the 0.5 s run from the first finger's press.
/// - More fingers than required, or a finger lifting before it recognized,
///   fail it.
/// - When the movement is as far across as along (a diagonal), it fails only
///   if neither of the two directions is allowed.
///
/// ```swift
/// let next = SwipeGestureRecognizer { _ in showNextPhoto() }
/// next.direction = .left
/// photo.addGestureRecognizer(next)
/// ```
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go, UIKit's `UISwipeGestureRecognizer.Direction`.
    ///
    /// ```swift
    /// swipe.direction = [.left, .right]
    /// ```
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards larger x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards smaller x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards smaller y: up the screen.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards larger y: down the screen.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far, in points, the fingers must move in an allowed direction: 50.
    static let minimumDistance = 50.0
    /// How long, in seconds from the press, the fingers have to get there: 0.5.
    static let maximumDuration = 0.5
    /// How far, in points, the movement may go in a direction that is not allowed: 10.
    static let allowableMovement = 10.0

    /// The directions that count; `.right` by default.
    public var direction: Direction = .right
    /// How many fingers make the swipe; 1.
    public var numberOfTouchesRequired = 1

    /// Where the centroid was once all the required fingers were down (window coordinates).
    private var origin: Point?
    private var pressed = false

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if !pressed {
            pressed = true
            scheduleDeadline(at: currentTime + Self.maximumDuration)
        }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            origin = Self.centroid(of: liveTouches)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let origin else { return }
        let now = Self.centroid(of: liveTouches)
        state = Self.verdict(dx: now.x - origin.x, dy: now.y - origin.y, allowed: direction)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    /// The 0.5 s ran out.
    open override func deadlineReached() {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        origin = nil
        pressed = false
    }

    /// What a movement of (dx, dy) from the origin makes of the swipe: still `possible`, `recognized` or `failed`.
    static func verdict(dx: Double, dy: Double, allowed: Direction) -> State {
        let components: [(Direction, along: Double, across: Double)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        var reached = false
        for (direction, along, across) in components where allowed.contains(direction) && along >= minimumDistance {
            if across < along / 2 { return .recognized }
            reached = true
        }
        if reached { return .failed }
        let ax = abs(dx), ay = abs(dy)
        guard max(ax, ay) > allowableMovement else { return .possible }
        var heading: Direction = []
        if ax >= ay { heading.insert(dx > 0 ? .right : .left) }
        if ay >= ax { heading.insert(dy > 0 ? .down : .up) }
        return allowed.isDisjoint(with: heading) ? .failed : .possible
    }
}
