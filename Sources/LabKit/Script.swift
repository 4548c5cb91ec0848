import Rendering
import ResponderKit
import Scenes

/// Scripted input for `render`, `trace` and `tour`: clicks a tenth of a
/// second apart, so that neighbouring clicks are not double taps.
@MainActor
public enum Script {
    /// One thing a script does, at a moment of the application's clock.
    public enum Action: Equatable, Sendable {
        /// A finger (id 0) at a point of the scene's window.
        case touch(Touch.Phase, Point)
        /// Time passes: the application's deadlines up to the moment fire.
        case wait
        /// A right click: the hit-test at the point, nothing delivered (behaviour 7.2).
        case inspect(Point)
    }

    /// An action and its moment.
    public struct TimedAction: Equatable, Sendable {
        public var action: Action
        public var time: Double

        public init(_ action: Action, at time: Double) {
            self.action = action
            self.time = time
        }

        /// Whether the action starts a new touch or inspection: what step-through walks.
        public var startsFocus: Bool {
            switch action {
            case .touch(.began, _), .inspect: true
            default: false
            }
        }
    }

    /// `render`'s script from `start` on: the clicks, a second apart, then a finger
    /// pressed, held for `wait` seconds, dragged through `moves` and lifted a
    /// frame later when `up`, then an inspection.
    ///
    /// ```swift
    /// let actions = Script.actions(taps: [Point(x: 300, y: 255)])
    /// Script.run(actions, in: session)
    /// ```
    public nonisolated static func actions(taps: [Point], down: Point? = nil, waiting wait: Double = 0, moves: [Point] = [],
                                           up: Bool = false, inspect: Point? = nil, from start: Double = 1) -> [TimedAction] {
        var actions: [TimedAction] = []
        var time = start
        for p in taps {
            actions.append(TimedAction(.touch(.began, p), at: time))
            actions.append(TimedAction(.touch(.ended, p), at: time + 0.08))
            // Let pending deadlines pass (a single tap waiting out a double tap) before the next click.
            actions.append(TimedAction(.wait, at: time + 0.9))
            time += 1
        }
        if let down {
            actions.append(TimedAction(.touch(.began, down), at: time))
            if wait > 0 { actions.append(TimedAction(.wait, at: time + wait)) }
            for (i, p) in moves.enumerated() {
                actions.append(TimedAction(.touch(.moved, p), at: time + wait + Double(i + 1) / 60))
            }
            if up { actions.append(TimedAction(.touch(.ended, moves.last ?? down), at: time + wait + Double(moves.count + 1) / 60)) }
        }
        if let inspect { actions.append(TimedAction(.inspect(inspect), at: actions.last?.time ?? time)) }
        return actions
    }

    /// Does each action in turn.
    public static func run(_ actions: some Sequence<TimedAction>, in session: LabSession) {
        for action in actions { run(action, in: session) }
    }

    /// Does one action at its moment.
    public static func run(_ timed: TimedAction, in session: LabSession) {
        switch timed.action {
        case let .touch(phase, p): session.touch(phase, at: session.toScreen(p), timestamp: timed.time)
        case .wait: session.advanceTime(to: timed.time)
        case .inspect(let p): session.inspect(at: session.toScreen(p))
        }
    }

    /// Clicks each point in turn; returns the time after the last.
    @discardableResult
    public static func click(_ points: [Point], in session: LabSession) -> Double {
        run(actions(taps: points), in: session)
        return 1.0 + Double(points.count)
    }

    /// Presses at `point`, keeps still for `wait` seconds of the application's
    /// clock (its deadlines fire: a scroll view's delay ends, a long press
    /// begins), then drags through `moves` a frame apart, leaving the finger down.
    public static func hold(at point: Point, waiting wait: Double = 0, moves: [Point], from time: Double, in session: LabSession) {
        run(actions(taps: [], down: point, waiting: wait, moves: moves, from: time), in: session)
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
