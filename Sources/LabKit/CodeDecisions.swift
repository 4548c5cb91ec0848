import ResponderKit
import Scenes

/// What the user's code decided in a hit-test (`--code`): for a view its code
/// runs, the answers of the hit-testing methods its class writes, as the trace
/// recorded them. The overlay's labels, `trace`'s lines and the JSON's
/// `yourCode` say them.
///
/// ```swift
/// CodeDecisions.answers(for: step, in: scene)
/// // [Answer(className: "LikeButton", method: "point(inside:)", value: .bool(true))]
/// ```
@MainActor
public enum CodeDecisions {
    /// One method's answer.
    public struct Answer: Equatable {
        /// The user's class: `LikeButton`.
        public let className: String
        /// `point(inside:)` or `hitTest`, as the lab's texts name them.
        public let method: String
        public let value: Value

        public enum Value: Equatable {
            /// `point(inside:with:)`'s.
            case bool(Bool)
            /// `hitTest(_:with:)`'s: a view's name, or nil.
            case view(String?)
        }

        /// `true`, `Like: 0x…`, `nil`.
        public var answer: String {
            switch value {
            case .bool(let b): b ? "true" : "false"
            case .view(let name): name ?? "nil"
            }
        }
    }

    /// The answers of the user's code at `step` of a hit-test: `hitTest`'s when its
    /// class writes one, `point(inside:)`'s when it writes one and it was asked.
    public static func answers(for step: HitTestTrace.Step, in scene: Scene) -> [Answer] {
        guard step.wasAsked, let userClass = scene.userClass(of: step.view) else { return [] }
        var answers: [Answer] = []
        if userClass.writes("point(inside:with:)"), let inside = step.pointInsideAnswer {
            answers.append(Answer(className: userClass.name, method: "point(inside:)", value: .bool(inside)))
        }
        if userClass.writes("hitTest(_:with:)") {
            answers.append(Answer(className: userClass.name, method: "hitTest", value: .view(step.returned?.debugName)))
        }
        return answers
    }

    /// Every answer of the user's code in `trace`, in visiting order, each once:
    /// `LikeButton.point(inside:) → true (your code)`.
    public static func lines(_ trace: HitTestTrace, in scene: Scene, strings: Strings = .english) -> [String] {
        var seen: Set<String> = []
        return trace.steps.flatMap { answers(for: $0, in: scene) }
            .map { strings.yourCode.decision($0.className, $0.method, $0.answer) }
            .filter { seen.insert($0).inserted }
    }

    /// For each view under the point (or hit) that the user's code runs, what its
    /// code answered, for the overlay's label of it.
    static func labels(_ trace: HitTestTrace, in scene: Scene, strings: Strings) -> [ObjectIdentifier: String] {
        guard scene.userClasses != nil else { return [:] }
        var labels: [ObjectIdentifier: String] = [:]
        for step in trace.steps where OverlayRenderer.isUnderPoint(step) || step.view === trace.hitView {
            let answers = answers(for: step, in: scene)
            guard !answers.isEmpty else { continue }
            labels[ObjectIdentifier(step.view)] = answers.map { strings.yourCode.decision($0.className, $0.method, $0.answer) }
                .joined(separator: " · ")
        }
        return labels
    }

    /// `trace --json`'s `yourCode` of a visited view: its class and each answer.
    static func json(for step: HitTestTrace.Step, in scene: Scene) -> JSON? {
        guard let userClass = scene.userClass(of: step.view) else { return nil }
        var object: [(String, JSON)] = [("class", .string(userClass.name))]
        for answer in answers(for: step, in: scene) {
            switch answer.value {
            case .bool(let b): object.append(("pointInside", .bool(b)))
            case .view(let name): object.append(("hitTest", name.map(JSON.string) ?? .null))
            }
        }
        return .object(object)
    }
}
