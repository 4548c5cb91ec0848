import Foundation
import Scenes
import Testing

/// `--dump` on the commands: a `recursiveDescription` dump answers as UIKit
/// would (behaviour 12), from a file or from standard input.
@Suite("The command line on dumps")
struct DumpCommandTests {
    static let settings = "Assets/Dumps/settings.txt"
    static let photoFeed = "Assets/Dumps/photo-feed.txt"

    static var packageRoot: URL { Repository.root }

    static func path(_ relative: String) -> String {
        packageRoot.appendingPathComponent(relative).path
    }

    static func began(_ result: LabProcess.Result) throws -> [String: Any] {
        try #require(try LabProcess.jsonLines(result.stdout).first { $0["phase"] as? String == "began" })
    }

    @Test func traceOnTheSettingsDumpGivesTheBluetoothSwitchItsTouch() throws {
        let result = try LabProcess.run(["trace", "--dump", Self.path(Self.settings), "--at", "348,140", "--json"])
        #expect(result.status == 0)
        #expect(try Self.began(result)["view"] as? String == "UISwitch: 0x7fd3e1c62ff0")
    }

    @Test func aRowWithInteractionOffSendsTheTouchToTheTableView() throws {
        let result = try LabProcess.run(["trace", "--dump", Self.path(Self.settings), "--at", "200,184"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("→ UITableView: 0x7fd3e1c40980"))
    }

    @Test func aDumpOnStandardInputIsReadAsFromAFile() throws {
        let text = try String(contentsOfFile: Self.path(Self.settings), encoding: .utf8)
        let result = try LabProcess.run(["trace", "--dump", "-", "--at", "348,140", "--json"], input: text)
        #expect(result.status == 0)
        #expect(try Self.began(result)["view"] as? String == "UISwitch: 0x7fd3e1c62ff0")
    }

    @Test func dumpAndSceneTogetherAreRefused() throws {
        let result = try LabProcess.run([
            "trace", "--dump", Self.path(Self.settings), "--scene", "chain", "--at", "1,1",
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("give --dump or --scene, not both"))
        let withFile = try LabProcess.run(["describe", "--dump", "-", "--scene-file", "x.json"], input: "")
        #expect(withFile.status != 0)
        #expect(withFile.stderr.contains("give --dump or --scene-file, not both"))
    }

    @Test func aLineThatCannotBeReadIsAWarningOnStandardErrorWithItsPlace() throws {
        let dir = try LabProcess.temporaryDirectory()
        let file = dir.appendingPathComponent("broken.txt")
        try "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 10>\n".write(
            to: file, atomically: true, encoding: .utf8)
        for command in [
            ["describe"], ["trace", "--at", "10,10"], ["render", "--out", dir.appendingPathComponent("b.png").path],
        ] {
            let result = try LabProcess.run(command + ["--dump", file.path])
            #expect(result.status == 0, "\(command[0]): \(result.stderr)")
            #expect(result.stderr.contains("responder-lab: warning: \(file.path):2:"), "\(command[0])")
            #expect(result.stderr.contains("line skipped"), "\(command[0])")
        }
    }

    @Test func aFileWithNoReadableViewExitsWithTwoAndSaysWhere() throws {
        let dir = try LabProcess.temporaryDirectory()
        let file = dir.appendingPathComponent("nothing.txt")
        try "Here is my app:\n   | <UIView: 0x2; frame = (0 0; 10>\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try LabProcess.run(["describe", "--dump", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("nothing.txt:2:"))
        #expect(result.stderr.contains("no view line could be read"))
    }

    @Test func describeSaysADumpWithElisionsIsIncompleteAndCountsEveryKindOfLine() throws {
        let dump = """
            // == iOS 18 ==
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x3; frame = (0 0; 10 10>
               | ...
               | <UILabel: 0x4; frame = (0 0; 10 10); text = 'a'>
               |    | <_UILabelContentLayer: 0x5> (layer)
            """
        let result = try LabProcess.run(["describe", "--dump", "-"], input: dump)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "1 layer, 0 tool lines, 1 comment, 1 elision, 1 unreadable, 0 controller lines, 0 blank"))
        #expect(result.stdout.contains("the dump is incomplete: 1 line elided"))
        #expect(result.stdout.contains("warnings: 1, each on standard error"))
        #expect(result.stderr.contains("responder-lab: warning: stdin:3:"))
        #expect(result.stderr.contains("responder-lab: warning: the dump is incomplete"))
        let json = try LabProcess.run(["describe", "--dump", "-", "--json"], input: dump)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["incomplete"] as? Bool == true)
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1 && warnings.first?["line"] as? Int == 3 && warnings.first?["column"] as? Int != nil)
        #expect((object["skipped"] as? [String: Int])?["comments"] == 1)
    }

    @Test func aMissingDumpExitsWithTwo() throws {
        let result = try LabProcess.run(["render", "--dump", "/nonexistent/app.txt", "--out", "/tmp/never.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/app.txt"))
    }

    @Test func describeCountsTheLinesThatAreNotViews() throws {
        let dump = """
            (lldb) po [[UIWindow keyWindow] recursiveDescription]
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (16 8; 44 44); layer = <CALayer: 0x4>>
               |    | <<CALayer: 0x5>; frame = (0 0; 44 44)>
            """
        let result = try LabProcess.run(["describe", "--dump", "-"], input: dump)
        #expect(result.status == 0)
        #expect(result.stdout.contains("dump: 2 views; lines that are not views: 1 layer, 1 tool line, 0 comments"))
        let json = try LabProcess.run(["describe", "--dump", "-", "--format", "json"], input: dump)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let skipped = try #require(object["skipped"] as? [String: Int])
        #expect(skipped["layers"] == 1 && skipped["toolLines"] == 1)
        #expect((object["size"] as? [String: Double]) == ["width": 390, "height": 844])
    }

    @Test func describeMarksACustomClassWithItsCaveat() throws {
        let result = try LabProcess.run(["describe", "--dump", Self.path(Self.photoFeed), "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let like = try #require(views.first { ($0["class"] as? String) == "MyApp.LikeButton" })
        #expect(like["caveat"] as? String == "customClass")
        #expect(!views.contains { ($0["class"] as? String)?.hasPrefix("UI") == true && $0["caveat"] != nil })
        let text = try LabProcess.run(["describe", "--dump", Self.path(Self.photoFeed)])
        #expect(text.stdout.contains("caveat: custom class: may override hitTest or point(inside:)"))
    }

    @Test func traceMarksTheCustomClassOnTheHitViewAndItsVisitedStep() throws {
        let result = try LabProcess.run(["trace", "--dump", Self.path(Self.photoFeed), "--at", "30,470", "--json"])
        let began = try Self.began(result)
        #expect(began["view"] as? String == "MyApp.LikeButton: 0x7fa1b3e35f10")
        #expect(began["caveat"] as? String == "customClass")
        let visited = try #require(began["visited"] as? [[String: String]])
        #expect(visited.first { $0["view"] == "MyApp.LikeButton: 0x7fa1b3e35f10" }?["caveat"] == "customClass")
        #expect(visited.first { $0["view"] == "UICollectionView: 0x7fa1b3e70c60" }?["caveat"] == nil)
        let text = try LabProcess.run(["trace", "--dump", Self.path(Self.photoFeed), "--at", "30,470"])
        #expect(text.stdout.contains("caveat: MyApp.LikeButton: 0x7fa1b3e35f10: custom class"))
    }

    @Test func recursiveDescriptionOfABuiltInSceneReadsBackAsADump() throws {
        let printed = try LabProcess.run(["describe", "--scene", "hit-order", "--format", "recursive-description"])
        #expect(printed.stdout.hasPrefix("<UIWindow: 0x"))
        let again = try LabProcess.run(["trace", "--dump", "-", "--at", "300,255", "--json"], input: printed.stdout)
        #expect(again.status == 0)
        // B.1, the seventh view printed: the writer numbers addresses in printing order.
        #expect(try Self.began(again)["view"] as? String == "UIView: \(DumpWriter.address(ofViewAt: 6))")
    }
}
