/// Where a scene's responders say what they did, for the lab's event list.
@MainActor
public final class SceneLog {
    public var onLine: ((String) -> Void)?

    public init() {}

    func note(_ line: String) {
        onLine?(line)
    }
}
