import ResponderKit
import Scenes

/// Where things are in the lab window, in points: the header, the footer, the
/// side panel, and between them the canvas, where the scene's window is drawn
/// zoomed to fit, then by the user's zoom, and moved by the user's pan.
///
/// Without a window size the layout is the window the lab opens: the
/// built-in scenes' 760 × 600 at zoom 1 beside a 480-point panel, or a larger
/// scene (a dump of an iPhone or an iPad) zoomed out to fit a 1280 × 800
/// screen. A resized window narrows the panel (down to 320 points) and fits
/// the scene to the canvas left of it. A layout that ``fillsCanvas`` (a
/// dump's) also enlarges a scene smaller than the canvas until it fills it:
/// a 100 × 100 hierarchy is shown six times its size.
///
/// ```swift
/// let layout = LabLayout(sceneSize: Size(width: 1024, height: 1366))
/// layout.zoom                                  // 0.48: the iPad fits
/// let small = LabLayout(sceneSize: Scene.size, windowSize: Size(width: 800, height: 500))
/// let closer = small.zoomed(by: 2, about: p)   // p shows the same scene point
/// closer.toScene(closer.toScreen(q)) == q      // clicks map exactly
/// ```
public struct LabLayout: Sendable, Equatable {
    public static let headerHeight = 64.0
    public static let footerHeight = 34.0
    /// The panel's width when the window has room for it.
    public static let panelWidth = 480.0
    /// The narrowest the panel gets in a small window.
    public static let minimumPanelWidth = 320.0
    /// The canvas's top left: under the header, at the window's left edge.
    public static let sceneOrigin = Point(x: 0, y: headerHeight)
    /// The screen the window opens on, less room for a window manager's title bar.
    public static let screenLimit = Size(width: 1280, height: 800 - 40)
    /// The smallest window: the panel narrowed, the scene zoomed out to fit.
    public static let minimumSize = Size(width: 800, height: 500)
    /// The window the built-in scenes open in.
    public static let builtInWindowSize = LabLayout(sceneSize: Scene.size).windowSize
    /// How far the user may zoom from the fitting zoom, out and in.
    public static let userZoomRange = 0.25...8.0

    /// The scene's window, in scene points.
    public let sceneSize: Size
    /// The lab window, in points.
    public let windowSize: Size
    /// Screen points per scene point that fit the scene to the canvas, before the user's zoom.
    public let fitZoom: Double
    /// The user's zoom (`+`, `-`), relative to ``fitZoom``: 1 fits.
    public let userZoom: Double
    /// The user's pan (middle-button drag, and zooming about a point), in screen points.
    public let pan: Point
    /// Whether a scene smaller than the canvas is enlarged to fill it, as a
    /// dump's is: its views are all there is to read. A scene file keeps its
    /// own size in the opening window, as its author laid it out.
    public let fillsCanvas: Bool

    /// The layout of the window the lab opens for a scene of `sceneSize`, or,
    /// with `windowSize`, of a window of that size, zoomed and panned by the user;
    /// `fillsCanvas` enlarges a small scene to fill the canvas.
    public init(
        sceneSize: Size, windowSize: Size? = nil, userZoom: Double = 1, pan: Point = .zero, fillsCanvas: Bool = false
    ) {
        let natural = Self.naturalWindow(for: sceneSize, fillsCanvas: fillsCanvas)
        let window = windowSize ?? natural.size
        let fit: Double
        if window == natural.size {
            // The opening window keeps its zoom exactly: a fit recomputed from it may differ in the last bit.
            fit = natural.zoom
        } else {
            let canvas = Self.canvasRect(in: window)
            // A window enlarged past the opening one enlarges the scene as much, and no more:
            // a small scene file stays at its own size in the opening window. A dump fills the canvas.
            let enlargement =
                fillsCanvas
                ? .infinity : max(1, min(canvas.width / Scene.size.width, canvas.height / Scene.size.height))
            fit = min(enlargement, canvas.width / max(sceneSize.width, 1), canvas.height / max(sceneSize.height, 1))
        }
        self.init(
            sceneSize: sceneSize, windowSize: window, fitZoom: fit, userZoom: userZoom, pan: pan,
            fillsCanvas: fillsCanvas)
    }

    /// The layout for `scene`'s window: a dump's fills the canvas.
    @MainActor
    public init(scene: Scene, windowSize: Size? = nil, userZoom: Double = 1, pan: Point = .zero) {
        self.init(
            sceneSize: scene.window.bounds.size, windowSize: windowSize, userZoom: userZoom, pan: pan,
            fillsCanvas: scene.imported != nil)
    }

    private init(sceneSize: Size, windowSize: Size, fitZoom: Double, userZoom: Double, pan: Point, fillsCanvas: Bool) {
        self.sceneSize = sceneSize
        self.windowSize = windowSize
        self.fitZoom = fitZoom
        self.userZoom = min(max(userZoom, Self.userZoomRange.lowerBound), Self.userZoomRange.upperBound)
        self.pan = pan
        self.fillsCanvas = fillsCanvas
    }

