import Rendering
import ResponderKit
import Scenes

/// The demo's state, shared by the window and the headless renderer: the
/// scene shown and what the overlay explains of it. Its concerns each have a
/// type of their own: the scene's life (``SceneDocument``: loading, reloading, the
/// fix, the live edits and the edits file, the language), where it is on
/// screen (``Viewport``), the input fed to the scene's application
/// (``SceneInput``), what the overlay explains (``OverlayState``), what is
/// logged (``TraceLog``), the last touch kept for replaying (`Replay`) and the
/// inspector (``Inspector``). The session puts them together: it opens a
/// scene, shows another or the same read again and puts each part in order
/// for it, and replays the last touch after an edit, the fix or a reload.
///
/// Input arrives in screen coordinates (the whole lab window); the session
/// maps it into the scene's window, as its ``LabLayout`` places it, and feeds it
/// to the scene's application.
///
/// ```swift
/// let session = try LabSession.open(scene: "why-not")
/// session.touch(.began, at: session.toScreen(Point(x: 200, y: 200)), timestamp: 1)
/// session.overlay.explanation?.hitTest.hitView      // what the overlay explains (session.overlay)
/// ```
@MainActor
public final class LabSession {
    public typealias Explanation = LabKit.Explanation
    public typealias Source = SceneDocument.Source
    public typealias EventLine = TraceLog.EventLine
    public typealias ActivityLine = TraceLog.ActivityLine

    /// The scene shown, where it comes from, its fix and its language.
    public let document: SceneDocument
    /// The panel's events and activities, and the JSON and text logs.
    public let log = TraceLog()
    /// The window's size, the user's zoom and pan, the pointer, and the layout they make. Changing it
    /// hit-tests nothing: the hover preview is worked out again by ``OverlayState/refreshPreview()``,
    /// a step of its own, as that hit-test may run the user's code.
    public var viewport: Viewport {
        didSet {
            guard viewport.layout != oldValue.layout else { return }
            inspector.fitPanel()
        }
    }
    /// The side panel's tree, the selection and the view under the pointer.
    public private(set) lazy var inspector = Inspector(
        document: document, overlay: overlay, layout: { [unowned self] in layout },
        treeLines: InspectorLayout(panel: layout.panelRect).lines)
    /// The last touch or inspection, which edits, T and reloads replay (`LabSession+Edits.swift`).
    let replay = Replay()
    public var lastTouch: RecordedTouch? { replay.last }

    /// What the overlay explains (the last touch, the hover preview, step-through) and its switches.
    public private(set) lazy var overlay = OverlayState(document: document) { [unowned self] in viewport }
    /// The keys and time fed to the scene's application (the mouse's go through the session, which maps them into the scene).
    public private(set) lazy var input = SceneInput(document: document, overlay: overlay, replay: replay, log: log)
    private var observation: DeliveryObservation?

    /// The user's code the scene's views may run (`--code`); nil without code.
    public internal(set) var code: LabCode?

    init(_ life: SceneDocument) {
        self.document = life
        viewport = Viewport(sceneSize: document.scene.window.bounds.size, fillsCanvas: document.scene.imported != nil)
        observe()
    }

    /// A session on the named built-in scene.
    public convenience init(sceneName: String) throws(LabError) {
        self.init(try SceneDocument(sceneName: sceneName))
    }

    /// A session on the scene in the file at `path`.
    public convenience init(sceneFile path: String) throws(LabError) {
        self.init(try SceneDocument(sceneFile: path))
    }

    /// A session on the `recursiveDescription` dump in the file at `path`, or on standard input for `-`.
    public convenience init(dumpFile path: String) throws(LabError) {
        self.init(try SceneDocument(dumpFile: path))
    }

