import Foundation
import LabKit
import TestSupport
import Testing

/// `--scene-file` on the command line, and a scene file the window reloads when it is saved.
@Suite("Scene files on the command line and in the window", .serialized)
struct SceneFileTests {
    static let assets = Repository.root.appendingPathComponent("Assets/Scenes")

    @Test func traceOfTheBuiltInSceneFileEqualsTraceOfTheBuiltInScene() throws {
        let file = Self.assets.appendingPathComponent("chain.json").path
        let fromFile = try LabProcess.run(["trace", "--scene-file", file, "--at", "400,336", "--fixed", "--json"])
        let builtIn = try LabProcess.run(["trace", "--scene", "chain", "--at", "400,336", "--fixed", "--json"])
        #expect(fromFile.status == 0)
        #expect(!fromFile.stdout.isEmpty && fromFile.stdout == builtIn.stdout)
    }

    @Test(arguments: [
        ["describe"], ["trace", "--at", "1,1"], ["render", "--out", "/tmp/responder-lab-never.png"], ["run"],
    ])
    func badSceneFileExitsWithTwoAndOneLineNamingFilePathAndWhatWasExpected(_ command: [String]) throws {
        let folder = try LabProcess.temporaryDirectory()
        let file = folder.appendingPathComponent("bad.json")
        try #"{"root": {"name": "C", "view": {"subviews": [{"frame": [1, 2, 3]}]}}}"#.write(
            to: file, atomically: true, encoding: .utf8)
        let result = try LabProcess.run(command + ["--scene-file", file.path], environment: ["DISPLAY": nil])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "responder-lab: \(file.path):1:56: root.view.subviews[0].frame: expected 4 numbers, got 3\n")
    }

    @Test func builtInScenesWithoutTheirAssetsFolderSayWhereTheyWereLookedFor() throws {
        let result = try LabProcess.run(
            ["describe", "--scene", "hit-order"], environment: ["RESPONDER_LAB_ASSETS": "/nonexistent"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/Scenes: the built-in scenes are not here"))
        #expect(result.stderr.contains("RESPONDER_LAB_ASSETS"))
    }

    @Test func sceneAndSceneFileTogetherAreRefused() throws {
        let result = try LabProcess.run(["describe", "--scene", "chain", "--scene-file", "x.json"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("give --scene or --scene-file, not both"))
    }

    @Test func watchingTheSceneFileLeavesTheIdleWindowAtNearlyNoCPU() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(
            ["run", "--scene-file", Self.assets.appendingPathComponent("bulge.json").path], display: display.name)
        _ = try display.window(of: lab)
        // Six checks of the file in three seconds; under 1% is fewer than 3 ticks of 10 ms (the quietest
        // span of three, so that the first frames and a loaded machine's stalls fall in another).
        let used = try lab.idleTicks()
        #expect(used < 3, "\(used) ticks of CPU in the quietest 3 s idle")
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }

    @Test func savingTheSceneFileReloadsItAndABrokenSaveKeepsTheLastGoodScene() throws {
        let display = try VirtualDisplay()
        let folder = try LabProcess.temporaryDirectory()
        let file = folder.appendingPathComponent("mine.json")
        let original = try String(contentsOf: Self.assets.appendingPathComponent("hit-order.json"), encoding: .utf8)
        try original.write(to: file, atomically: false, encoding: .utf8)
        let lab = try RunningLab(["run", "--scene-file", file.path, "--log", "json"], display: display.name)
        let window = try display.window(of: lab)

        /// Clicks B.1's place and returns the view the touch went to.
        func clickedView() throws -> String? {
            let before = lab.stdout.split(separator: "\n").count
            try display.client("xdotool", ["mousemove", "--window", window, "300", "\(255 + 64)", "click", "1"])
            guard lab.wait(until: { lab.stdout.split(separator: "\n").count >= before + 2 }) else { return nil }
            return try LabProcess.jsonLines(lab.stdout).last { $0["phase"] as? String == "began" }?["view"] as? String
        }
        /// Whether the header shows text in the error colour.
        func showsError() throws -> Bool {
            let shot = try display.capture(window)
            return shot.pixels.prefix(shot.width * 64).contains { $0 & 0xFF_FFFF == 0xC0_392B }
        }
        #expect(try clickedView() == "B.1")
        #expect(try !showsError())

        // Saved the way many editors save: a new file renamed over the old one.
        let renamed = folder.appendingPathComponent("mine.json.tmp")
        try original.replacingOccurrences(of: "\"B.1\"", with: "\"B.one\"").write(
            to: renamed, atomically: false, encoding: .utf8)
        #expect(rename(renamed.path, file.path) == 0)
        #expect(try eventually(every: 0.25) { try clickedView() == "B.one" }, "stderr: \(lab.stderr)")

        // A broken save: the error shows in the window and on standard error; the last good scene stays.
        try #"{"title": "#.write(to: file, atomically: false, encoding: .utf8)
        #expect(try eventually(every: 0.25, showsError))
        #expect(lab.stderr.contains("mine.json:1:11: syntax error: expected a value, got end of file"))
        #expect(try clickedView() == "B.one")

        // Good again: the new scene, and the error gone (the click's line is printed before its frame is put).
        try original.write(to: file, atomically: false, encoding: .utf8)
        #expect(try eventually(every: 0.25) { try clickedView() == "B.1" })
        #expect(try eventually(every: 0.25) { try !showsError() })

        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
    }
}
