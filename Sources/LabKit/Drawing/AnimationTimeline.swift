import ResponderKit

/// One frame of an animation of a touch: the state to draw and how long it stays.
///
/// A frame is reproducible on its own: open the scene afresh, do the script's
/// first ``actions`` actions, let the application's clock run to ``time``,
/// show step ``step`` (``AnimationTimeline/show(_:in:after:actions:)``), and
/// render: that still is what the frame shows.
public struct AnimationFrame: Equatable, Sendable {
    /// How many of the script's actions have happened.
    public var actions: Int
    /// The application's clock.
    public var time: Double
    /// Step-through's place in the touch that began last; nil draws everything.
    public var step: Int?
    /// How long the frame is shown, in hundredths of a second (GIF's unit).
    public var delay: Int
}

/// Which frames an animation of a script has, and how long each stays: each
/// touch's hit-test one visit at a time and its chain one link at a time
/// (``TraceProgress``), frozen at the moment it began, then what follows at
/// the pace of the application's clock, sampled `fps` times a second while
/// something moves (a scroll view's delay clock, a deceleration) and
/// compressed to ``idleLimit`` where nothing does.
///
/// ```swift
/// let actions = Script.actions(taps: [Point(x: 300, y: 255)])
/// let timeline = AnimationTimeline(actions: actions, fps: 25, in: try LabSession(sceneName: "hit-order"))
/// timeline.frames.count   // the touch's steps, its release, the last frame
/// ```
@MainActor
public struct AnimationTimeline {
    /// The most frames an animation may have: a minute of motion at 25 fps.
    public nonisolated static let maximumFrames = 1500
    /// The frames per second allowed: a GIF's delays are hundredths, and browsers slow down delays under 0.02 s.
    public nonisolated static let allowedFPS = 1...50
    /// How long the finger is seen landing, before the hit-test's first visit.
    public nonisolated static let landingHold = 0.8
    /// How long each visit of the hit-test to a view under the point stays.
    public nonisolated static let visitHold = 0.6
    /// How long a visit to a view the point is not in stays: a glance, for a scene of many.
    public nonisolated static let visitElsewhereHold = 0.3
    /// How long each link of the chain stays.
    public nonisolated static let linkHold = 0.45
    /// The longest a pause of the script is shown, where nothing on screen changes.
    public nonisolated static let idleLimit = 0.5
    /// How long the clock runs after the script's last action while something still moves.
    public nonisolated static let settleLimit = 3.0
    /// How long the last frame stays before the animation loops.
    public nonisolated static let finalHold = 2.5

    /// The script the frames show.
    public let actions: [Script.TimedAction]
    public let frames: [AnimationFrame]

    /// Plays `actions` on `session` (which it changes) to find the frames.
    public init(actions: [Script.TimedAction], fps: Int, in session: LabSession) {
        self.actions = actions
        var builder = Builder(session: session, interval: 1 / Double(max(fps, 1)))
        builder.emit()
        for (i, action) in actions.enumerated() {
            builder.runClock(until: action.time)
            Script.run(action, in: session)
            builder.applied = i + 1
            if action.startsFocus, let count = session.overlay.stepCount {
                let visits = session.overlay.explanation?.hitTest.steps ?? []
                for step in 0...count {
                    let hold =
                        if step == 0 {
                            Self.landingHold
                        } else if step <= visits.count {
                            OverlayRenderer.isUnderPoint(visits[step - 1]) ? Self.visitHold : Self.visitElsewhereHold
                        } else {
                            Self.linkHold
                        }
                    builder.emit(step: step, hold: hold)
                }
            } else if i == actions.count - 1 || action.time - builder.lastClock >= builder.interval * 0.999
                || actions[i + 1].time - action.time >= builder.interval
            {
                // Actions closer together than a frame (a drag's moves) are drawn at most `fps` times a second.
                builder.emit()
            }
        }
        if let last = actions.last { builder.runClock(until: last.time + Self.settleLimit) }
        frames = builder.frames()
    }

    /// Brings `session`, which has had the first `done` actions, to the state
    /// of `frame`; returns how many actions it has had now.
    @discardableResult
    public static func show(
        _ frame: AnimationFrame, in session: LabSession, after done: Int,
        actions: [Script.TimedAction]
    ) -> Int {
        Script.run(actions[done..<frame.actions], in: session)
        if frame.time > session.scene.application.currentTime { session.advanceTime(to: frame.time) }
        if let step = frame.step { session.overlay.showStep(step) } else { session.overlay.showEverything() }
        return max(done, frame.actions)
    }

    /// Collects frames with their moments, and gives them delays at the end.
    @MainActor
    private struct Builder {
        let session: LabSession
        let interval: Double
        private var entries: [(frame: AnimationFrame, hold: Double?)] = []
        private(set) var lastClock = 0.0
        /// How many of the script's actions the session has had.
        var applied = 0

        init(session: LabSession, interval: Double) {
            self.session = session
            self.interval = interval
        }

        mutating func emit(step: Int? = nil, hold: Double? = nil) {
            lastClock = session.scene.application.currentTime
            entries.append((AnimationFrame(actions: applied, time: lastClock, step: step, delay: 0), hold))
        }

        /// Lets the clock run towards `target`, a frame each `interval` while
        /// something on screen moves with it or a deadline falls before it.
        mutating func runClock(until target: Double) {
            let application = session.scene.application
            while true {
                let drawing = session.input.nextFrameTime != nil
                guard drawing || (application.nextDeadline.map { $0 < target } ?? false) else { return }
                var next = lastClock + interval
                if !drawing, let deadline = application.nextDeadline { next = max(next, deadline) }
                guard next < target - interval / 2 else { return }
                session.advanceTime(to: next)
                emit()
            }
        }

        /// The frames with their delays: a step's hold, then the time to the next
        /// frame's moment, a pause no longer than ``idleLimit``; rounded to
        /// hundredths as a running total, so that rounding never adds up.
        func frames() -> [AnimationFrame] {
            var frames: [AnimationFrame] = []
            var start = 0.0
            for (i, entry) in entries.enumerated() {
                var duration = entry.hold ?? 0
                if i + 1 < entries.count {
                    duration += min(entries[i + 1].frame.time - entry.frame.time, AnimationTimeline.idleLimit)
                } else {
                    duration += AnimationTimeline.finalHold
                }
                let end = start + duration
                var frame = entry.frame
                frame.delay = max(2, Int((end * 100).rounded()) - Int((start * 100).rounded()))
                frames.append(frame)
                start = end
            }
            return frames
        }
    }
}
