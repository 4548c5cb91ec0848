import Foundation

/// Watches the files the window's scene comes from (``SceneDocument/watchedFiles``:
/// the scene file or dump, its controllers file, its edits file) and reloads
/// the scene when one of them is saved (``FileSaveWatch``); what went wrong
/// is said on standard error too. A file newly watched, the scene it belongs
/// to shown again, is not a save.
@MainActor
final class SceneFileWatcher {
    private let watch: FileSaveWatch

    /// Starts watching when the session shows a file; `onReload` follows each reload, good or bad.
    init(session: LabSession, host: any LabHost, onReload: @escaping () -> Void) {
        watch = FileSaveWatch(
            host: host,
            files: {
                let files = session.document.watchedFiles
                // Once the user switches to a built-in scene there is nothing left to watch, unless
                // an edits file belongs to a built-in scene the user may come back to.
                return !files.isEmpty || session.document.editsFile != nil ? files : nil
            },
            onSave: {
                session.reloadFile()
                Self.report(session)
                onReload()
            })
    }

    /// A reload's error, or the warnings of what was read, also on standard error,
    /// where a terminal beside the editor shows all of a long message.
    private static func report(_ session: LabSession) {
        if let error = session.document.loadError {
            FileHandle.standardError.write(Data("responder-lab: \(error)\n".utf8))
        } else {
            let warnings = LoadReport.warnings(of: session).map { "responder-lab: warning: \($0)\n" }
            FileHandle.standardError.write(Data(warnings.joined().utf8))
        }
    }

    /// Takes the files' stamps as they are now, and watches them: what the lab
    /// wrote itself (W) is not a save to reload.
    func resync() {
        watch.resync()
    }
}