    /// A session on a built-in scene (the first when `scene` is nil), on a
    /// scene file or on a dump, placed where the lab window shows it, with its
    /// fix applied when asked; a dump's view controllers from `controllers`
    /// (`--controllers`), and the declarations of the edits file `edits` (`--edits`).
    ///
    /// ```swift
    /// let session = try LabSession.open(scene: "chain", fixed: true)
    /// let imported = try LabSession.open(scene: nil, dump: "Assets/Dumps/settings.txt")
    /// let mail = try LabSession.open(scene: nil, dump: "Assets/Dumps/mail.txt", edits: "Assets/Dumps/mail.edits")
    /// ```
    public static func open(
        scene: String?, file: String? = nil, dump: String? = nil,
        fixed: Bool? = nil,
        controllers: String? = nil,
        edits: String? = nil,
        code: LabCode? = nil,
        language: Language = .english
    ) throws(LabError) -> LabSession {
        let session =
            if let dump {
                LabSession(try SceneDocument(dumpFile: dump, controllersFile: controllers, classes: code?.classes))
            } else if let file {
                LabSession(try SceneDocument(sceneFile: file, classes: code?.classes))
            } else {
                try LabSession(sceneName: scene ?? SceneCatalog.names[0])
            }
        if let edits { try session.document.declare(editsFile: edits) }
        session.code = code
        // The language first: the fix's line in the event log names it in the scene's words.
        session.language = language
        if let fixed, fixed != session.scene.isFixed { session.toggleFix() }
        return session
    }

    // MARK: The scene

    /// The scene shown (``SceneDocument`` says where it comes from, and why a reload failed).
    public var scene: Scene { document.scene }
    /// The lab's language, which the scene's own texts follow (``SceneDocument/language``).
    public var language: Language {
        get { document.language }
        set { document.language = newValue }
    }

    /// The lab's texts in `language`, naming the views, controllers and recognizers as the scenes' files do in it.
    public func strings(in language: Language) -> Strings {
        Strings(language).naming(document.shownNames)
    }

    /// Switches to the built-in scene at `index` (wrapping around), fresh.
    public func showScene(at index: Int) {
        let name = SceneCatalog.names[SceneDocument.wrapped(index)]
        do {
            // Another scene, maybe of another size: it opens fitted. A reload keeps the zoom.
            let source = Source.builtIn(SceneDocument.wrapped(index))
            let fresh = try document.fresh(source)
            replace(with: fresh.scene, from: source, problems: fresh.problems, keepingZoom: false)
            replay.forget()
        } catch {
            log.append(.cannotOpen(name, error: "\(error)"))
        }
    }

    /// Reads the scene file again after it, its controllers file or its edits
    /// file was saved: a good file replaces the scene, declared again
    /// (`SceneDocument+Declarations.swift`), with the inspector's edits made again on
    /// it (``keepEdits(of:selected:)``) and the last touch replayed; a broken
    /// one leaves the last good scene (or declarations) and shows why.
    public func reloadFile() {
        reload(
            { () throws(SceneError) in try document.reread() },
            note: .reloaded(path: document.watchedFiles.joined(separator: ", ")))
    }

    /// Shows the scene `read` reads or makes again (nil: there is nothing to
    /// read again, and `unchanged` runs) in place of the one shown, with the
    /// inspector's edits and selection kept and the last touch replayed; what
    /// its edits file could not declare is shown and logged. A file that no
    /// longer loads leaves the last good scene, and the header says why.
    func reload(
        _ read: () throws(SceneError) -> SceneDocument.Fresh?, note: @autoclosure () -> EventLine,
        unchanged: () -> Void = {}
    ) {
        let next: SceneDocument.Fresh
        do {
            guard let fresh = try read() else { return unchanged() }
            next = fresh
        } catch {
            document.failedToReload(error)
            log.append(.reloadFailed)
            return
        }
        let old = scene
        let selected = inspector.selected.map(old.identity(of:))
        replace(with: next.scene, from: document.source, problems: next.problems, keepingZoom: true)
        log.append(note())
        if !next.problems.isEmpty { log.append(.editsNotDeclared) }
        keepEdits(of: old, selected: selected)
        replayLastTouch()
    }

