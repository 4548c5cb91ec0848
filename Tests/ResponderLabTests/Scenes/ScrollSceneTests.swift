import Foundation
import Rendering
import Testing

/// The scroll scene through the command line: the JSON log says how the
/// scroll view's rules shaped each phase (behaviour 10.3, 10.6).
@Suite("Scroll scene on the command line")
struct ScrollSceneTests {
    @Test func jsonLogSaysAQuickTapOnAButtonWasHeldBackThenDeliveredLate() throws {
        let result = try LabProcess.run(["trace", "--scene", "scroll", "--at", "290,214", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let touches = try LabProcess.jsonLines(result.stdout).filter { $0["type"] as? String == "touch" }
        try #require(touches.count == 3)
        #expect(touches[0]["phase"] as? String == "began")
        #expect(touches[0]["scroll"] as? String == "delayed")
        #expect(touches[0]["handledBy"] is NSNull)
        #expect(touches[1]["phase"] as? String == "began")
        #expect(touches[1]["scroll"] as? String == "delayed")
        #expect(touches[1]["handledBy"] as? String == "Open 3")
        #expect(touches[2]["phase"] as? String == "ended")
        #expect(touches[2]["scroll"] == nil)
    }

    @Test func renderWaitNeedsDownAndTakesZeroToTenSeconds() throws {
        let out = try LabProcess.temporaryDirectory().appendingPathComponent("wait.png").path
        let alone = try LabProcess.run(["render", "--scene", "scroll", "--wait", "0.2", "--out", out])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--wait holds the finger of --down: add --down X,Y"), "\(alone.stderr)")
        let long = try LabProcess.run([
            "render", "--scene", "scroll", "--down", "100,400", "--wait", "11", "--out", out,
        ])
        #expect(long.status == 2)
        #expect(long.stderr.contains("--wait takes seconds from 0 to 10, got 11"), "\(long.stderr)")
    }

    @Test func renderWaitPastTheDelayGivesTheRowItsTouch() throws {
        let folder = try LabProcess.temporaryDirectory()
        func render(wait: String) throws -> Framebuffer {
            let path = folder.appendingPathComponent("wait-\(wait).png").path
            let result = try LabProcess.run([
                "render", "--scene", "scroll", "--down", "100,400", "--wait", wait, "--out", path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            return try Framebuffer(pngFile: path)
        }
        let during = try render(wait: "0.05"), after = try render(wait: "0.2"), longAfter = try render(wait: "1")
        // Once the delay is over nothing changes with time: the row has the touch.
        #expect(after.pixels == longAfter.pixels)
        #expect(during.pixels != after.pixels)
    }
}
