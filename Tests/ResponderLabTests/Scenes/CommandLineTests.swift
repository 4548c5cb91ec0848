import Foundation
import LabKit
import Rendering
import Testing

@Suite("The command line")
struct CommandLineTests {
    @Test func traceJSONOfBOneInHitOrderMatchesTheDocumentedLine() throws {
        let result = try LabProcess.run(["trace", "--scene", "hit-order", "--at", "300,255", "--json"])
        #expect(result.status == 0)
        let lines = try LabProcess.jsonLines(result.stdout)
        try #require(lines.count == 2)
        let began = lines[0]
        #expect(began["type"] as? String == "touch")
        #expect(began["phase"] as? String == "began")
        #expect(began["id"] as? Int == 0)
        #expect(began["x"] as? Double == 300)
        #expect(began["y"] as? Double == 255)
        #expect(began["view"] as? String == "B.1")
        let visited = try #require(began["visited"] as? [[String: String]])
        #expect(visited.map { $0["view"]! } == ["C", "B", "B.2", "B.1"])
        #expect(visited.map { $0["verdict"]! } == ["outsideBounds", "containsHit", "outsideBounds", "hit"])
        #expect(began["chain"] as? [String] == ["B.1", "B"])
        #expect(began["handledBy"] as? String == "B")
        #expect(lines[1]["phase"] as? String == "ended")
    }

