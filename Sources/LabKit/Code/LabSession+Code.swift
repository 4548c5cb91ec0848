import ResponderKit
import Scenes

/// The user's code (`--code`): the scene made again of it after a good save.
extension LabSession {
    /// After a save of the user's code compiled and loaded (``LabCode/finishedCompiling()``):
    /// the scene made again of the new classes, with the edits and the selection
    /// kept and the last touch replayed, so that the overlay shows what the
    /// changed code decides; declared again from the edits file, as a reload
    /// is (``reloadFile()``). A scene file that no longer loads is said as a reload's is.
    public func reloadCode() {
        guard let code else { return }
        document.codeError = nil
        reload(
            { () throws(SceneError) in try document.rebuilt(with: code.classes) },
            note: .codeReloaded(classes: code.build?.classes.count ?? 0), unchanged: replayLastTouch)
    }

    /// A save of the user's code that did not compile, or a fault of it: the last
    /// good code keeps running, the window shows why until a good save.
    public func codeFailed(_ message: String) {
        document.codeError = message
        log.append(.codeNotReloaded)
    }

    /// The window came back after the user's code faulted (`run --code`): the
    /// fault is shown until a good save of the code, the touch it faulted on
    /// is kept to be replayed then, and hover previews are off, so that moving
    /// the pointer over the place that faulted does not run that code again.
    public func restoreAfterFault(_ fault: String, lastTouch: RecordedTouch?) {
        document.codeError = fault
        if let lastTouch { replay.restore(lastTouch) }
        overlay.hoverMode = false
    }
}
