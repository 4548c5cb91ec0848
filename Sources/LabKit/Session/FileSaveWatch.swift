/// Watches files for saves: their stamps (``FileStamp``) are polled from a
/// timer of the window's host every half second, and a stamp that changed is a
/// save. A `stat` twice a second keeps the idle window at ~0% CPU, needs no
/// inotify binding, and sees saves by editors that write a new file and rename
/// it over the old one (a new inode), which a watch on the old inode would miss.
///
/// ```swift
/// let watch = FileSaveWatch(host: host, files: { ["app.txt"] }) { reload() }
/// watch.resync()      // after the lab wrote a file itself: not a save
/// ```
@MainActor
final class FileSaveWatch {
    static let interval = 0.5

    private let host: any LabHost
    /// The files to watch now; nil: nothing, and the polling stops until ``resync()``.
    private let files: () -> [String]?
    /// Whether a file that joins the list (a new file in a watched folder) is a save too.
    private let newFilesAreSaves: Bool
    private let onSave: () -> Void
    /// Each watched file's stamp when last looked at (nil: missing).
    private var stamps: [String: FileStamp?] = [:]
    private var isScheduled = false

    /// Starts watching, unless `files` gives nil.
    init(
        host: any LabHost, newFilesAreSaves: Bool = false, files: @escaping () -> [String]?,
        onSave: @escaping () -> Void
    ) {
        self.host = host
        self.files = files
        self.newFilesAreSaves = newFilesAreSaves
        self.onSave = onSave
        resync()
    }

    /// Takes the files' stamps as they are now, and watches them: what the lab
    /// wrote itself (W) is not a save to reload.
    func resync() {
        guard let files = files() else { return }
        stamps = Self.stamps(of: files)
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
        guard let files = files() else { return }
        let now = Self.stamps(of: files)
        if now != stamps {
            let saved = newFilesAreSaves || files.contains { stamps.keys.contains($0) && stamps[$0]! != now[$0]! }
            stamps = now
            if saved { onSave() }
        }
        schedule()
    }
}
