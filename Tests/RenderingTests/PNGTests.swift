import Foundation
import Rendering
import ResponderKit
import Testing

@Suite struct PNGTests {
    /// An image with every byte value in every channel.
    private func pattern() -> Framebuffer {
        var image = Framebuffer(width: 67, height: 45)
        var state: UInt32 = 12345
        for i in image.pixels.indices {
            state = state &* 1_103_515_245 &+ 12345
            image.pixels[i] = 0xFF00_0000 | (state >> 8)
        }
        return image
    }

    @Test func pngRoundTripIsLossless() throws {
        let image = pattern()
        let data = try image.pngData()
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(data[25] == 2)  // IHDR colour type 2: 8-bit RGB, no alpha
        #expect(try Framebuffer(pngData: data) == image)
    }

    @Test func pngFileRoundTripIsLossless() throws {
        let image = pattern()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rendering-\(UUID().uuidString).png")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try image.writePNG(to: path)
        #expect(try Framebuffer(pngFile: path) == image)
    }

    @Test func writingIntoAMissingDirectoryReportsThePath() {
        let path = "/nonexistent-directory/out.png"
        do {
            try Framebuffer(width: 2, height: 2).writePNG(to: path)
            Issue.record("writing succeeded")
        } catch let error as PNGError {
            #expect(error.path == path && !error.message.isEmpty)
            #expect(error.description.contains(path))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func readingSomethingElseReportsLibpngsMessage() {
        #expect(throws: PNGError.self) { try Framebuffer(pngData: Array("not a png".utf8)) }
        do {
            _ = try Framebuffer(pngFile: "/nonexistent.png")
            Issue.record("reading succeeded")
        } catch let error as PNGError {
            #expect(error.path == "/nonexistent.png" && !error.message.isEmpty)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
