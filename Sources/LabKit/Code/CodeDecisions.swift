import ResponderKit
import Scenes

/// What the user's code decided in a hit-test (`--code`): for a view its code
/// runs, the answers of the hit-testing methods its class writes, as the trace
/// recorded them; and where a method its class writes did not compile, that
/// UIKit's answered in its place. The overlay's labels, `trace`'s lines and
/// the JSON's `yourCode` say them.
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
            /// `hitTest(_:with:)`'s: a view, or nil.
            case view(View?)
            /// The method did not compile (`hitTest(_:with:)`, and why): UIKit's default answered.
            case leftOut(UserViewClasses.ViewClass.LeftOutMethod)
        }

        /// `true`, `Like: 0x…`, `nil`, a view named as `strings` names it; nil for a method that did not compile.
        @MainActor
        public func answer(_ strings: Strings = .english) -> String? {
            switch value {
            case .bool(let b): b ? "true" : "false"
            case .view(let view): view.map { strings.name($0) } ?? "nil"
            case .leftOut: nil
            }
        }

        /// The line that says it: `LikeButton.point(inside:) → true (your code)`, or
        /// `PromoBannerView.hitTest could not be compiled (…): UIKit's default used`.
        @MainActor
        func line(_ strings: Strings) -> String {
            if case .leftOut(let method) = value { return strings.yourCode.leftOut(method) }
            return strings.yourCode.decision(className, method, answer(strings) ?? "")
        }
    }

    /// The hit-testing methods, as the lab's texts name them.
    private static let hitTestMethods = [("point(inside:with:)", "point(inside:)"), ("hitTest(_:with:)", "hitTest")]

    /// The answers of the user's code at `step` of a hit-test: `hitTest`'s when its class writes one,
    /// `point(inside:)`'s when it writes one and it was asked; UIKit's in place of either that did not compile.
    public static func answers(for step: HitTestTrace.Step, in scene: Scene) -> [Answer] {
        guard step.wasAsked, let userClass = scene.userClass(of: step.view) else { return [] }
        var answers: [Answer] = []
        for (method, shown) in hitTestMethods {
            let value: Answer.Value
            if let leftOut = userClass.leftOut(method) {
                // `point(inside:)` is asked only by a default hitTest that got past the skipped views.
                guard method != "point(inside:with:)" || step.pointInsideAnswer != nil else { continue }
                value = .leftOut(leftOut)
            } else if userClass.writes(method) {
                if method == "hitTest(_:with:)" {
                    value = .view(step.returned)
                } else if let inside = step.pointInsideAnswer {
                    value = .bool(inside)
                } else {
                    continue
                }
            } else {
                continue
            }
            answers.append(Answer(className: userClass.name, method: shown, value: value))
        }
        return answers
    }

    /// Every answer of the user's code in `trace`, in visiting order, each once:
    /// `LikeButton.point(inside:) → true (your code)`.
    public static func lines(_ trace: HitTestTrace, in scene: Scene, strings: Strings = .english) -> [String] {
        var seen: Set<String> = []
        return trace.steps.flatMap { answers(for: $0, in: scene) }.map { $0.line(strings) }.filter {
            seen.insert($0).inserted
        }
    }

    /// For each view under the point (or hit) that the user's code runs, what its
    /// code answered, for the overlay's label of it.
    static func labels(_ trace: HitTestTrace, in scene: Scene, strings: Strings) -> [ObjectIdentifier: String] {
        guard scene.userClasses != nil else { return [:] }
        var labels: [ObjectIdentifier: String] = [:]
        for step in trace.steps where OverlayRenderer.isUnderPoint(step) || step.view === trace.hitView {
            let answers = answers(for: step, in: scene)
            guard !answers.isEmpty else { continue }
            labels[ObjectIdentifier(step.view)] = answers.map { $0.line(strings) }.joined(separator: " · ")
        }
        return labels
    }

    /// `trace --json`'s `yourCode` of a visited view: its class, each answer, and the methods
    /// that did not compile (`"leftOut": {"hitTest(_:with:)": "RemoteConfig is not in the files given"}`).
    static func json(for step: HitTestTrace.Step, in scene: Scene) -> JSON? {
        guard let userClass = scene.userClass(of: step.view) else { return nil }
        var object: [(String, JSON)] = [("class", .string(userClass.name))]
        for answer in answers(for: step, in: scene) {
            switch answer.value {
            case .bool(let b): object.append(("pointInside", .bool(b)))
            case .view(let view): object.append(("hitTest", view.map { .string($0.debugName) } ?? .null))
            case .leftOut: break
            }
        }
        if !userClass.leftOut.isEmpty {
            object.append(("leftOut", .object(userClass.leftOut.map { ($0.method, .string($0.reason)) })))
        }
        return .object(object)
    }

    // MARK: Delivery and recognizers

    /// The `touches…` method a phase calls.
    private static func touchesMethod(of phase: Touch.Phase) -> String? {
        switch phase {
        case .began: "touchesBegan(_:with:)"
        case .moved: "touchesMoved(_:with:)"
        case .ended: "touchesEnded(_:with:)"
        case .cancelled: "touchesCancelled(_:with:)"
        case .stationary: nil
        }
    }

    /// The methods of the user's code that a delivered phase would have run but that did not compile,
    /// each once: the `touches…` method of every responder it reached, a control's tracking method,
    /// and a scroll view's question to its subclass (`touchesShouldBegin` at a began, `touchesShouldCancel`
    /// when its drag cancels the touch).
    static func leftOut(in trace: DeliveryTrace, in scene: Scene) -> [UserViewClasses.ViewClass.LeftOutMethod] {
        guard scene.userClasses != nil, let method = touchesMethod(of: trace.phase) else { return [] }
        let tracking = [
            "began": "beginTracking(_:with:)", "moved": "continueTracking(_:with:)", "ended": "endTracking(_:with:)",
            "cancelled": "cancelTracking(with:)",
        ][trace.phase.rawValue]
        let scrolling = ["began": "touchesShouldBegin(_:with:in:)", "cancelled": "touchesShouldCancel(in:)"][
            trace.phase.rawValue]
        var methods: [UserViewClasses.ViewClass.LeftOutMethod] = []
        for responder in trace.steps.map(\.responder) {
            guard let view = responder as? View, let userClass = scene.userClass(of: view) else { continue }
            for candidate in [method, tracking, scrolling].compactMap({ $0 }) {
                if let leftOut = userClass.leftOut(candidate), !methods.contains(leftOut) { methods.append(leftOut) }
            }
        }
        return methods
    }

    /// The methods of the user's code that a recognizer's change of state asked, or would have, but that
    /// did not compile: the view's `gestureRecognizerShouldBegin(_:)`, its delegate's `gestureRecognizer(_:…)`.
    static func leftOut(asking recognizer: GestureRecognizer, in scene: Scene?) -> [UserViewClasses.ViewClass
        .LeftOutMethod]
    {
        guard let scene, scene.userClasses != nil else { return [] }
        var methods: [UserViewClasses.ViewClass.LeftOutMethod] = []
        if let view = recognizer.view, let userClass = scene.userClass(of: view) {
            methods += userClass.leftOut.filter { $0.method == "gestureRecognizerShouldBegin(_:)" }
        }
        if let delegate = recognizer.delegate as? View, let userClass = scene.userClass(of: delegate) {
            methods += userClass.leftOut.filter { $0.method.hasPrefix("gestureRecognizer(") }
        }
        return methods
    }

    /// What the logs add to a line for the methods that did not compile: ` [PromoBannerView.touchesBegan could not be compiled (…): UIKit's default used]`.
    static func suffix(_ methods: [UserViewClasses.ViewClass.LeftOutMethod], strings: Strings) -> String {
        methods.map { " [" + strings.yourCode.leftOut($0) + "]" }.joined()
    }
}
