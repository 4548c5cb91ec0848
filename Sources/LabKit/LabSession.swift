import Rendering
import ResponderKit
import Scenes

/// The demo's state, shared by the window and the headless renderer: the
/// current scene, what the overlay shows, and the recent events.
///
/// Input arrives in screen coordinates (the whole lab window); the session
/// maps it into the scene's window, as its `LabLayout` places it, and feeds it
/// to the scene's application.
@MainActor
public final class LabSession {
    /// What the overlay explains.
    public struct Focus {
        public enum Kind { case touch, inspect, hover }
        public let kind: Kind
        public let hitTest: HitTestTrace
        /// The touch's `began` delivery: the responder chain (nil for inspect and hover).
        public let delivery: DeliveryTrace?
        /// For inspect and hover, which deliver nothing: what a click at the point would do.
        public var predicted: PredictedChain? = nil
        /// The other fingers still down when this touch began (Ctrl-click's first
        /// finger), oldest first, each with its own hit-test and chain.
        public var otherFingers: [Focus] = []
        /// Step-through: how many steps of the hit-test and chain are drawn
        /// (``TraceProgress``); nil draws everything. A new touch starts with nil.
        public var step: Int? = nil
    }

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
    /// Why the last reload of the file failed; the window shows it until a good save.
    public private(set) var loadError: String?
    public internal(set) var focus: Focus? { didSet { focusRevision &+= 1 } }
    /// The last hover trace, shown while hover mode is on and no touch is down.
    public internal(set) var hover: Focus? { didSet { focusRevision &+= 1 } }
    /// Counts the changes of ``focus`` and ``hover`` (a new touch, a step, a preview): the window
    /// draws the overlay again only when it, or something else the overlay shows, moved on.
    public private(set) var focusRevision = 0
    /// The event log, newest last: delivered phases, worded in the panel's language, and other notes.
    public private(set) var events: [EventLine] = []
    /// Recognizer states, control events and actions, newest last.
    public private(set) var activities: [ActivityLine] = []
    /// The latest action message, for the panel.
    public var lastAction: ActionTrace?
    public var overlaysVisible = true
    /// Whether moving the pointer over the scene previews its hit-test, with a
    /// tooltip at the pointer (H turns it off). A touch or an inspection takes
    /// over the overlay until the pointer moves again.
    public var hoverMode = true {
        didSet {
            if !hoverMode {
                hover = nil
            } else if !oldValue, let pointer {
                // Turned back on with the pointer already over the scene: preview at once, not at the next motion.
                hover(at: pointer)
            }
        }
    }
    /// The lab's language, which the scene's own texts follow where its file
    /// translates them: set when it changes, and on every scene shown (a scene
    /// switched to or reloaded starts in English).
    public var language: Language = .english {
        didSet { scene.showTexts(inChinese: language == .chinese) }
    }
    /// Whether the views hit-testing skips are outlined as ghosts (G).
    public var ghostsVisible = false
    /// The window's size, the user's zoom and pan, the pointer, and the layout they make.
    public private(set) var viewport: Viewport {
        didSet { if viewport.layout != oldValue.layout { layoutChanged() } }
    }
    /// The pointer over the window, in screen points, when the window knows it
    /// (`render --hover` sets it too); nil once it left.
    public var pointer: Point? {
        get { viewport.pointer }
        set { viewport.pointer = newValue }
    }
    /// The window's size in points; nil: the size the lab opens at, as headless renders are.
    public var windowSize: Size? {
        get { viewport.windowSize }
        set { viewport.windowSize = newValue }
    }
    /// The user's zoom and pan of the canvas (``LabLayout/userZoom``, ``LabLayout/pan``).
    public var userZoom: Double { viewport.layout.userZoom }
    public var pan: Point { viewport.layout.pan }
    /// Called with one JSON line per delivered touch phase, control event, action
    /// and recognizer state change (`run --log json`, `trace --json`).
    public var jsonLog: ((String) -> Void)?
    /// The same lines as ``jsonLog``, at the same moments, in words (`trace`).
    public var textLog: ((String) -> Void)?

