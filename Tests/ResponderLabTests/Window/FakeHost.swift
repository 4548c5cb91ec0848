import HostInput
import Rendering

@testable import LabKit

/// A ``LabHost`` for tests: frames are counted, not shown; its clock moves only
/// when the test advances it, and then its timers fire as a loop would run
/// them (in deadline order, a timer armed by a timer on a later turn, a frame
/// drawn after each turn).
@MainActor
final class FakeHost: LabHost {
    var pixelSize: (width: Int, height: Int)
    var putsPixelsSlowly = false
    private(set) var now = 0.0
    private(set) var title: String?
    private(set) var isStopped = false
    private(set) var framesPresented = 0
    private(set) var redisplays = 0
    private var timers: [(id: UInt64, deadline: Double, action: @MainActor () -> Void)] = []
    private var nextTimer: UInt64 = 1
    /// The window the loop draws, once a turn.
    weak var lab: LabWindow?

    init(size: (width: Int, height: Int) = (1240, 698)) {
        pixelSize = size
    }

    func present(_ frame: Framebuffer, damage: [PixelRect]) { framesPresented += 1 }
    func redisplay() { redisplays += 1 }
    func setTitle(_ title: String) { self.title = title }
    func stop() { isStopped = true }

    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> HostTimer {
        let id = nextTimer
        nextTimer += 1
        timers.append((id, now + max(0, seconds), action))
        return HostTimer(id: id)
    }

    func cancel(_ timer: HostTimer) {
        timers.removeAll { $0.id == timer.id }
    }

    /// The timers armed and not yet fired.
    var pendingTimers: Int { timers.count }

    /// Lets `seconds` pass: each turn of the loop fires the timers due by then, earliest first, and draws a frame.
    func advance(by seconds: Double) {
        let end = now + seconds
        while let next = timers.map(\.deadline).min(), next <= end {
            now = max(now, next)
            let due = timers.filter { $0.deadline <= now }.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
            timers.removeAll { timer in due.contains { $0.id == timer.id } }
            for timer in due { timer.action() }
            lab?.displayIfNeeded()
        }
        now = end
        lab?.displayIfNeeded()
    }

    /// The loop is held up for `seconds` (a loaded machine): its clock moves on, no timer fires, nothing is drawn.
    func stall(for seconds: Double) {
        now += seconds
    }

    /// Lets `seconds` pass in steps of `step`, as a loop woken that often would.
    func advance(by seconds: Double, inStepsOf step: Double) {
        for _ in 0..<Int((seconds / step).rounded()) { advance(by: step) }
    }
}

extension LabWindow {
    /// A key pressed and released on `host`'s clock (its input's clock too), and the loop's turn after it.
    func type(_ key: HostInput.Key, _ modifiers: HostInput.Modifiers = [], on host: FakeHost) {
        for isPress in [true, false] {
            handle(.key(.init(key: key, modifiers: modifiers, isPress: isPress, time: host.now)))
        }
        host.advance(by: 0)
    }
}