    @Test func discardedTouchHasANullHandler() throws {
        let result = try LabProcess.run(["trace", "--scene", "chain", "--at", "380,90", "--json"])
        let began = try #require(try LabProcess.jsonLines(result.stdout).first)
        #expect(began["handledBy"] is NSNull)
        #expect(
            began["chain"] as? [String] == [
                "Banner (forwards)", "Feed", "FeedController", "Window", "WindowScene", "Application", "AppDelegate",
            ])
    }

    @Test func chainTouchOnTheCardBodyIsHandledByTheCardsController() throws {
        let result = try LabProcess.run(["trace", "--scene", "chain", "--at", "400,336", "--json"])
        let began = try #require(try LabProcess.jsonLines(result.stdout).first)
        #expect(began["chain"] as? [String] == ["Body (silent)", "Card", "CardController"])
        #expect(began["handledBy"] as? String == "CardController")
    }

    @Test func fixedChainSceneLetsTheDelegateHandleWhatNobodyElseDoes() throws {
        let result = try LabProcess.run(["trace", "--scene", "chain", "--at", "380,90", "--fixed", "--json"])
        let began = try #require(try LabProcess.jsonLines(result.stdout).first)
        #expect(began["handledBy"] as? String == "AppDelegate")
    }

    @Test func sendButtonSendsItsEventsAndItsActionReachesTheController() throws {
        let result = try LabProcess.run(["trace", "--scene", "controls", "--at", "380,264", "--json"])
        let lines = try LabProcess.jsonLines(result.stdout)
        let controlEvents = lines.filter { $0["type"] as? String == "control" }.compactMap { $0["events"] as? [String] }
        #expect(controlEvents == [["touchDown"], ["touchUpInside"], ["primaryActionTriggered"]])
        let action = try #require(lines.first { $0["type"] as? String == "action" })
        #expect(action["action"] as? String == "send")
        #expect(action["performedBy"] as? String == "ComposeController")
        #expect(action["handled"] as? Bool == true)
    }

    @Test func buttonOnACardWithATapRecognizerKeepsItsTap() throws {
        let result = try LabProcess.run(["trace", "--scene", "gestures", "--at", "134,194", "--json"])
        let lines = try LabProcess.jsonLines(result.stdout)
        let card = try #require(lines.first { $0["type"] as? String == "gesture" })
        #expect(card["recognizer"] as? String == "Card tap")
        #expect(card["to"] as? String == "failed")
        #expect(lines.contains { ($0["events"] as? [String]) == ["touchUpInside"] })
    }

    @Test func disabledButtonIsSkippedAndTheCardGetsTheTouch() throws {
        let result = try LabProcess.run(["trace", "--scene", "controls", "--at", "380,374", "--json"])
        let began = try #require(try LabProcess.jsonLines(result.stdout).first { $0["phase"] as? String == "began" })
        #expect(began["view"] as? String == "Compose card")
        let visited = try #require(began["visited"] as? [[String: String]])
        #expect(visited.contains { $0 == ["view": "Delete (disabled)", "verdict": "disabledControl"] })
    }

    @Test func traceTextExplainsEveryViewUnderThePoint() throws {
        let result = try LabProcess.run(["trace", "--scene", "hit-order", "--at", "300,255"])
        #expect(result.stdout.contains("hit-test at (300, 255) → B.1"))
        #expect(result.stdout.contains("A         covered by B"))
        #expect(result.stdout.contains("began: B.1 (forwarded) → B (handled)"))
    }

    @Test func describeListsNamedViewsWithWindowFrames() throws {
        let result = try LabProcess.run(["describe", "--scene", "hit-order", "--json"])
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let b1 = try #require(views.first { $0["name"] as? String == "B.1" })
        let frame = try #require(b1["frame"] as? [String: Double])
        #expect(frame == ["x": 240, "y": 214, "width": 120, "height": 84])
    }

    @Test func unknownSceneListsTheScenesAndExitsWithTwo() throws {
        let result = try LabProcess.run(["render", "--scene", "nope", "--out", "/tmp/never.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown scene \"nope\""))
        #expect(
            result.stderr.contains(
                "hit-order, why-not, image-view, hot-area, bulge, chain, controls, gestures, first-responder, multitouch"
            ))
    }

    @Test func renderRefusesAMoveWithoutAFingerDown() throws {
        let result = try LabProcess.run(["render", "--scene", "controls", "--move", "1,1", "--out", "/tmp/never.png"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--move drags the finger of --down"))
    }

    @Test func renderWithAFingerDownOnAControlDiffersFromTheReleasedOne() throws {
        let out = try LabProcess.temporaryDirectory()
        let held = out.appendingPathComponent("held.png").path,
            released = out.appendingPathComponent("released.png").path
        #expect(
            try LabProcess.run([
                "render", "--scene", "controls", "--down", "380,264", "--move", "380,420", "--out", held,
            ]).status == 0)
        #expect(
            try LabProcess.run(["render", "--scene", "controls", "--tap", "380,264", "--out", released]).status == 0)
        let diff = ImageDiff(expected: try Framebuffer(pngFile: released), actual: try Framebuffer(pngFile: held))
        // The tracking margin and the finger are drawn only while the finger is down.
        #expect(diff.differingPixelCount > 5_000)
    }

    @Test func runWithoutADisplaySaysSoWithHintsAndExitsWithTwo() throws {
        let result = try LabProcess.run(["run"], environment: ["DISPLAY": nil])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no X display: $DISPLAY is not set"))
        #expect(result.stderr.contains("responder-lab render"))
        #expect(result.stderr.contains("xvfb-run"))
        #expect(result.stderr.split(separator: "\n").count <= 3)
    }

    @Test func runOnADisplayThatCannotBeOpenedExitsWithTwo() throws {
        let result = try LabProcess.run(["run"], environment: ["DISPLAY": ":987"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot open the X display \":987\""))
    }

    @Test(arguments: [
        ["render", "--scene", "why-not", "--alpha", "Faint target=2", "--out", "/tmp/never.png"],
        ["render", "--scene", "chain", "--scale", "5", "--out", "/tmp/never.png"],
        ["tour", "--scale", "0", "--out", "/tmp/never"],
        ["trace", "--scene", "chain", "--at", "3,inf"],
        ["trace", "--scene", "chain", "--at", "300,255", "--no-such-option"],
        ["render", "--scene", "chain", "--lang", "fr", "--out", "/tmp/never.png"],
        ["render", "--scene", "chain", "--window-size", "640x480", "--out", "/tmp/never.png"],
        ["run", "--scale", "5"],
    ])
    func usageErrorsExitWithTwoAsTheReadmeSays(arguments: [String]) throws {
        let result = try LabProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Error:"))
    }

    @Test func anAlphaOutOfRangeIsRefusedNamingTheFlagAndTheRange() throws {
        let result = try LabProcess.run([
            "render", "--scene", "why-not", "--alpha", "Faint target=2", "--out", "/tmp/never.png",
        ])
        #expect(result.stderr.contains("--alpha"))
        #expect(result.stderr.contains("from 0 to 1"))
    }

    @Test func aWindowSmallerThanTheLabsMinimumIsRefusedNamingTheRange() throws {
        let result = try LabProcess.run([
            "render", "--scene", "chain", "--window-size", "640x480", "--out", "/tmp/never.png",
        ])
        #expect(result.stderr.contains("from 800x500 to 8000x8000"))
    }

    @Test func scaleHelpAndValidationAgree() throws {
        for command in ["render", "tour", "run"] {
            let help = try LabProcess.run([command, "--help"])
            #expect(help.stdout.contains("Pixels per point, 1 to 4."))
        }
        #expect(
            try LabProcess.run(["render", "--scene", "chain", "--scale", "5", "--out", "/tmp/never.png"])
                .stderr.contains("--scale must be 1 to 4, not 5"))
        let out = try LabProcess.temporaryDirectory().appendingPathComponent("four.png").path
        #expect(try LabProcess.run(["render", "--scene", "chain", "--scale", "4", "--out", out]).status == 0)
    }

    @Test func versionPrintsTheLabsVersion() throws {
        let result = try LabProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == LabVersion.string + "\n")
    }

    @Test func runHelpNamesTheDefaultScene() throws {
        let help = try LabProcess.run(["run", "--help"]).stdout
        #expect(help.contains("default: hit-order"))
    }

    @Test func tourRendersASceneFileOfYourOwn() throws {
        let out = try LabProcess.temporaryDirectory()
        let file = out.appendingPathComponent("mine.json")
        let root = Repository.root
        try FileManager.default.copyItem(at: root.appendingPathComponent("Assets/Scenes/chain.json"), to: file)
        let result = try LabProcess.run(["tour", "--scene-file", file.path, "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == out.path + "/mine.png\n")
        #expect(try Framebuffer(pngFile: out.appendingPathComponent("mine.png").path).width == 1240)
    }

    /// `make install PREFIX=…` lays the binary and the scenes out so: the binary must find them there.
    @Test func anInstalledBinaryReadsTheScenesInstalledBesideIt() throws {
        let prefix = try LabProcess.temporaryDirectory()
        let bin = prefix.appendingPathComponent("bin"),
            scenes = prefix.appendingPathComponent("share/responder-lab/Scenes")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: LabProcess.binary, to: bin.appendingPathComponent("responder-lab"))
        let root = Repository.root
        let chain = try String(contentsOf: root.appendingPathComponent("Assets/Scenes/chain.json"), encoding: .utf8)
        try chain.replacingOccurrences(of: "\"en\": \"The responder chain\"", with: "\"en\": \"Installed chain\"")
            .write(to: scenes.appendingPathComponent("chain.json"), atomically: true, encoding: .utf8)
        let result = try LabProcess.run(
            ["describe", "--scene", "chain"], environment: ["RESPONDER_LAB_ASSETS": nil],
            executable: bin.appendingPathComponent("responder-lab"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("chain: Installed chain\n"))
    }

    @Test func benchUsageErrorsExitWithTwoToo() throws {
        let zero = try LabProcess.run(["--clicks", "0"], executable: LabProcess.benchBinary)
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("--clicks must be 1 or more"))
        #expect(try LabProcess.run(["--only", "nope"], executable: LabProcess.benchBinary).status == 2)
    }
}
