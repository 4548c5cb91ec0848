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

    @MainActor @Test(arguments: [("first-responder", 224.0, 302.0), ("gestures", 134, 194), ("controls", 380, 264),
                                 ("hit-order", 300, 255), ("chain", 380, 90)])
    func everyJSONLineHasATextLineOfTheSameKindInTheSameOrder(scene: String, x: Double, y: Double) throws {
        let (json, text) = try Self.logs(scene: scene, at: (x, y))
        #expect(!json.isEmpty)
        let kinds = text.map { line in
            ["began:", "ended:", "moved:", "cancelled:"].contains(where: line.hasPrefix) ? "touch" : String(line.prefix { $0 != " " })
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
            "action copy from Copy (nil target), nil target: walked Copy (nil target) → Form → Screen → EditorController → Window → Application; nobody performed it",
            "control Copy (nil target): primaryActionTriggered",
            "ended: Copy (nil target) (handled)",
        ]
        #expect(Array(lines.suffix(expected.count)) == expected)
        #expect(lines.first == "hit-test at (224, 302) → Copy (nil target)")
    }

    @Test func gesturesTraceSaysTheCardsTapFailedBecauseTheButtonKeepsItsTouch() throws {
        let result = try LabProcess.run(["trace", "--scene", "gestures", "--at", "134,194"])
        #expect(result.stdout.contains("gesture Card tap on Card with a tap: possible → failed (Like keeps its own touch)\ncontrol Like: touchUpInside"))
    }
}
