import ResponderKit
import Scenes

/// The last touch or inspection, kept with the hierarchy it began on, to be
/// played again on a changed hierarchy (an edit, R, the fix, a reload): the
/// mouse's touch is recorded phase by phase from its `began`, and kept once it
/// ends. A second finger makes it a gesture a replay would not repeat: nothing
/// is kept.
///
/// ```swift
/// replay.record(.began, at: p, id: 0, timestamp: 1) { scene.snapshot() }
/// replay.record(.ended, at: p, id: 0, timestamp: 1.1) { scene.snapshot() }
/// replay.last // .touch([began at p, ended at p])
/// ```
@MainActor
final class Replay {
    /// The last touch or inspection.
    private(set) var last: RecordedTouch?
    /// The hierarchy when the last touch began, which its replay starts from; nil for an inspection.
    private(set) var base: SceneSnapshot?
    /// The mouse's touch being recorded, from its began, and the hierarchy then.
    private var recording: RecordedTouch?
    private var recordingBase: SceneSnapshot?
    /// Told the mouse's touch as it begins and as it ends (``CodeChildState/Writer``): the one recording of it.
    var changed: ((RecordedTouch) -> Void)?

    /// Notes a phase of a touch; `snapshot` is the hierarchy now, taken only when a touch begins.
    func record(_ phase: Touch.Phase, at point: Point, id: Int, timestamp: Double, snapshot: () -> SceneSnapshot) {
        guard id == TouchTranslator.mouseTouchID else {
            (recording, recordingBase) = (nil, nil)
            return
        }
        let sample = RecordedTouch.Sample(phase: phase, point: point, timestamp: timestamp)
        switch phase {
        case .began:
            recording = .touch([sample])
            // Before the touch is injected: what it changes is not in it.
            recordingBase = snapshot()
            changed?(.touch([sample]))
        case .moved, .stationary:
            if case .touch(let samples)? = recording { recording = .touch(samples + [sample]) }
        case .ended, .cancelled:
            if case .touch(let samples)? = recording {
                last = .touch(samples + [sample])
                base = recordingBase
                changed?(.touch(samples + [sample]))
            }
            (recording, recordingBase) = (nil, nil)
        }
    }

    /// A touch kept from before (the window's child before a fault of the user's
    /// code): replayed from the hierarchy as it is when it plays.
    func restore(_ touch: RecordedTouch) {
        last = touch.finished
        base = nil
    }

    /// A right click at `point`: replayed on the hierarchy as it is.
    func inspected(at point: Point) {
        last = .inspection(at: point)
        base = nil
    }

    /// Another built-in scene, fresh: nothing is kept to replay.
    func forget() {
        (last, base, recording, recordingBase) = (nil, nil, nil, nil)
    }

    /// Another scene, or the same read again: the old views' recording and hierarchy go; the last touch stays.
    func sceneReplaced() {
        (recording, recordingBase, base) = (nil, nil, nil)
    }

    /// A reloaded scene, with the edits made again: the last touch replays from it.
    func rebase(on snapshot: @autoclosure () -> SceneSnapshot) {
        if case .touch? = last { base = snapshot() }
    }

    /// Plays the last touch again in `scene` from its application's clock on: a
    /// touch from the hierarchy it began on, with what changed since (edits,
    /// the fix) applied on top (``Scene/restore(_:)``), so that replaying twice
    /// gives the same trace and the same hierarchy; an inspection (`inspect`)
    /// on the hierarchy as it is. The log says so.
    func play(in scene: Scene, log: TraceLog, inspect: (Point) -> Void) {
        guard let last else { return }
        log.append(.replayed(last.point))
        switch last {
        case .inspection(let sample):
            inspect(sample.point)
        case .touch(let samples):
            if let base { scene.restore(base) }
            guard let first = samples.first else { return }
            // Half a second after anything before it: never the second tap of a double tap with the original.
            let start = scene.application.currentTime + 0.5
            for sample in samples {
                scene.application.injectTouch(
                    sample.phase, at: sample.point, in: scene.window, id: TouchTranslator.mouseTouchID,
                    timestamp: start + sample.timestamp - first.timestamp)
            }
        }
    }
}
