import Foundation
import LabKit
import Rendering
import Testing

@Suite("S saves under screenshots/")
struct ScreenshotsTests {
    @Test func savesNumberedPNGsUnderScreenshotsAndReturnsTheirFullPaths() throws {
        let directory = try LabProcess.temporaryDirectory().path
        let frame = Framebuffer(width: 4, height: 3)
        let first = try Screenshots.save(frame, scene: "chain", in: directory)
        let second = try Screenshots.save(frame, scene: "chain", in: directory)
        #expect(first == directory + "/screenshots/responder-lab-chain-1.png")
        #expect(second == directory + "/screenshots/responder-lab-chain-2.png")
        #expect(first.hasPrefix("/"))
        #expect(try Framebuffer(pngFile: second).width == 4)
    }
}
