import Foundation
import Scenes

/// The edits file (`--edits`, docs/dump-format.md): what a dump does not
/// print, declared on the scene it was given with every time that scene loads
/// (behaviour 12.7). The order is the dump's reload order: the dump with its
/// controllers, then the declarations, then the live edits made again.
extension SceneDocument {
    /// A scene as its files say now, with what its edits file could not declare.
    struct Fresh {
        let scene: Scene
        /// Located, one a line: `app.edits:3:10: unknown property "isEnabeld"; did you mean "isEnabled"?`.
        let problems: [String]
    }

    /// Reads the edits file at `path` and declares it on the scene shown, which
    /// it then belongs to: each reload of that scene declares it again. A
    /// mistake in the file, or a line that cannot be done on this scene, is an
    /// error (exit 2 on the command line), each at its line.
    ///
    /// ```swift
    /// let life = try SceneDocument(dumpFile: "Assets/Dumps/mail.txt")
    /// try document.declare(editsFile: "Assets/Dumps/mail.edits")   // the send button is disabled now
    /// ```
    public func declare(editsFile path: String) throws(LabError) {
        let edits: EditsFile
        do {
            edits = try EditsFileReader.read(file: path)
        } catch {
            throw LabError.badScene(error)
        }
        let problems = scene.declare(edits)
        guard problems.isEmpty else { throw LabError.badDeclarations(problems) }
        editsFile = path
        declarations = edits
        declarationsSource = source
    }

    /// Whether the scene shown can be read again: it has a file, or an edits file belongs to it.
    var isReloadable: Bool {
        sceneFile != nil || (editsFile != nil && source == declarationsSource)
    }

    /// The files the window watches for saves: the scene file or dump, and,
    /// while the scene they belong to is shown, the controllers and edits files.
    public var watchedFiles: [String] {
        var files = sceneFile.map { [$0] } ?? []
        if case .dump = source, let controllersFile { files.append(controllersFile) }
        if source == declarationsSource, let editsFile { files.append(editsFile) }
        return files
    }

    /// `source`'s scene loaded afresh and, when the edits file belongs to it,
    /// the file read again and declared. A file with a mistake, or with lines
    /// this scene cannot take, leaves the last good declarations in place and
    /// says why.
    func fresh(_ source: Source) throws(SceneError) -> Fresh {
        let scene = try load(source)
        guard let editsFile, source == declarationsSource else { return Fresh(scene: scene, problems: []) }
        let edits: EditsFile
        do {
            edits = try EditsFileReader.read(file: editsFile)
        } catch {
            return Fresh(scene: scene, problems: [error.description] + declareLastGood(on: scene))
        }
        let problems = scene.declare(edits).map(\.description)
        if problems.isEmpty {
            declarations = edits
            return Fresh(scene: scene, problems: [])
        }
        // Declared in part: the scene loads again for the last good declarations alone.
        let kept = try load(source)
        return Fresh(scene: kept, problems: problems + declareLastGood(on: kept))
    }

    private func declareLastGood(on scene: Scene) -> [String] {
        declarations.map { scene.declare($0).map(\.description) } ?? []
    }

    /// Where the inspector's live edits are written (W): the edits file, else
    /// a new one beside the dump or scene file, named after it (`app.txt` →
    /// `app.edits`), or for a built-in scene or standard input in the current folder.
    public var editsFileToWrite: String {
        if let editsFile { return editsFile }
        let base: String =
            switch source {
            case .dump(let path) where path != "-": path
            case .file(let path): path
            default: scene.name
            }
        let name = base.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? base
        let folder = base.dropLast(name.count)
        let stem = name.lastIndex(of: ".").map { name[..<$0] }.map(String.init) ?? name
        return folder + (stem.isEmpty ? name : stem) + ".edits"
    }

    /// The edits file is now `path` (the inspector wrote one), belonging to the scene shown.
    func adopt(editsFile path: String) {
        editsFile = path
        declarationsSource = source
    }

    /// Writes the live edits into ``editsFileToWrite`` (W), each view's property
    /// in place of a line that declared it, the others at the end; the file then
    /// belongs to the scene shown (``adopt(editsFile:)``). Returns the file and
    /// the event line that says so; nil, logging why, when there was nothing to
    /// write or the file could not be written.
    func writeEdits(log: TraceLog) -> (path: String, note: TraceLog.EventLine)? {
        let count = EditsFileWriter.lines(for: scene.edits, in: scene).count
        guard count > 0 else {
            log.append(.noEditsToWrite)
            return nil
        }
        let path = editsFileToWrite
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            let old = existed ? try String(contentsOfFile: path, encoding: .utf8) : ""
            try EditsFileWriter.updating(old, with: scene.edits, in: scene).write(
                toFile: path, atomically: true, encoding: .utf8)
        } catch {
            log.append(.editsNotWritten(path: path, reason: "\(error)"))
            return nil
        }
        let adopted = editsFile != path
        adopt(editsFile: path)
        return (
            path,
            existed
                ? .editsWritten(count: count, path: path, adopted: adopted)
                : .editsFileCreated(count: count, path: path)
        )
    }
}
