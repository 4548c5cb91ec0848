import Rendering
import X11Host

/// The lab's host on X11: an ``X11Window`` does each of ``LabHost``'s jobs.
@MainActor
final class X11LabHost: LabHost {
    let window: X11Window
    private let origin = ContinuousClock.now
    private var timers: [UInt64: TimerToken] = [:]
    private var nextTimer: UInt64 = 1
    /// Called as a timer fires, before its action: a turn of the loop starts (`run --code`'s watchdog).
    var turnStarted: (() -> Void)?

    init(window: X11Window) {
        self.window = window
    }

    var pixelSize: (width: Int, height: Int) { window.size }

    var putsPixelsSlowly: Bool { !window.usesSharedMemory }

    var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The one place the lab's integer rectangles (Rendering's ``PixelRect``)
    /// become X11Host's ``BlitArea``: X11Host imports no module of ours.
    func present(_ frame: Framebuffer, damage: [PixelRect]) {
        let areas = damage.map { BlitArea(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        window.present(pixels: frame.pixels, width: frame.width, height: frame.height, areas: areas)
    }

    func redisplay() {
        window.redisplay()
    }

    func setTitle(_ title: String) {
        window.setTitle(title)
    }

    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> HostTimer {
        let id = nextTimer
        nextTimer += 1
        timers[id] = window.scheduleTimer(after: seconds) { [weak self] in
            self?.timers[id] = nil
            self?.turnStarted?()
            action()
        }
        return HostTimer(id: id)
    }

    func cancel(_ timer: HostTimer) {
        if let token = timers.removeValue(forKey: timer.id) { window.cancelTimer(token) }
    }

    func stop() {
        window.stop()
    }
}
