import Rendering
import ResponderKit
import TestSupport
import Testing

/// The rasterizer sweeps once the rows that only a shape's vertical sides cross
/// and paints the others alike. Clipped to a single row, a shape is rasterized
/// row by itself, the general way, with the same side edges (clipping lands
/// exactly on pixel-aligned clip lines): every such row must come out the same.
@Suite struct AlikeRowsTests {
    static let size = 48

    /// `shape` drawn once whole, and once row by row for `rows`, each over the same striped background.
    static func renders(_ shape: (Canvas) -> Void, rows: Range<Int>) -> (whole: Framebuffer, byRow: Framebuffer) {
        func background() -> Canvas {
            let canvas = Canvas(width: size, height: size, fill: Color(hex: 0x336699))
            canvas.fill(Rect(x: 0, y: 0, width: 19.5, height: Double(size)), color: Color(hex: 0xEEDD22))
            return canvas
        }
        let whole = background(), byRow = background()
        shape(whole)
        for row in rows {
            byRow.withState {
                byRow.clip(to: Rect(x: 0, y: Double(row), width: Double(size), height: 1))
                shape(byRow)
            }
        }
        return (whole.framebuffer, byRow.framebuffer)
    }

    static func expectSameRows(_ images: (whole: Framebuffer, byRow: Framebuffer), _ rows: Range<Int>, _ note: String) {
        for y in rows {
            let differing = (0..<size).first { images.whole[$0, y] != images.byRow[$0, y] }
            #expect(differing == nil, "pixel \(differing ?? 0), \(y) of \(note)")
        }
    }

    @Test func roundCappedVerticalLineRowsMatchTheRowsRasterizedAlone() {
        var rng = SplitMix64(seed: 0xA11_CE)
        for _ in 0..<150 {
            let x = rng.double(6, 36), top = rng.double(2, 8), bottom = rng.double(30, 44), width = rng.double(0.3, 6)
            let alpha = rng.pick([1, 0.5, 0.16, 0.85])
            let shape = { (canvas: Canvas) in
                canvas.line(
                    from: Point(x: x, y: top), to: Point(x: x, y: bottom), color: Color(hex: 0x992211, alpha: alpha),
                    width: width, cap: .round)
            }
            // Rows the caps do not reach, with a row to spare.
            let rows = Int(top + width / 2 + 2)..<Int(bottom - width / 2 - 2)
            Self.expectSameRows(Self.renders(shape, rows: rows), rows, "a line at x \(x) \(width) wide, alpha \(alpha)")
        }
    }

    @Test func rectangleRowsMatchTheRowsRasterizedAlone() {
        var rng = SplitMix64(seed: 0xBA_5E)
        for _ in 0..<150 {
            let x0 = rng.double(1, 30), x1 = x0 + rng.double(0.2, 16), y0 = rng.double(1, 10), y1 = rng.double(20, 46)
            let alpha = rng.pick([1, 0.5, 0.16, 0.85])
            let shape = { (canvas: Canvas) in
                canvas.fillPolygon(
                    [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)],
                    color: Color(hex: 0x119922, alpha: alpha))
            }
            let rows = Int(y0) + 1..<Int(y1)
            Self.expectSameRows(Self.renders(shape, rows: rows), rows, "a rectangle \(x0)…\(x1), alpha \(alpha)")
        }
    }
}
