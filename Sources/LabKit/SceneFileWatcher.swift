import Foundation

/// Watches the scene file the window shows and reloads it when it is saved.
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
    private var stamp: FileStamp?

    /// Starts watching when the session shows a file; `onReload` follows each reload, good or bad.
    init(session: LabSession, host: any LabHost, onReload: @escaping () -> Void) {
        self.session = session
        self.host = host
        self.onReload = onReload
        guard let path = session.life.sceneFile else { return }
        stamp = FileStamp(path)
        schedule()
    }

    private func schedule() {
        host.schedule(after: Self.interval) { [weak self] in self?.check() }
    }

    private func check() {
        // Once the user switches to a built-in scene there is nothing left to watch.
        guard let path = session.life.sceneFile else { return }
        let now = FileStamp(path)
        if now != stamp {
            stamp = now
            session.reloadFile()
            onReload()
        }
        schedule()
    }
}
