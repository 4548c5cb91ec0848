import Rendering
import ResponderKit
import Scenes

/// The window's frames: the scene is drawn once into a layer of its own and
/// again only when it looks different; each frame copies it back where the
/// last frame drew over it, then draws the header, overlay, panel and footer
/// over it again, and the window puts on screen only what either frame drew.
///
/// The pixels are those of ``LabPainter/render(_:size:scale:)`` (the layer is
/// the same drawing, the rest is drawn over it in the same order), so a PNG
/// from `render` still shows what the window shows.
///
/// ```swift
/// let update = screen.frames.update(session, size: size)
/// host.present(update.frame, damage: update.damage.rects)
/// ```
@MainActor
public final class WindowFrames {
    /// The painter of every part of the window.
    unowned let screen: LabPainter
    var layers = Layers()

    init(screen: LabPainter) {
        self.screen = screen
    }

    struct Layers {
        /// The scene's views over the chrome's colour with the header, the footer and
        /// the panel's ground around them, and what they were drawn from.
        var scene: Canvas?
        var sceneKey: SceneKey?
        /// Each scroll view's content offset and indicators as the layer shows them, and the window's count of their changes then.
        var offsets: [(scrollView: ScrollView, shown: ScrollState)] = []
        var offsetRevision = 0
        /// The scene's scroll views, and the window and appearance they were found in (zooming finds the same).
        var scrollViews: (window: Window, revision: Int, views: [ScrollView])?
        /// The frame: the scene's layer with everything else drawn over it.
        var frame: Canvas?
        /// The pixels the last frame drew over the scene's layer, the panel's contents apart
        /// from the rest (the overlay, the tooltip); nil before the first frame.
        var overlay: DamageRegion?, panel: DamageRegion?
        /// What the overlay's pixels were drawn from.
        var overlayKey: OverlayKey?

        /// Every pixel the last frame drew over the scene's layer.
        var overScene: DamageRegion? {
            guard var over = overlay, let panel else { return nil }
            over.formUnion(panel)
            return over
        }
        /// The last frame as the window shows it, to tell which of the pixels drawn
        /// again came out different (a panel redrawn the same is not put on screen again).
        var shown: Framebuffer?
    }

    /// What the scene's layer shows depends on, and nothing else: the scene's
    /// window and its appearance, where and how large it is drawn, and the chrome's texts.
    struct SceneKey: Equatable {
        let window: Window
        let revision: Int
        let layout: LabLayout
        let width: Int, height: Int, scale: Double
        let chrome: LabPainter.ChromeTexts

        static func == (a: SceneKey, b: SceneKey) -> Bool {
            a.layout == b.layout && a.isZoomOrPan(of: b)
        }

        /// The same but for where the scene is shown (the user's zoom and pan):
        /// the chrome around the scene's area, and the area, are the same.
        func isZoomOrPan(of other: SceneKey) -> Bool {
            window === other.window && revision == other.revision
                && layout.sceneSize == other.layout.sceneSize && layout.windowSize == other.layout.windowSize
                && layout.fitZoom == other.layout.fitZoom
                && width == other.width && height == other.height && scale == other.scale && chrome == other.chrome
        }
    }

    /// What the overlay, the ghosts' legend and the tooltip show depends on, when no
    /// finger is down (then its clocks and verdicts move on with the time): the
    /// scene's layer, the scroll views' offsets, the trace shown, the inspector's
    /// marks and the pointer. A frame whose key is the last one's draws the panel alone.
    struct OverlayKey: Equatable {
        let scene: SceneKey
        let offsets: Int, focus: Int
        let overlays: Bool, ghosts: Bool, hoverMode: Bool, ancestorLabels: Bool
        let help: Bool
        let selected: ObjectIdentifier?, hovered: ObjectIdentifier?
        let pointer: Point?

        @MainActor init?(_ session: LabSession, scene: SceneKey) {
            guard session.scene.application.activeTouches.isEmpty else { return nil }
            self.scene = scene
            offsets = session.scene.window.contentOffsetRevision
            focus = session.overlay.revision
            (overlays, ghosts, hoverMode) = (
                session.overlay.isVisible, session.overlay.ghostsVisible, session.overlay.hoverMode
            )
            ancestorLabels = session.overlay.ancestorLabelsVisible
            help = session.overlay.helpVisible
            selected = session.inspector.selected.map(ObjectIdentifier.init)
            hovered = session.inspector.hovered.map(ObjectIdentifier.init)
            pointer = session.viewport.pointer
        }
    }

