import HostInput
import ResponderKit
import Testing

@testable import LabKit

/// Whose a key is is decided once, at its press, and every press the scene
/// heard begin ends exactly once (behaviour 5); every touch down when the
/// window closes is cancelled exactly once (behaviour 7.3). Driven through a
/// host whose clock the test advances.
@Suite("Every began ends once: keys and touches in the window")
@MainActor
struct EveryBeganEndsTests {
    /// The last stop of the scene's responder chain: the presses nobody handled.
    final class ChainEnd: Responder, ApplicationDelegate {
        var heard: [String] = []
        override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { note("began", presses) }
        override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { note("ended", presses) }
        override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) { note("cancelled", presses) }
        private func note(_ phase: String, _ presses: Set<Press>) {
            for press in presses { heard.append("\(phase) \(press.key?.name ?? press.key?.characters ?? "?")") }
        }
    }

    /// Becomes first responder, and resigns on Return, as a field whose delegate ends editing does.
    final class ResignsOnReturn: View {
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
            if presses.contains(where: { $0.key?.name == "Return" }) { _ = resignFirstResponder() }
            super.pressesBegan(presses, with: event)
        }
    }

    let window: LabWindowTests
    var lab: LabWindow { window.lab }
    var host: FakeHost { window.host }
    let chainEnd = ChainEnd()

    init() throws {
        window = try LabWindowTests(scene: "hit-order")
        window.session.scene.application.delegate = chainEnd
    }

    /// The scene's presses among what `inputs` meant, as "phase key".
    func scenePresses(_ inputs: [LabInput]) -> [String] {
        inputs.compactMap { input in
            guard case let .sceneKey(phase, key, _) = input else { return nil }
            return "\(phase) \(key.name ?? key.characters)"
        }
    }

    func stroke(_ key: HostInput.Key, isPress: Bool, isRepeat: Bool = false) -> [String] {
        scenePresses(lab.handle(.key(.init(key: key, isPress: isPress, isRepeat: isRepeat, time: host.now))))
    }

    func makeFirstResponder() -> ResignsOnReturn {
        let view = ResignsOnReturn(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.session.scene.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        return view
    }

    @Test func aKeyTheLabDoesNotUseWithNoFirstResponderBeginsAndEndsInTheScene() {
        #expect(stroke("x", isPress: true) == ["began x"])
        #expect(stroke("x", isPress: false) == ["ended x"])
        #expect(chainEnd.heard == ["began x", "ended x"])
    }

    @Test func aKeyWithAFirstResponderBeginsAndEndsInTheScene() {
        _ = makeFirstResponder()
        #expect(stroke(.up, isPress: true) == ["began Up"])
        #expect(stroke(.up, isPress: false) == ["ended Up"])
        #expect(chainEnd.heard == ["began Up", "ended Up"])
    }

    @Test func returnThatResignsTheFirstResponderMidPressStillEndsOnce() {
        let view = makeFirstResponder()
        #expect(stroke(.return, isPress: true) == ["began Return"])
        #expect(!view.isFirstResponder, "Return resigned it: the keys are the lab's again")
        #expect(stroke(.return, isPress: false) == ["ended Return"])
        #expect(chainEnd.heard == ["began Return", "ended Return"])
    }

    @Test func aLabKeyReleasedAfterAViewBecameFirstResponderEndsNothingInTheScene() {
        #expect(stroke("d", isPress: true).isEmpty)
        #expect(!window.session.overlay.isVisible, "d is the lab's")
        _ = makeFirstResponder()
        #expect(stroke("d", isPress: false).isEmpty, "the scene never heard d begin")
        #expect(chainEnd.heard.isEmpty)
    }

    @Test func aHeldKeysRepeatsAreOnePressForTheSceneAndTheLabsCommandAgain() {
        #expect(stroke("x", isPress: true) == ["began x"])
        #expect(stroke("x", isPress: true, isRepeat: true).isEmpty)
        #expect(stroke("x", isPress: false) == ["ended x"])
        lab.handle(.key(.init(key: "+", isPress: true, time: host.now)))
        lab.handle(.key(.init(key: "+", isPress: true, isRepeat: true, time: host.now)))
        #expect(window.session.layout.userZoom == LabWindow.zoomStep * LabWindow.zoomStep)
    }

    @Test func escapeThatGaveTheKeysBackDoesNotQuitWhenItRepeats() {
        _ = makeFirstResponder()
        #expect(stroke(.escape, isPress: true).isEmpty)
        #expect(!window.session.input.hasFirstResponder)
        #expect(stroke(.escape, isPress: true, isRepeat: true).isEmpty)
        #expect(!host.isStopped)
        #expect(stroke(.escape, isPress: false).isEmpty)
    }

    @Test func theKeyboardGoingElsewhereCancelsTheScenesHeldKeysOnce() {
        #expect(stroke("x", isPress: true) == ["began x"])
        #expect(scenePresses(lab.handle(.focusOut)) == ["cancelled x"])
        #expect(stroke("x", isPress: false).isEmpty, "its release was not ours to wait for")
        #expect(chainEnd.heard == ["began x", "cancelled x"])
    }

    @Test func closingTheWindowCancelsAHeldKeyOnce() {
        #expect(stroke("x", isPress: true) == ["began x"])
        lab.close()
        #expect(chainEnd.heard == ["began x", "cancelled x"])
    }

    /// The touches' phases the session logged, and when.
    func touchPhases() -> [String] {
        window.log.of("touch").compactMap { $0["phase"] as? String }
    }

    @Test func quitWithATouchDownCancelsItOnceAsTheWindowCloses() throws {
        window.press(Point(x: 300, y: 255))
        let touch = try #require(window.session.scene.application.activeTouches.first)
        host.advance(by: 0.25)
        window.type("q")
        #expect(host.isStopped)
        #expect(touchPhases() == ["began"], "Q stops the loop; the window ends what is down as it closes")
        host.advance(by: 0.25)
        lab.close()
        lab.close()
        #expect(touchPhases() == ["began", "cancelled"])
        #expect(
            touch.phase == .cancelled && abs(touch.timestamp - lab.now) < 1e-9,
            "cancelled at the window's time as it closed")
    }

    @Test func theCloseButtonWithATouchDownCancelsItOnceAtTheWindowsTime() throws {
        window.press(Point(x: 300, y: 255))
        let touch = try #require(window.session.scene.application.activeTouches.first)
        host.advance(by: 0.5)
        lab.handle(.closeRequested)
        #expect(host.isStopped)
        #expect(touchPhases() == ["began"], "the close button asks; the window ends what is down as it closes")
        lab.close()
        #expect(touchPhases() == ["began", "cancelled"])
        #expect(touch.phase == .cancelled && abs(touch.timestamp - lab.now) < 1e-9)
    }
}