    /// The side panel's tree, the selection and the view under the pointer (LabSession+Inspector.swift).
    public internal(set) var inspector = Inspector()
    /// The last touch or inspection, which edits, T and reloads replay (LabSession+Edits.swift).
    public internal(set) var lastTouch: RecordedTouch?
    /// The mouse's touch being recorded, from its began.
    var recording: RecordedTouch?
    /// The hierarchy when the last touch began, which its replay starts from; nil for an inspection.
    var replayBase: SceneSnapshot?
    /// The hierarchy when the touch being recorded began.
    var recordingBase: SceneSnapshot?

    /// The scroll views a finger left moving, until they come to rest.
    private var coasting: [ScrollView] = []
    private var observation: DeliveryObservation?
    private var activityObservation: ActivityObservation?

    /// A session on the named built-in scene.
    public init(sceneName: String) throws(LabError) {
        guard let index = SceneCatalog.names.firstIndex(of: sceneName) else { throw LabError.unknownScene(sceneName) }
        do {
            scene = try SceneCatalog.load(sceneName)
        } catch {
            throw LabError.badScene(error)
        }
        source = .builtIn(index)
        viewport = Viewport(sceneSize: scene.window.bounds.size)
        inspector.treeLines = panelLayout.lines
        observe()
    }

    /// A session on the scene in the file at `path`.
    public init(sceneFile path: String) throws(LabError) {
        do {
            scene = try SceneLoader.load(file: path)
        } catch {
            throw LabError.badScene(error)
        }
        source = .file(path)
        viewport = Viewport(sceneSize: scene.window.bounds.size)
        inspector.treeLines = panelLayout.lines
        observe()
    }

    /// A session on the `recursiveDescription` dump in the file at `path`, or on standard input for `-`.
    public init(dumpFile path: String) throws(LabError) {
        do {
            scene = try Self.loadDump(path)
        } catch {
            throw LabError.badScene(error)
        }
        source = .dump(path)
        viewport = Viewport(sceneSize: scene.window.bounds.size)
        inspector.treeLines = panelLayout.lines
        observe()
    }

    private static func loadDump(_ path: String) throws(SceneError) -> Scene {
        path == "-" ? try DumpLoader.loadStandardInput() : try DumpLoader.load(file: path)
    }

    // MARK: Scenes

    /// Switches to the built-in scene at `index` (wrapping around), fresh.
    public func showScene(at index: Int) {
        let count = SceneCatalog.names.count
        let wrapped = ((index % count) + count) % count
        do {
            // Another scene, maybe of another size: it opens fitted. A reload keeps the zoom.
            replace(with: try SceneCatalog.load(SceneCatalog.names[wrapped]), from: .builtIn(wrapped), keepingZoom: false)
            lastTouch = nil
        } catch {
            note("cannot open \(SceneCatalog.names[wrapped]): \(error)")
        }
    }

    /// Reads the scene file again after it was saved: a good file replaces the
    /// scene, with the inspector's edits made again on it (``keepEdits(of:selected:)``)
    /// and the last touch replayed; a broken one leaves the last good scene and shows why.
    public func reloadFile() {
        guard let path = sceneFile else { return }
        do {
            let next = if case .dump = source { try Self.loadDump(path) } else { try SceneLoader.load(file: path) }
            let old = scene
            let selected = inspector.selected.map(old.identity(of:))
            replace(with: next, from: source, keepingZoom: true)
            note("reloaded \(path)")
            keepEdits(of: old, selected: selected)
            replayLastTouch()
        } catch {
            loadError = error.description
            note("reload failed; the last good scene stays")
        }
    }