    /// A frame for the window, and the pixels in it that differ from the frame before.
    public struct Update {
        /// The whole frame, pixel for pixel what ``LabPainter/render(_:size:scale:)`` paints.
        public let frame: Framebuffer
        /// Where it may differ from the previous update's frame: all of it the
        /// first time, after a resize or when the scene changed. Always inside
        /// the frame: this is where damage is clipped, and the host blits it as it is.
        public let damage: DamageRegion
    }

    /// The next frame of the window, redrawing only what changed since the last.
    ///
    /// ```swift
    /// let update = screen.update(session, size: size)
    /// host.present(update.frame, damage: update.damage.rects)
    /// ```
    ///
    /// - Parameter comparing: find which of the pixels drawn again came out
    ///   different, so that only those are put on screen: worth it where each pixel
    ///   put costs (an X connection without shared memory), not where the X server
    ///   copies them from shared memory faster than they are compared.
    public func update(_ session: LabSession, size: Size, scale: Double = 1, comparing: Bool = true) -> Update {
        let frame = screen.reusedCanvas(&layers.frame, size: size, scale: scale)
        let sceneLayer = screen.reusedCanvas(&layers.scene, size: size, scale: scale)
        let whole = PixelRect(x: 0, y: 0, width: frame.framebuffer.width, height: frame.framebuffer.height)
        let key = SceneKey(
            window: session.scene.window, revision: session.scene.window.appearanceRevision,
            layout: session.layout, width: whole.width, height: whole.height, scale: scale,
            chrome: LabPainter.ChromeTexts(session, strings: screen.strings))
        var damage = DamageRegion()
        let window = session.scene.window
        // Zoomed or panned, the chrome around the scene's area stays: that area alone is drawn again, as scrolled content is.
        let zoomed = layers.overScene != nil && layers.sceneKey.map { key != $0 && key.isZoomOrPan(of: $0) } == true
        let area = session.layout.sceneArea
        let moved =
            zoomed
            ? PixelRect(covering: area.minX * scale, area.minY * scale, area.maxX * scale, area.maxY * scale).map {
                DamageRegion($0)
            }
            : key == layers.sceneKey && layers.overScene != nil ? movedContent(session, scale: scale) : nil
        let overlayKey = OverlayKey(session, scene: key)
        let panelPixels = Self.pixels(inside: session.layout.panelRect, scale: scale)
        if moved?.isEmpty == true, let overlayKey, overlayKey == layers.overlayKey, let lastPanel = layers.panel,
            isApart(session, scale: scale)
        {
            // Only the panel changed (the tree folded, scrolled): it alone is drawn again; the overlay's pixels stay.
            for rect in lastPanel.rects { frame.copyPixels(in: rect, from: sceneLayer.framebuffer) }
            frame.damage = DamageRegion()
            frame.resetState()
            frame.scaleBy(x: scale, y: scale)
            var panel = screen.drawPanel(session, canvas: frame) ?? DamageRegion()
            frame.damage = nil
            panel.clip(to: panelPixels)
            layers.panel = panel
            damage = lastPanel
            damage.formUnion(panel)
            damage.clip(to: whole)
            return present(frame, damage: damage, whole: whole, comparing: comparing)
        }
        if let moved, let over = layers.overScene {
            // Scrolled content is drawn again inside its scroll view alone (and the chrome it reaches under).
            for rect in moved.rects {
                sceneLayer.resetState()
                sceneLayer.withState {
                    let area = Rect(
                        x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
                    sceneLayer.clip(to: area)
                    sceneLayer.fill(area, color: Theme.chrome)
                    screen.drawScene(session, scale: scale, canvas: sceneLayer)
                    if !Self.pixels(inside: session.layout.sceneArea, scale: scale).contains(rect) {
                        screen.drawChrome(session, key.chrome, size: size, scale: scale, canvas: sceneLayer)
                    }
                }
            }
            if zoomed { layers.sceneKey = key }
            damage = moved
            damage.formUnion(over)
            damage.clip(to: whole)
            for rect in damage.rects { frame.copyPixels(in: rect, from: sceneLayer.framebuffer) }
        } else {
            sceneLayer.reset(fill: Theme.chrome)
            screen.drawScene(session, scale: scale, canvas: sceneLayer)
            screen.drawChrome(session, key.chrome, size: size, scale: scale, canvas: sceneLayer)
            layers.sceneKey = key
            frame.copyPixels(in: whole, from: sceneLayer.framebuffer)
            damage.add(whole)
        }
        layers.offsetRevision = window.contentOffsetRevision
        if moved == nil || zoomed {
            layers.offsets = scrollViews(of: window).map { ($0, ScrollState($0)) }
        }
        frame.damage = DamageRegion()
        var panel = screen.drawOverScene(session, scale: scale, canvas: frame) ?? DamageRegion()
        layers.overlay = frame.damage ?? DamageRegion()
        frame.damage = nil
        // The panel draws inside its rectangle alone: its tiles are kept off the overlay's pixels beside it.
        panel.clip(to: panelPixels)
        layers.panel = panel
        layers.overlayKey = overlayKey
        damage.formUnion(layers.overScene!)
        damage.clip(to: whole)
        return present(frame, damage: damage, whole: whole, comparing: comparing)
    }

    /// Whether the panel's pixels share none with the overlay's: its edges on whole
    /// pixels (the tooltip, drawn last, keeps to the canvas beside it).
    private func isApart(_ session: LabSession, scale: Double) -> Bool {
        let rect = session.layout.panelRect
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * scale }
        return edges.allSatisfy { $0 == $0.rounded() }
    }

