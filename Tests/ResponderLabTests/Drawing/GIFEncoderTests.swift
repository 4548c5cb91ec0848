import Foundation
import LabKit
import Rendering
import ResponderKit
import Testing

/// `GIFEncoder` on frames made to order, read back with giflib.
@Suite("GIF encoder")
struct GIFEncoderTests {
    /// Encodes `frames` to a temporary file and decodes it.
    static func roundTrip(_ frames: [Framebuffer]) throws -> (encoder: GIFEncoder, decoded: DecodedGIF) {
        var encoder = GIFEncoder(width: frames[0].width, height: frames[0].height)
        for frame in frames { encoder.add(frame, delay: 10) }
        let path = try LabProcess.temporaryDirectory().appendingPathComponent("frames.gif").path
        try ReplacedFile(path: path).commit(try encoder.encode())
        return (encoder, try DecodedGIF(path: path))
    }

    @Test func aLaterFrameStoresOnlyTheRectangleThatChanged() throws {
        let first = Framebuffer(width: 64, height: 48, fill: Color(hex: 0x20242F))
        var second = first
        for y in 10..<15 { for x in 20..<30 { second[x, y] = Framebuffer.pixel(from: Color(hex: 0x1E9E57)) } }
        let (_, gif) = try Self.roundTrip([first, second, second])
        #expect(
            gif.rects.map { [$0.x, $0.y, $0.width, $0.height] } == [[0, 0, 64, 48], [20, 10, 10, 5], [0, 0, 1, 1]])
        #expect(
            gif.frames.map { $0.image.pixels.map { $0 & 0xFF_FFFF } }
                == [first, second, second].map { $0.pixels.map { $0 & 0xFF_FFFF } })
    }

    @Test func pastTwoHundredFiftyFiveColoursTheFrequentOnesStayExactAndTheRestTakeTheNearest() throws {
        // Three flat fills, then a strip of 400 greys one pixel each: 403 colours.
        var image = Framebuffer(width: 400, height: 30, fill: Color(hex: 0xF4F1EA))
        for x in 0..<400 {
            for y in 10..<20 { image[x, y] = Framebuffer.pixel(from: Color(hex: x < 200 ? 0x3D6FD8 : 0xD93B3B)) }
            let grey = UInt32(x * 255 / 399)
            image[x, 29] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
        }
        let (encoder, gif) = try Self.roundTrip([image])
        #expect(encoder.palette.count == GIFEncoder.maximumColors)
        #expect(Set(encoder.palette).isSuperset(of: [0xF4F1EA, 0x3D6FD8, 0xD93B3B]))
        let shown = gif.frames[0].image
        for (x, y) in [(0, 0), (150, 15), (350, 15), (399, 28)] {
            #expect(shown[x, y] & 0xFF_FFFF == image[x, y] & 0xFF_FFFF, "(\(x), \(y))")
        }
        // A grey that lost its place is drawn in a grey close by, never far off.
        for x in 0..<400 {
            let wanted = Int(image[x, 29] & 0xFF), got = Int(shown[x, 29] & 0xFF)
            #expect(abs(wanted - got) <= 2, "x \(x): \(wanted) drawn as \(got)")
        }
    }
}
