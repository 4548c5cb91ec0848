import ResponderKit

/// An option of a recognizer's line in an edits file, as UIKit names the
/// property (`numberOfTapsRequired`) or shorter (`taps`).
enum RecognizerOption: Equatable {
    case taps, touches, duration, direction
    case cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, requireToFail

    /// Every spelling of each option, UIKit's first.
    private static let spellings: [(RecognizerOption, [String])] = [
        (.taps, ["numberOfTapsRequired", "taps"]),
        (.touches, ["numberOfTouchesRequired", "touches"]),
        (.duration, ["minimumPressDuration", "duration"]),
        (.direction, ["direction"]),
        (.cancelsTouchesInView, ["cancelsTouchesInView"]),
        (.delaysTouchesBegan, ["delaysTouchesBegan"]),
        (.delaysTouchesEnded, ["delaysTouchesEnded"]),
        (.isEnabled, ["isEnabled", "enabled"]),
        (.requireToFail, ["requireToFail", "requiresToFail"]),
    ]

    /// The options a kind has: the flags every recognizer has, and its own.
    private static func options(of kind: RecognizerDeclaration.Kind) -> [RecognizerOption] {
        let own: [RecognizerOption] =
            switch kind {
            case .tap: [.taps, .touches]
            case .longPress: [.duration]
            case .swipe: [.direction]
            case .pan, .pinch, .rotation: []
            }
        return own + [.cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .isEnabled, .requireToFail]
    }

    /// Every spelling the kind takes, for an error's list and its did-you-mean.
    static func keys(of kind: RecognizerDeclaration.Kind) -> [String] {
        options(of: kind).flatMap { option in spellings.first { $0.0 == option }?.1 ?? [] }
    }

    init?(_ key: String, of kind: RecognizerDeclaration.Kind) {
        guard let option = Self.spellings.first(where: { $0.1.contains(key) })?.0,
            Self.options(of: kind).contains(option)
        else {
            return nil
        }
        self = option
    }

    /// UIKit's name, as errors give it.
    var key: String { Self.spellings.first { $0.0 == self }?.1[0] ?? "" }

    /// Sets the option to `text`; `error` words a value of the wrong form.
    func apply(
        _ text: String, to declaration: inout RecognizerDeclaration,
        error: (String) -> SceneError
    ) throws(SceneError) {
        switch self {
        case .taps, .touches:
            guard let count = Int(text), (1...10).contains(count) else {
                throw error("expected \(key) as a whole number from 1 to 10, not `\(text)`")
            }
            if self == .taps {
                declaration.numberOfTapsRequired = count
            } else {
                declaration.numberOfTouchesRequired = count
            }
        case .duration:
            guard let seconds = Double(text), seconds.isFinite, (0...60).contains(seconds) else {
                throw error("expected \(key) in seconds, from 0 to 60, not `\(text)`")
            }
            declaration.minimumPressDuration = seconds
        case .direction:
            var direction: SwipeGestureRecognizer.Direction = []
            for word in text.split(whereSeparator: { $0 == "," || $0 == "|" }) {
                switch word.hasPrefix(".") ? word.dropFirst() : word {
                case "right": direction.insert(.right)
                case "left": direction.insert(.left)
                case "up": direction.insert(.up)
                case "down": direction.insert(.down)
                default:
                    throw error(
                        "expected direction as right, left, up or down (or several: `left,right`), not `\(text)`")
                }
            }
            guard !direction.isEmpty else {
                throw error("expected direction as right, left, up or down, not `\(text)`")
            }
            declaration.direction = direction
        case .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .isEnabled:
            guard let flag = EditsLineParser.flag(text) else {
                throw error("expected \(key) = true or false, not `\(text)`")
            }
            switch self {
            case .cancelsTouchesInView: declaration.cancelsTouchesInView = flag
            case .delaysTouchesBegan: declaration.delaysTouchesBegan = flag
            case .delaysTouchesEnded: declaration.delaysTouchesEnded = flag
            default: declaration.isEnabled = flag
            }
        case .requireToFail:
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !names.contains(where: \.isEmpty) else {
                throw error("expected the names of recognizers, separated by `,`, not `\(text)`")
            }
            declaration.requiresToFail = names
        }
    }
}
