import ResponderKit

/// A 2D drawing context over a `Framebuffer`, in the spirit of `CGContext`.
///
/// Everything is drawn in *user space* and mapped to device pixels by the
/// current `transform`; drawing is antialiased, composited source-over in
/// sRGB space, multiplied by `globalAlpha` and limited to the clip region.
/// `save()`/`restore()` (or `withState`) bracket changes to that state.
///
/// Conventions:
/// - Device pixel `(x, y)` covers the square `x…x+1 × y…y+1`; a rectangle
///   with integer edges fills whole pixels exactly.
/// - Shape strokes (`stroke`, `strokeRoundedRect`, `strokeCircle`,
///   `strokeDashed`) lie *inside* the shape, like `CALayer.borderWidth`, so a
///   1-point border of a rectangle with integer edges is crisp at any integer scale.
/// - Lines (`line`, `arrow`) are centred on their path, like Core Graphics;
///   horizontal and vertical lines are snapped so their edges fall on device
///   pixel boundaries, which keeps a 1-pixel line at an integer coordinate crisp
///   (it covers the pixel row or column just below or right of the coordinate).
///
/// Blending is done on the sRGB-encoded values, as UIKit does by default, so
/// a view at alpha 0.5 looks the way it does on a phone. A canvas keeps
/// scratch buffers and corner masks between draws: reuse one across frames
/// (`clear`, then draw) rather than making a new one each time.
///
/// A canvas and its `TextRenderer` belong to whoever renders: they are not `Sendable`.
///
/// The canvas's, the rasterizer's and the text renderer's stored properties are
/// `@exclusivity(unchecked)`: they are touched for every shape drawn, a run-time
/// exclusivity check costs a call into the runtime and a thread-local lookup
/// each time (a tenth of a frame's time, measured by `responder-lab-bench`),
/// and no drawing call ever reaches one of them again while accessing it.
///
/// ```swift
/// let canvas = Canvas(width: 640, height: 400, fill: .white, textRenderer: try TextRenderer())
/// canvas.scaleBy(x: 2, y: 2)
/// canvas.fillRoundedRect(Rect(x: 10, y: 10, width: 100, height: 40), radius: 8, color: .blue)
/// canvas.drawText("OK", at: Point(x: 20, y: 20), font: FontSpec(size: 13), color: .white)
/// try canvas.framebuffer.writePNG(to: "/tmp/canvas.png")
/// ```
public final class Canvas {
    /// The pixels drawn so far.
    @exclusivity(unchecked)
    public internal(set) var framebuffer: Framebuffer
    /// Draws text; `drawText` requires one.
    public var textRenderer: TextRenderer? {
        // Kept lines are another renderer's glyphs.
        didSet { if textRenderer !== oldValue { textSprites = TextSprites() } }
    }

    struct State {
        var transform: Transform
        var clip: ClipRegion
        var alpha: Double
    }

    @exclusivity(unchecked)
    var state: State
    @exclusivity(unchecked)
    private var savedStates: [State] = []
    /// While not nil, every pixel drawn is added to it (clearing the canvas excepted):
    /// what a window must copy to the screen after drawing over its last frame.
    @exclusivity(unchecked)
    public var damage: DamageRegion?
    /// While not nil, every text drawn is added to it as given: before a `maxWidth`
    /// shortens it, and a paragraph once however it wraps. What a part of the
    /// screen says, read without its pixels (`render --labels` writes the panel's).
    @exclusivity(unchecked)
    public var textLog: [String]?
    let rasterizer = Rasterizer()
    let cornerMasks = CornerMaskCache()
    /// Lines of text as composited before, to copy when they land on the same ground again.
    @exclusivity(unchecked)
    var textSprites = TextSprites()
    /// The whole pixel and quarter each glyph of the line being drawn lands on, kept to spare an array a line.
    @exclusivity(unchecked)
    var glyphPlaces: [(x: Int, quarter: Int)] = []

