import ResponderKit
import Testing

@testable import LabKit

/// The panel's chain for a touch a scroll view holds back from its content
/// (behaviour 10.3, 10.6): held back while it waits, then the chain the late
/// began took — never "discarded", which would say the chain dropped it.
@Suite("Scroll scene: the panel's chain for a held-back touch")
@MainActor
struct ScrollPanelTests {
    static let button = Point(x: 290, y: 214)

    @Test func aTouchWaitingOutTheDelayIsShownHeldBackNotDiscarded() throws {
        let session = try LabSession.open(scene: "scroll")
        session.touch(.began, at: session.toScreen(Self.button), timestamp: 1)
        let section = try #require(ChainSection(session.overlay.explanation, strings: .english))
        #expect(section.chips.map(\.label) == ["held back: waiting to see if this is a scroll"])
    }

    @Test func aQuickTapShowsTheChainItsLateBeganTook() throws {
        let session = try LabSession.open(scene: "scroll")
        Script.click([Self.button], in: session)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Open 3")
        let section = try #require(ChainSection(session.overlay.explanation, strings: .english))
        #expect(section.chips.map(\.label) == ["Open 3 ✓ handled"])
    }
}
