import Rendering
import ResponderKit
import Testing

@Suite struct TextCompositingTests {
    /// Large glyphs: solid interiors (coverage 255, the pixel stored as is) and antialiased edges (blended) both.
    static let text = "Wmg Touch — 8 @"
    static let font = FontSpec(size: 40)
    static let origin = Point(x: 3.6, y: 2)

    @Test(arguments: [1.0, 0.6])
    func textOverAVariedBackgroundBlendsEachPixelByItsCoverageExactly(alpha: Double) throws {
        let renderer = try TextRenderer()
        let (width, height) = (420, 60)
        // White on black at alpha 1: each channel of a pixel is the glyph's coverage there.
        let mask = Canvas(width: width, height: height, fill: .black, textRenderer: renderer)
        mask.drawText(Self.text, at: Self.origin, font: Self.font, color: .white)
        let background = (0..<width * height).map { i -> UInt32 in
            let x = UInt32(i % width), y = UInt32(i / width)
            return 0xFF00_0000 | (x &* 7 & 0xFF) << 16 | (y &* 11 & 0xFF) << 8 | ((x ^ y) &* 5 & 0xFF)
        }
        let canvas = Canvas(
            framebuffer: Framebuffer(width: width, height: height, pixels: background), textRenderer: renderer)
        canvas.globalAlpha = alpha
        let color = Color(red: 0.8, green: 0.2, blue: 0.4)
        canvas.drawText(Self.text, at: Self.origin, font: Self.font, color: color)

        let source = Framebuffer.pixel(from: color), alpha8 = UInt32((alpha * 255).rounded())
        func divideBy255(_ value: UInt32) -> UInt32 { (value + 128 + ((value + 128) >> 8)) >> 8 }
        var mismatches = 0
        for i in 0..<width * height {
            let a = divideBy255((mask.framebuffer.pixels[i] & 0xFF) * alpha8)
            var expected: UInt32 = 0xFF00_0000
            for shift: UInt32 in [0, 8, 16] {
                let s = (source >> shift) & 0xFF, d = (background[i] >> shift) & 0xFF
                expected |= divideBy255(s * a + d * (255 - a)) << shift
            }
            if canvas.framebuffer.pixels[i] != expected { mismatches += 1 }
        }
        #expect(mismatches == 0)
        let coverages = Set(mask.framebuffer.pixels.map { $0 & 0xFF })
        #expect(coverages.contains(255) && coverages.count > 100)  // solid and antialiased pixels both drawn
    }
}
