import ResponderKit

/// Step-through (the N, →, ←, Home and End keys, `render --step K`): the last
/// touch's hit-test drawn one visit at a time, then its chain link by link.
extension LabSession {
    /// How far step-through has got in the focus shown; nil while everything is drawn.
    public var stepProgress: TraceProgress? {
        guard let focus = displayedFocus else { return nil }
        return focus.progress(links: Self.links(of: focus))
    }

    /// The number of steps of the last touch or inspection: its visits and links; nil when there is none.
    public var stepCount: Int? {
        focus.map { $0.hitTest.steps.count + Self.links(of: $0) }
    }

    /// Shows the first `position` steps of the last touch or inspection.
    /// - Returns: false, changing nothing, when there is no touch or it has fewer steps.
    @discardableResult
    public func showStep(_ position: Int) -> Bool {
        guard let count = stepCount, (0...count).contains(position) else { return false }
        focus?.step = position
        return true
    }

    /// N and →: one step more (from everything drawn, the first visit); ← (`by: -1`): one less.
    public func step(by delta: Int) {
        guard let count = stepCount else { return }
        let from = focus?.step ?? (delta > 0 ? 0 : count)
        showStep(min(max(from + delta, 0), count))
    }

    /// Leaves step-through: everything drawn again.
    public func showEverything() {
        focus?.step = nil
    }

    /// Home: the finger has just landed, nothing visited yet.
    public func stepToStart() {
        showStep(0)
    }

    /// End: every visit and every link.
    public func stepToEnd() {
        if let count = stepCount { showStep(count) }
    }

    /// The chain's links as the panel lists them.
    private static func links(of focus: Focus) -> Int {
        PanelRenderer.chainSection(focus, strings: .english)?.chips.count ?? 0
    }
}
