import ResponderKit
import Scenes

/// Live edits (``SceneLife``), and the last touch replayed on the changed hierarchy (`Replay`).
extension LabSession {
    /// Plays the last touch again, so the overlay and the panel show what it
    /// does after an edit, the fix or a reload: from the hierarchy it began on,
    /// with what changed since on top, as a touch of the mouse's (its trace takes
    /// the overlay until the pointer moves). An inspection hit-tests the hierarchy as it is.
    ///
    /// ```swift
    /// session.edit(target, .hidden)      // un-hide: the touch is replayed
    /// session.focus?.hitTest.hitView     // target
    /// ```
    public func replayLastTouch() {
        guard let lastTouch else { return }
        cancelLiveTouches()
        if case .touch = lastTouch { hover = nil }
        replay.play(in: scene, log: log) { inspect(at: toScreen($0)) }
    }

    /// Changes `property` of `view` (to its next value when `value` is nil),
    /// logs the edit and replays the last touch; false when the view does not have the property.
    @discardableResult
    public func edit(_ view: View, _ property: ViewProperty, to value: ViewProperty.Value? = nil) -> Bool {
        guard life.edit(view, property, to: value, log: log) else { return false }
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
        if life.undoEdit(log: log) { replayLastTouch() }
    }

    /// After a reload: the edits of `old` made again, the view that was selected
    /// selected again, and the last touch replayed from the reloaded hierarchy.
    func keepEdits(of old: Scene, selected: ViewIdentity?) {
        life.reapplyEdits(of: old, log: log)
        if let selected, let view = scene.view(with: selected) { inspector.select(view) }
        replay.rebase(on: scene.snapshot())
    }
}
