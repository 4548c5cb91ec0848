import Glibc

/// A file written whole or not at all: the bytes go to a temporary file
/// beside it, which replaces it only once complete (a rename within one
/// directory). A path that cannot be written fails at once, before any work;
/// a failure later leaves no partial file behind.
///
/// ```swift
/// let file = try ReplacedFile(path: "docs/images/anim/hit-order.gif")   // fails now if the folder is not writable
/// try file.commit(bytes)
/// ```
public final class ReplacedFile {
    /// Why the file could not be written: the path and the system's reason.
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "cannot write \(path): \(reason)" }
    }

    public let path: String
    private var temporary: String?
    private var descriptor: Int32

    /// Creates the temporary file beside `path`.
    public init(path: String) throws(Failure) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Failure(path: path, reason: "the path names a folder, not a file") }
        var template = Array("\(folder).\(name).XXXXXX".utf8CString)
        descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkstemp's file is private to its owner; the file it becomes is created as any other.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
    }

    /// Writes `bytes` and puts the file in place.
    public func commit(_ bytes: [UInt8]) throws(Failure) {
        guard let temporary else { throw Failure(path: path, reason: "already written") }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
            written += n
        }
        guard close(descriptor) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        descriptor = -1
        guard rename(temporary, path) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        self.temporary = nil
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if let temporary { unlink(temporary) }
    }
}
