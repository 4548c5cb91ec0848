import Rendering
import ResponderKit
import Scenes

/// Paints the whole lab window — header, scene, overlay, side panel, keys —
/// into a framebuffer. The window and `render` share it, so a PNG from
/// `render` has the same pixels as the window.
@MainActor
public final class LabPainter {
    let text: TextRenderer
    /// The chrome's texts in the lab's language.
    private let chrome: Strings
    /// ``chrome`` naming the session's views as its scenes' files do: set for each frame.
    private(set) var strings: Strings
    /// The previous frame's canvas, drawn over again when the size is the same: a
    /// new framebuffer each frame costs an allocation of megabytes and a page fault
    /// every 4 KB. Callers that keep a frame drop it before asking for the next.
    private var canvas: Canvas?
    /// The overlay's labels and the ghosts' names in the last frame rendered, in the
    /// scene's coordinates (nil while neither is shown): where each went and how it was fitted.
    public private(set) var labels: OverlayLabels?
    /// The side panel's texts in the last frame that drew all of it, in the order drawn:
    /// the ground's (tabs, legend), then its contents'. Each as given, before a width shortens it.
    public var panelTexts: [String] { panelGround + panelContents }
    /// The panel's ground's texts (``drawChrome(_:_:size:scale:canvas:)``), and its contents'.
    var panelGround: [String] = []
    private var panelContents: [String] = []
    /// The hover tooltip's box in the last frame rendered, in screen points; nil without one.
    public private(set) var tooltipFrame: Rect?
    /// The footer's last lines, and the keys (full wording) and room they were laid out for (`LabPainter+Footer.swift`).
    var footerCache: (keys: [String], room: Double, lines: [String])?
    /// The window's frames, each drawing only what changed since the last (``WindowFrames``).
    public private(set) lazy var frames = WindowFrames(screen: self)
    /// The overlay's facts of the scene as it last looked (`sceneFacts(_:overlay:canvas:)`).
    private var facts: (key: FactsKey, facts: SceneFacts)?
    /// Where a dump's views show their names, while the scene looks the same at this zoom.
    private let nameSpots = DumpWireframe.NameSpots()
    /// The views whose texts labels avoid (`SceneFacts.textCandidates(in:)`), while the scene looks the same.
    private var textCandidates: (window: Window, revision: Int, views: [View])?

    /// What the overlay's facts depend on: the scene's window, how it looks, where its scroll views are, the zoom.
    private struct FactsKey: Equatable {
        let window: Window
        let revision: Int, offsets: Int
        let zoom: Double

        static func == (a: FactsKey, b: FactsKey) -> Bool {
            a.isAtAnyZoom(b) && a.zoom == b.zoom
        }

        /// The same but for the zoom: the scroll views' extents, in the scene's coordinates, are the same.
        func isAtAnyZoom(_ other: FactsKey) -> Bool {
            window === other.window && revision == other.revision && offsets == other.offsets
        }
    }

    /// - Throws: `FontError` when DejaVu Sans is missing, or, for Chinese, a CJK font.
    public init(language: Language = .english) throws {
        var files = try FontFiles.locateDejaVuSans()
        if language == .chinese {
            files = files.withFallback(try FontFiles.locateCJKFont())
        } else if let cjk = try? FontFiles.locateCJKFont() {
            // Scenes may name views in Chinese whatever the lab's language.
            files = files.withFallback(cjk)
        }
        text = try TextRenderer(fontFiles: files)
        chrome = Strings(language)
        strings = chrome
    }

    /// A one-off render, for `render` and `tour`: the chrome in `language` (the
    /// scene's own texts follow the session's ``LabSession/language``).
    public static func render(_ session: LabSession, scale: Double = 1, language: Language = .english) throws
        -> Framebuffer
    {
        try LabPainter(language: language).render(session, size: session.layout.windowSize, scale: scale)
    }

    /// Paints a frame of `size` points at `scale` pixels per point, all of it.
    public func render(_ session: LabSession, size: Size, scale: Double = 1) -> Framebuffer {
        render(session, size: size, scale: scale, leavingOut: [])
    }

    /// A frame whose scene leaves out the class names of the views in `unnamed` (a dump's), everywhere.
    func render(_ session: LabSession, size: Size, scale: Double, leavingOut unnamed: Set<ObjectIdentifier>)
        -> Framebuffer
    {
        name(session)
        let canvas = reusedCanvas(&self.canvas, size: size, scale: scale)
        canvas.reset(fill: Theme.chrome)
        drawScene(session, scale: scale, unnamed: unnamed, canvas: canvas)
        drawChrome(session, ChromeTexts(session, strings: strings), size: size, scale: scale, canvas: canvas)
        drawOverScene(session, scale: scale, canvas: canvas)
        return canvas.framebuffer
    }

