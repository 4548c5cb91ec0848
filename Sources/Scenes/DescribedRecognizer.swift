import ResponderKit

/// A gesture recognizer of a described view, with the flags that decide what it does to the view's touches.
public struct DescribedRecognizer: Sendable, Equatable {
    public let name: String
    /// Its kind with the parameters that decide when it recognizes.
    public let gesture: Gesture
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
        gesture =
            switch recognizer {
            case let tap as TapGestureRecognizer:
                .tap(taps: tap.numberOfTapsRequired, fingers: tap.numberOfTouchesRequired)
            case let press as LongPressGestureRecognizer: .longPress(seconds: press.minimumPressDuration)
            case is PanGestureRecognizer: .pan
            default: .other(className: String(describing: type(of: recognizer)))
            }
        isEnabled = recognizer.isEnabled
        cancelsTouchesInView = recognizer.cancelsTouchesInView
        delaysTouchesBegan = recognizer.delaysTouchesBegan
        delaysTouchesEnded = recognizer.delaysTouchesEnded
        requiresToFail = recognizer.failureRequirements.map(\.debugName)
        state = recognizer.state
    }

    /// `tap`, `longPress`, `pan`, or the class's name.
    public var kind: String { gesture.kind }

    /// The kind's parameters in English words, as `describe` gives them: `2 taps, 1 finger`, `0.5 s`.
    public var details: String? { gesture.details }

    /// A recognizer's kind, and what it needs to recognize.
    public enum Gesture: Equatable, Sendable {
        case tap(taps: Int, fingers: Int)
        case longPress(seconds: Double)
        case pan
        /// Any other recognizer, by its class.
        case other(className: String)

        /// `tap`, `longPress`, `pan`, or the class's name.
        public var kind: String {
            switch self {
            case .tap: "tap"
            case .longPress: "longPress"
            case .pan: "pan"
            case .other(let className): className
            }
        }

        /// The parameters in English words: `2 taps, 1 finger`, `0.5 s`; nil for a kind without any.
        public var details: String? {
            switch self {
            case let .tap(taps, fingers):
                "\(taps) tap\(taps == 1 ? "" : "s"), \(fingers) finger\(fingers == 1 ? "" : "s")"
            case .longPress(let seconds): "\(seconds) s"
            case .pan, .other: nil
            }
        }
    }
}
