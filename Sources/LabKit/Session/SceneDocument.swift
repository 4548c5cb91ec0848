import ResponderKit
import Scenes

/// The scene's life in the lab: where it comes from (a built-in scene, a
/// scene file, a dump), loading it, reading its file again, the fix (T), the
/// live edits and the language of its texts. ``LabSession`` shows one, and
/// puts everything else about a new scene in order.
///
/// ```swift
/// let life = try SceneDocument(sceneName: "why-not")
/// document.language = .chinese                 // the scene's own texts follow
/// let edit = document.scene.edit(view, .hidden) // a live edit
/// ```
@MainActor
public final class SceneDocument {
    /// Where the scene comes from: a built-in one, by its place in the catalog,
    /// a scene file of the user's, or a `recursiveDescription` dump (a path, or
    /// `-` for standard input, which is read once and never reloaded).
    public enum Source: Equatable {
        case builtIn(Int)
        case file(String)
        case dump(String)
    }

    public private(set) var scene: Scene
    public private(set) var source: Source
    /// Why the last reload of the file failed; the window shows it until a good save.
    public internal(set) var loadError: String?
    /// Why the last compilation of the user's code failed, or the fault that
    /// stopped it; the window shows it until a good save of the code.
    public internal(set) var codeError: String?
    /// The classes of the user's code that the scene's file may name (`--code`); nil without code.
    public internal(set) var classes: UserViewClasses?
    /// The `_printHierarchy` file given with the dump (`--controllers`), read
    /// again with it; nil: the controllers pasted in the dump's own file, if any.
    public private(set) var controllersFile: String?
    /// The edits file (`--edits`), declared on the scene it was given with each
    /// time that scene loads (`SceneDocument+Declarations.swift`); nil: none.
    public internal(set) var editsFile: String?
    /// The edits file as last read and declared without a mistake: a broken save keeps these.
    public internal(set) var declarations: EditsFile?
    /// The scene the edits file is about: the one it was given with on the command line.
    var declarationsSource: Source?
    /// The lab's language, which the scene's own texts follow where its file
    /// translates them: set when it changes, and on every scene shown (a scene
    /// loaded starts in English).
    public var language: Language = .english {
        didSet {
            scene.showTexts(inChinese: language == .chinese)
            shownNames = language == .chinese ? shownNames.merging(scene.chineseNames) : ChineseNames()
        }
    }
    /// The Chinese names of the views, controllers and recognizers of every scene
    /// shown in Chinese so far, the latest's where two give one name different
    /// ones: the event log still names an earlier scene's; empty in English.
    public private(set) var shownNames = ChineseNames()

    private init(_ scene: Scene, from source: Source, classes: UserViewClasses? = nil) {
        self.scene = scene
        self.source = source
        self.classes = classes
    }

    /// The named built-in scene.
    public convenience init(sceneName: String) throws(LabError) {
        guard let index = SceneCatalog.names.firstIndex(of: sceneName) else { throw LabError.unknownScene(sceneName) }
        do {
            self.init(try SceneCatalog.load(sceneName), from: .builtIn(index))
        } catch {
            throw LabError.badScene(error)
        }
    }

    /// The scene in the file at `path`, whose views may be of `classes` (`--code`).
    public convenience init(sceneFile path: String, classes: UserViewClasses? = nil) throws(LabError) {
        do {
            self.init(try SceneLoader.load(file: path, classes: classes), from: .file(path), classes: classes)
        } catch {
            throw LabError.badScene(error)
        }
    }

    /// The `recursiveDescription` dump in the file at `path`, or on standard
    /// input for `-`, with the view controllers of `controllersFile` when given
    /// (else those pasted in the dump's file, if any), whose views may be of `classes` (`--code`).
    public convenience init(dumpFile path: String, controllersFile: String? = nil, classes: UserViewClasses? = nil)
        throws(LabError)
    {
        do {
            self.init(
                try Self.loadDump(path, controllersFile: controllersFile, classes: classes), from: .dump(path),
                classes: classes)
        } catch {
            throw LabError.badScene(error)
        }
        self.controllersFile = controllersFile
    }

    private static func loadDump(_ path: String, controllersFile: String?, classes: UserViewClasses?) throws(SceneError)
        -> Scene
    {
        guard path == "-" else {
            return try DumpLoader.load(file: path, controllersFile: controllersFile, classes: classes)
        }
        return try DumpLoader.loadStandardInput(
            controllers: try controllersFile.map(DumpLoader.loadControllers), classes: classes)
    }

    /// The built-in scene's place in the catalog; nil for a file.
    public var sceneIndex: Int? {
        if case .builtIn(let index) = source { return index }
        return nil
    }