    /// A canvas drawing into `framebuffer`, with the identity transform, no clip and alpha 1.
    public init(framebuffer: Framebuffer, textRenderer: TextRenderer? = nil) {
        self.framebuffer = framebuffer
        self.textRenderer = textRenderer
        self.state = State(
            transform: .identity, clip: ClipRegion(width: framebuffer.width, height: framebuffer.height), alpha: 1)
    }

    /// A canvas over a new framebuffer of `width × height` pixels filled with `fill`.
    public convenience init(width: Int, height: Int, fill: Color = .white, textRenderer: TextRenderer? = nil) {
        self.init(framebuffer: Framebuffer(width: width, height: height, fill: fill), textRenderer: textRenderer)
    }

    /// Fills the whole framebuffer with `color`, ignoring the transform, clip and alphas.
    public func clear(_ color: Color) {
        framebuffer.fill(color)
    }

    /// Makes the canvas as new for the next frame: every pixel `color`, the identity
    /// transform, no clip, alpha 1, no saved states; the framebuffer's storage and the
    /// caches are kept. Drop other copies of `framebuffer` first, or the fill copies it.
    public func reset(fill color: Color) {
        framebuffer.fill(color)
        resetState()
    }

    /// The identity transform, no clip, alpha 1 and no saved states, the pixels as they are.
    public func resetState() {
        savedStates.removeAll(keepingCapacity: true)
        state = State(
            transform: .identity, clip: ClipRegion(width: framebuffer.width, height: framebuffer.height), alpha: 1)
    }

    /// Puts `source`'s pixels (an image of the same size) in `rect`, ignoring the
    /// transform, clip and alpha: a layer kept from an earlier frame, copied back.
    public func copyPixels(in rect: PixelRect, from source: Framebuffer) {
        framebuffer.copyPixels(in: rect, from: source)
    }

    // MARK: Graphics state

