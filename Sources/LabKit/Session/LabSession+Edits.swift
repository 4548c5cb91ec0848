import ResponderKit
import Scenes

/// Live edits (``SceneDocument``), and the last touch replayed on the changed hierarchy (`Replay`).
extension LabSession {
    /// Plays the last touch again, so the overlay and the panel show what it
    /// does after an edit, the fix or a reload: from the hierarchy it began on,
    /// with what changed since on top, as a touch of the mouse's (its trace takes
    /// the overlay until the pointer moves). An inspection hit-tests the hierarchy as it is.
    ///
    /// ```swift
    /// session.edit(target, .hidden)      // un-hide: the touch is replayed
    /// session.overlay.explanation?.hitTest.hitView     // target
    /// ```
    public func replayLastTouch() {
        guard let lastTouch else { return }
        input.cancelLiveTouches()
        if case .touch = lastTouch { overlay.preview = nil }
        replay.play(in: scene, log: log) { input.inspect(at: $0) }
    }

    /// Changes `property` of `view` (to its next value when `value` is nil),
    /// logs the edit and replays the last touch; false when the view does not have the property.
    @discardableResult
    public func edit(_ view: View, _ property: ViewProperty, to value: ViewProperty.Value? = nil) -> Bool {
        guard document.edit(view, property, to: value, log: log) else { return false }
        replayLastTouch()
        return true
    }

    /// Edits the selected view (the inspector's keys); false when nothing is selected or it lacks the property.
    @discardableResult
    public func editSelection(_ property: ViewProperty) -> Bool {
        guard let view = inspector.selected else {
            log.append(.nothingSelected)
            return false
        }
        return edit(view, property)
    }

    /// Undoes the last edit (U) and replays the last touch.
    public func undoEdit() {
        if document.undoEdit(log: log) { replayLastTouch() }
    }

    /// Writes the live edits into the edits file (``SceneDocument/editsFileToWrite``:
    /// `--edits`, else a new one beside the dump), so that an investigation
    /// survives a restart (docs/dump-format.md); from then on the file is
    /// declared on the scene as it loads, and watched. The scene loads again
    /// with the edits declared, no longer live (U has nothing to undo); if the
    /// file then has a mistake, the edits stay live and the header says why.
    /// Returns the file written; nil, logging why, when there was nothing to
    /// write or the file could not be written.
    ///
    /// ```swift
    /// session.edit(cell, .userInteractionEnabled)
    /// session.writeEdits()      // "Assets/Dumps/settings.edits"
    /// ```
    @discardableResult
    public func writeEdits() -> String? {
        guard let written = document.writeEdits(log: log) else { return nil }
        do {
            let old = scene, selected = inspector.selected.map(scene.identity(of:))
            let fresh = try document.fresh(document.source)
            replace(with: fresh.scene, from: document.source, problems: fresh.problems, keepingZoom: true)
            // Declared in part or not at all: the edits stay live, so nothing is lost.
            keepEdits(of: fresh.problems.isEmpty ? nil : old, selected: selected)
            replayLastTouch()
        } catch {
            document.failedToReload(error)
        }
        // Last, after the replayed touch's lines: the latest event says where the edits went.
        log.append(written.note)
        return written.path
    }

    /// After a reload: the edits of `old` made again (none when nil: they are
    /// declarations now), the view that was selected selected again, and the
    /// last touch replayed from the reloaded hierarchy.
    func keepEdits(of old: Scene?, selected: ViewIdentity?) {
        if let old { document.reapplyEdits(of: old, log: log) }
        if let selected, let view = scene.view(with: selected) { inspector.select(view) }
        replay.rebase(on: scene.snapshot())
    }
}
