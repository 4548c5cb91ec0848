import Rendering
import ResponderKit
import Scenes
import Testing

@testable import LabKit

@Suite("With two fingers down the panel explains both")
@MainActor
struct TwoFingerPanelTests {
    /// Ctrl-Shift-click as the window makes it: finger 0 at the press, finger 1 at the mirror point across the scene.
    static func mirroredPress(at point: Point) throws -> LabSession {
        let session = try LabSession.open(scene: "multitouch")
        let mirror = Point(x: Scene.size.width - point.x, y: Scene.size.height - point.y)
        session.touch(.began, at: session.toScreen(point), id: 0, timestamp: 1)
        session.touch(.began, at: session.toScreen(mirror), id: 1, timestamp: 1)
        return session
    }

    @Test func theFirstFingerStaysExplainedWhenTheMirroredOneBegins() throws {
        let session = try Self.mirroredPress(at: Point(x: 500, y: 420))
        let focus = try #require(session.overlay.explanation)
        // The mirrored finger lands on the exclusive pad while Plain tracks the first: it is withheld.
        #expect(focus.hitTest.hitView?.debugName == "Exclusive")
        #expect(focus.delivery?.withheld != nil)
        #expect(focus.otherFingers.map { $0.hitTest.hitView?.debugName } == ["Plain"])
        let others = PanelRenderer.otherFingers(focus, strings: .english)
        #expect(others.map(\.title) == ["Other finger #0 at (500, 420) → Plain"])
        let chain = try #require(ChainSection(others[0].focus, strings: .english))
        #expect(chain.chips.map(\.label) == ["Plain ✓ handled"])
    }

    @Test func aFingerThatLiftedIsNoLongerExplained() throws {
        let session = try Self.mirroredPress(at: Point(x: 500, y: 420))
        session.touch(.ended, at: session.toScreen(Point(x: 500, y: 420)), id: 0, timestamp: 1.1)
        session.touch(.ended, at: session.toScreen(Point(x: 260, y: 180)), id: 1, timestamp: 1.1)
        session.touch(.began, at: session.toScreen(Point(x: 500, y: 420)), id: 0, timestamp: 2)
        #expect(session.overlay.explanation?.otherFingers.isEmpty == true)
    }
}