    /// Names the session's views, controllers and recognizers in the frame's texts as its scenes' files do.
    private func name(_ session: LabSession) {
        strings = chrome.naming(session.document.shownNames)
    }

    /// A canvas of `size` at `scale`, the one in `slot` when it has that size.
    func reusedCanvas(_ slot: inout Canvas?, size: Size, scale: Double) -> Canvas {
        let width = Int((max(size.width, 1) * scale).rounded()), height = Int((max(size.height, 1) * scale).rounded())
        if let previous = slot, previous.framebuffer.width == width, previous.framebuffer.height == height {
            return previous
        }
        let canvas = Canvas(width: width, height: height, fill: Theme.chrome, textRenderer: text)
        slot = canvas
        return canvas
    }

    /// The scene's views, clipped to its rectangle, over the chrome's colour: the layer the window keeps.
    /// The views in `unnamed` have no class name (a dump's), where a label covers part of it.
    func drawScene(_ session: LabSession, scale: Double, unnamed: Set<ObjectIdentifier> = [], canvas: Canvas) {
        let scene = session.scene
        let layout = session.layout
        canvas.withState {
            canvas.scaleBy(x: scale, y: scale)
            withSceneSpace(layout, canvas: canvas) {
                canvas.clip(to: Rect(origin: .zero, size: layout.sceneSize))
                if let imported = scene.imported {
                    let spots = nameSpots
                    spots.validate(for: scene.window, imported: imported, zoom: layout.zoom, canvas: canvas)
                    // Views named by class and address would bury a dump in names: a
                    // wireframe with short class names where they fit, as Xcode draws.
                    var renderer = ViewRenderer(showsNames: false)
                    renderer.annotate = { view, canvas in
                        DumpWireframe.annotate(
                            view, imported: imported, zoom: layout.zoom, spots: spots, unnamed: unnamed, in: canvas)
                    }
                    renderer.render(scene.window, in: canvas)
                } else {
                    var renderer = ViewRenderer()
                    let strings = strings
                    if !strings.names.isEmpty { renderer.name = { $0.name == nil ? nil : strings.name($0) } }
                    renderer.render(scene.window, in: canvas)
                }
            }
        }
    }

    /// Runs `body` in the scene's points, clipped to the scene's area.
    private func withSceneSpace(_ layout: LabLayout, canvas: Canvas, _ body: () -> Void) {
        canvas.withState {
            // The overlay's labels may reach beside a narrow scene, into the rest of its area.
            canvas.clip(to: layout.sceneArea)
            canvas.translateBy(x: layout.sceneRect.origin.x, y: layout.sceneRect.origin.y)
            // Through the canvas's transform, as `--scale` is: lines and text stay crisp.
            canvas.scaleBy(x: layout.zoom, y: layout.zoom)
            body()
        }
    }

    /// Everything drawn over the window's layer: the overlay, the panel's contents and the tooltip.
    /// While the canvas tracks damage, the panel's is kept apart and returned, not added to the canvas's.
    @discardableResult
    func drawOverScene(_ session: LabSession, scale: Double, canvas: Canvas) -> DamageRegion? {
        canvas.resetState()
        canvas.scaleBy(x: scale, y: scale)
        let layout = session.layout
        labels = nil
        let overlay = SceneOverlay(strings: strings, nameSpots: nameSpots) { [unowned self] overlay, canvas in
            sceneFacts(session, overlay: overlay, canvas: canvas)
        }
        withSceneSpace(layout, canvas: canvas) { labels = overlay.draw(session, canvas: canvas) }
        if let board = labels, !board.cutCaptions.isEmpty {
            redraw(
                under: board.cutCaptions.map(\.rect), leavingOut: Set(board.cutCaptions.map(\.view)), overlay: overlay,
                labelArea: board.bounds, session: session, scale: scale, canvas: canvas)
        }
        if session.overlay.ghostsVisible {
            OverlayRenderer(strings: strings).drawGhostLegend(
                at: Point(x: layout.sceneArea.minX + 8, y: layout.sceneArea.maxY - 8),
                maxWidth: layout.sceneArea.width - 16, in: canvas)
        }
        let panel = drawPanel(session, canvas: canvas)
        tooltipFrame = nil
        if let tooltip = HoverTooltip(showing: session, strings: strings), let pointer = session.viewport.pointer {
            // The box keeps off the labels next to the pointer, which explain the very views under it.
            let onBoard = (labels?.placed.compactMap(\.rect) ?? []) + (labels?.reserved ?? []), zoom = layout.zoom
            let avoided = onBoard.map {
                Rect(origin: layout.toScreen($0.origin), size: Size(width: $0.width * zoom, height: $0.height * zoom))
            }
            // On the canvas: over the panel it would hide the very trace it sums up.
            tooltipFrame = tooltip.draw(at: pointer, within: layout.sceneArea, avoiding: avoided, canvas: canvas)
        }
        if session.overlay.helpVisible { HelpOverlay(strings: strings, canvas: canvas).draw(in: layout.sceneArea) }
        return panel
    }

