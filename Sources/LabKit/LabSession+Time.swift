import ResponderKit

/// Time, keys and step-through: the application's clock and deadlines, the
/// frames the overlay's running clocks need, the scene's keys, and the last
/// touch drawn one step at a time (N, →, ←, Home, End, `render --step K`).
extension LabSession {
    /// How often a running clock is drawn: the display's pace.
    public nonisolated static let frameInterval = 1.0 / 60

    /// Lets the application's time run to `time`: its deadlines up to then fire.
    public func advanceTime(to time: Double) {
        scene.application.advanceTime(to: time)
        logScrollViewsAtRest()
        refreshHoverAfterMotion()
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

    /// How far step-through has got in the focus shown; nil while everything is drawn.
    public var stepProgress: TraceProgress? { displayedFocus?.stepProgress }
    /// The number of steps of the last touch or inspection: its visits and links; nil when there is none.
    public var stepCount: Int? { focus?.stepCount }
    /// Shows the first `position` steps of the last touch or inspection; false, changing nothing, when there is none or it has fewer.
    @discardableResult
    public func showStep(_ position: Int) -> Bool { focus?.showStep(position) ?? false }
    /// N and →: one step more (from everything drawn, the first visit); ← (`by: -1`): one less.
    public func step(by delta: Int) { focus?.step(by: delta) }
    /// Leaves step-through: everything drawn again.
    public func showEverything() { focus?.step = nil }
    /// Home: the finger has just landed, nothing visited yet.
    public func stepToStart() { showStep(0) }
    /// End: every visit and every link.
    public func stepToEnd() { if let count = stepCount { showStep(count) } }
}
