import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// The window draws without input only while something on screen runs with
/// time: the overlay's 0.15 s delay clock (behaviour 10.3, 10.6).
@Suite("When the window needs frames without input")
@MainActor
struct FrameTimeTests {
    static let row = Point(x: 100, y: 400)

    @Test func whileTheListHoldsATouchBackTheNextFrameIsASixtiethOfASecondOn() throws {
        let session = try LabSession.open(scene: "scroll")
        session.touch(.began, at: session.toScreen(Self.row), timestamp: 1)
        #expect(session.input.nextFrameTime == 1 + SceneInput.frameInterval)
        session.advanceTime(to: 1.14)
        // The last frame falls on the delay's end, not past it.
        #expect(session.input.nextFrameTime == 1.15)
    }

    @Test func onceTheDelayEndsOrTheFingerLiftsNoFramesAreNeeded() throws {
        let session = try LabSession.open(scene: "scroll")
        #expect(session.input.nextFrameTime == nil)
        session.touch(.began, at: session.toScreen(Self.row), timestamp: 1)
        session.advanceTime(to: 1.2)
        #expect(session.input.nextFrameTime == nil)
        session.touch(.ended, at: session.toScreen(Self.row), timestamp: 1.3)
        session.touch(.began, at: session.toScreen(Self.row), timestamp: 2)
        session.touch(.ended, at: session.toScreen(Self.row), timestamp: 2.05)
        #expect(session.input.nextFrameTime == nil)
    }

    @Test func aTouchOutsideAnyScrollViewNeedsNoFrames() throws {
        let session = try LabSession.open(scene: "hit-order")
        session.touch(.began, at: session.toScreen(Point(x: 300, y: 255)), timestamp: 1)
        #expect(session.input.nextFrameTime == nil)
    }
}
