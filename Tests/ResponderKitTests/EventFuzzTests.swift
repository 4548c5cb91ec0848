import Foundation
import ResponderKit
import TestSupport
import Testing

/// A million random pointer samples through `Application.injectTouch`, while
/// the views that receive them rebuild the hierarchy under the touches and
/// hit-test again from inside the delivery. Nothing may crash, and every touch
/// that began must end exactly once, as its view and as the delivery
/// observer see it.
@Suite("Event fuzz: a million hostile samples")
@MainActor
struct EventFuzzTests {
    /// A million: enough that a delivery leaking even a few bytes shows; a debug build delivers them in about 15 s on
    /// the 2-core machine of the README's figures, delivery observer included.
    static let samples = 1_000_000

    @Test func aMillionRandomSamplesWithHierarchyChangesMidDeliveryEndEveryTouchExactlyOnce() {
        let fuzz = Fuzz(seed: 0xF022_0006)
        fuzz.run(samples: Self.samples)
        fuzz.endEverything()

        #expect(fuzz.app.activeTouches.isEmpty)
        // The observer's view: each touch began once, then moved zero or more times, then ended once.
        var began = 0, terminal = 0, bad: [String] = []
        for (_, phases) in fuzz.observed {
            guard phases.first == .began else {
                bad.append("\(phases.prefix(4))…")
                continue
            }
            began += 1
            let ends = phases.filter(\.isTerminal).count
            if ends == 1, phases.last!.isTerminal, phases.dropFirst().dropLast().allSatisfy({ $0 == .moved }) {
                terminal += 1
            } else {
                bad.append("\(phases.prefix(8))")
            }
        }
        #expect(bad.count == 0, "touches with a broken life, e.g. \(bad.prefix(3))")
        #expect(began == terminal)
        // Each touch as its own view saw it.
        bad = []
        var delivered = 0
        for view in fuzz.views {
            for (touch, phases) in view.phasesByTouch where touch.view === view {
                delivered += 1
                let ok =
                    phases.first == .began && phases.last?.isTerminal == true
                    && phases.filter(\.isTerminal).count == 1
                    && phases.dropFirst().dropLast().allSatisfy { $0 == .moved }
                if !ok { bad.append("\(view.name ?? "?"): \(phases.prefix(8))") }
            }
        }
        #expect(bad.count == 0, "views that saw a broken life, e.g. \(bad.prefix(3))")
        // The input really was hostile, and the hierarchy really changed under the touches.
        #expect(began > Self.samples / 10, "began \(began)")
        #expect(delivered > Self.samples / 50, "delivered \(delivered)")  // the others hit a window or nothing
        #expect(fuzz.mutationsDuringDelivery > Self.samples / 50, "mutations \(fuzz.mutationsDuringDelivery)")
        #expect(fuzz.cancelled > 1000, "cancelled \(fuzz.cancelled)")
    }
}

/// The fuzzing rig: two overlapping windows, a pool of views that mutate the
/// tree when touched, and a seeded generator of hostile input.
@MainActor
final class Fuzz {
    let app = Application()
    let windows: [Window]
    /// A window that belongs to no application until a touch begins in it.
    let stray = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    private(set) var views: [FuzzView] = []
    private var rng: SplitMix64
    private var time = 0.0
    /// Phases each touch was delivered with, as the delivery observer reported them.
    private(set) var observed: [ObjectIdentifier: [Touch.Phase]] = [:]
    /// Keeps the observed touches alive, so that their identifiers stay unique.
    private var touches: [Touch] = []
    private(set) var mutationsDuringDelivery = 0
    private(set) var mutations = 0
    private(set) var cancelled = 0
    private var depth = 0

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        let back = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let front = Window(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        front.windowLevel = Window.statusBarLevel
        windows = [back, front]
        for w in windows { app.addWindow(w) }
        back.makeKeyAndVisible()
        for i in 0..<32 {
            let view = FuzzView(
                fuzz: nil,
                frame: Rect(
                    x: rng.double(-20, 300), y: rng.double(-20, 300),
                    width: rng.double(10, 250), height: rng.double(10, 250)))
            view.name = "v\(i)"
            view.isMultipleTouchEnabled = rng.chance(0.5)
            (i < 4 ? windows[i % 2] : rng.chance(0.5) ? windows[rng.int(2)] : views[rng.int(views.count)]).addSubview(
                view)
            views.append(view)
        }
        for view in views {
            view.fuzz = self
            if rng.chance(0.15) { view.probe = views[rng.int(views.count)] }
            view.misbehaves = rng.chance(0.1)
        }
        app.addDeliveryObserver { [unowned self] trace in
            for touch in trace.touches {
                let key = ObjectIdentifier(touch)
                if observed[key] == nil { touches.append(touch) }
                observed[key, default: []].append(trace.phase)
                if trace.phase == .cancelled { cancelled += 1 }
            }
        }
    }

    func run(samples: Int) {
        for _ in 0..<samples {
            injectRandomSample()
            if rng.chance(0.02) { mutate() }
        }
    }

    /// Ends what is still down, in the window it began in, and brings back every window.
    func endEverything() {
        for w in windows where !app.windows.contains(where: { $0 === w }) { app.addWindow(w) }
        for touch in app.activeTouches {
            app.injectTouch(
                .cancelled, at: Point(x: 1, y: 1), in: touch.window ?? windows[0], id: touch.id, timestamp: time)
        }
    }

