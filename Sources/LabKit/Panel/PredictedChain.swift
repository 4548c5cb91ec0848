import ResponderKit
import Scenes

/// The responder chain a click would take from a hit view, for inspect and
/// hover, which deliver nothing: each responder marked "would handle" or
/// "would forward" from its overrides (``ResponderBehavior``), up to the first
/// that would handle, as a delivered touch stops there (behaviour 3.2).
///
/// ```swift
/// let chain = PredictedChain(from: scene.window.hitTestTrace(at: Point(x: 140, y: 146)).hitView)
/// chain.steps.map(\.responder.debugName) // ["A.1", "A"]: A would handle
/// ```
@MainActor
public struct PredictedChain {
    public struct Step {
        public let responder: Responder
        public let wouldHandle: Bool
        /// The override, or UIKit's default, that decides.
        public let reason: String
    }

    /// From the hit view to the first responder that would handle; empty when no view was hit.
    public let steps: [Step]
    /// The recognizers a click's touch would meet first, on the hit view and its
    /// ancestors (behaviour 3.1): they may hold back, cancel or take it.
    public let recognizers: [GestureRecognizer]

    /// No view at the point takes touches: a click would deliver nothing.
    public var isEmpty: Bool { steps.isEmpty }
    /// Nobody along the chain would handle the touch.
    public var wouldBeDiscarded: Bool { !steps.isEmpty && steps.last?.wouldHandle == false }

    /// `classes`: the user's code (`--code`), whose `touchesBegan` a click would run.
    public init(from hitView: View?, classes: UserViewClasses? = nil) {
        var steps: [Step] = []
        var responder: Responder? = hitView
        // A chain longer than any hierarchy's depth is a cycle a custom `next` made; stop rather than spin.
        while let r = responder, steps.count < 256 {
            let touches = ResponderBehavior.touches(of: r, classes: classes)
            steps.append(Step(responder: r, wouldHandle: touches.handles, reason: touches.reason))
            if touches.handles { break }
            responder = r.next
        }
        self.steps = steps
        var recognizers: [GestureRecognizer] = []
        var view = hitView
        while let v = view {
            recognizers += (v.gestureRecognizers ?? []).filter(\.isEnabled)
            view = v.superview
        }
        self.recognizers = recognizers
    }
}
