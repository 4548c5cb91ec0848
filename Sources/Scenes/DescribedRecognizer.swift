import ResponderKit

/// A gesture recognizer of a described view, with the flags that decide what it does to the view's touches.
public struct DescribedRecognizer: Sendable, Equatable {
    public let name: String
    /// `tap`, `longPress`, `pan`, or the class's name.
    public let kind: String
    /// The kind's parameters in words: `2 taps`, `0.5 s`.
    public let details: String?
    public let isEnabled: Bool
    public let cancelsTouchesInView: Bool
    public let delaysTouchesBegan: Bool
    public let delaysTouchesEnded: Bool
    /// The recognizers it waits for to fail.
    public let requiresToFail: [String]
    public let state: GestureRecognizer.State
    /// The line of the edits file that declared it; nil for a recognizer of the scene's own.
    public let declaredAt: Int?

    @MainActor
    init(_ recognizer: GestureRecognizer, declaredAt: Int?) {
        self.declaredAt = declaredAt
        name = recognizer.debugName
        switch recognizer {
        case let tap as TapGestureRecognizer:
            kind = "tap"
            details = "\(tap.numberOfTapsRequired) tap\(tap.numberOfTapsRequired == 1 ? "" : "s"), "
                + "\(tap.numberOfTouchesRequired) finger\(tap.numberOfTouchesRequired == 1 ? "" : "s")"
        case let press as LongPressGestureRecognizer:
            kind = "longPress"
            details = "\(press.minimumPressDuration) s"
        case is PanGestureRecognizer:
            kind = "pan"
            details = nil
        default:
            kind = String(describing: type(of: recognizer))
            details = nil
        }
        isEnabled = recognizer.isEnabled
        cancelsTouchesInView = recognizer.cancelsTouchesInView
        delaysTouchesBegan = recognizer.delaysTouchesBegan
        delaysTouchesEnded = recognizer.delaysTouchesEnded
        requiresToFail = recognizer.failureRequirements.map(\.debugName)
        state = recognizer.state
    }
}
