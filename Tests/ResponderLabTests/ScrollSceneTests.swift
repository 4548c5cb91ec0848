import Foundation
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
}