    /// The scene file or dump file shown, which the window watches; nil for a
    /// built-in scene and for a dump read from standard input.
    public var sceneFile: String? {
        switch source {
        case .file(let path): path
        case .dump(let path) where path != "-": path
        default: nil
        }
    }

    /// The place in the catalog of the built-in scene `index` names, wrapping around (Tab from the last goes to the first).
    static func wrapped(_ index: Int) -> Int {
        let count = SceneCatalog.names.count
        return ((index % count) + count) % count
    }

    /// The scene of `source` as its files say now, without the edits file's declarations.
    /// A dump on standard input, read once, is built again from what was read.
    func load(_ source: Source) throws(SceneError) -> Scene {
        switch source {
        case .builtIn(let index): return try SceneCatalog.load(SceneCatalog.names[index])
        case .file(let path): return try SceneLoader.load(file: path, classes: classes)
        case .dump("-"):
            guard let imported = scene.imported else {
                return try Self.loadDump("-", controllersFile: controllersFile, classes: classes)
            }
            return DumpLoader.scene(
                of: imported.dump, file: imported.file, name: scene.name,
                controllers: try controllersFile.map(DumpLoader.loadControllers), classes: classes)
        case .dump(let path): return try Self.loadDump(path, controllersFile: controllersFile, classes: classes)
        }
    }

    /// The scene made again with `classes`, the user's code after a save, as a
    /// reload makes it (a dump read from standard input built again from what
    /// was read); nil for a built-in scene, which names no class of the user's.
    func rebuilt(with classes: UserViewClasses?) throws(SceneError) -> Fresh? {
        self.classes = classes
        guard isReloadable || source == .dump("-") else { return nil }
        return try fresh(source)
    }

    /// The files read again; not shown yet. A broken scene file, dump or
    /// controllers file is the error to show (``failedToReload(_:)``); a broken
    /// edits file leaves its last good declarations on the scene, and says why.
    func reread() throws(SceneError) -> Fresh? {
        guard isReloadable else { return nil }
        return try fresh(source)
    }

    /// Shows `next`, in the lab's language; `problems`, what its edits file could not declare, take the caption's place.
    func show(_ next: Scene, from source: Source, problems: [String] = []) {
        scene = next
        self.source = source
        loadError = problems.isEmpty ? nil : problems.joined(separator: "\n")
        next.showTexts(inChinese: language == .chinese)
        if language == .chinese { shownNames = shownNames.merging(next.chineseNames) }
    }

    /// A save of the file that does not load: the last good scene stays, and this says why.
    func failedToReload(_ error: SceneError) {
        loadError = error.description
    }

    /// Turns the scene's fix on or off; its description and whether it is on now, nil when the scene has none.
    func toggleFix() -> (fix: String, on: Bool)? {
        guard let fix = scene.fixDescription else { return nil }
        scene.setFixed(!scene.isFixed)
        return (fix, scene.isFixed)
    }

    // MARK: Live edits

    /// Changes `property` of `view` (to its next value when `value` is nil) and
    /// logs it; false, logging why, when the view does not have the property.
    func edit(_ view: View, _ property: ViewProperty, to value: ViewProperty.Value?, log: TraceLog) -> Bool {
        guard let edit = scene.edit(view, property, to: value) else {
            log.append(.notAControl(property, view: view.debugName))
            return false
        }
        log.log(.edit(edit, undone: false))
        return true
    }

    /// Undoes the last edit and logs it; false, logging why, when there is none.
    func undoEdit(log: TraceLog) -> Bool {
        guard let edit = scene.undoLastEdit() else {
            log.append(.nothingToUndo)
            return false
        }
        log.log(.edit(edit, undone: true))
        return true
    }

    /// After a reload, makes the edits of `old` again on the reloaded scene's
    /// views, found by their dump address, name or index path (``Scene/identity(of:)``),
    /// and logs which were dropped because their view is gone.
    func reapplyEdits(of old: Scene, log: TraceLog) {
        for dropped in scene.reapply(old.edits, from: old) {
            log.log(.editDropped(dropped))
        }
        if !scene.edits.isEmpty { log.append(.editsKept(scene.edits.count)) }
    }
}

extension SceneDocument {
    /// The classes the scene's dump or file names that are not UIKit's: those of the user's code it needs compiled.
    public var namedClasses: Set<String> {
        switch source {
        case .builtIn: []
        case .file(let path): NamedClasses.inFile(path, isDump: false)
        case .dump: scene.imported.map { NamedClasses.inDump($0.dump) } ?? []
        }
    }
}
