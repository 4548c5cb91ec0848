/// Where one touch phase went along the responder chain (behaviour 8): every
/// responder it reached, whether each forwarded it or handled it, and whether
/// it fell off the end of the chain.
///
/// Observe the application to receive one per delivery:
///
/// ```swift
/// let token = app.addDeliveryObserver { trace in
///     let path = trace.steps.map { "\($0.responder.debugName) \($0.outcome)" }
///     print(trace.phase, path.joined(separator: " → "), trace.isDiscarded ? "discarded" : "")
/// }
/// ```
@MainActor
public struct DeliveryTrace {
    /// What a responder did with the touches.
    public enum Outcome: String, Sendable {
        /// It did not pass them on: an override that did not call `super`.
        case handled
        /// It passed them to `next` (the default implementation ran).
        case forwarded
    }

    public struct Step {
        public let responder: Responder
        public let outcome: Outcome
    }

    /// Why a touch was not delivered to its view at all (behaviour 3.5).
    public enum Withholding: Hashable, Sendable {
        /// The view already tracks a touch and `isMultipleTouchEnabled` is false.
        case multipleTouchDisabled(View)
        /// An exclusive-touch view is involved: this one, or another that tracks a touch.
        case exclusiveTouch(View)

        public static func == (lhs: Withholding, rhs: Withholding) -> Bool {
            switch (lhs, rhs) {
            case let (.multipleTouchDisabled(a), .multipleTouchDisabled(b)),
                let (.exclusiveTouch(a), .exclusiveTouch(b)):
                a === b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .multipleTouchDisabled(let v):
                hasher.combine(0)
                hasher.combine(ObjectIdentifier(v))
            case .exclusiveTouch(let v):
                hasher.combine(1)
                hasher.combine(ObjectIdentifier(v))
            }
        }
    }

    /// How gesture recognizers shaped a delivery (behaviour 3.4, 6).
    public enum GestureEffect {
        /// The phase was held back from the view because this recognizer, which
        /// has not failed yet, delays it (`delaysTouchesBegan`/`delaysTouchesEnded`).
        /// ``DeliveryTrace/steps`` is empty.
        case delayedBy(GestureRecognizer)
        /// The phase had been held back and is delivered late: the recognizers
        /// that delayed it failed or finished.
        case releasedAfterDelay
        /// This `touchesCancelled` was sent because the recognizer recognized
        /// with `cancelsTouchesInView`, not because the finger was cancelled.
        case cancelledBy(GestureRecognizer)
        /// The phase was not delivered: this recognizer took the touch from its
        /// view earlier. ``DeliveryTrace/steps`` is empty.
        case takenBy(GestureRecognizer)
    }

    /// How a scroll view's rules for its content's touches shaped a delivery
    /// (behaviour 10.3–10.5). With ``DeliveryTrace/gestureEffect`` it tells
    /// the whole story: a `delayed` phase with `delayedBy` was held back (no
    /// steps), with `releasedAfterDelay` it is delivered late;
    /// `cancelledByScrolling` with `cancelledBy` is the content's
    /// `touchesCancelled`, with `takenBy` a phase the content no longer gets.
    ///
    /// ```swift
    /// app.addDeliveryObserver { trace in
    ///     if trace.scroll?.kind == .keptByControl { print("the button kept it: no scrolling") }
    /// }
    /// ```
    public struct ScrollEffect {
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// Held back: waiting to see if this is a scroll (``ScrollView/delaysContentTouches``).
            case delayed
            /// The scroll view's pan took the touch: the content got `touchesCancelled`, or nothing.
            case cancelledByScrolling
            /// A drag would have scrolled, but ``ScrollView/touchesShouldCancel(in:)``
            /// said false (a control, by default): the content keeps the touch.
            case keptByControl
            /// ``ScrollView/touchesShouldBegin(_:with:in:)`` said false: the content gets nothing of the touch.
            case refusedByTouchesShouldBegin
        }

        public let kind: Kind
        /// The scroll view whose rule it was.
        public let scrollView: ScrollView
        /// Whether the content's view had received `touchesBegan` of the touches
        /// when the rule acted. False with `cancelledByScrolling` when the pan
        /// began while the delay still held the began back (a quick drag): the
        /// content was never told anything, not cancelled.
        public let contentReceivedBegan: Bool
    }

    /// The phase delivered.
    public let phase: Touch.Phase
    /// The touches delivered together, all with the same ``view``.
    public let touches: Set<Touch>
    /// The view the touches were delivered to: their `touch.view`; nil when hit-testing found none.
    public let view: View?
    /// The responders reached, in order, starting at ``view``.
    public let steps: [Step]
    /// For `began`: the hit-test that chose ``view``.
    public let hitTest: HitTestTrace?
    /// Set when behaviour 3.5 kept the touches from their view.
    public let withheld: Withholding?
    /// Set when a gesture recognizer delayed, cancelled or took this phase; nil when none played a part.
    public let gestureEffect: GestureEffect?
    /// Set when a scroll view's rules for its content delayed, cancelled, kept or refused this phase.
    public let scroll: ScrollEffect?

    /// The responder that handled the touches, if one did.
    public var handledBy: Responder? {
        guard let last = steps.last, last.outcome == .handled else { return nil }
        return last.responder
    }

    /// True when no responder handled the touches: the chain ended, or there was
    /// no view to deliver them to.
    public var isDiscarded: Bool { handledBy == nil }
}

/// Collects a delivery's steps; it travels on the ``Event`` while observers are registered.
@MainActor
final class DeliveryRecorder {
    struct Delivery {
        let view: View
        let touches: Set<Touch>
        let phase: Touch.Phase
        let effect: DeliveryTrace.GestureEffect?
        var steps: [DeliveryTrace.Step]
        let scroll: DeliveryTrace.ScrollEffect?
    }

    private(set) var deliveries: [Delivery] = []

    func willDeliver(_ touches: Set<Touch>, to view: View, phase: Touch.Phase, effect: DeliveryTrace.GestureEffect?) {
        deliveries.append(
            Delivery(
                view: view, touches: touches, phase: phase, effect: effect,
                steps: [.init(responder: view, outcome: .handled)],
                scroll: .of(touches, effect: effect)))
    }

    /// A phase a recognizer or a scroll view kept from the view: a trace with no steps.
    func withheld(_ touches: Set<Touch>, phase: Touch.Phase, view: View, effect: DeliveryTrace.GestureEffect?) {
        deliveries.append(
            Delivery(
                view: view, touches: touches, phase: phase, effect: effect, steps: [],
                scroll: .of(touches, effect: effect)))
    }

    func forwarded(by responder: Responder, to next: Responder?) {
        guard !deliveries.isEmpty, !deliveries[deliveries.count - 1].steps.isEmpty else { return }
        var steps = deliveries[deliveries.count - 1].steps
        if let i = steps.lastIndex(where: { $0.responder === responder }) {
            steps[i] = .init(responder: responder, outcome: .forwarded)
        } else {
            // Reached by a direct call from an override rather than through `super`.
            steps.append(.init(responder: responder, outcome: .forwarded))
        }
        if let next { steps.append(.init(responder: next, outcome: .handled)) }
        deliveries[deliveries.count - 1].steps = steps
    }
}
