import ResponderKit
import Scenes

/// The lines of `trace`'s text: what `trace --json` says, in words, English as
/// every log is (``TraceEntry`` says which line each happening gets).
@MainActor
public enum TraceText {
    /// A delivered phase: the chain, each responder handled or forwarded, or why the view did not get it.
    ///
    /// `began: B.1 (forwarded) → B (handled)`
    public static func delivery(_ trace: DeliveryTrace) -> String {
        var parts = trace.steps.map { "\($0.responder.debugName) (\($0.outcome.rawValue))" }
        if trace.isDiscarded, !trace.steps.isEmpty { parts.append(Strings.english.discarded) }
        if let withheld = trace.withheld { parts = [Strings.english.log.withheld(withheld)] }
        if parts.isEmpty, let view = trace.view, let effect = trace.gestureEffect {
            let outcome = trace.scroll.map(Strings.english.scrollVerdict) ?? Strings.english.log.gestureEffect(effect)
            parts = ["\(view.debugName): \(outcome)"]
        }
        if parts.isEmpty {
            parts = [
                trace.hitTest.map(Strings.missesEveryWindow) == true
                    ? Strings.english[.noWindowContains] : Strings.english.nothingDelivered
            ]
        }
        let effect =
            trace.steps.isEmpty ? nil : trace.gestureEffect.map { " (\(Strings.english.log.gestureEffect($0)))" }
        return "\(trace.phase.rawValue): " + parts.joined(separator: " → ") + (effect ?? "")
    }

    /// A caveat of behaviour 12.4 in words, as `trace` and `describe` print it.
    public static func caveat(_ caveat: DumpCaveat) -> String {
        Strings.english.property.caveat(caveat)
    }

    /// For a scene imported from a dump, a line for each view the hit-test asked
    /// whose class is not UIKit's (behaviour 12.4): the verdict above may not be UIKit's.
    ///
    /// `caveat: MyApp.LikeButton: 0x7fb2c8d08c30: custom class: may override hitTest or point(inside:), …`
    public static func caveats(_ trace: HitTestTrace, in scene: Scene) -> [String] {
        trace.steps.flatMap { step in
            scene.caveats(for: step.view).map { "caveat: \(step.view.debugName): \(caveat($0))" }
        }
    }

    /// For a dump without `_printHierarchy`'s text, the line that says the chain
    /// has no view controllers because they are unknown (behaviour 12.6); empty otherwise.
    public static func controllerNotes(in scene: Scene) -> [String] {
        guard let imported = scene.imported, !imported.controllersAreKnown else { return [] }
        return [Strings.english.dump.controllersUnknown]
    }

    /// For each view the hit-test asked that an edits file declared something on, a line saying what:
    ///
    /// `declared: _UIButtonBarButton: 0x10a1ffca0: isEnabled = false (mail.edits line 5)`
    public static func declarations(_ trace: HitTestTrace, in scene: Scene) -> [String] {
        trace.steps.flatMap { step in
            scene.declaredProperties(of: step.view).map {
                "declared: \(step.view.debugName): "
                    + String(Strings.english.dump.declared($0).dropFirst("declared: ".count))
            }
                + scene.declaredRecognizers(of: step.view).map {
                    "declared: \(step.view.debugName): recognizer \($0.recognizer.debugName) (\($0.declaration.kind.rawValue)), "
                        + Strings.english.dump.declaredAt($0.file, line: $0.line)
                }
        }
    }

    /// Where an action went: its explicit target, or the responders a nil-target
    /// action walked (behaviour 4.3), and who performed it, or nobody.
    ///
    /// `action copy from Copy, nil target: walked Copy → Form → … → Application; nobody performed it`
    public static func action(_ trace: ActionTrace) -> String {
        let sender = (trace.sender as? Responder).map { " from \($0.debugName)" } ?? ""
        let route =
            if let target = trace.requestedTarget {
                "to \(target.debugName)"
            } else {
                "nil target: walked "
                    + (trace.walked.isEmpty ? "nobody" : trace.walked.map(\.debugName).joined(separator: " → "))
            }
        let outcome = trace.handled ? "performed by \(trace.performer?.debugName ?? "?")" : "nobody performed it"
        return "action \(trace.action.name)\(sender), \(route); \(outcome)"
    }

    /// A recognizer's state change, with its view: `gesture Card tap on Card: possible → failed (Like keeps its own touch)`.
    static func gesture(
        _ recognizer: GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State,
        cause: GestureRecognizer.Cause
    ) -> String {
        let on = recognizer.view.map { " on \($0.debugName)" } ?? ""
        return
            "gesture \(recognizer.debugName)\(on): \(from.rawValue) → \(to.rawValue)\(Strings.english.log.because(cause, of: recognizer))"
    }

    /// A wheel notch: `wheel ↓ at 100,400 → List (offset 0,40)`.
    static func wheel(arrow: String, at point: Point, outcome: String) -> String {
        "wheel \(arrow) at \(number(point.x)),\(number(point.y)) → \(outcome)"
    }

    /// A fling's end: `scroll List came to rest at 0,612`.
    static func cameToRest(_ scrollView: ScrollView) -> String {
        "scroll \(scrollView.debugName) came to rest at \(number(scrollView.contentOffset.x)),\(number(scrollView.contentOffset.y))"
    }

    /// A number as the JSON log writes it: `40`, `12.5`.
    nonisolated static func number(_ value: Double) -> String {
        JSON.number(value).serialized
    }
}
