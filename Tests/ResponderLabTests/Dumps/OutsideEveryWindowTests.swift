import Foundation
import ResponderKit
import Testing

@testable import LabKit

/// A point outside every window reaches no one (behaviour 1.8, 12.5): no view,
/// nothing delivered, and the lab says that no window contains the point.
@Suite("A point outside every window")
@MainActor
struct OutsideEveryWindowTests {
    /// A dump whose window lies 20 points down the screen: points are the window's own.
    static func dump() throws -> String {
        let file = try LabProcess.temporaryDirectory().appendingPathComponent("lowered.txt")
        try """
        <UIWindow: 0x1; frame = (0 20; 320 460); layer = <UIWindowLayer: 0x2>>
           | <UIButton: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
        """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func traceSaysNoWindowContainsThePointAndDeliversNothing() throws {
        let path = try Self.dump()
        let text = try LabProcess.run(["trace", "--dump", path, "--at", "10,470"])
        #expect(text.stdout.contains("1. UIWindow: 0x1  point outside its bounds"))
        #expect(text.stdout.contains("began: no window contains the point: nothing delivered"))
        #expect(!text.stdout.contains("Screen"))
        let inside = try LabProcess.run(["trace", "--dump", path, "--at", "10,10"])
        #expect(inside.stdout.contains("began: UIButton: 0x3 (handled)"))
    }

    @Test(arguments: Language.allCases)
    func thePanelAndTheEventLogSayIt(language: Language) throws {
        let session = try LabSession.open(scene: nil, dump: try Self.dump(), language: language)
        let strings = session.strings(in: language)
        Script.click([Point(x: 10, y: 470)], in: session)
        let focus = try #require(session.overlay.explanation)
        #expect(focus.hitTest.hitView == nil && Strings.missesEveryWindow(focus.hitTest))
        #expect(ChainSection(focus, strings: strings)?.chips.map(\.label) == [strings[.noWindowContains]])
        let screen = try LabPainter(language: language)
        _ = screen.render(session, size: session.layout.windowSize)
        #expect(
            screen.panelTexts.contains { $0.lowercased().hasSuffix("→ " + strings[.noWindow].lowercased()) },
            "\(screen.panelTexts)")
        #expect(session.log.events.contains { strings.log.event($0).hasSuffix(strings[.noWindowContains]) })
        Script.click([Point(x: 10, y: 10)], in: session)
        #expect(!Strings.missesEveryWindow(try #require(session.overlay.explanation).hitTest))
    }
}