    /// The opening window for a scene: room for the scene (zoomed out to fit the
    /// screen) and, beside a narrow one, for the overlay's labels; and the zoom,
    /// which enlarges a small scene to fill that room when `fillsCanvas`.
    private static func naturalWindow(for sceneSize: Size, fillsCanvas: Bool) -> (size: Size, zoom: Double) {
        let room = Size(width: screenLimit.width - panelWidth, height: screenLimit.height - headerHeight - footerHeight)
        let width = max(sceneSize.width, 1), height = max(sceneSize.height, 1)
        let shrink = min(1, room.width / width, room.height / height)
        let area = Size(
            width: max(Scene.size.width, sceneSize.width * shrink),
            height: max(Scene.size.height, sceneSize.height * shrink))
        let zoom = fillsCanvas ? min(area.width / width, area.height / height) : shrink
        return (Size(width: area.width + panelWidth, height: headerHeight + area.height + footerHeight), zoom)
    }

    /// The panel's width in a window `width` wide: the canvas keeps the built-in scenes' width while it can.
    private static func panelWidth(forWindowWidth width: Double) -> Double {
        min(panelWidth, max(minimumPanelWidth, width - Scene.size.width))
    }

    private static func canvasRect(in window: Size) -> Rect {
        Rect(
            x: 0, y: headerHeight, width: max(window.width - panelWidth(forWindowWidth: window.width), 1),
            height: max(window.height - headerHeight - footerHeight, 1))
    }

    /// Screen points per scene point.
    public var zoom: Double { fitZoom * userZoom }

    /// The canvas, left of the panel under the header: the scene and the overlay's labels beside it.
    /// Nothing of the scene is drawn, and no click touches it, outside it.
    public var sceneArea: Rect { Self.canvasRect(in: windowSize) }

    /// The side panel, right of the canvas, between the header and the footer.
    public var panelRect: Rect {
        let area = sceneArea
        return Rect(x: area.maxX, y: area.minY, width: max(windowSize.width - area.maxX, 0), height: area.height)
    }

    /// Where the scene's window is drawn, in screen points: at the canvas's top
    /// left (the overlay's labels have the room right of a narrow scene), moved by the pan.
    public var sceneRect: Rect {
        let area = sceneArea
        return Rect(
            x: area.minX + pan.x, y: area.minY + pan.y, width: sceneSize.width * zoom, height: sceneSize.height * zoom)
    }

    /// Whether a screen point shows the scene: on the scene's window and on the canvas.
    public func isOverScene(_ p: Point) -> Bool {
        sceneRect.contains(p) && sceneArea.contains(p)
    }

    public func toScene(_ p: Point) -> Point {
        let origin = sceneRect.origin, zoom = zoom
        return Point(x: (p.x - origin.x) / zoom, y: (p.y - origin.y) / zoom)
    }

    public func toScreen(_ p: Point) -> Point {
        let origin = sceneRect.origin, zoom = zoom
        return Point(x: p.x * zoom + origin.x, y: p.y * zoom + origin.y)
    }

    /// The same scene in a window of another size, with the user's zoom and pan kept.
    public func resized(to windowSize: Size) -> LabLayout {
        LabLayout(sceneSize: sceneSize, windowSize: windowSize, userZoom: userZoom, pan: pan, fillsCanvas: fillsCanvas)
    }

    /// Zoomed by `factor` (within ``userZoomRange``) about the screen point `p`,
    /// which keeps showing the same scene point.
    public func zoomed(by factor: Double, about p: Point) -> LabLayout {
        let fixed = toScene(p)
        let next = LabLayout(
            sceneSize: sceneSize, windowSize: windowSize, fitZoom: fitZoom, userZoom: userZoom * factor, pan: pan,
            fillsCanvas: fillsCanvas)
        let area = sceneArea, zoom = next.zoom
        return LabLayout(
            sceneSize: sceneSize, windowSize: windowSize, fitZoom: fitZoom, userZoom: next.userZoom,
            pan: Point(x: p.x - area.minX - fixed.x * zoom, y: p.y - area.minY - fixed.y * zoom),
            fillsCanvas: fillsCanvas)
    }

    /// Moved by `offset` screen points.
    public func panned(by offset: Point) -> LabLayout {
        LabLayout(
            sceneSize: sceneSize, windowSize: windowSize, fitZoom: fitZoom, userZoom: userZoom,
            pan: Point(x: pan.x + offset.x, y: pan.y + offset.y), fillsCanvas: fillsCanvas)
    }

    /// Back to the fitting zoom, unpanned (`0`).
    public func unzoomed() -> LabLayout {
        LabLayout(
            sceneSize: sceneSize, windowSize: windowSize, fitZoom: fitZoom, userZoom: 1, pan: .zero,
            fillsCanvas: fillsCanvas)
    }

    /// The scene's centre on screen: where Ctrl-Shift-click mirrors the second finger about.
    public var mirrorCenter: Point {
        Point(x: sceneRect.midX, y: sceneRect.midY)
    }
}
