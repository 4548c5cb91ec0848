/// Recognizes a press held in place, UIKit's `UILongPressGestureRecognizer`: a
/// continuous gesture.
///
/// It begins when ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` (0.5 s) without moving more than
/// ``allowableMovement`` (10 points); moving further, or lifting, before then
/// fails it. Once begun, moves are `changed` (any distance), and lifting ends
/// it. The wait is a deadline on the application's clock.
///
/// ```swift
/// let press = LongPressGestureRecognizer { recognizer in
///     if recognizer.state == .began { showMenu(at: recognizer.location(in: nil)) }
/// }
/// cell.addGestureRecognizer(press)
/// ```
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down, in seconds; 0.5.
    public var minimumPressDuration = 0.5
    /// How many fingers must press; 1.
    public var numberOfTouchesRequired = 1
    /// How far, in points, a finger may move before the press begins; 10.
    public var allowableMovement = 10.0

    private var starts: [(touch: Touch, at: Point)] = []

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        for touch in touches { starts.append((touch, touch.location(in: nil))) }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            scheduleDeadline(at: currentTime + minimumPressDuration)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            let tooFar = touches.contains { touch in
                guard let start = starts.first(where: { $0.touch === touch })?.at else { return false }
                return TapGestureRecognizer.distance(start, touch.location(in: nil)) > allowableMovement
            }
            if tooFar { state = .failed }
        default:
            continueGesture(beginning: false)
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        // Released too early fails it; once it began, it ends with its last finger.
        guard state == .possible || numberOfTouches == 0 else { return }
        finishGesture(.ended)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        finishGesture(.cancelled)
    }

    /// Held long enough.
    open override func deadlineReached() {
        if state == .possible, numberOfTouches == numberOfTouchesRequired { state = .began }
    }

    open override func reset() {
        super.reset()
        starts.removeAll()
    }
}
