import ResponderKit
import TestSupport
import Testing

@Suite("Several touches with recognizers (behaviour 3.5, 6) and key presses (behaviour 5)")
@MainActor
struct MultiTouchGestureTests {
    /// left (0, 0, 100, 100) and right (200, 0, 100, 100) in a 400 × 400 window.
    @MainActor
    final class Scene {
        let log = EventLog()
        let app: Application
        let window: Window
        let left: ProbeView
        let right: ProbeView

        init() {
            (app, window) = makeApp()
            left = ProbeView("left", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
            right = ProbeView("right", frame: Rect(x: 200, y: 0, width: 100, height: 100), log: log)
            window.addSubview(left)
            window.addSubview(right)
        }

        func touch(_ phase: Touch.Phase, _ x: Double, _ y: Double, at time: Double, id: Int) {
            app.injectTouch(phase, at: Point(x: x, y: y), in: window, id: id, timestamp: time)
        }
    }

    let s = Scene()

    @Test func exclusiveTouchBlocksASecondTouchElsewhereButRecognizersStillSeeIt() {
        s.left.isExclusiveTouch = true
        s.window.addGestureRecognizer(WatchingRecognizer("watcher", log: s.log))
        s.touch(.began, 10, 10, at: 0, id: 0)
        s.touch(.began, 210, 10, at: 0.01, id: 1)
        s.touch(.ended, 210, 10, at: 0.02, id: 1)
        s.touch(.ended, 10, 10, at: 0.03, id: 0)
        #expect(
            s.log.entries == [
                "watcher saw began [0]", "left began [0]",
                "watcher saw began [1]",
                "watcher saw ended [1]",
                "watcher saw ended [0]", "left ended [0]",
            ])
        #expect(s.right.received.isEmpty)
    }

    @Test func exclusiveViewIsNotDeliveredATouchWhileAnotherViewTracksOneWithRecognizersAround() {
        s.right.isExclusiveTouch = true
        let tap = TapGestureRecognizer()
        tap.cancelsTouchesInView = false
        s.right.addGestureRecognizer(tap)
        var fired = 0
        tap.addAction { _ in fired += 1 }
        s.touch(.began, 10, 10, at: 0, id: 0)
        s.touch(.began, 210, 10, at: 0.01, id: 1)
        s.touch(.ended, 210, 10, at: 0.02, id: 1)
        #expect(s.log.entries == ["left began [0]"])
        #expect(fired == 1)  // the recognizer recognized the withheld touch's tap
    }

    @Test func viewWithoutMultipleTouchGetsOneFingerWhileItsRecognizerSeesBoth() {
        let log = s.log
        let tap = TapGestureRecognizer { _ in log.append("two-finger tap") }
        tap.numberOfTouchesRequired = 2
        s.left.addGestureRecognizer(tap)
        s.touch(.began, 10, 10, at: 0, id: 0)
        s.touch(.began, 30, 10, at: 0.01, id: 1)
        s.touch(.ended, 10, 10, at: 0.05, id: 0)
        s.touch(.ended, 30, 10, at: 0.06, id: 1)
        // The withheld second finger never reached the view, so only the first is cancelled.
        #expect(s.log.entries == ["left began [0]", "two-finger tap", "left cancelled [0]"])
    }

    @Test func everyTouchThatBeganOnAViewEndsExactlyOnceWithRecognizersInvolved() {
        s.left.isMultipleTouchEnabled = true
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let pan = PanGestureRecognizer()
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer(), swipe = SwipeGestureRecognizer()
        swipe.direction = [.left, .right, .up, .down]
        s.window.gestureRecognizers = [double, pan, pinch, rotation, swipe]
        var rng = SplitMix64(seed: 0xC0FFEE)
        var time = 0.0
        var down: [Int: Point] = [:]
        for _ in 0..<3000 {
            time += rng.double(0.005, 0.2)
            let id = rng.int(3)
            if let p = down[id] {
                if rng.chance(0.6) {
                    let q = Point(x: p.x + rng.double(-15, 15), y: p.y + rng.double(-15, 15))
                    down[id] = q
                    s.touch(.moved, q.x, q.y, at: time, id: id)
                } else {
                    down[id] = nil
                    s.touch(rng.chance(0.9) ? .ended : .cancelled, p.x, p.y, at: time, id: id)
                }
            } else {
                let p = Point(x: rng.double(0, 100), y: rng.double(0, 100))
                down[id] = p
                s.touch(.began, p.x, p.y, at: time, id: id)
            }
            if rng.chance(0.05) { s.app.advanceTime(by: rng.double(0, 1)) }
        }
        for (id, p) in down { s.touch(.ended, p.x, p.y, at: time + 1, id: id) }
        s.app.advanceTime(by: 10)
        for touch in s.left.received {
            let phases = s.left.phases(of: touch)
            #expect(phases.first == .began, "touch \(touch.id): \(phases)")
            #expect(
                phases.filter(\.isTerminal).count == 1 && phases.last?.isTerminal == true,
                "touch \(touch.id): \(phases)")
        }
        #expect(s.app.nextDeadline == nil)
        #expect((s.window.gestureRecognizers ?? []).allSatisfy { $0.state == .possible })
        #expect(pinch.scale == 1 && rotation.rotation == 0 && pinch.velocity == 0 && rotation.velocity == 0)
    }

    // MARK: behaviour 5: presses walk the chain, named like UIKit

    @Test func pressesEndedAndCancelledWalkTheChainFromTheFirstResponder() {
        let field = KeyField(frame: Rect(x: 0, y: 0, width: 50, height: 20))
        s.left.addSubview(field)
        let delegate = KeyLogger()
        s.app.delegate = delegate
        #expect(field.becomeFirstResponder())
        s.app.injectKey(.began, key: Key(characters: "a"), timestamp: 0)
        s.app.injectKey(.ended, key: Key(characters: "a"), timestamp: 0.1)
        s.app.injectKey(.cancelled, key: Key(characters: "b"), timestamp: 0.2)
        #expect(delegate.entries == ["began a", "ended a", "cancelled b"])
        #expect(field.entries == ["began a", "ended a", "cancelled b"])
    }
}

/// A first responder that notes each press phase and passes it on.
@MainActor
final class KeyField: View {
    var entries: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        entries += presses.map { "began \($0.key?.characters ?? "")" }
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        entries += presses.map { "ended \($0.key?.characters ?? "")" }
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        entries += presses.map { "cancelled \($0.key?.characters ?? "")" }
        super.pressesCancelled(presses, with: event)
    }
}

/// The end of the chain: notes what reaches it.
@MainActor
final class KeyLogger: Responder, ApplicationDelegate {
    var entries: [String] = []
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        entries += presses.map { "began \($0.key?.characters ?? "")" }
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        entries += presses.map { "ended \($0.key?.characters ?? "")" }
    }
    override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        entries += presses.map { "cancelled \($0.key?.characters ?? "")" }
    }
}
