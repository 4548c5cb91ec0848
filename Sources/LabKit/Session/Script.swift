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
    public nonisolated static func actions(
        taps: [Point], down: Point? = nil, waiting wait: Double = 0, moves: [Point] = [],
        up: Bool = false, inspect: Point? = nil, from start: Double = 1
    ) -> [TimedAction] {
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
            if up {
                actions.append(
                    TimedAction(.touch(.ended, moves.last ?? down), at: time + wait + Double(moves.count + 1) / 60))
            }
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
    public static func hold(
        at point: Point, waiting wait: Double = 0, moves: [Point], from time: Double, in session: LabSession
    ) {
        run(actions(taps: [], down: point, waiting: wait, moves: moves, from: time), in: session)
    }
}
