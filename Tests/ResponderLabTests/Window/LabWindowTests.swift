import Foundation
import HostInput
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// The window's logic (keys, pointer, zoom, replay, the timers of deadlines
/// and frames, a fling's deceleration) driven through a host whose clock the
/// test advances: no X server. What only a real server shows stays in the
/// real-window tests.
@Suite("The lab window's logic on a host of the test's")
@MainActor
struct LabWindowTests {
    let host = FakeHost()
    let lab: LabWindow
    var session: LabSession { lab.session }
    /// The JSON lines the session logged (`run --log json`).
    let log = Lines()

    final class Lines {
        var all: [[String: Any]] = []
        func of(_ type: String) -> [[String: Any]] { all.filter { $0["type"] as? String == type } }
    }

    init(scene: String = "hit-order") throws {
        let session = try LabSession.open(scene: scene)
        lab = LabWindow(session: session, host: host, screen: try LabPainter())
        host.lab = lab
        let log = self.log
        session.log.jsonLog = { line in
            log.all.append((try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:])
        }
        lab.displayIfNeeded()
    }

    /// A key pressed and released.
    func type(_ key: HostInput.Key, shift: Bool = false) {
        lab.type(key, shift ? [.shift] : [], on: host)
    }

    /// A button down at a scene point (the scene is drawn at the window's top left, under the header).
    func press(_ p: Point, button: HostInput.PointerButton = .primary, _ modifiers: HostInput.Modifiers = []) {
        let s = session.toScreen(p)
        lab.handle(.pointerDown(button, x: s.x, y: s.y, time: host.now, modifiers: modifiers))
    }

    func move(_ p: Point, _ buttons: HostInput.PointerButtons = [.primary]) {
        let s = session.toScreen(p)
        lab.handle(.pointerMoved(x: s.x, y: s.y, time: host.now, buttons: buttons, modifiers: []))
    }

    func release(_ p: Point, button: HostInput.PointerButton = .primary) {
        let s = session.toScreen(p)
        lab.handle(.pointerUp(button, x: s.x, y: s.y, time: host.now, modifiers: []))
    }

    // MARK: Keys

    @Test func theTablesKeysToggleWhatTheKeyLineSaysAndTheTitleFollowsTheScene() throws {
        #expect(session.overlay.isVisible)
        type("d")
        #expect(!session.overlay.isVisible)
        #expect(try LabPainter().footerLines(session, width: 2000).joined().contains("D overlay off"))
        type(.tab)
        #expect(session.document.sceneIndex == 1)
        #expect(host.title == "ResponderLab — \(session.scene.title)")
        type(.tab, shift: true)
        type(.tab, shift: true)
        #expect(session.document.sceneIndex == SceneCatalog.names.count - 1)
        type("3")
        #expect(session.document.sceneIndex == 2)
    }

    @Test func qAndTheCloseButtonStopTheHost() {
        type("q")
        #expect(host.isStopped)
        let other = FakeHost()
        let window = LabWindow(session: session, host: other, screen: lab.screen)
        window.handle(.closeRequested)
        #expect(other.isStopped)
    }

    @Test func keysAreTheScenesWhileOneOfItsViewsIsFirstResponderAndEscapeGivesThemBack() throws {
        let first = try LabSession.open(scene: "first-responder")
        let host = FakeHost()
        let window = LabWindow(session: first, host: host, screen: lab.screen)
        let field = try #require(first.scene.window.view(named: "Name field"))
        _ = field.becomeFirstResponder()
        #expect(first.input.hasFirstResponder)
        window.handle(.key(.init(key: "d", isPress: true, time: 5)))
        #expect(first.overlay.isVisible, "d went to the field, not the lab")
        window.handle(.key(.init(key: .escape, isPress: true, time: 6)))
        #expect(!first.input.hasFirstResponder)
        #expect(!host.isStopped, "Escape gave the keys back; it did not quit")
    }

    @Test func theTreesKeysWorkOnlyWhileTheTreeShows() {
        type(.down)
        #expect(session.inspector.selected == nil)
        type("p")
        #expect(session.inspector.tab == .tree)
        type(.down)
        #expect(session.inspector.selected != nil)
    }

    // MARK: Pointer and zoom

    @Test func aClickOverTheSceneIsATouchAndOneOnThePanelIsNot() {
        press(Point(x: 300, y: 255))
        release(Point(x: 300, y: 255))
        #expect(log.of("touch").map { $0["phase"] as? String } == ["began", "ended"])
        let panel = session.layout.panelRect
        lab.handle(.pointerDown(.primary, x: panel.midX, y: panel.maxY - 20, time: host.now, modifiers: []))
        lab.handle(.pointerUp(.primary, x: panel.midX, y: panel.maxY - 20, time: host.now, modifiers: []))
        #expect(log.of("touch").count == 2)
    }

