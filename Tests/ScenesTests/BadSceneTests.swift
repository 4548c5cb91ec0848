import Foundation
import Scenes
import Testing

/// Every kind of bad input gets one clear message naming the file, the line and
/// column, the JSON path and what was expected; none traps. The files are in
/// BadScenes/, each pinned to its message here.
@Suite("Bad scene files")
@MainActor
struct BadSceneTests {
    nonisolated static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "BadScenes")

    nonisolated static let expected: [String: String] = [
        "syntax-missing-comma.json": "3:3: syntax error: expected ',' or '}' after an object member, got '\"'",
        "syntax-control-character.json":
            "2:25: syntax error: control character in a string: write it as an escape (\\n, \\t, \\u00XX)",
        "syntax-empty.json": "1:1: syntax error: expected a value, got end of file",
        "syntax-duplicate-key.json": "1:16: syntax error: duplicate key \"title\"",
        "syntax-leading-zero.json": "1:26: syntax error: a number may not start with 0 unless it is 0",
        // Columns count characters: the escaped and the literal heart are one column each.
        "tour-point-three-numbers.json": "1:37: tour[0]: expected 2 numbers, got 3",
        "top-level-array.json": "1:1: expected an object, got an array of 0",
        "missing-root.json": "1:1: missing key \"root\"",
        "wrong-type-title.json": "1:11: title: expected a string, got a number",
        "text-in-an-unknown-language.json": "2:28: title.fr: unknown key \"fr\"; did you mean \"en\"?",
        "text-without-english.json": "4:74: root.view.subviews[0].text: missing key \"en\"",
        "frame-three-numbers.json": "6:32: root.view.subviews[2].frame: expected 4 numbers, got 3",
        "unknown-key.json": "4:44: root.view.subviews[0].colour: unknown key \"colour\"; did you mean \"color\"?",
        "key-of-another-class.json":
            "4:44: root.view.subviews[0].text: \"text\" is a key of \"label\" views; this view's class is \"view\"",
        "duplicate-view-name.json":
            "5:14: root.view.subviews[1].name: duplicate view name \"A\" (first at root.view.subviews[0])",
        "negative-size.json":
            "4:28: root.view.subviews[0].frame: expected a width and height that are not negative, got -10 × 10",
        "nan-alpha.json": "4:53: root.view.subviews[0].alpha: expected a finite number, got NaN",
        "infinite-number.json": "4:35: root.view.subviews[0].frame[2]: expected a finite number, got Infinity",
        "alpha-out-of-range.json": "4:53: root.view.subviews[0].alpha: expected a number from 0 to 1, got 1.5",
        "unknown-colour.json":
            "3:43: root.view.color: unknown colour \"grene\"; expected \"#RRGGBB\" or one of accent, black, blue, "
            + "border, canvas, card, clear, green, ink, lilac, muted, red, sand, slate, teal, white; did you mean \"green\"?",
        "unknown-touch-policy.json":
            "3:45: root.view.touches: expected one of \"handles\", \"forwards\", \"silent\", got \"handle\"; did you mean \"handles\"?",
        "behavior-on-wrong-class.json":
            "4:65: root.view.subviews[0].behavior.kind: \"enlargeHitArea\" is a behavior of \"button\" views; this view's class is \"view\"",
        "unknown-target-controller.json":
            "5:79: root.view.subviews[0].targetActions[0].target: no controller is named \"ComposeControler\"; did you mean \"ComposeController\"?",
        "fix-unknown-view.json": "4:58: fix.changes[0].view: no view is named \"Targte\"; did you mean \"Target\"?",
        "fix-two-targets.json":
            "4:46: fix.changes[0]: expected exactly one of \"view\", \"controller\", \"gesture\" or \"appDelegate\", got 2",
        "taps-not-whole.json": "1:70: root.view.gestures[0].taps: expected a whole number, got 2.5",
        "scroll-negative-content-size.json":
            "4:84: root.view.subviews[0].contentSize: expected a width and height that are not negative, got 100 × -400",
        "scroll-nan-offset.json": "4:90: root.view.subviews[0].contentOffset[1]: expected a finite number, got NaN",
        "scroll-deceleration-rate-one.json":
            "4:89: root.view.subviews[0].decelerationRate: expected a rate between 0 and 1, both excluded, got 1",
        "unknown-recognizer-requirement.json":
            "3:98: root.view.gestures[0].requireToFail: no other recognizer is named \"Double\"",
    ]

    /// The message for `file`, without the folder: what a user sees after the path they gave.
    static func message(loading file: URL) -> String? {
        do {
            _ = try SceneLoader.load(file: file.path)
            return nil
        } catch {
            let description = error.description
            let folder = file.deletingLastPathComponent().path + "/"
            return description.hasPrefix(folder) ? String(description.dropFirst(folder.count)) : description
        }
    }

    @Test func everyFileOfTheCorpusIsPinnedToAMessage() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(files) == Set(Self.expected.keys))
    }

    @Test(arguments: expected.keys.sorted())
    func badFileGetsItsMessage(_ name: String) {
        let message = Self.message(loading: Self.corpus.appendingPathComponent(name))
        #expect(message == "\(name):\(Self.expected[name] ?? "")")
    }

    @Test func treeDeeperThanTheLimitIsRefusedAtTheFirstViewTooDeep() throws {
        var view = #"{"name": "Leaf", "frame": [0, 0, 1, 1]}"#
        for _ in 0..<SceneLimits.maximumViewDepth { view = #"{"frame": [0, 0, 10, 10], "subviews": [\#(view)]}"# }
        let file = try Self.write(#"{"title": "Deep", "root": {"name": "C", "view": {"subviews": [\#(view)]}}}"#)
        let path = "root.view" + String(repeating: ".subviews[0]", count: SceneLimits.maximumViewDepth)
        #expect(Self.message(loading: file)?.hasSuffix("\(path): views nest deeper than 32 levels") == true)
    }

    @Test func treeAtTheDepthLimitLoads() throws {
        var view = #"{"name": "Leaf", "frame": [0, 0, 1, 1]}"#
        for _ in 0..<(SceneLimits.maximumViewDepth - 2) { view = #"{"frame": [0, 0, 10, 10], "subviews": [\#(view)]}"# }
        let file = try Self.write(#"{"title": "Deep", "root": {"name": "C", "view": {"subviews": [\#(view)]}}}"#)
        #expect(Self.message(loading: file) == nil)
    }

    @Test func nestingBeyondTheParsersLimitIsASyntaxErrorNotACrash() throws {
        let file = try Self.write(String(repeating: "[", count: 100_000))
        #expect(
            Self.message(loading: file)?.contains("syntax error: arrays and objects nest deeper than 200 levels")
                == true)
    }

    @Test func fileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let padding = String(repeating: " ", count: SceneLimits.maximumFileSize)
        let file = try Self.write(#"{"title": "Big", "root": {"name": "C", "view": {}}}"# + padding)
        #expect(
            Self.message(loading: file)?.hasSuffix(
                ": the file has 1048627 bytes; a scene file may have at most 1048576") == true)
    }

    @Test func moreViewsThanTheLimitAreRefused() throws {
        let views = Array(repeating: #"{"frame": [0, 0, 1, 1]}"#, count: SceneLimits.maximumViewCount).joined(
            separator: ",")
        let file = try Self.write(#"{"title": "Many", "root": {"name": "C", "view": {"subviews": [\#(views)]}}}"#)
        #expect(
            Self.message(loading: file)?.hasSuffix("root.view.subviews[9999]: more than 10000 views in one scene")
                == true)
    }

    @Test func missingFileAndDirectorySayWhatIsWrong() throws {
        #expect(
            Self.message(loading: URL(fileURLWithPath: "/nonexistent/scene.json"))
                == "scene.json: cannot read the file: it does not exist or is not readable")
        let folder = try Self.write("{}").deletingLastPathComponent()
        #expect(Self.message(loading: folder)?.hasSuffix(": cannot read the file: it is a directory") == true)
    }

    /// A scene file in a fresh temporary folder.
    static func write(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("scene.json")
        try Data(text.utf8).write(to: file)
        return file
    }
}