    func replace(with next: Scene, from source: Source, problems: [String] = [], keepingZoom: Bool) {
        input.cancelLiveTouches()
        scene.application.deadlineDidChange = nil
        if let observation { scene.application.removeDeliveryObserver(observation) }
        document.show(next, from: source, problems: problems)
        inspector.forget()
        overlay.sceneReplaced()
        viewport.show(sceneSize: next.window.bounds.size, fillsCanvas: next.imported != nil, keepingZoom: keepingZoom)
        log.sceneReplaced()
        replay.sceneReplaced()
        observe()
        log.append(.sceneShown(next.name))
    }

    public func toggleFix() {
        guard let (fix, on) = document.toggleFix() else { return }
        log.append(.fixToggled(fix, on: on))
        if lastTouch == nil { overlay.refreshFocus() } else { replayLastTouch() }
    }

    // MARK: Where things are

    /// Where the scene is in the window, and its zoom: a function of the scene's
    /// size, the window's, and the user's zoom and pan, worked out when one of them changes.
    public var layout: LabLayout { viewport.layout }
    /// The view a command line names: by its name (`Hidden target`), or in a
    /// dump by its address (`0x7fd3e1c17170`) or its line's `Class: address`.
    public func view(named name: String) -> View? {
        scene.window.view(named: name) ?? scene.view(with: .address(name))
    }

    public func toScene(_ p: Point) -> Point { layout.toScene(p) }
    public func toScreen(_ p: Point) -> Point { layout.toScreen(p) }
    /// Whether a screen point lies over the scene's window.
    public func isOverScene(_ p: Point) -> Bool { layout.isOverScene(p) }

    // MARK: The mouse and time, from the screen into the scene

    /// A touch phase from the mouse (or a script), at a screen point; returns the point of the
    /// scene's window it was delivered at (the one conversion of it).
    @discardableResult
    public func touch(_ phase: Touch.Phase, at screenPoint: Point, id: Int = 0, timestamp: Double) -> Point {
        let point = toScene(screenPoint)
        input.touch(phase, at: point, id: id, timestamp: timestamp)
        return point
    }

    /// Pointer motion without a button: the pointer is kept (zooming goes about it), and with hover
    /// mode on, its hit-test previewed.
    public func movePointer(to screenPoint: Point) {
        viewport.pointer = screenPoint
        overlay.previewHover(at: screenPoint)
    }

    /// The pointer left the window: nothing to preview.
    public func pointerLeft() {
        overlay.preview = nil
        viewport.pointer = nil
    }

    /// Right click at a screen point: show the hit-test there, deliver nothing (behaviour 7.2).
    public func inspect(at screenPoint: Point) { input.inspect(at: toScene(screenPoint)) }

    /// The wheel turned by `notches` (x: right, y: down; a notch is ±1) over a screen point: the
    /// innermost scroll view there that can scroll that way moves ``ScrollView/wheelNotchDistance``
    /// points a notch, within its range (behaviour 7.2, 10.7). The panel's event list and the logs
    /// say which one moved, and where to. Returns the scroll view that moved, if one did.
    ///
    /// ```swift
    /// session.wheel(notches: Point(x: 0, y: 1), at: Point(x: 200, y: 300)) // one notch down
    /// ```
    @discardableResult
    public func wheel(notches: Point, at screenPoint: Point) -> ScrollView? {
        input.wheel(notches: notches, at: toScene(screenPoint))
    }

    /// Lets the application's time run to `time`: its deadlines up to then fire.
    public func advanceTime(to time: Double) { input.advanceTime(to: time) }

    private func observe() {
        observation = scene.application.addDeliveryObserver { [weak self] trace in
            guard let self else { return }
            overlay.record(trace)
            log.log(.delivery(trace, in: scene))
        }
        log.follow(scene)
        scene.log.onLine = { [weak self] line in self?.log.append(.scene(line)) }
        input.follow(scene.application)
    }
}
