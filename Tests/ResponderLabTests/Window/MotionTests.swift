import Foundation
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// What the overlay and the panel say right after content moved: the hover
/// preview follows the view now under a still pointer, the touch's marker
/// moves with the content it landed on, a row a quick drag never told
/// anything is not said to be cancelled, and a held-back chain says how it
/// ended (behaviour 10.3, 10.7). Driven through a host whose clock the test advances.
@Suite("Right after motion: the hover, the marker and the chain follow")
@MainActor
struct MotionTests {
    /// The view a click at `p` (scene points) would hit now.
    static func hitView(at p: Point, in session: LabSession) -> View? {
        session.scene.window.hitTest(p, with: nil)
    }

    @Test func aWheelNotchUnderAStillPointerPreviewsTheRowNowUnderIt() throws {
        let session = try LabSession.open(scene: "scroll")
        let p = Point(x: 100, y: 400)
        session.movePointer(to: session.toScreen(p))
        let before = try #require(session.overlay.preview?.hitTest.hitView)
        session.wheel(notches: Point(x: 0, y: 1), at: session.toScreen(p))
        let after = try #require(session.overlay.preview?.hitTest.hitView)
        #expect(after !== before, "the row that scrolled away is no longer named")
        #expect(after === Self.hitView(at: p, in: session))
        let tooltip = try #require(HoverTooltip(showing: session, strings: .english))
        #expect(tooltip.lines.first?.text == "click → \(after.debugName)")
    }

    @Test func aFlingDeceleratingUnderAStillPointerKeepsThePreviewOnTheRowUnderIt() throws {
        let window = try LabWindowTests(scene: "scroll")
        let session = window.session
        let list = try #require(session.scene.window.view(named: "List") as? ScrollView)
        window.fling()
        let p = Point(x: 100, y: 250)
        window.move(p, [])
        let first = try #require(session.overlay.preview?.hitTest.hitView)
        window.host.advance(by: 0.5, inStepsOf: 1.0 / 60)
        #expect(list.isDecelerating || list.contentOffset.y > 0)
        let now = try #require(session.overlay.preview?.hitTest.hitView)
        #expect(now === Self.hitView(at: p, in: session))
        #expect(now !== first, "the list moved under the pointer: another row is there")
    }

    @Test func theTouchMarkerMovesWithTheContentAScrollMovedOrSaysWhereThePressWas() throws {
        let session = try LabSession.open(scene: "scroll")
        let screen = try LabPainter()
        let p = Point(x: 100, y: 400)
        Script.click([p], in: session)
        session.viewport.pointer = nil
        _ = screen.render(session, size: session.layout.windowSize)
        #expect(screen.labels?.marker?.point == p)
        // One notch: the row moved up 40 points, and the marker with it.
        session.wheel(notches: Point(x: 0, y: 1), at: session.toScreen(p))
        _ = screen.render(session, size: session.layout.windowSize)
        let moved = try #require(screen.labels?.marker)
        #expect(abs(moved.point.y - (p.y - 40)) < 1e-9 && moved.point.x == p.x && !moved.pressedHere)
        // Scrolled out of the list's sight: the marker stays at the press and says so.
        for _ in 0..<12 { session.wheel(notches: Point(x: 0, y: 1), at: session.toScreen(p)) }
        _ = screen.render(session, size: session.layout.windowSize)
        let away = try #require(screen.labels?.marker)
        #expect(away.point == p && away.pressedHere)
        #expect(screen.labels?.placed.contains { $0.text == Strings.english.pressedHere && $0.rect != nil } == true)
    }

    @Test func aQuickDragAcrossAPagersListNeverToldTheRowAnythingAndSaysSo() throws {
        let window = try LabWindowTests(scene: "pager")
        let session = window.session
        var text: [String] = []
        session.log.textLog = { text.append($0) }
        // Sideways at once: the pager's pan begins before the 0.15 s the row's began is held back.
        window.press(Point(x: 300, y: 300))
        for x in [280.0, 240, 200] {
            window.host.advance(by: 1.0 / 60)
            window.move(Point(x: x, y: 300))
        }
        let row = try #require(session.overlay.explanation?.hitTest.hitView)
        let chain = ChainSection(session.overlay.explanation, strings: .english)
        #expect(chain?.chips.map(\.label) == [Strings.english.neverDeliveredScrolledFirst])
        let taken = try #require(window.log.of("touch").last)
        #expect(taken["scroll"] as? String == "cancelledByScrolling")
        #expect(taken["contentReceivedBegan"] as? Bool == false)
        #expect(text.last == "moved: \(row.debugName): never delivered: the scroll began first")
        if case .delivery(let trace)? = session.log.events.last {
            #expect(Strings.english.log.delivery(trace).hasSuffix("never delivered: the scroll began first"))
        } else {
            Issue.record("no delivery line: \(session.log.events)")
        }
        let screen = try LabPainter()
        _ = screen.render(session, size: session.layout.windowSize)
        #expect(screen.labels?.placed.contains { $0.text == "Pager: never delivered: the scroll began first" } == true)
        #expect(!(screen.labels?.placed.contains { $0.text.contains("touchesCancelled") } ?? true))
    }

    @Test func aSlowDragStillCancelsTheRowThatHadTheTouch() throws {
        let window = try LabWindowTests(scene: "scroll")
        window.press(Point(x: 100, y: 400))
        window.host.advance(by: 0.3)
        for y in [380.0, 340, 300] {
            window.host.advance(by: 1.0 / 60)
            window.move(Point(x: 100, y: y))
        }
        let cancelled = try #require(window.log.of("touch").first { $0["phase"] as? String == "cancelled" })
        #expect(cancelled["scroll"] as? String == "cancelledByScrolling")
        #expect(cancelled["contentReceivedBegan"] == nil)
        let screen = try LabPainter()
        _ = screen.render(window.session, size: window.session.layout.windowSize)
        #expect(
            screen.labels?.placed.contains {
                $0.text == "List: \(Strings.english.scrollVerdict(.cancelledByScrolling))"
            } == true)
    }

    @Test func theHeldBackChainSaysHowTheTouchEnded() throws {
        // Lifted within the delay: the held-back began is delivered with the end, at once.
        let tap = try LabWindowTests(scene: "scroll")
        tap.press(Point(x: 100, y: 400))
        #expect(
            ChainSection(tap.session.overlay.explanation, strings: .english)?.chips.map(\.label)
                == [Strings.english.scrollVerdict(.delayed)])
        tap.host.advance(by: 0.05)
        tap.release(Point(x: 100, y: 400))
        #expect(tap.session.overlay.explanation?.delivery?.handledBy?.debugName == "Row 6")
        // Dragged within the delay: never delivered at all.
        let drag = try LabWindowTests(scene: "scroll")
        drag.press(Point(x: 100, y: 400))
        for y in [380.0, 340, 300] {
            drag.host.advance(by: 1.0 / 60)
            drag.move(Point(x: 100, y: y))
        }
        drag.release(Point(x: 100, y: 300))
        #expect(
            ChainSection(drag.session.overlay.explanation, strings: .english)?.chips.map(\.label)
                == [Strings.english.neverDeliveredScrolledFirst])
    }
}
