import Foundation
import Rendering
import Scenes
import Testing

/// Each scene rendered headless after its scripted click must equal the PNG
/// kept in Golden/. After an intended visual change, `make golden` rewrites
/// them: look at every one before committing.
@Suite("Golden images")
struct GoldenImageTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func everySceneAfterItsScriptedClickMatchesItsGoldenImage() throws {
        let out = try LabProcess.temporaryDirectory()
        let result = try LabProcess.run(["tour", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let rendered = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.sorted()
        let expected = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(rendered == expected)
        #expect(rendered.count == SceneCatalog.names.count)
        for name in rendered {
            let actual = try Framebuffer(pngFile: out.appendingPathComponent(name).path)
            let reference = try Framebuffer(pngFile: Self.golden.appendingPathComponent(name).path)
            let diff = ImageDiff(expected: reference, actual: actual)
            if !diff.matches {
                let diffPath = out.appendingPathComponent(name.replacingOccurrences(of: ".png", with: ".diff.png")).path
                try? diff.image.writePNG(to: diffPath)
                Issue.record("\(name) differs from its golden image: \(diff); diff image: \(diffPath)")
            }
        }
    }
}
