import Foundation

/// What a save changes in a file: its modification time, size and inode (an
/// editor that writes a new file and renames it over the old one makes a new
/// inode). ``FileSaveWatch`` compares them twice a second.
struct FileStamp: Equatable {
    let modified: Date?
    let size: Int?
    let inode: Int?

    /// The file's stamp; nil when it cannot be read (gone, or not yet there again).
    init?(_ path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        modified = attributes[.modificationDate] as? Date
        size = (attributes[.size] as? NSNumber)?.intValue
        inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue
    }
}