    private func replace(with next: Scene, from source: Source, keepingZoom: Bool) {
        cancelLiveTouches()
        scene.application.deadlineDidChange = nil
        if let observation { scene.application.removeDeliveryObserver(observation) }
        if let activityObservation { scene.application.removeActivityObserver(activityObservation) }
        scene = next
        next.showTexts(inChinese: language == .chinese)
        viewport.show(sceneSize: next.window.bounds.size, keepingZoom: keepingZoom)
        self.source = source
        loadError = nil
        focus = nil
        hover = nil
        activities = []
        lastAction = nil
        recording = nil
        recordingBase = nil
        coasting = []
        // The old scene's views: a reload takes the new scene's (keepEdits(of:selected:)).
        replayBase = nil
        inspector.forget()
        observe()
        deadlineDidChange?(scene.application.nextDeadline)
        append(.sceneShown(next.name))
    }

    public func toggleFix() {
        guard let fix = scene.fixDescription else { return }
        scene.setFixed(!scene.isFixed)
        append(.fixToggled(fix, on: scene.isFixed))
        if lastTouch == nil { refreshFocus() } else { replayLastTouch() }
    }

    // MARK: Input

    /// Where the scene is in the window, and its zoom: a function of the scene's
    /// size, the window's, and the user's zoom and pan, worked out when one of them changes.
    public var layout: LabLayout { viewport.layout }

    /// Zooms the canvas by `factor` about a screen point (the pointer), which keeps showing the same scene point.
    public func zoom(by factor: Double, about screenPoint: Point) {
        viewport.zoom(by: factor, about: screenPoint)
        previewAgain()
    }

    /// Moves the canvas by `offset` screen points (a middle-button drag).
    public func pan(by offset: Point) {
        viewport.pan(by: offset)
        previewAgain()
    }

    /// Back to the zoom that fits the scene in the canvas, unpanned.
    public func resetZoom() {
        viewport.resetZoom()
        previewAgain()
    }

    /// The pointer now shows another scene point: preview that one.
    private func previewAgain() {
        if hover != nil, let pointer { hover(at: pointer) }
    }

    /// The panel may be of another height and hold another number of the tree's rows: the selection stays in view.
    private func layoutChanged() {
        let lines = panelLayout.lines
        guard lines != inspector.treeLines else { return }
        inspector.treeLines = lines
        if let selected = inspector.selected { scrollTree(toShow: selected) }
    }

    public func toScene(_ p: Point) -> Point {
        layout.toScene(p)
    }

    public func toScreen(_ p: Point) -> Point {
        layout.toScreen(p)
    }

    /// Whether a screen point lies over the scene's window.
    public func isOverScene(_ p: Point) -> Bool {
        layout.isOverScene(p)
    }

    /// A touch phase from the mouse (or a script), in screen coordinates.
    public func touch(_ phase: Touch.Phase, at screenPoint: Point, id: Int = 0, timestamp: Double) {
        // The touch's own trace takes the overlay; the preview comes back when the pointer moves.
        if phase == .began { hover = nil }
        record(phase, at: toScene(screenPoint), id: id, timestamp: timestamp)
        let view = scene.application.activeTouches.first { $0.id == id }?.view
        scene.application.injectTouch(phase, at: toScene(screenPoint), in: scene.window, id: id, timestamp: timestamp)
        if phase == .ended || phase == .cancelled {
            // A scroll view the finger leaves moving (a fling, a spring-back): the log says when it comes to rest.
            var current = view
            while let candidate = current {
                if let scrollView = candidate as? ScrollView, scrollView.isDecelerating, !coasting.contains(where: { $0 === scrollView }) {
                    coasting.append(scrollView)
                }
                current = candidate.superview
            }
        }
        noteScrollViewsAtRest()
    }

