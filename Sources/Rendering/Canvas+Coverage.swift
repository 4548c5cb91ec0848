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
        let clip = state.clip
        guard !clip.isEmpty, let source = coverage.baseAddress else { return }
        let left = max(x, 0, Int(clip.minX.rounded(.down))), top = max(y, 0, Int(clip.minY.rounded(.down)))
        let right = min(x + width, framebuffer.width, Int(clip.maxX.rounded(.up)))
        let bottom = min(y + height, framebuffer.height, Int(clip.maxY.rounded(.up)))
        guard right > left, bottom > top else { return }
        damage?.add(PixelRect(x: left, y: top, width: right - left, height: bottom - top))
        let inside = clip.containsPixels(x0: left, y0: top, x1: right, y1: bottom)
        let stride = framebuffer.width
        framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in top..<bottom {
                let sourceRow = source + origin + (row - y) * rowStride
                let target = pixels.baseAddress! + row * stride
                for column in left..<right {
                    let value = UInt32(sourceRow[(column - x) * columnStride])
                    guard value != 0 else { continue }
                    var a = value &* paint.alpha8 &+ 128
                    a = (a &+ (a >> 8)) >> 8
                    if !inside { a = UInt32(Float(a) * clip.coverage(x: column, y: row) + 0.5) }
                    if a >= 255 {
                        target[column] = paint.pixel
                    } else if a > 0 {
                        target[column] = paint.blend(target[column], alpha: a)
                    }
                }
            }
        }
    }
}