    @Test func plusZoomsAboutThePointerWhichKeepsShowingTheSameScenePoint() {
        let p = Point(x: 200, y: 150)
        move(p, [])
        let before = session.layout.toScene(session.viewport.pointer!)
        type("+")
        #expect(session.layout.userZoom == LabWindow.zoomStep)
        let after = session.layout.toScene(session.viewport.pointer!)
        #expect(abs(after.x - before.x) < 1e-9 && abs(after.y - before.y) < 1e-9)
        type("0")
        #expect(session.layout.userZoom == 1)
    }

    @Test func aMiddleDragPansTheCanvas() {
        press(Point(x: 100, y: 100), button: .middle)
        move(Point(x: 130, y: 90), [.middle])
        #expect(session.layout.pan == Point(x: 30, y: -10))
        #expect(log.of("touch").isEmpty)
    }

    @Test func rAfterAClickReplaysTheTouch() {
        press(Point(x: 300, y: 255))
        release(Point(x: 300, y: 255))
        host.advance(by: 1)
        type("r")
        #expect(session.log.events.contains { if case .replayed = $0 { true } else { false } })
        #expect(log.of("touch").count == 4)
    }

    // MARK: Timers

    @Test func aLongPressBeginsWhenTheHostsClockReachesItsDeadline() throws {
        let gestures = try LabSession.open(scene: "gestures")
        let host = FakeHost()
        let window = LabWindow(session: gestures, host: host, screen: lab.screen)
        host.lab = window
        let pad = try #require(gestures.scene.window.view(named: "Press pad"))
        let center = gestures.toScreen(pad.convert(Point(x: pad.bounds.midX, y: pad.bounds.midY), to: nil))
        window.handle(.pointerDown(.primary, x: center.x, y: center.y, time: host.now, modifiers: []))
        #expect(host.pendingTimers == 1, "the long press's deadline is armed")
        host.advance(by: 0.45)
        #expect(
            !gestures.log.activities.contains {
                Strings.english.log.activity($0.entry)?.contains("Long press: possible → began") == true
            })
        host.advance(by: 0.1)
        #expect(
            gestures.log.activities.contains {
                Strings.english.log.activity($0.entry)?.contains("Long press: possible → began") == true
            })
    }

    /// A drag that flicks the list up and lets go while moving.
    func fling() {
        let x = 100.0
        press(Point(x: x, y: 400))
        for y in [376.0, 336, 296] {
            host.advance(by: 0.02)
            move(Point(x: x, y: y))
        }
        release(Point(x: x, y: 296))
    }

    @Test func aFlingDeceleratesOnTheHostsTimersAndThenNoTimerIsLeft() throws {
        let scroll = try LabWindowTests(scene: "scroll")
        let list = try #require(scroll.session.scene.window.view(named: "List") as? ScrollView)
        scroll.fling()
        let released = list.contentOffset.y
        #expect(list.isDecelerating)
        var offsets: [Double] = []
        for _ in 0..<30 {
            scroll.host.advance(by: 1.0 / 60)
            offsets.append(list.contentOffset.y)
        }
        #expect(offsets.first! > released && offsets == offsets.sorted(), "the list moves on by itself, never back")
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        #expect(steps.last! < steps.first!, "and slows down")
        scroll.host.advance(by: 10, inStepsOf: 0.25)
        #expect(!list.isDecelerating)
        #expect(scroll.host.pendingTimers == 0, "at rest, the window arms no timer: it sleeps")
        let ended = try #require(scroll.log.of("scrollEnded").first)
        #expect(ended["scrollView"] as? String == "List")
        #expect((ended["offset"] as? [String: Any])?["y"] as? Double == list.contentOffset.y)
    }

    @Test func aTimerTheLoadedHostRanLateCatchesUpWithTheWindowsClock() throws {
        let scroll = try LabWindowTests(scene: "scroll")
        scroll.fling()
        scroll.host.advance(by: 0.1)
        let application = scroll.session.scene.application
        // The loop is held up for a second: its next turn fires the frame's timer a second late.
        scroll.host.stall(for: 1)
        scroll.host.advance(by: 0)
        #expect(
            abs(application.currentTime - scroll.lab.now) < 1e-9,
            "the application's time is the window's: the frames missed are skipped")
    }

    @Test func theScrollViewsHeldBackTouchRunsAFrameClockOnlyUntilItsDelayEnds() throws {
        let scroll = try LabWindowTests(scene: "scroll")
        scroll.press(Point(x: 100, y: 400))
        let frames = scroll.host.framesPresented
        scroll.host.advance(by: 0.1, inStepsOf: 1.0 / 60)
        #expect(scroll.host.framesPresented - frames >= 5, "the overlay's 0.15 s clock runs down frame by frame")
        scroll.host.advance(by: 0.2, inStepsOf: 1.0 / 60)
        let settled = scroll.host.framesPresented
        scroll.host.advance(by: 1, inStepsOf: 0.1)
        #expect(scroll.host.framesPresented == settled, "once the row has the touch, nothing moves with time alone")
        #expect(scroll.host.pendingTimers == 0)
    }
}