    /// The frame, and the pixels of `damage` that differ from the frame the window shows.
    private func present(_ frame: Canvas, damage: DamageRegion, whole: PixelRect, comparing: Bool) -> Update {
        guard comparing else {
            layers.shown = nil
            return Update(frame: frame.framebuffer, damage: damage)
        }
        guard var shown = layers.shown, shown.width == whole.width, shown.height == whole.height else {
            // A copy of its own (the write makes it), so that drawing the next frame copies nothing.
            var copy = frame.framebuffer
            copy.copyPixels(in: whole, from: frame.framebuffer)
            layers.shown = copy
            return Update(frame: frame.framebuffer, damage: DamageRegion(whole))
        }
        layers.shown = nil  // no second reference: the copies below go into its storage
        var changed = DamageRegion()
        let damaged = damage.rects
        if damaged.contains(whole) {
            // All of it was drawn again (the scene moved): comparing would find out at a cost for nothing.
            shown.copyPixels(in: whole, from: frame.framebuffer)
            changed.add(whole)
        } else {
            for rect in damaged {
                if let different = shown.copyChangedPixels(in: rect, from: frame.framebuffer) { changed.add(different) }
            }
        }
        layers.shown = shown
        return Update(frame: frame.framebuffer, damage: changed)
    }

    /// Where the scene's layer must be drawn again because scroll views moved
    /// their content since it was drawn (an empty region: none did), or nil
    /// when only drawing all of it again will do (one does not clip to its bounds).
    private func movedContent(_ session: LabSession, scale: Double) -> DamageRegion? {
        guard session.scene.window.contentOffsetRevision != layers.offsetRevision else { return DamageRegion() }
        var region = DamageRegion()
        for (index, entry) in layers.offsets.enumerated() where ScrollState(entry.scrollView) != entry.shown {
            guard entry.scrollView.clipsToBounds else { return nil }
            layers.offsets[index].shown = ScrollState(entry.scrollView)
            let corners = entry.scrollView.bounds.corners.map {
                session.layout.toScreen(entry.scrollView.convert($0, to: nil))
            }
            let xs = corners.map { $0.x * scale }, ys = corners.map { $0.y * scale }
            // A pixel more each side: the antialiased edge of content drawn against the bounds.
            guard let box = PixelRect(covering: xs.min()! - 1, ys.min()! - 1, xs.max()! + 1, ys.max()! + 1) else {
                return nil
            }
            region.add(box)
        }
        return region
    }

    /// The whole pixels inside `rect` (points) at `scale`.
    private static func pixels(inside rect: Rect, scale: Double) -> PixelRect {
        let x = Int((rect.minX * scale).rounded(.up)), y = Int((rect.minY * scale).rounded(.up))
        return PixelRect(
            x: x, y: y, width: Int((rect.maxX * scale).rounded(.down)) - x,
            height: Int((rect.maxY * scale).rounded(.down)) - y)
    }

    /// What of a scroll view changes only the pixels inside it (`ViewRenderer` draws the indicators while it moves).
    struct ScrollState: Equatable {
        let origin: Point
        let showsIndicators: Bool

        @MainActor init(_ scrollView: ScrollView) {
            origin = scrollView.bounds.origin
            showsIndicators = scrollView.isDragging || scrollView.isDecelerating
        }
    }

    /// The scroll views in `window` (`SceneFacts.scrollViews(in:)`), found again only when it looks different.
    func scrollViews(of window: Window) -> [ScrollView] {
        if let found = layers.scrollViews, found.window === window, found.revision == window.appearanceRevision {
            return found.views
        }
        let views = SceneFacts.scrollViews(in: window)
        layers.scrollViews = (window, window.appearanceRevision, views)
        return views
    }

    /// The last frame ``update(_:size:scale:comparing:)`` made (drop it before the next update, or that one copies it).
    public var lastFrame: Framebuffer? { layers.frame?.framebuffer }
}
