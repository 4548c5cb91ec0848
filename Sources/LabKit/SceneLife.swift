import ResponderKit
import Scenes

/// The scene's life in the lab: where it comes from (a built-in scene, a
/// scene file, a dump), loading it, reading its file again, the fix (T), the
/// live edits and the language of its texts. ``LabSession`` shows one, and
/// puts everything else about a new scene in order.
///
/// ```swift
/// let life = try SceneLife(sceneName: "why-not")
/// life.language = .chinese                 // the scene's own texts follow
/// let edit = life.scene.edit(view, .hidden) // a live edit
/// ```
@MainActor
public final class SceneLife {
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
    public private(set) var loadError: String?
    /// The lab's language, which the scene's own texts follow where its file
    /// translates them: set when it changes, and on every scene shown (a scene
    /// loaded starts in English).
    public var language: Language = .english {
        didSet { scene.showTexts(inChinese: language == .chinese) }
    }

    private init(_ scene: Scene, from source: Source) {
        self.scene = scene
        self.source = source
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

    /// The scene in the file at `path`.
    public convenience init(sceneFile path: String) throws(LabError) {
        do {
            self.init(try SceneLoader.load(file: path), from: .file(path))
        } catch {
            throw LabError.badScene(error)
        }
    }

    /// The `recursiveDescription` dump in the file at `path`, or on standard input for `-`.
    public convenience init(dumpFile path: String) throws(LabError) {
        do {
            self.init(try Self.loadDump(path), from: .dump(path))
        } catch {
            throw LabError.badScene(error)
        }
    }

    private static func loadDump(_ path: String) throws(SceneError) -> Scene {
        path == "-" ? try DumpLoader.loadStandardInput() : try DumpLoader.load(file: path)
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

    /// The file read again; not shown yet. A broken file is the error to show (``failedToReload(_:)``).
    func reread() throws(SceneError) -> Scene? {
        guard let path = sceneFile else { return nil }
        if case .dump = source { return try Self.loadDump(path) }
        return try SceneLoader.load(file: path)
    }

    /// Shows `next`, in the lab's language.
    func show(_ next: Scene, from source: Source) {
        scene = next
        self.source = source
        loadError = nil
        next.showTexts(inChinese: language == .chinese)
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