    /// One pointer sample: any phase, any id, any window, any coordinates, any time.
    private func injectRandomSample() {
        let phases: [Touch.Phase] = [
            .began, .began, .moved, .moved, .moved, .moved, .ended, .ended, .cancelled, .stationary,
        ]
        let phase = rng.pick(phases)
        let id = rng.chance(0.02) ? rng.pick([-1, Int.max, Int.min, 1_000_000]) : rng.int(5)
        let window = rng.chance(0.02) ? stray : windows[rng.chance(0.8) ? 0 : 1]
        time += rng.chance(0.1) ? rng.double(-1, 0) : rng.double(0, 0.05)  // backwards, one time in ten
        if rng.chance(0.001) { time = rng.pick([.nan, .infinity, -.infinity, 1e300, -1e300]) }
        app.injectTouch(phase, at: Point(x: coordinate(), y: coordinate()), in: window, id: id, timestamp: time)
        if !time.isFinite || abs(time) > 1e12 { time = 0 }
    }

    private func coordinate() -> Double {
        if rng.chance(0.9) { return rng.double(-50, 450) }
        return rng.pick([
            .nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, -0.0, 1e-300, 4e9,
        ])
    }

    /// A change to the hierarchy, from inside a delivery (`FuzzView`) or between samples.
    func mutate(duringDelivery: Bool = false) {
        guard depth < 3 else { return }  // a mutation's own deliveries may mutate, but not forever
        depth += 1
        defer { depth -= 1 }
        if duringDelivery { mutationsDuringDelivery += 1 }
        mutations += 1
        let view = views[rng.int(views.count)]
        // Breaking changes are rarer than repairs, so that most samples still land on views.
        switch rng.int(20) {
        case 0: view.removeFromSuperview()
        case 1, 2, 3: views[rng.int(views.count)].addSubview(view)  // refused when it would make a cycle
        case 4: windows[rng.int(2)].addSubview(view)
        case 5: view.superview?.insertSubview(view, at: rng.int(4) - 1)
        case 6: view.isHidden = rng.chance(0.3)
        case 7: view.alpha = rng.pick([0, 0.005, 0.01, 0.011, 1, 1, 1, .nan, -3])
        case 8: view.isUserInteractionEnabled = rng.chance(0.7)
        case 9:
            view.frame =
                rng.chance(0.9)
                ? Rect(
                    x: rng.double(-20, 300), y: rng.double(-20, 300), width: rng.double(-10, 250),
                    height: rng.double(-10, 250))
                : Rect(x: coordinate(), y: coordinate(), width: coordinate(), height: coordinate())
        case 10:
            view.transform = rng.pick([
                .identity, .identity, Transform(rotationAngle: rng.double(-3, 3)),
                Transform(scaleX: 0, y: 1), Transform(scaleX: rng.double(-3, 3), y: 2),
            ])
        case 11, 12:
            // Re-enter hit-testing, plain and traced, anywhere.
            let w = windows[rng.int(2)]
            let p = Point(x: coordinate(), y: coordinate())
            let before = mutations
            let hit = w.hitTest(p, with: nil)
            let trace = w.hitTestTrace(at: p)
            // The same answer, unless a misbehaving override changed the tree meanwhile.
            precondition(trace.hitView === hit || mutations != before, "a traced hit-test answered differently")
        case 13, 14:
            // A touch phase from inside a delivery: it waits for the delivery to finish.
            injectRandomSample()
        case 15:
            let w = windows[rng.int(2)]
            if app.windows.contains(where: { $0 === w }) { app.removeWindow(w) }
        case 16:
            view.isExclusiveTouch = rng.chance(0.2)
            view.isMultipleTouchEnabled.toggle()
        default:
            // Repair: a plain, visible view in a window, and every window back in the application.
            view.isHidden = false
            view.alpha = 1
            view.isUserInteractionEnabled = true
            view.transform = .identity
            view.frame = Rect(
                x: rng.double(-20, 300), y: rng.double(-20, 300), width: rng.double(20, 250),
                height: rng.double(20, 250))
            windows[rng.int(2)].addSubview(view)
            for w in windows where !app.windows.contains(where: { $0 === w }) { app.addWindow(w) }
        }
    }
}

/// A view that records every phase of every touch it receives and, one time in
/// four, changes the hierarchy before handling or forwarding the touches.
@MainActor
final class FuzzView: View {
    weak var fuzz: Fuzz?
    private(set) var phasesByTouch: [Touch: [Touch.Phase]] = [:]
    private var coin = 0

    init(fuzz: Fuzz?, frame: Rect) {
        self.fuzz = fuzz
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }

    private func receive(_ phase: Touch.Phase, _ touches: Set<Touch>) -> Bool {
        for touch in touches { phasesByTouch[touch, default: []].append(phase) }
        coin &+= 1
        if coin % 4 == 0 { fuzz?.mutate(duringDelivery: true) }
        return coin % 3 == 0  // forward along the chain one time in three
    }

    /// When set, hit-testing this view first asks `probe` (anywhere in any tree, as
    /// the bulging tab bar asks its button) and takes its answer one time in two.
    weak var probe: View?
    /// Changes the hierarchy from inside `hitTest`, now and then.
    var misbehaves = false
    private static var probing = 0

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        if misbehaves, let fuzz, point.x.isFinite, Int(point.x) % 7 == 0 {
            // Against the rules (hitTest must have no side effects), as careless code does.
            fuzz.mutate()
        }
        if let probe, Self.probing < 2 {  // overrides asking each other in a circle would never end
            Self.probing += 1
            defer { Self.probing -= 1 }
            let hit = probe.hitTest(probe.convert(point, from: self), with: event)
            if let hit, Int(point.x.isFinite ? point.x : 0) % 2 == 0 { return hit }
        }
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if receive(.began, touches) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if receive(.moved, touches) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if receive(.ended, touches) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if receive(.cancelled, touches) { super.touchesCancelled(touches, with: event) }
    }
}
