import Rendering
import ResponderKit
import Scenes

/// The demo's state, shared by the window and the headless renderer: the
/// scene shown and what the overlay explains of it. Its concerns each have a
/// type of their own: the scene's life (``SceneLife``: loading, reloading, the
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
/// session.focus?.hitTest.hitView      // what the overlay explains (session.overlay)
/// ```
@MainActor
public final class LabSession {
    public typealias Focus = LabKit.Focus
    public typealias Source = SceneLife.Source
    public typealias EventLine = TraceLog.EventLine
    public typealias ActivityLine = TraceLog.ActivityLine

    /// The scene shown, where it comes from, its fix and its language.
    public let life: SceneLife
    /// The panel's events and activities, and the JSON and text logs.
    public let log = TraceLog()
    /// The window's size, the user's zoom and pan, the pointer, and the layout they make. A zoom
    /// or pan previews the hover at the scene point the pointer shows now.
    public var viewport: Viewport {
        didSet {
            guard viewport.layout != oldValue.layout else { return }
            inspector.fitPanel()
            let moved = viewport.layout.userZoom != oldValue.layout.userZoom || viewport.layout.pan != oldValue.layout.pan
            if moved, overlay.hover != nil, let pointer = viewport.pointer { overlay.preview(at: pointer) }
        }
    }
    /// The side panel's tree, the selection and the view under the pointer.
    public private(set) lazy var inspector = Inspector(session: self, treeLines: InspectorLayout(panel: layout.panelRect).lines)
    /// The last touch or inspection, which edits, T and reloads replay (`LabSession+Edits.swift`).
    var replay = Replay()
    public var lastTouch: RecordedTouch? { replay.last }

    /// What the overlay explains (the last touch, the hover preview, step-through) and its switches.
    public private(set) lazy var overlay = OverlayState(session: self)
    /// The mouse, the keys and time, fed to the scene's application.
    public private(set) lazy var input = SceneInput(session: self)
    private var observation: DeliveryObservation?

    /// The user's code the scene's views may run (`--code`); nil without code.
    public internal(set) var code: LabCode?

    init(_ life: SceneLife) {
        self.life = life
        viewport = Viewport(sceneSize: life.scene.window.bounds.size, fillsCanvas: life.scene.imported != nil)
        observe()
    }

    /// A session on the named built-in scene.
    public convenience init(sceneName: String) throws(LabError) {
        self.init(try SceneLife(sceneName: sceneName))
    }

    /// A session on the scene in the file at `path`.
    public convenience init(sceneFile path: String) throws(LabError) {
        self.init(try SceneLife(sceneFile: path))
    }

