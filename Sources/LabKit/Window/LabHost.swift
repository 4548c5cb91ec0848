import Rendering

/// What the lab's window needs of the window system, and nothing more: a
/// place to put frames, a title, timers on a monotonic clock, a way to stop.
/// ``LabWindow`` is the window's logic behind it; the host hands it what the
/// user does as `HostInput` (``LabWindow/handle(_:)``). On X11, LabX11's host
/// does the work; tests drive the same logic with a host of their own whose
/// clock they advance, without a window system.
///
/// ```swift
/// let lab = LabWindow(session: session, host: host, screen: try LabPainter())
/// lab.handle(.key(.init(key: "d", isPress: true, time: host.now)))  // the host's input in
/// lab.displayIfNeeded()                                              // one frame out, through host.present
/// ```
@MainActor
public protocol LabHost: AnyObject {
    /// The window's size in pixels.
    var pixelSize: (width: Int, height: Int) { get }
    /// Whether each pixel put on screen costs enough to compare a frame with the
    /// last first (an X connection without shared memory).
    var putsPixelsSlowly: Bool { get }
    /// A monotonic clock, in seconds from any origin: what timers count in. Input
    /// times may be on another (``LabClock`` joins the two).
    var now: Double { get }
    /// Puts `frame` on screen, only `damage` of it when the last frame had its size.
    /// `damage` lies inside the frame (``WindowFrames`` clips it): it is put as it is.
    func present(_ frame: Framebuffer, damage: [PixelRect])
    /// Puts the last frame on screen again, unchanged (the window was exposed).
    func redisplay()
    func setTitle(_ title: String)
    /// Runs `action` once `seconds` have passed on ``now``'s clock, never sooner, on a later turn of the loop.
    @discardableResult
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> HostTimer
    /// Withdraws a timer that has not fired.
    func cancel(_ timer: HostTimer)
    /// Ends the loop after the current event or timer.
    func stop()
}

/// A timer a ``LabHost`` armed, to cancel it.
public struct HostTimer: Hashable, Sendable {
    public let id: UInt64

    public init(id: UInt64) {
        self.id = id
    }
}
