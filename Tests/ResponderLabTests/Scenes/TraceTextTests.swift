import Foundation
import LabKit
import Testing

@Suite("trace's text tells what its JSON tells")
struct TraceTextTests {
    /// Each JSON line's `type` and the word its text line starts with, for a click.
    @MainActor
    static func logs(scene: String, at point: (Double, Double)) throws -> (json: [String], text: [String]) {
        let session = try LabSession.open(scene: scene)
        var json: [String] = [], text: [String] = []
        session.log.jsonLog = { json.append($0) }
        session.log.textLog = { text.append($0) }
        Script.click([.init(x: point.0, y: point.1)], in: session)
        let types = try LabProcess.jsonLines(json.joined(separator: "\n")).map { $0["type"] as? String ?? "?" }
        return (types, text)
    }

    @MainActor
    @Test(arguments: [
        ("first-responder", 224.0, 302.0), ("gestures", 134, 194), ("controls", 380, 264),
        ("hit-order", 300, 255), ("chain", 380, 90),
    ])
    func everyJSONLineHasATextLineOfTheSameKindInTheSameOrder(scene: String, x: Double, y: Double) throws {
        let (json, text) = try Self.logs(scene: scene, at: (x, y))
        #expect(!json.isEmpty)
        let kinds = text.map { line in
            ["began:", "ended:", "moved:", "cancelled:"].contains(where: line.hasPrefix)
                ? "touch" : String(line.prefix { $0 != " " })
        }
        #expect(kinds == json)
    }

    @Test func firstResponderCopyTellsTheWalkAndThatNobodyPerformedIt() throws {
        let result = try LabProcess.run(["trace", "--scene", "first-responder", "--at", "224,302"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let expected = [
            "control Copy (nil target): touchDown",
            "began: Copy (nil target) (handled)",
            "control Copy (nil target): touchUpInside",
            "action copy from Copy (nil target), nil target: walked Copy (nil target) → Form → Screen → EditorController → Window → WindowScene → Application; nobody performed it",
            "control Copy (nil target): primaryActionTriggered",
            "ended: Copy (nil target) (handled)",
        ]
        #expect(Array(lines.suffix(expected.count)) == expected)
        #expect(lines.first == "hit-test at (224, 302) → Copy (nil target)")
    }

    @Test func gesturesTraceSaysTheCardsTapFailedBecauseTheButtonKeepsItsTouch() throws {
        let result = try LabProcess.run(["trace", "--scene", "gestures", "--at", "134,194"])
        #expect(
            result.stdout.contains(
                "gesture Card tap on Card with a tap: possible → failed (Like keeps its own touch)\ncontrol Like: touchUpInside"
            ))
    }
}

/// `trace`'s hit-test lines line up their reasons after the names, but a name
/// longer than the column (a SwiftUI dump's module-qualified generic classes)
/// does not pad every other line to its length.
@Suite("trace's hit-test lines")
struct TraceHitTestLinesTests {
    @Test func aLongClassNameDoesNotPadEveryLine() throws {
        let hosting =
            "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentV5MyApp11ContentViewGVS_30_EnvironmentKeyWritingModifierGSqCS2_9AppModel___"
        let path = try LabProcess.temporaryDirectory().appendingPathComponent("swiftui.txt").path
        try """
        <UIWindow: 0x7f0000000000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000000000>>
           | <\(hosting): 0x7f0000000010; frame = (0 0; 390 844); layer = <CALayer: 0x600000000010>>
           |    | <UIButton: 0x7f0000000030; frame = (20 200; 100 44); opaque = NO; layer = <CALayer: 0x600000000030>>
           |    | <SwiftUI._UIGraphicsView: 0x7f0000000020; frame = (0 0; 390 100); layer = <CALayer: 0x600000000020>>

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try LabProcess.run(["trace", "--dump", path, "--at", "50,220"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let button = try #require(lines.first { $0.contains("UIButton: 0x7f0000000030") && $0.contains("hit view") })
        let graphics = try #require(lines.first { $0.contains("_UIGraphicsView") })
        #expect(button.count < 80, "\(button)")
        // The short names still line up.
        #expect(
            graphics.range(of: "point outside")?.lowerBound.utf16Offset(in: graphics)
                == button.range(of: "hit view")?.lowerBound.utf16Offset(in: button))
        #expect(lines.contains { $0.contains(hosting + ": 0x7f0000000010  contains the hit") })
    }
}
