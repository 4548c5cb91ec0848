import Rendering
import ResponderKit
import Scenes

/// Scripted input for `render`, `trace` and `tour`: clicks a tenth of a
/// second apart, so that neighbouring clicks are not double taps.
@MainActor
public enum Script {
    /// Clicks each point in turn; returns the time after the last.
    @discardableResult
    public static func click(_ points: [Point], in session: LabSession) -> Double {
        var time = 1.0
        for p in points {
            let screen = session.toScreen(p)
            session.touch(.began, at: screen, timestamp: time)
            session.touch(.ended, at: screen, timestamp: time + 0.08)
            // Let pending deadlines pass (a single tap waiting out a double tap) before the next click.
            session.scene.application.advanceTime(to: time + 0.9)
            time += 1
        }
        return time
    }

    /// Presses at `point`, keeps still for `wait` seconds of the application's
    /// clock (its deadlines fire: a scroll view's delay ends, a long press
    /// begins), then drags through `moves` a frame apart, leaving the finger down.
    public static func hold(at point: Point, waiting wait: Double = 0, moves: [Point], from time: Double, in session: LabSession) {
        session.touch(.began, at: session.toScreen(point), timestamp: time)
        if wait > 0 { session.advanceTime(to: time + wait) }
        for (i, p) in moves.enumerated() {
            session.touch(.moved, at: session.toScreen(p), timestamp: time + wait + Double(i + 1) / 60)
        }
    }
}

/// The lines of `trace`'s text: what `trace --json` says, in words.
@MainActor
public enum TraceText {
    /// A delivered phase: the chain, each responder handled or forwarded, or why the view did not get it.
    ///
    /// `began: B.1 (forwarded) → B (handled)`
    public static func delivery(_ trace: DeliveryTrace) -> String {
        var parts = trace.steps.map { "\($0.responder.debugName) (\($0.outcome.rawValue))" }
        if trace.isDiscarded, !trace.steps.isEmpty { parts.append("discarded") }
        if let withheld = trace.withheld { parts = [Strings.english.withheld(withheld)] }
        if parts.isEmpty, let view = trace.view, let effect = trace.gestureEffect {
            parts = ["\(view.debugName): \(Strings.english.gestureEffect(effect))"]
        }
        if parts.isEmpty { parts = ["no view: nothing delivered"] }
        let effect = trace.steps.isEmpty ? nil : trace.gestureEffect.map { " (\(Strings.english.gestureEffect($0)))" }
        return "\(trace.phase.rawValue): " + parts.joined(separator: " → ") + (effect ?? "")
    }

    /// A caveat of behaviour 12.4 in words, as `trace` and `describe` print it.
    public static func caveat(_ caveat: DumpCaveat) -> String {
        switch caveat {
        case .customClass: Strings.english.customClassCaveat + " or point(inside:), which a dump cannot show"
        }
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

    /// Where an action went: its explicit target, or the responders a nil-target
    /// action walked (behaviour 4.3), and who performed it, or nobody.
    ///
    /// `action copy from Copy, nil target: walked Copy → Form → … → Application; nobody performed it`
    public static func action(_ trace: ActionTrace) -> String {
        let sender = (trace.sender as? Responder).map { " from \($0.debugName)" } ?? ""
        let route = if let target = trace.requestedTarget {
            "to \(target.debugName)"
        } else {
            "nil target: walked " + (trace.walked.isEmpty ? "nobody" : trace.walked.map(\.debugName).joined(separator: " → "))
        }
        let outcome = trace.handled ? "performed by \(trace.performer?.debugName ?? "?")" : "nobody performed it"
        return "action \(trace.action.name)\(sender), \(route); \(outcome)"
    }
}
