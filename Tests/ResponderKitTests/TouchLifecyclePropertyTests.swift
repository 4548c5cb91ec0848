import ResponderKit
import TestSupport
import Testing

@Suite("Properties: every touch that began ends exactly once, whatever the input")
@MainActor
struct TouchLifecyclePropertyTests {
    static let scripts = 300
    static let stepsPerScript = 200

    @Test func everyDeliveredTouchBeginsOnceAndEndsExactlyOnceUnderRandomInput() {
        var failures = 0, delivered = 0, cancelled = 0
        for k in 0..<Self.scripts where failures < 5 {
            let seed = 0x70C4_0000 + UInt64(k)
            var rng = SplitMix64(seed: seed)
            let app = Application()
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            app.addWindow(window)
            let log = EventLog()
            var probes: [ProbeView] = []
            for i in 0..<8 {
                // p0 fills the window (until it is moved or hidden), so most touches land on a probe.
                let frame =
                    i == 0
                    ? window.bounds
                    : Rect(
                        x: rng.double(0, 300), y: rng.double(0, 300),
                        width: rng.double(20, 200), height: rng.double(20, 200))
                let probe = ProbeView("p\(i)", frame: frame, log: log, handles: rng.chance(0.5))
                probe.isMultipleTouchEnabled = rng.chance(0.5)
                probe.isExclusiveTouch = rng.chance(0.1)
                (i == 0 || rng.chance(0.4) ? window : probes[rng.int(probes.count)]).addSubview(probe)
                probes.append(probe)
            }
            var time = 0.0
            var script: [String] = []
            for _ in 0..<Self.stepsPerScript {
                let roll = rng.unit()
                time += rng.double(-0.05, 0.2)  // sometimes backwards
                if roll < 0.7 {
                    let phase = rng.pick([
                        Touch.Phase.began, .began, .moved, .moved, .moved, .stationary, .ended, .ended, .cancelled,
                    ])
                    let id = rng.int(4)
                    let point =
                        rng.chance(0.05)
                        ? Point(x: .nan, y: 1) : Point(x: rng.double(-20, 420), y: rng.double(-20, 420))
                    script.append("\(phase) \(id)")
                    app.injectTouch(phase, at: point, in: window, id: id, timestamp: time)
                } else if roll < 0.8 {
                    let p = probes[rng.int(probes.count)]
                    script.append("remove \(p.debugName)")
                    p.removeFromSuperview()
                } else if roll < 0.9 {
                    let p = probes[rng.int(probes.count)]
                    let parent: View = rng.chance(0.3) ? window : probes[rng.int(probes.count)]
                    script.append("move \(p.debugName) into \(parent.debugName)")
                    parent.addSubview(p)  // refused when it would make a cycle
                } else if roll < 0.95 {
                    let p = probes[rng.int(probes.count)]
                    p.isHidden.toggle()
                    script.append("hide/show \(p.debugName)")
                } else if roll < 0.98 {
                    script.append("exclusive/multiple")
                    let p = probes[rng.int(probes.count)]
                    p.isExclusiveTouch.toggle()
                    p.isMultipleTouchEnabled.toggle()
                } else if app.windows.isEmpty {
                    script.append("add window")
                    app.addWindow(window)
                } else {
                    script.append("remove window")
                    app.removeWindow(window)
                }
            }
            app.addWindow(window)
            for touch in app.activeTouches {
                app.injectTouch(.ended, at: Point(x: 1, y: 1), in: window, id: touch.id, timestamp: time + 1)
            }
            #expect(app.activeTouches.isEmpty, "seed \(seed)")
            // Each touch as its own view saw it: began, moves, then exactly one ended or cancelled.
            for probe in probes {
                for touch in probe.received where touch.view === probe {
                    delivered += 1
                    let phases = probe.phases(of: touch)
                    if phases.last == .cancelled { cancelled += 1 }
                    let middle = phases.dropFirst().dropLast()
                    let ok =
                        phases.first == .began && (phases.last == .ended || phases.last == .cancelled)
                        && phases.count >= 2 && middle.allSatisfy { $0 == .moved } && touch.phase.isTerminal
                    if !ok {
                        failures += 1
                        Issue.record(
                            "seed \(seed): touch \(touch.id) on \(probe.debugName) saw \(phases); script: \(script.suffix(30))"
                        )
                        break
                    }
                }
            }
        }
        #expect(failures == 0)
        // The scripts must really exercise both endings.
        #expect(
            delivered > 5 * Self.scripts && cancelled * 10 > delivered, "delivered \(delivered), cancelled \(cancelled)"
        )
    }
}
