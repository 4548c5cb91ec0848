import Rendering
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// The overlay's lines keep their width on screen at every zoom, as in
/// Xcode's view debugger: only the scene grows, not its outlines, which stay
/// as easy to tell apart zoomed out as in.
@Suite("Zoom: outlines as fine at every zoom")
@MainActor
struct ZoomStrokeTests {
    /// How many pixels of the hit view's outline a row crosses at its left edge (10 pixels either side, clear
    /// of the touch point's ring), at `factor` times the opening zoom.
    static func outlineWidth(zoom factor: Double, screen: LabPainter) throws -> Int {
        let session = try LabSession(sceneName: "why-not")
        // Tile 1's hidden target: the hit view is Tile 1, its outline 3 points wide.
        Script.click([Point(x: 100, y: 175)], in: session)
        let tile = try #require(session.view(named: "Tile 1"))
        let edge = tile.convert(Point(x: 0, y: tile.bounds.height * 0.6), to: nil)
        session.viewport.zoom(by: factor, about: session.toScreen(edge))
        #expect(abs(session.layout.zoom - factor) < 1e-9)
        let frame = screen.render(session, size: session.layout.windowSize)
        let p = session.toScreen(edge)
        let green = VerdictStyle.hit
        var count = 0
        for x in max(0, Int(p.x) - 10)...Int(p.x) + 10 {
            let c = frame.color(x: x, y: Int(p.y))
            if abs(c.red - green.red) < 0.12, abs(c.green - green.green) < 0.12, abs(c.blue - green.blue) < 0.12 {
                count += 1
            }
        }
        return count
    }

    @Test func theHitViewsOutlineCoversTheSamePixelsAtZoomHalfOneTwoAndFour() throws {
        let screen = try LabPainter()
        let widths = try [0.5, 1, 2, 4].map { try Self.outlineWidth(zoom: $0, screen: screen) }
        #expect(widths.allSatisfy { (2...4).contains($0) }, "\(widths)")
        #expect(widths.max()! - widths.min()! <= 1, "\(widths)")
    }

    @Test func aDashedOutlinesDashesKeepTheirLengthOnScreen() {
        let canvas = Canvas(width: 400, height: 60, fill: .white)
        var overlay = OverlayRenderer()
        overlay.labelScale = 1.0 / 4
        canvas.scaleBy(x: 4, y: 4)
        // A dashed line 90 user units long is 360 pixels: at 6 on, 4 off on screen, 36 dashes.
        overlay.outline(
            Rect(x: 2, y: 2, width: 90, height: 10).corners, color: .black, dashed: true, width: 1, canvas: canvas)
        // The top edge's row: the one darkest along its length.
        let row = (0..<30).max { y0, y1 in
            let dark = { (y: Int) in (40..<360).filter { canvas.framebuffer.color(x: $0, y: y).red < 0.7 }.count }
            return dark(y0) < dark(y1)
        }!
        var runs = 0, previous = false
        for x in 0..<400 {
            let dark = canvas.framebuffer.color(x: x, y: row).red < 0.7
            if dark && !previous { runs += 1 }
            previous = dark
        }
        #expect((33...38).contains(runs), "\(runs) dashes")
    }
}
