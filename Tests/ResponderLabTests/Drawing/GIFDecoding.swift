import CGIF
import Rendering

/// A GIF decoded with giflib itself, each frame composited over the ones
/// before as a viewer shows it: what the animation tests compare with stills.
struct DecodedGIF {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var width = 0, height = 0
    /// The shown image after each frame, and its delay in hundredths of a second.
    var frames: [(image: Framebuffer, delay: Int)] = []
    /// The global palette's colours before the transparent index, `0x00RRGGBB`.
    var palette: [UInt32] = []
    var loopsForever = false
    /// Each frame's stored rectangle: x, y, width, height.
    var rects: [(x: Int, y: Int, width: Int, height: Int)] = []

    init(path: String) throws {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else {
            throw Failure(description: "cannot open \(path): \(error)")
        }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else {
            throw Failure(description: "giflib cannot read \(path): \(gif.pointee.Error)")
        }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        guard let map = gif.pointee.SColorMap else { throw Failure(description: "no global palette") }
        let colors = (0..<Int(map.pointee.ColorCount)).map { i -> UInt32 in
            let c = map.pointee.Colors[i]
            return UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
        }
        var shown = [UInt32](repeating: 0, count: width * height)
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            var control = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(i), &control) == GIF_OK else {
                throw Failure(description: "frame \(i) has no delay")
            }
            if i == 0 { palette = Array(colors.prefix(Int(control.TransparentColor))) }
            for ext in 0..<Int(image.ExtensionBlockCount)
            where image.ExtensionBlocks[ext].Function == APPLICATION_EXT_FUNC_CODE {
                loopsForever = true
            }
            let d = image.ImageDesc
            rects.append((Int(d.Left), Int(d.Top), Int(d.Width), Int(d.Height)))
            for y in 0..<Int(d.Height) {
                for x in 0..<Int(d.Width) {
                    let index = Int32(image.RasterBits[y * Int(d.Width) + x])
                    if index == control.TransparentColor { continue }
                    shown[(Int(d.Top) + y) * width + Int(d.Left) + x] = colors[Int(index)]
                }
            }
            frames.append((Framebuffer(width: width, height: height, pixels: shown), Int(control.DelayTime)))
        }
    }

    /// `image` as the palette draws it: each pixel the palette's nearest colour
    /// (squared RGB distance, the lower index on a tie), `0x00RRGGBB`.
    func mapped(_ image: Framebuffer) -> [UInt32] {
        var cache: [UInt32: UInt32] = [:]
        return image.pixels.map { pixel in
            let p = pixel & 0xFF_FFFF
            if let known = cache[p] { return known }
            var nearest = palette[0], best = Int.max
            for candidate in palette where Self.distance(candidate, p) < best {
                nearest = candidate
                best = Self.distance(candidate, p)
            }
            cache[p] = nearest
            return nearest
        }
    }

    private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF), dg = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
        let db = Int(a & 0xFF) - Int(b & 0xFF)
        return dr * dr + dg * dg + db * db
    }
}
