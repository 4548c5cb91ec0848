import Rendering
import ResponderKit

/// The red, green and blue bytes of a framebuffer pixel.
func rgb(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
    (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
}

/// The red byte (all test drawings in grey use equal channels).
func grey(_ image: Framebuffer, _ x: Int, _ y: Int) -> Int {
    rgb(image[x, y]).r
}

/// The smallest pixel rectangle holding every pixel that differs from `background`.
func inkBounds(_ image: Framebuffer, background: Color = .white) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let paper = Framebuffer.pixel(from: background)
    var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] != paper {
            if let r = result {
                result = (min(r.minX, x), min(r.minY, y), max(r.maxX, x), max(r.maxY, y))
            } else {
                result = (x, y, x, y)
            }
        }
    }
    return result
}

/// The summed darkness of a white image with black drawing, in pixels (1 = one fully black pixel).
func inkArea(_ image: Framebuffer) -> Double {
    image.pixels.reduce(0) { $0 + Double(255 - rgb($1).r) / 255 }
}

/// Positions of pixels that differ from `background`.
func inkedPixels(_ image: Framebuffer, background: Color = .white) -> Set<[Int]> {
    let paper = Framebuffer.pixel(from: background)
    var result = Set<[Int]>()
    for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] != paper { result.insert([x, y]) }
    }
    return result
}

/// A transform that is the identity to within 1e-15 but not exactly, which
/// sends shapes down the general polygon path instead of the exact fast paths.
let almostIdentity = Transform(a: 1, b: 1e-15, c: 0, d: 1, tx: 0, ty: 0)

/// DejaVu Sans with the face fontconfig picks for Simplified Chinese as its fallback.
func chineseTextRenderer() throws -> TextRenderer {
    try TextRenderer(fontFiles: FontFiles.locateDejaVuSans().withFallback(FontFiles.locateCJKFont()))
}
