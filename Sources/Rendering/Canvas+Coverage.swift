import ResponderKit

extension Canvas {
    /// Composites an 8-bit coverage image (a glyph or a corner mask) onto the
    /// `width × height` pixels whose top-left is `(x, y)`, within the clip.
    ///
    /// The coverage for pixel `(x + i, y + j)` is
    /// `coverage[origin + j·rowStride + i·columnStride]`, so negative strides
    /// mirror the image. Where the clip cuts through the image, each pixel's
    /// coverage is multiplied by how much of it the clip region covers.
    func composite(
        _ coverage: UnsafeBufferPointer<UInt8>, origin: Int, rowStride: Int, columnStride: Int,
        x: Int, y: Int, width: Int, height: Int, paint: Paint
    ) {
        framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in
            guard let target = pixels.baseAddress else { return }
            composite(
                coverage, origin: origin, rowStride: rowStride, columnStride: columnStride,
                x: x, y: y, width: width, height: height, paint: paint, into: target)
        }
    }

    /// `composite(_:origin:rowStride:columnStride:x:y:width:height:paint:)` onto
    /// `framebuffer`'s pixels, already borrowed: a line of text borrows them once
    /// for all its glyphs, as borrowing checks the array is unique each time.
    func composite(
        _ coverage: UnsafeBufferPointer<UInt8>, origin: Int, rowStride: Int, columnStride: Int,
        x: Int, y: Int, width: Int, height: Int, paint: Paint, into pixels: UnsafeMutablePointer<UInt32>
    ) {
        let clip = state.clip
        guard !clip.isEmpty, let source = coverage.baseAddress else { return }
        let left = max(x, 0, Int(clip.minX.rounded(.down))), top = max(y, 0, Int(clip.minY.rounded(.down)))
        let right = min(x + width, framebuffer.width, Int(clip.maxX.rounded(.up)))
        let bottom = min(y + height, framebuffer.height, Int(clip.maxY.rounded(.up)))
        guard right > left, bottom > top else { return }
        damage?.add(PixelRect(x: left, y: top, width: right - left, height: bottom - top))
        let image = CoverageImage(
            source: source + origin, rowStride: rowStride, columnStride: columnStride, x: x, y: y,
            target: pixels, targetStride: framebuffer.width)
        let alpha8 = paint.alpha8
        // Each case its own loop, so that the per-pixel work has no branch on it;
        // at alpha 255 the rounded `coverage × 255 / 255` is the coverage itself.
        if !clip.containsPixels(x0: left, y0: top, x1: right, y1: bottom) {
            image.composite(columns: left..<right, rows: top..<bottom, paint: paint) { value, column, row in
                var a = value &* alpha8 &+ 128
                a = (a &+ (a >> 8)) >> 8
                return UInt32(Float(a) * clip.coverage(x: column, y: row) + 0.5)
            }
        } else if alpha8 == 255 {
            image.composite(columns: left..<right, rows: top..<bottom, paint: paint) { value, _, _ in value }
        } else {
            image.composite(columns: left..<right, rows: top..<bottom, paint: paint) { value, _, _ in
                let a = value &* alpha8 &+ 128
                return (a &+ (a >> 8)) >> 8
            }
        }
    }
}

/// A coverage image placed over the framebuffer's pixels.
private struct CoverageImage {
    /// The coverage of the image's top-left pixel.
    var source: UnsafePointer<UInt8>
    var rowStride: Int, columnStride: Int
    /// Where the image's top-left pixel lands.
    var x: Int, y: Int
    var target: UnsafeMutablePointer<UInt32>
    var targetStride: Int

    /// Composites the image's pixels in `columns × rows` (inside the framebuffer),
    /// at the 0…255 alpha `alpha(coverage, column, row)` gives a non-zero coverage.
    @inline(__always)
    func composite(
        columns: Range<Int>, rows: Range<Int>, paint: Paint, alpha: (UInt32, Int, Int) -> UInt32
    ) {
        for row in rows {
            let sourceRow = source + (row - y) * rowStride
            let targetRow = target + row * targetStride
            for column in columns {
                let value = UInt32(sourceRow[(column - x) * columnStride])
                guard value != 0 else { continue }
                let a = alpha(value, column, row)
                if a >= 255 {
                    targetRow[column] = paint.pixel
                } else if a > 0 {
                    targetRow[column] = paint.blend(targetRow[column], alpha: a)
                }
            }
        }
    }
}
