import Rendering
import ResponderKit
import Testing

@Suite struct FramebufferTests {
    @Test func initFillsEveryPixelWithTheOpaqueColor() {
        let image = Framebuffer(width: 3, height: 2, fill: Color(red: 1, green: 0.5, blue: 0))
        #expect(image.pixels == Array(repeating: 0xFFFF_8000, count: 6))
    }

    @Test func pixelsAreBGRABytesInMemoryAsX11ZPixmapWants() {
        let image = Framebuffer(width: 1, height: 1, fill: Color(red: 1, green: 0.5, blue: 0.25))
        let bytes = image.pixels.withUnsafeBytes { Array($0) }
        #expect(bytes == [0x40, 0x80, 0xFF, 0xFF])
    }

    @Test func fillIgnoresAlphaAndKeepsTheImageOpaque() {
        var image = Framebuffer(width: 4, height: 4)
        image.fill(Color.red.withAlpha(0.1))
        #expect(image.pixels.allSatisfy { $0 == 0xFFFF_0000 })
    }

    @Test func subscriptAddressesRowsFromTheTopLeft() {
        var image = Framebuffer(width: 3, height: 2, fill: .black)
        image[2, 1] = 0x0012_3456
        #expect(image.pixels[5] == 0xFF12_3456)
        #expect(image[2, 1] == 0xFF12_3456)
        #expect(image.color(x: 2, y: 1) == Color(red: 0x12 / 255.0, green: 0x34 / 255.0, blue: 0x56 / 255.0))
    }

    @Test func wrappingPixelsForcesAlphaOpaque() {
        let image = Framebuffer(width: 2, height: 1, pixels: [0x0000_00FF, 0x80FF_0000])
        #expect(image.pixels == [0xFF00_00FF, 0xFFFF_0000])
    }
}
