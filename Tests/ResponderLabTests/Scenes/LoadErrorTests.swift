import Foundation
import LabKit
import Rendering
import Testing

@Suite("A scene file's load error is shown in full")
@MainActor
struct LoadErrorTests {
    /// The lab's screen after a save of the controls scene whose Send target is misspelt as `target`.
    static func screen(afterSavingTarget target: String, in folder: URL) throws -> (error: String, frame: Framebuffer) {
        let file = folder.appendingPathComponent("mine.json")
        let assets = Repository.root.appendingPathComponent("Assets/Scenes/controls.json")
        let good = try String(contentsOf: assets, encoding: .utf8)
        try good.write(to: file, atomically: true, encoding: .utf8)
        let session = try LabSession.open(scene: nil, file: file.path)
        try good.replacingOccurrences(of: "\"target\": \"ComposeController\"", with: "\"target\": \"\(target)\"")
            .write(to: file, atomically: true, encoding: .utf8)
        session.reloadFile()
        let error = try #require(session.document.loadError)
        return (error, try LabPainter.render(session))
    }

    /// Two errors alike up to their last words ("did you mean …") behind a path
    /// longer than the header: the window must show where they differ.
    @Test func theEndOfALongErrorIsOnScreen() throws {
        let folder = try LabProcess.temporaryDirectory()
            .appendingPathComponent(
                "a-folder-with-a-long-name-so-that-the-path-alone-is-wider-than-the-window-header-"
                    + String(repeating: "very-", count: 20) + "long")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let one = try Self.screen(afterSavingTarget: "ComposeControler", in: folder)
        let other = try Self.screen(afterSavingTarget: "ComposeControllr", in: folder)
        #expect(one.error.hasSuffix("no controller is named \"ComposeControler\"; did you mean \"ComposeController\"?"))
        #expect(one.error.count > 250)
        let diff = ImageDiff(expected: one.frame, actual: other.frame)
        #expect(diff.differingPixelCount > 20)
    }
}
