import Foundation
import Rendering
import Scenes
import TestSupport
import Testing

/// Each scene rendered headless after its scripted click must equal the PNG
/// kept in Golden/. After an intended visual change, `make golden` rewrites
/// them: look at every one before committing.
@Suite("Golden images")
struct GoldenImageTests {
    static let golden = Repository.root.appendingPathComponent("Tests/ResponderLabTests/Golden")

    @Test func everySceneAfterItsScriptedClickMatchesItsGoldenImage() throws {
        let out = try LabProcess.temporaryDirectory()
        let result = try LabProcess.run(["tour", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let rendered = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
            .sorted()
        let expected = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).filter {
            $0.hasSuffix(".png")
        }.sorted()
        #expect(rendered == expected)
        #expect(rendered.count == SceneCatalog.names.count)
        for name in rendered {
            if let difference = try GoldenImage.difference(
                ofPNG: out.appendingPathComponent(name),
                fromPNG: Self.golden.appendingPathComponent(name), named: name)
            {
                Issue.record("\(difference)")
            }
        }
    }
}
