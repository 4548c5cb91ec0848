import Foundation
import Rendering
import ResponderKit
import Testing

@Suite struct SampleSceneTests {
    @Test(arguments: [1.0, 2.0])
    func sampleSceneIsDeterministic(scale: Double) throws {
        let first = renderSampleScene(scale: scale, textRenderer: try TextRenderer())
        let second = renderSampleScene(scale: scale, textRenderer: try TextRenderer())
        #expect(first == second)
        if let directory = ProcessInfo.processInfo.environment["RENDERING_SAMPLE_DIR"] {
            try first.writePNG(to: "\(directory)/sample@\(Int(scale))x.png")
        }
    }
}
