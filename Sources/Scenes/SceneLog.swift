/// Where a scene's responders say what they did, for the lab's event list,
/// as values the lab words in its language.
@MainActor
public final class SceneLog {
    /// What a scene's responder did.
    public enum Line: Equatable, Sendable {
        /// A key press the responder `handled`, or passed to its `next`: `key Return → Name field forwarded`.
        case key(String, responder: String, handled: Bool)
    }

    public var onLine: ((Line) -> Void)?

    public init() {}

    func note(_ line: Line) {
        onLine?(line)
    }
}
