import Foundation
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// The wheel in the session: it scrolls the innermost scroll view under the
/// pointer that can scroll its way, 40 points a notch, and is never a touch
/// (behaviour 7.2, 10.7).
@Suite("The mouse wheel in the lab session")
@MainActor
struct WheelSessionTests {
    @Test func aNotchDownScrollsTheListFortyPointsAndTheEventListSaysSo() throws {
        let session = try LabSession.open(scene: "scroll")
        var json: [String] = []
        session.log.jsonLog = { json.append($0) }
        let moved = session.wheel(notches: Point(x: 0, y: 1), at: session.toScreen(Point(x: 100, y: 100)))
        #expect(moved?.debugName == "List")
        #expect(moved?.contentOffset == Point(x: 0, y: 40))
        #expect(session.log.events.last.map(Strings.english.log.event) == "wheel ↓ → List (offset 0,40)")
        #expect(
            json == [
                #"{"type":"wheel","direction":"down","x":100,"y":100,"scrollView":"List","offset":{"x":0,"y":40}}"#
            ])
        // Not a touch: nothing was delivered, so nothing is explained.
        #expect(session.overlay.explanation == nil)
        #expect(session.scene.application.activeTouches.isEmpty)
    }

    @Test func aNotchUpAtTheTopMovesNothingAndSaysSo() throws {
        let session = try LabSession.open(scene: "scroll")
        #expect(session.wheel(notches: Point(x: 0, y: -1), at: session.toScreen(Point(x: 100, y: 100))) == nil)
        #expect(session.log.events.last.map(Strings.english.log.event) == "wheel ↑ → nothing scrolls that way here")
    }

    @Test func sidewaysOverAVerticalListScrollsThePagerAroundIt() throws {
        let session = try LabSession.open(scene: "pager")
        let moved = session.wheel(notches: Point(x: 1, y: 0), at: session.toScreen(Point(x: 200, y: 300)))
        #expect(moved?.debugName == "Pager")
        #expect(moved?.contentOffset == Point(x: 40, y: 0))
        #expect(session.log.events.last.map(Strings.english.log.event) == "wheel → → Pager (offset 40,0)")
    }
}
