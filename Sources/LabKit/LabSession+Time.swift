import ResponderKit

/// Time and keys: the application's clock and deadlines, the frames the
/// overlay's running clocks need, and the scene's keys.
extension LabSession {
    /// How often a running clock is drawn: the display's pace.
    public nonisolated static let frameInterval = 1.0 / 60

    /// Lets the application's time run to `time`: its deadlines up to then fire.
    public func advanceTime(to time: Double) {
        scene.application.advanceTime(to: time)
        logScrollViewsAtRest()
        overlay.refreshHoverAfterMotion()
    }

    /// The next moment to draw while a scroll view's 0.15 s clock runs down on
    /// the overlay (behaviour 10.3, 10.6); nil when nothing on screen moves with time alone.
    ///
    /// ```swift
    /// if let next = session.nextFrameTime { timer(at: next) { session.advanceTime(to: next); repaint() } }
    /// ```
    public var nextFrameTime: Double? {
        scene.application.nextOverlayFrameTime(every: Self.frameInterval)
    }

    /// Whether a responder of the scene's key window is first responder: keys then belong to the scene.
    public var hasFirstResponder: Bool {
        scene.application.keyWindow?.firstResponder != nil
    }

    public func resignFirstResponder() {
        guard let responder = scene.application.keyWindow?.firstResponder else { return }
        _ = responder.resignFirstResponder()
        log.append(.resigned(responder.debugName))
    }

    public func press(_ phase: Press.Phase, key: Key, timestamp: Double) {
        scene.application.injectKey(phase, key: key, timestamp: timestamp)
    }
}
