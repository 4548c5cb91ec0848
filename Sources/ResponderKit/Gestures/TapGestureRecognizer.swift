/// Recognizes taps, UIKit's `UITapGestureRecognizer`: a discrete gesture.
///
/// It recognizes when ``numberOfTapsRequired`` taps of
/// ``numberOfTouchesRequired`` fingers each have been made, and fails when:
/// a finger moves more than ``allowableMovement`` (10 points) from where it
/// pressed; more fingers than required come down; a tap lifts with fewer
/// fingers than required; or the next tap does not come soon enough or close
/// enough. The gap between taps is bounded as `tapCount` is (behaviour 3.6): the
/// next press must come within ``Application/tapInterval`` (0.35 s) of the
/// release, and within ``Application/tapDistance`` (30 points) of the previous
/// press. Waiting for the next tap is a deadline on the application's clock.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer { _ in zoom() }
/// doubleTap.numberOfTapsRequired = 2
/// let singleTap = TapGestureRecognizer { _ in toggleControls() }
/// singleTap.require(toFail: doubleTap) // fires 0.35 s after the release, if no second tap came
/// photo.gestureRecognizers = [doubleTap, singleTap]
/// ```
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture; 1 by default.
    public var numberOfTapsRequired = 1
    /// How many fingers each tap is made with; 1 by default.
    public var numberOfTouchesRequired = 1
    /// How far, in points, a finger may move from where it pressed before the tap fails; 10.
    public var allowableMovement = 10.0

    /// Taps completed so far.
    private var taps = 0
    /// Fingers down now, and the most that were down together during this tap.
    private var down = 0
    private var mostDown = 0
    /// Where the current tap's first finger pressed, and where the previous tap's did (window coordinates).
    private var pressLocation: Point?
    private var previousPress: Point?
    /// Where each finger of the current tap pressed, by touch.
    private var starts: [(touch: Touch, at: Point)] = []

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if down == 0 {
            // A new tap: it must follow the previous one closely (the deadline checks the time).
            cancelDeadline()
            guard let first = touches.min(by: { $0.id < $1.id }) else { return }
            let location = first.location(in: nil)
            if let previous = previousPress, Self.distance(previous, location) > Application.tapDistance {
                state = .failed
                return
            }
            pressLocation = location
            mostDown = 0
        }
        for touch in touches { starts.append((touch, touch.location(in: nil))) }
        down += touches.count
        mostDown = max(mostDown, down)
        if down > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if movedTooFar(touches) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if movedTooFar(touches) {
            state = .failed
            return
        }
        down = max(0, down - touches.count)
        guard down == 0 else { return }
        // The tap is complete when the last finger lifts.
        guard mostDown == numberOfTouchesRequired else {
            state = .failed
            return
        }
        taps += 1
        starts.removeAll()
        previousPress = pressLocation
        if taps >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleDeadline(at: currentTime + Application.tapInterval)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }

    /// The next tap did not come in time.
    open override func deadlineReached() {
        state = .failed
    }

    open override func reset() {
        super.reset()
        taps = 0
        down = 0
        mostDown = 0
        pressLocation = nil
        previousPress = nil
        starts.removeAll()
    }

    private func movedTooFar(_ touches: Set<Touch>) -> Bool {
        touches.contains { touch in
            guard let start = starts.first(where: { $0.touch === touch })?.at else { return false }
            return Self.distance(start, touch.location(in: nil)) > allowableMovement
        }
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
