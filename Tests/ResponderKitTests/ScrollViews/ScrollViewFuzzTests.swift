import ResponderKit
import TestSupport
import Testing

/// Random presses, moves, releases and pauses over nested scroll views full of
/// buttons, with the flags flipped between gestures: every touch that began
/// ends exactly once for every view that got it, and once the motion
/// settles, every offset is finite and within its range.
@Suite("Scroll view fuzz: nested scroll views with buttons (behaviour 10)")
@MainActor
struct ScrollViewFuzzTests {
    @Test(arguments: [UInt64(0x5C20_0001), 0x5C20_0002, 0x5C20_0003])
    func randomGesturesEndEveryTouchOnceAndSettleWithinRange(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let (app, window) = makeApp()
        let log = EventLog()
        var views: [ProbeView] = []
        var scrollViews: [ScrollView] = []
        let outer = SteeredScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        outer.contentSize = Size(width: 1200, height: 400)
        window.addSubview(outer)
        scrollViews.append(outer)
        for page in 0..<3 {
            let list = SteeredScrollView(frame: Rect(x: Double(page) * 400, y: 0, width: 400, height: 400))
            list.contentSize = Size(width: 400, height: 2000)
            outer.addSubview(list)
            scrollViews.append(list)
            for r in 0..<20 {
                let y = Double(r) * 100
                let row = ProbeView("row\(page).\(r)", frame: Rect(x: 0, y: y, width: 400, height: 90), log: log)
                list.addSubview(row)
                views.append(row)
                let button = TrackingButton(
                    "b\(page).\(r)", frame: Rect(x: 250, y: 20, width: 100, height: 50), log: log)
                row.addSubview(button)
                if r % 7 == 3 {
                    let carousel = ScrollView(frame: Rect(x: 0, y: 0, width: 240, height: 90))
                    carousel.contentSize = Size(width: 800, height: 90)
                    row.addSubview(carousel)
                    scrollViews.append(carousel)
                }
            }
        }
        var observed: [ObjectIdentifier: [Touch.Phase]] = [:]
        var keep: [Touch] = []
        app.addDeliveryObserver { trace in
            guard !trace.steps.isEmpty else { return }
            for touch in trace.touches {
                if observed[ObjectIdentifier(touch)] == nil { keep.append(touch) }
                observed[ObjectIdentifier(touch), default: []].append(trace.phase)
            }
        }

        var time = 0.0
        var down: [Int: Point] = [:]
        for _ in 0..<4000 {
            time += rng.pick([0, 0.005, 0.01, 0.016, 0.05, 0.16, 0.4])
            let id = rng.int(2)
            if let p = down[id] {
                switch rng.int(10) {
                case 0...6:
                    let q = Point(x: p.x + rng.double(-40, 40), y: p.y + rng.double(-40, 40))
                    down[id] = q
                    app.injectTouch(.moved, at: q, in: window, id: id, timestamp: time)
                case 7, 8:
                    down[id] = nil
                    app.injectTouch(.ended, at: p, in: window, id: id, timestamp: time)
                default:
                    down[id] = nil
                    app.injectTouch(.cancelled, at: p, in: window, id: id, timestamp: time)
                }
            } else if rng.chance(0.6) {
                let p = Point(x: rng.double(-10, 410), y: rng.double(-10, 410))
                down[id] = p
                app.injectTouch(.began, at: p, in: window, id: id, timestamp: time)
            } else {
                if down.isEmpty, rng.chance(0.3) {
                    let v = scrollViews[rng.int(scrollViews.count)]
                    v.delaysContentTouches = rng.chance(0.7)
                    v.canCancelContentTouches = rng.chance(0.7)
                    v.isScrollEnabled = rng.chance(0.85)
                    v.bounces = rng.chance(0.8)
                    v.decelerationRate = rng.pick([.normal, .fast])
                    (v as? SteeredScrollView)?.shouldBegin = rng.chance(0.85)
                    (v as? SteeredScrollView)?.shouldCancel = rng.pick([nil, true, false])
                    if rng.chance(0.2) {
                        let low = v.minimumContentOffset, high = v.maximumContentOffset
                        let target = Point(x: rng.double(low.x, high.x + 1e-9), y: rng.double(low.y, high.y + 1e-9))
                        v.setContentOffset(v.clampedForTest(target), animated: rng.chance(0.5))
                    }
                }
                app.advanceTime(to: time)
            }
        }
        for (id, p) in down { app.injectTouch(.ended, at: p, in: window, id: id, timestamp: time) }
        var frames = 0
        while let deadline = app.nextDeadline, frames < 100_000 {
            app.advanceTime(to: deadline)
            frames += 1
        }

        #expect(app.nextDeadline == nil)
        #expect(app.activeTouches.isEmpty)
        var bad: [String] = []
        for (_, phases) in observed {
            let ok =
                phases.first == .began && phases.filter(\.isTerminal).count == 1 && phases.last!.isTerminal
                && phases.dropFirst().dropLast().allSatisfy { $0 == .moved }
            if !ok { bad.append("\(phases.prefix(6))") }
        }
        #expect(bad.isEmpty, "broken lives, e.g. \(bad.prefix(3))")
        #expect(observed.count > 100, "delivered \(observed.count)")
        for v in scrollViews {
            let o = v.contentOffset, low = v.minimumContentOffset, high = v.maximumContentOffset
            #expect(o.isFinite)
            #expect(
                o.x >= low.x - 1e-9 && o.x <= high.x + 1e-9 && o.y >= low.y - 1e-9 && o.y <= high.y + 1e-9,
                "\(v.debugName) at \(o), range \(low)…\(high)")
            #expect(!v.isDragging && !v.isTracking && !v.isDecelerating)
        }
        #expect(log.entries.contains("touchUpInside"))
        #expect(log.entries.contains("touchCancel"))
        #expect(views.contains { !$0.received.isEmpty })
    }
}

extension ScrollView {
    func clampedForTest(_ p: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: min(max(p.x, low.x), high.x), y: min(max(p.y, low.y), high.y))
    }
}