    /// A session on the `recursiveDescription` dump in the file at `path`, or on standard input for `-`.
    public convenience init(dumpFile path: String) throws(LabError) {
        self.init(try SceneLife(dumpFile: path))
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
    public static func open(scene: String?, file: String? = nil, dump: String? = nil,
                            fixed: Bool? = nil,
                            controllers: String? = nil,
                            edits: String? = nil,
                            code: LabCode? = nil,
                            language: Language = .english) throws(LabError) -> LabSession {
        let session = if let dump {
            LabSession(try SceneLife(dumpFile: dump, controllersFile: controllers, classes: code?.classes))
        } else if let file {
            LabSession(try SceneLife(sceneFile: file, classes: code?.classes))
        } else {
            try LabSession(sceneName: scene ?? SceneCatalog.names[0])
        }
        if let edits { try session.life.declare(editsFile: edits) }
        session.code = code
        // The language first: the fix's line in the event log names it in the scene's words.
        session.language = language
        if let fixed, fixed != session.scene.isFixed { session.toggleFix() }
        return session
    }

    // MARK: The scene

    /// The scene shown (``SceneLife`` says where it comes from, and why a reload failed).
    public var scene: Scene { life.scene }
    /// The lab's language, which the scene's own texts follow (``SceneLife/language``).
    public var language: Language {
        get { life.language }
        set { life.language = newValue }
    }

    /// The lab's texts in `language`, naming the views, controllers and recognizers as the scenes' files do in it.
    public func strings(in language: Language) -> Strings {
        Strings(language).naming(life.shownNames)
    }

    /// Switches to the built-in scene at `index` (wrapping around), fresh.
    public func showScene(at index: Int) {
        let name = SceneCatalog.names[SceneLife.wrapped(index)]
        do {
            // Another scene, maybe of another size: it opens fitted. A reload keeps the zoom.
            let source = Source.builtIn(SceneLife.wrapped(index))
            let fresh = try life.fresh(source)
            replace(with: fresh.scene, from: source, problems: fresh.problems, keepingZoom: false)
            replay = Replay()
        } catch {
            log.append(.cannotOpen(name, error: "\(error)"))
        }
    }

    /// Reads the scene file again after it, its controllers file or its edits
    /// file was saved: a good file replaces the scene, declared again
    /// (`SceneLife+Declarations.swift`), with the inspector's edits made again on
    /// it (``keepEdits(of:selected:)``) and the last touch replayed; a broken
    /// one leaves the last good scene (or declarations) and shows why.
    public func reloadFile() {
        reload({ () throws(SceneError) in try life.reread() }, note: .reloaded(path: life.watchedFiles.joined(separator: ", ")))
    }

    /// Shows the scene `read` reads or makes again (nil: there is nothing to
    /// read again, and `unchanged` runs) in place of the one shown, with the
    /// inspector's edits and selection kept and the last touch replayed; what
    /// its edits file could not declare is shown and logged. A file that no
    /// longer loads leaves the last good scene, and the header says why.
    func reload(_ read: () throws(SceneError) -> SceneLife.Fresh?, note: @autoclosure () -> EventLine, unchanged: () -> Void = {}) {
        let next: SceneLife.Fresh
        do {
            guard let fresh = try read() else { return unchanged() }
            next = fresh
        } catch {
            life.failedToReload(error)
            log.append(.reloadFailed)
            return
        }
        let old = scene
        let selected = inspector.selected.map(old.identity(of:))
        replace(with: next.scene, from: life.source, problems: next.problems, keepingZoom: true)
        log.append(note())
        if !next.problems.isEmpty { log.append(.editsNotDeclared) }
        keepEdits(of: old, selected: selected)
        replayLastTouch()
    }

    func replace(with next: Scene, from source: Source, problems: [String] = [], keepingZoom: Bool) {
        input.cancelLiveTouches()
        scene.application.deadlineDidChange = nil
        if let observation { scene.application.removeDeliveryObserver(observation) }
        life.show(next, from: source, problems: problems)
        inspector.forget()
        overlay.sceneReplaced()
        viewport.show(sceneSize: next.window.bounds.size, fillsCanvas: next.imported != nil, keepingZoom: keepingZoom)
        log.sceneReplaced()
        replay.sceneReplaced()
        observe()
        log.append(.sceneShown(next.name))
    }

    public func toggleFix() {
        guard let (fix, on) = life.toggleFix() else { return }
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

    // MARK: The input (``SceneInput``) and what the overlay shows (``OverlayState``), in the names most callers use

    /// A touch phase from the mouse (or a script), in screen coordinates.
    public func touch(_ phase: Touch.Phase, at screenPoint: Point, id: Int = 0, timestamp: Double) {
        input.touch(phase, at: screenPoint, id: id, timestamp: timestamp)
    }
    /// Pointer motion without a button: a live preview when hover mode is on.
    public func hover(at screenPoint: Point) { input.hover(at: screenPoint) }
    /// Right click: show the hit-test at the point, deliver nothing (behaviour 7.2).
    public func inspect(at screenPoint: Point) { input.inspect(at: screenPoint) }
    /// The wheel turned by `notches` over a screen point (``SceneInput/wheel(notches:at:)``).
    @discardableResult
    public func wheel(notches: Point, at screenPoint: Point) -> ScrollView? { input.wheel(notches: notches, at: screenPoint) }
    /// Lets the application's time run to `time`: its deadlines up to then fire.
    public func advanceTime(to time: Double) { input.advanceTime(to: time) }

    public var focus: Focus? { overlay.focus }
    public var hover: Focus? { overlay.hover }
    public var displayedFocus: Focus? { overlay.displayedFocus }
    public var stepProgress: TraceProgress? { overlay.stepProgress }
    public var hoverMode: Bool { get { overlay.hoverMode } set { overlay.hoverMode = newValue } }

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