    /// Logs the scroll views a finger left moving that have stopped (at their
    /// rest, or caught by a touch or the wheel): `run --log json` says when a fling is over.
    func noteScrollViewsAtRest() {
        coasting.removeAll { scrollView in
            guard !scrollView.isDecelerating else { return false }
            let offset = scrollView.contentOffset
            textLog?("scroll \(scrollView.debugName) came to rest at \(JSON.number(offset.x).serialized),\(JSON.number(offset.y).serialized)")
            jsonLog?(JSON.object([
                ("type", .string("scrollEnded")),
                ("scrollView", .string(scrollView.debugName)),
                ("offset", .object([("x", .number(offset.x)), ("y", .number(offset.y))])),
            ]).serialized)
            return true
        }
    }

    /// Right click: show the hit-test at the point, deliver nothing (behaviour 7.2).
    public func inspect(at screenPoint: Point) {
        hover = nil
        let trace = scene.window.hitTestTrace(at: toScene(screenPoint))
        focus = Focus(kind: .inspect, hitTest: trace, delivery: nil, predicted: PredictedChain(from: trace.hitView))
        lastTouch = .inspection(at: toScene(screenPoint))
        replayBase = nil
        append(.inspected(toScene(screenPoint), hitView: trace.hitView?.debugName))
    }

    /// Pointer motion without a button: a live preview when hover mode is on.
    public func hover(at screenPoint: Point) {
        pointer = screenPoint
        guard hoverMode else { return }
        guard isOverScene(screenPoint) else {
            hover = nil
            return
        }
        let trace = scene.window.hitTestTrace(at: toScene(screenPoint))
        hover = Focus(kind: .hover, hitTest: trace, delivery: nil, predicted: PredictedChain(from: trace.hitView))
    }

    /// The pointer left the window: nothing to preview.
    public func endHover() {
        hover = nil
        pointer = nil
    }

    /// Cancels what is down, for scene switches and the window going away (behaviour 7.3).
    public func cancelLiveTouches(timestamp: Double? = nil) {
        for touch in scene.application.activeTouches {
            scene.application.injectTouch(.cancelled, at: touch.location(in: nil), in: scene.window,
                                          id: touch.id, timestamp: timestamp ?? touch.timestamp)
        }
    }

    /// The controls tracking a touch now: the overlay draws their margins.
    public var trackingControls: [Control] {
        scene.application.activeTouches.compactMap { $0.view as? Control }.filter(\.isTracking)
    }

    /// What the overlay shows now: hover preview while hovering, else the last
    /// touch or inspection; the touch being stepped through wins over hover.
    public var displayedFocus: Focus? {
        if hoverMode, let hover, focus?.step == nil, scene.application.activeTouches.isEmpty { return hover }
        return focus
    }

    // MARK: Traces

    private func observe() {
        observation = scene.application.addDeliveryObserver { [weak self] trace in
            self?.record(trace)
        }
        activityObservation = scene.application.addActivityObserver { [weak self] activity in
            self?.record(activity)
        }
        scene.log.onLine = { [weak self] line in self?.note(line) }
        scene.application.deadlineDidChange = { [weak self] deadline in self?.deadlineDidChange?(deadline) }
    }

    // MARK: Time and keys

    /// Told the scene's next deadline (nil: none) so the window can arm a timer for it.
    public var deadlineDidChange: ((Double?) -> Void)? {
        didSet { deadlineDidChange?(scene.application.nextDeadline) }
    }

    public func advanceTime(to time: Double) {
        scene.application.advanceTime(to: time)
        noteScrollViewsAtRest()
    }

    /// Whether a responder of the scene's key window is first responder: keys then belong to the scene.
    public var hasFirstResponder: Bool {
        scene.application.keyWindow?.firstResponder != nil
    }

    public func resignFirstResponder() {
        guard let responder = scene.application.keyWindow?.firstResponder else { return }
        _ = responder.resignFirstResponder()
        note("Escape: \(responder.debugName) resigned first responder")
    }

    public func press(_ phase: Press.Phase, key: Key, timestamp: Double) {
        scene.application.injectKey(phase, key: key, timestamp: timestamp)
    }

