import ResponderKit
import Scenes
import X11Host

/// The last touch, kept to be replayed on a changed hierarchy: after a live
/// edit, R, the fix (T) and a reload of the scene or dump file.
public enum RecordedTouch: Sendable, Equatable {
    /// The mouse's touch: its phases in the scene's window, with their times.
    case touch([Sample])
    /// A right click: hit-testing only.
    case inspection(at: Point)

    public struct Sample: Sendable, Equatable {
        public let phase: Touch.Phase
        public let point: Point
        public let timestamp: Double
    }

    /// Where the touch began, in the scene's window.
    public var point: Point {
        switch self {
        case .touch(let samples): samples.first?.point ?? .zero
        case .inspection(let point): point
        }
    }
}

extension LabSession {
    /// Keeps the mouse's touch (id 0, alone) to replay it, with the hierarchy
    /// it began on; a second finger makes it a gesture the replay would not repeat.
    func record(_ phase: Touch.Phase, at point: Point, id: Int, timestamp: Double) {
        guard id == TouchTranslator.mouseTouchID else {
            recording = nil
            recordingBase = nil
            return
        }
        let sample = RecordedTouch.Sample(phase: phase, point: point, timestamp: timestamp)
        switch phase {
        case .began:
            recording = .touch([sample])
            // Before the touch is injected: what it changes is not in it.
            recordingBase = scene.snapshot()
        case .moved, .stationary:
            if case .touch(let samples)? = recording { recording = .touch(samples + [sample]) }
        case .ended, .cancelled:
            if case .touch(let samples)? = recording {
                lastTouch = .touch(samples + [sample])
                replayBase = recordingBase
            }
            recording = nil
            recordingBase = nil
        }
    }

    /// Plays the last touch again from the application's clock on, so the
    /// overlay and the panel show what it does after an edit. A touch starts
    /// from the hierarchy as it was when it began (what it changed, a scrolled
    /// list or a swiped photo, is put back), with the edits and fix toggles
    /// made since applied on top (``Scene/restore(_:)``): replaying twice gives
    /// the same trace and the same hierarchy. An inspection hit-tests the
    /// hierarchy as it is.
    ///
    /// ```swift
    /// session.edit(target, .hidden)      // un-hide: the touch is replayed
    /// session.focus?.hitTest.hitView     // target
    /// ```
    public func replayLastTouch() {
        guard let lastTouch else { return }
        cancelLiveTouches()
        if case .touch = lastTouch {
            if let replayBase { scene.restore(replayBase) }
            // As a touch of the mouse's: its own trace takes the overlay until the pointer moves.
            hover = nil
        }
        append(.replayed(lastTouch.point))
        switch lastTouch {
        case .inspection(let point):
            inspect(at: toScreen(point))
        case .touch(let samples):
            guard let first = samples.first else { return }
            // Half a second after anything before it: never the second tap of a double tap with the original.
            let start = scene.application.currentTime + 0.5
            for sample in samples {
                scene.application.injectTouch(sample.phase, at: sample.point, in: scene.window, id: TouchTranslator.mouseTouchID,
                                              timestamp: start + sample.timestamp - first.timestamp)
            }
        }
    }

    /// Changes `property` of `view` (to its next value when `value` is nil),
    /// logs the edit and replays the last touch; false when the view does not have the property.
    @discardableResult
    public func edit(_ view: View, _ property: ViewProperty, to value: ViewProperty.Value? = nil) -> Bool {
        guard let edit = scene.edit(view, property, to: value) else {
            note(Strings.english.noSuchProperty(property, of: view.debugName))
            return false
        }
        append(.edited(edit, undone: false))
        jsonLog?(TraceJSON.line(for: edit, undone: false))
        replayLastTouch()
        return true
    }

    /// Edits the selected view (the inspector's keys); false when nothing is selected or it lacks the property.
    @discardableResult
    public func editSelection(_ property: ViewProperty) -> Bool {
        guard let view = inspector.selected else {
            note(Strings.english.nothingSelected)
            return false
        }
        return edit(view, property)
    }

    /// Undoes the last edit (U) and replays the last touch.
    public func undoEdit() {
        guard let edit = scene.undoLastEdit() else {
            note(Strings.english.nothingToUndo)
            return
        }
        append(.edited(edit, undone: true))
        jsonLog?(TraceJSON.line(for: edit, undone: true))
        replayLastTouch()
    }

    /// After a reload, makes the edits of `old` again on the reloaded scene's
    /// views, found by their dump address, name or index path (``Scene/identity(of:)``),
    /// and says which were dropped because their view is gone; selects the view
    /// that was selected, and takes the hierarchy the last touch's replay starts from.
    func keepEdits(of old: Scene, selected: ViewIdentity?) {
        for dropped in scene.reapply(old.edits, from: old) {
            note(Strings.english.editDropped(dropped))
            jsonLog?(TraceJSON.line(for: dropped))
        }
        if !scene.edits.isEmpty { note(Strings.english.editsKept(scene.edits.count)) }
        if let selected, let view = scene.view(with: selected) { select(view) }
        if case .touch? = lastTouch { replayBase = scene.snapshot() }
    }
}

extension TraceJSON {
    /// A live edit as `--log json` writes it:
    /// `{"type":"edit","view":"Tile 1","property":"hidden","from":true,"to":false,"undone":false}`.
    public static func line(for edit: ViewEdit, undone: Bool) -> String {
        JSON.object([
            ("type", .string("edit")),
            ("view", .string(edit.view.debugName)),
            ("property", .string(edit.property.rawValue)),
            ("from", value(undone ? edit.new : edit.old)),
            ("to", value(undone ? edit.old : edit.new)),
            ("undone", .bool(undone)),
        ]).serialized
    }

    /// An edit a reload could not make again, as `--log json` writes it:
    /// `{"type":"editDropped","view":"Hidden target","property":"hidden","to":false,"gone":true}`
    /// (`gone`: no view has its address or name; false: the view lost the property).
    public static func line(for dropped: DroppedEdit) -> String {
        JSON.object([
            ("type", .string("editDropped")),
            ("view", .string(dropped.edit.view.debugName)),
            ("property", .string(dropped.edit.property.rawValue)),
            ("to", value(dropped.edit.new)),
            ("gone", .bool(dropped.viewIsGone)),
        ]).serialized
    }

    /// An edited property as `describe --json` gives it: `{"property":"hidden","from":true,"to":false}`.
    public nonisolated static func edited(_ e: EditedProperty) -> JSON {
        .object([("property", .string(e.property.rawValue)), ("from", value(e.original)), ("to", value(e.now))])
    }

    nonisolated static func value(_ value: ViewProperty.Value) -> JSON {
        switch value {
        case .flag(let on): .bool(on)
        case .number(let n): .number(n)
        }
    }
}