    /// Where a label could not help cutting a dump's caption in two, the caption is left out: the
    /// scene is drawn again under each such rectangle (the scene's coordinates) without the names of
    /// the views in `unnamed`, and the overlay, which places its labels as before, over it.
    private func redraw(
        under rects: [Rect], leavingOut unnamed: Set<ObjectIdentifier>, overlay: SceneOverlay, labelArea: Rect?,
        session: LabSession, scale: Double, canvas: Canvas
    ) {
        let layout = session.layout
        for rect in rects {
            let onScreen = Rect(boundingBoxOf: rect.corners.map(layout.toScreen)).expanded(by: 1, 1)
            let pixels = Rect(
                x: onScreen.minX * scale, y: onScreen.minY * scale, width: onScreen.width * scale,
                height: onScreen.height * scale)
            canvas.resetState()
            canvas.clip(to: pixels)
            canvas.fill(pixels, color: Theme.chrome)
            drawScene(session, scale: scale, unnamed: unnamed, canvas: canvas)
            canvas.scaleBy(x: scale, y: scale)
            withSceneSpace(layout, canvas: canvas) { _ = overlay.draw(session, labelArea: labelArea, canvas: canvas) }
        }
        canvas.resetState()
        canvas.scaleBy(x: scale, y: scale)
    }

    /// The panel's contents over its ground; with damage tracked, returns the panel's own.
    func drawPanel(_ session: LabSession, canvas: Canvas) -> DamageRegion? {
        var outside: DamageRegion? = canvas.damage.map { _ in DamageRegion() }
        swap(&outside, &canvas.damage)
        canvas.textLog = []
        PanelRenderer(session: session, canvas: canvas, strings: strings).draw(in: session.layout.panelRect)
        panelContents = canvas.textLog ?? []
        canvas.textLog = nil
        swap(&outside, &canvas.damage)
        return outside
    }

    /// The overlay's facts of the scene, worked out again only when it looks different or is zoomed.
    private func sceneFacts(_ session: LabSession, overlay: OverlayRenderer, canvas: Canvas) -> SceneFacts {
        let window = session.scene.window
        let key = FactsKey(
            window: window, revision: window.appearanceRevision,
            offsets: window.contentOffsetRevision, zoom: session.layout.zoom)
        if let cached = facts, cached.key == key { return cached.facts }
        // Which views' texts to avoid depends on the look alone: scrolling only moves them.
        let candidates =
            textCandidates.flatMap { $0.window === window && $0.revision == window.appearanceRevision ? $0.views : nil }
            ?? SceneFacts.textCandidates(in: window)
        textCandidates = (window, window.appearanceRevision, candidates)
        var computed: SceneFacts
        if let cached = facts, cached.key.isAtAnyZoom(key) {
            // Zoomed alone: only where names are drawn changed (they keep their size on screen).
            computed = cached.facts
            computed.texts = overlay.textsToAvoid(in: window, candidates: candidates, canvas: canvas)
        } else {
            computed = overlay.sceneFacts(
                of: window, candidates: candidates, scrollViews: frames.scrollViews(of: window), canvas: canvas)
        }
        facts = (key, computed)
        return computed
    }

    /// The window's next frame, drawing and putting on screen only what changed (``WindowFrames/update(_:size:scale:comparing:)``).
    public func update(_ session: LabSession, size: Size, scale: Double = 1, comparing: Bool = true)
        -> WindowFrames.Update
    {
        name(session)
        return frames.update(session, size: size, scale: scale, comparing: comparing)
    }

    /// The last frame the window drew.
    public var lastFrame: Framebuffer? { frames.lastFrame }

    /// Forgets the window's last frame: the next ``update(_:size:scale:comparing:)`` draws all of it.
    public func forgetFrames() {
        frames = WindowFrames(screen: self)
    }
}