    public func noteActivity(_ kind: ActivityLine.Kind, _ text: String) {
        activities.append(ActivityLine(kind: kind, text: text))
        if activities.count > 8 { activities.removeFirst(activities.count - 8) }
    }

    private func record(_ trace: DeliveryTrace) {
        // Each began changes one touch, so it brings exactly one delivery (or one "nothing to deliver").
        if trace.phase == .began, let hitTest = trace.hitTest {
            var next = Focus(kind: .touch, hitTest: hitTest, delivery: trace)
            if let shown = focus, shown.kind == .touch {
                let live = Set(scene.application.activeTouches.map(ObjectIdentifier.init))
                next.otherFingers = (shown.otherFingers + [Focus(kind: .touch, hitTest: shown.hitTest, delivery: shown.delivery)])
                    .filter { $0.delivery?.touches.contains { live.contains(ObjectIdentifier($0)) } == true }
            }
            focus = next
        } else if trace.phase == .began, let shown = focus, shown.kind == .touch,
                  let held = shown.delivery, held.steps.isEmpty, !held.touches.isDisjoint(with: trace.touches) {
            // A began a recognizer or a scroll view held back reaches the view late, without a new
            // hit-test: the panel's chain becomes the one it took (behaviour 10.3).
            var late = Focus(kind: .touch, hitTest: shown.hitTest, delivery: trace)
            late.otherFingers = shown.otherFingers
            focus = late
        }
        append(.delivery(trace))
        jsonLog?(TraceJSON.line(for: trace, in: scene))
        textLog?(TraceText.delivery(trace))
    }

    /// After the fix changes the hierarchy, re-run the shown hit-test so the overlay stays true.
    private func refreshFocus() {
        guard let shown = focus else { return }
        let trace = scene.window.hitTestTrace(at: shown.hitTest.point)
        focus = Focus(kind: .inspect, hitTest: trace, delivery: nil, predicted: PredictedChain(from: trace.hitView))
    }

    public func note(_ line: String) {
        append(.note(line))
    }

    func append(_ line: EventLine) {
        events.append(line)
        if events.count > 12 { events.removeFirst(events.count - 12) }
    }

    /// One line of the event log.
    public enum EventLine {
        /// A delivered phase: `began #0 → B.1: handled by B` (``Strings/delivery(_:)``).
        case delivery(DeliveryTrace)
        /// A scene switched to or reloaded, by name.
        case sceneShown(String)
        /// The T key: the scene's fix, as its file describes it, now on or off.
        case fixToggled(String, on: Bool)
        /// A right click: the point in the scene's window and the view a click would hit.
        case inspected(Point, hitView: String?)
        /// Anything else, as the lab or the scene said it.
        case note(String)
        /// A live edit of the inspector's (`undone`: U put the old value back).
        case edited(ViewEdit, undone: Bool)
        /// The last touch replayed (R, an edit, T or a reload), at its point in the scene's window.
        case replayed(Point)
    }
}

extension LabSession {
    /// A session on a built-in scene (the first when `scene` is nil), on a
    /// scene file or on a dump, placed where the lab window shows it, with its
    /// fix applied when asked.
    ///
    /// ```swift
    /// let session = try LabSession.open(scene: "chain", fixed: true)
    /// let imported = try LabSession.open(scene: nil, dump: "Assets/Dumps/settings.txt")
    /// ```
    public static func open(scene: String?, file: String? = nil, dump: String? = nil,
                            fixed: Bool? = nil) throws(LabError) -> LabSession {
        let session = if let dump {
            try LabSession(dumpFile: dump)
        } else if let file {
            try LabSession(sceneFile: file)
        } else {
            try LabSession(sceneName: scene ?? SceneCatalog.names[0])
        }
        if let fixed, fixed != session.scene.isFixed { session.toggleFix() }
        return session
    }
}
