import Foundation
import Scenes

/// The inspector's live edits written into the edits file (W), so that an
/// investigation survives a restart (docs/dump-format.md).
extension LabSession {
    /// Writes the live edits into the edits file (``SceneLife/editsFileToWrite``:
    /// `--edits`, else a new one beside the dump), each view's property in
    /// place of a line that declared it, the others at the end; from then on
    /// the file is declared on the scene as it loads, and watched. The scene
    /// loads again with the edits declared, no longer live (U has nothing to
    /// undo); if the file then has a mistake, the edits stay live and the
    /// header says why. Returns the file written; nil, logging why, when there
    /// was nothing to write or the file could not be written.
    ///
    /// ```swift
    /// session.edit(cell, .userInteractionEnabled)
    /// session.writeEdits()      // "Assets/Dumps/settings.edits"
    /// ```
    @discardableResult
    public func writeEdits() -> String? {
        let count = EditsFileWriter.lines(for: scene.edits, in: scene).count
        guard count > 0 else {
            log.append(.noEditsToWrite)
            return nil
        }
        let path = life.editsFileToWrite
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            let old = existed ? try String(contentsOfFile: path, encoding: .utf8) : ""
            try EditsFileWriter.updating(old, with: scene.edits, in: scene).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            log.append(.editsNotWritten(path: path, reason: "\(error)"))
            return nil
        }
        let wasWatched = life.editsFile == path
        life.adopt(editsFile: path)
        declareWrittenEdits()
        // Last, after the replayed touch's lines: the latest event says where the edits went.
        log.append(existed ? .editsWritten(count: count, path: path, adopted: !wasWatched) : .editsFileCreated(count: count, path: path))
        return path
    }

    /// The scene loaded again with the edits file declared: the live edits are declarations now.
    private func declareWrittenEdits() {
        let old = scene
        let selected = inspector.selected.map(old.identity(of:))
        do {
            let fresh = try life.fresh(life.source)
            replace(with: fresh.scene, from: life.source, problems: fresh.problems, keepingZoom: true)
            // Declared in part or not at all: the edits stay live, so nothing is lost.
            if !fresh.problems.isEmpty { keepEdits(of: old, selected: selected) } else {
                if let selected, let view = scene.view(with: selected) { inspector.select(view) }
                replay.rebase(on: scene.snapshot())
            }
            replayLastTouch()
        } catch {
            life.failedToReload(error)
        }
    }
}