    /// The mapping from user space to device pixels.
    public var transform: Transform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Multiplies the alpha of everything drawn (a view's `alpha`), 0…1.
    public var globalAlpha: Double {
        get { state.alpha }
        set { state.alpha = min(max(newValue.isNaN ? 0 : newValue, 0), 1) }
    }

    /// Pushes a copy of the transform, clip and global alpha.
    public func save() {
        savedStates.append(state)
    }

    /// Pops the state pushed by the matching `save()`.
    public func restore() {
        precondition(!savedStates.isEmpty, "Canvas.restore() called without a matching save()")
        state = savedStates.removeLast()
    }

    /// Runs `body` between `save()` and `restore()`.
    @discardableResult
    public func withState<Result>(_ body: () throws -> Result) rethrows -> Result {
        save()
        defer { restore() }
        return try body()
    }

    /// Applies `transform` to user space before the current transform (`CGContextConcatCTM`).
    public func concatenate(_ transform: Transform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// Moves the user-space origin by `(x, y)`.
    public func translateBy(x: Double, y: Double) {
        concatenate(Transform(translationX: x, y: y))
    }

    /// Scales user space; `scaleBy(x: 2, y: 2)` renders at 2× device pixels per point.
    public func scaleBy(x: Double, y: Double) {
        concatenate(Transform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians (clockwise on screen).
    public func rotate(by angle: Double) {
        concatenate(Transform(rotationAngle: angle))
    }

    /// Intersects the clip region with `rect` mapped by the current transform.
    /// Exact for rotated rectangles: the region stays a convex polygon.
    public func clip(to rect: Rect) {
        let r = rect.standardized
        guard !r.isEmpty else {
            state.clip.intersect(corners: [], axisAligned: true)  // nothing is inside an empty rectangle
            return
        }
        let t = state.transform
        state.clip.intersect(corners: r.corners.map { t.apply(to: $0) }, axisAligned: t.isAxisAligned)
    }

    /// The bounding box of the clip region, in device pixels (`.zero` when empty).
    public var deviceClipBounds: Rect { state.clip.bounds }

    /// Whether anything drawn inside `rect` (user space) could be visible: a cheap
    /// test for skipping work, comparing bounding boxes with the clip.
    public func mightDraw(in rect: Rect) -> Bool {
        let clip = state.clip
        guard !clip.isEmpty else { return false }
        let box = state.transform.apply(to: rect.standardized)
        return box.maxX > clip.minX && box.minX < clip.maxX && box.maxY > clip.minY && box.minY < clip.maxY
    }

    /// How many device pixels one user-space unit spans, at most (for flattening curves).
    var deviceScale: Double {
        let t = state.transform
        return max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot(), 1e-6)
    }

    /// Fills the polygon contours now in `rasterizer.path` (user space).
    func fillUserPath(_ color: Color) {
        rasterizer.path.apply(state.transform)
        fillDevicePath(color)
    }

    /// Fills the polygon contours now in `rasterizer.path` (device pixels), then empties the path.
    func fillDevicePath(_ color: Color) {
        let touched = rasterizer.fillPath(
            into: &framebuffer, clip: state.clip, paint: Paint(color, globalAlpha: state.alpha))
        rasterizer.path.removeAll()
        if damage != nil, let touched { damage!.add(touched) }
    }

    /// Fills the path now in `rasterizer.path` (user space) whose device outline,
    /// between device rows `middleTop` and `middleBottom`, has only vertical edges
    /// bounding the device column ranges `spans` (in user space, these are the
    /// straight sides of a rounded rectangle or its border). Those rows are
    /// painted as plain spans and only the rows above and below are rasterized.
    func fillUserPath(_ color: Color, middleTop: Double, middleBottom: Double, spans: [(Double, Double)]) {
        let limit = Double(framebuffer.height + 1)
        guard middleTop.isFinite, middleBottom.isFinite, state.transform.isAxisAligned, state.clip.isRect else {
            fillUserPath(color)
            return
        }
        let top = Int(min(max(middleTop, -1), limit).rounded(.up))
        let bottom = Int(min(max(middleBottom, -1), limit).rounded(.down))
        guard bottom - top >= 2 else {
            fillUserPath(color)
            return
        }
        // The bands meet on pixel boundaries, so no pixel is painted twice.
        rasterizer.path.apply(state.transform)
        let paint = Paint(color, globalAlpha: state.alpha)
        let above = rasterizer.fillPath(into: &framebuffer, clip: state.clip, paint: paint, rows: Int.min..<top)
        let below = rasterizer.fillPath(into: &framebuffer, clip: state.clip, paint: paint, rows: bottom..<Int.max)
        rasterizer.path.removeAll()
        if damage != nil {
            if let above { damage!.add(above) }
            if let below { damage!.add(below) }
        }
        for (x0, x1) in spans {
            fillDeviceRect(x0: x0, y0: Double(top), x1: x1, y1: Double(bottom), paint: paint)
        }
    }

    /// Paints the device-pixel rectangle, exactly covered, fast.
    func fillDeviceRect(x0: Double, y0: Double, x1: Double, y1: Double, paint: Paint) {
        framebuffer.fillRect(x0: x0, y0: y0, x1: x1, y1: y1, clip: state.clip, paint: paint)
        if damage != nil { addDamage(x0: x0, y0: y0, x1: x1, y1: y1) }
    }

    /// Adds the pixels of the device rectangle that the clip lets drawing touch to ``damage``.
    func addDamage(x0: Double, y0: Double, x1: Double, y1: Double) {
        let clip = state.clip.bounds
        guard
            let touched = PixelRect(
                covering: max(x0, clip.minX), max(y0, clip.minY), min(x1, clip.maxX), min(y1, clip.maxY))
        else { return }
        damage?.add(touched.intersection(PixelRect(x: 0, y: 0, width: framebuffer.width, height: framebuffer.height)))
    }
}

extension Transform {
    /// True when the transform maps axis-aligned rectangles to axis-aligned
    /// rectangles: scale and translation, possibly with a quarter-turn rotation.
    var isAxisAligned: Bool {
        (abs(b) < 1e-12 && abs(c) < 1e-12) || (abs(a) < 1e-12 && abs(d) < 1e-12)
    }
}
