import Foundation

/// Watches the files the window's scene comes from (``SceneLife/watchedFiles``:
/// the scene file or dump, its controllers file, its edits file) and reloads
/// the scene when one of them is saved.
///
/// It polls the file's modification time, size and inode from a timer of the
/// window's host every half second: a `stat` twice a second keeps the idle window at ~0% CPU,
/// needs no inotify binding, and sees saves by editors that write a new file
/// and rename it over the old one (a new inode), which a watch on the old
/// inode would miss.
@MainActor
final class SceneFileWatcher {
    static let interval = 0.5

    private let session: LabSession
    private let host: any LabHost
    private let onReload: () -> Void
    /// Each watched file's stamp when last looked at (nil: missing).
    private var stamps: [String: FileStamp?] = [:]
    private var isScheduled = false

    /// Starts watching when the session shows a file; `onReload` follows each reload, good or bad.
    init(session: LabSession, host: any LabHost, onReload: @escaping () -> Void) {
        self.session = session
        self.host = host
        self.onReload = onReload
        guard !session.life.watchedFiles.isEmpty else { return }
        resync()
    }

    /// Takes the files' stamps as they are now, and watches them: what the lab
    /// wrote itself (W) is not a save to reload.
    func resync() {
        stamps = Self.stamps(of: session.life.watchedFiles)
        if !isScheduled { schedule() }
    }

    private func schedule() {
        isScheduled = true
        host.schedule(after: Self.interval) { [weak self] in self?.check() }
    }

    private static func stamps(of files: [String]) -> [String: FileStamp?] {
        Dictionary(files.map { ($0, FileStamp($0)) }, uniquingKeysWith: { first, _ in first })
    }

    private func check() {
        isScheduled = false
        let files = session.life.watchedFiles
        // Once the user switches to a built-in scene there is nothing left to watch, unless
        // an edits file belongs to a built-in scene the user may come back to.
        guard !files.isEmpty || session.life.editsFile != nil else { return }
        let now = Self.stamps(of: files)
        if now != stamps {
            // A file newly watched (the scene shown again) is not a save.
            let saved = files.contains { stamps.keys.contains($0) && stamps[$0]! != now[$0]! }
            stamps = now
            if saved {
                session.reloadFile()
                onReload()
            }
        }
        schedule()
    }
}
