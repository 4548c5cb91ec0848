import ResponderKit

/// What has happened of a touch's delivery after its first `position` steps:
/// the hit-test's visits in visiting order (behaviour 8), then the responder
/// chain's links, one by one. Step-through in the window (N, ←, Home, End),
/// `render --step K` and the animation's frames all draw a prefix like this.
///
/// A view the hit-test never asked appears with the visit that decided it:
/// a subtree skipped with its root's refusal, views covered with the view in
/// front of them.
///
/// ```swift
/// let progress = TraceProgress(visits: 4, links: 2, position: 5)
/// progress.visitsShown   // 4: the hit-test is over
/// progress.linksShown    // 1: the chain's first link is lit
/// progress.currentLink   // 0
/// ```
public struct TraceProgress: Equatable, Sendable {
    /// The hit-test's visits (`HitTestTrace.steps`), one step each.
    public let visits: Int
    /// The chain's links as the panel lists them (a handled or forwarded responder, a discard), one step each.
    public let links: Int
    /// How many steps have happened: 0 (the finger has just landed) to ``count``.
    public let position: Int

    public init(visits: Int, links: Int, position: Int) {
        self.visits = max(0, visits)
        self.links = max(0, links)
        self.position = min(max(0, position), self.visits + self.links)
    }

    /// The number of steps: every visit, then every link.
    public var count: Int { visits + links }
    /// How many visits have happened.
    public var visitsShown: Int { min(position, visits) }
    /// How many of the chain's links are lit.
    public var linksShown: Int { max(0, position - visits) }
    /// The visit the last step made (its `order`), while the hit-test runs.
    public var currentVisit: Int? { position >= 1 && position <= visits ? position : nil }
    /// The link the last step lit (0-based, as the panel lists them), once the chain lights up.
    public var currentLink: Int? { position > visits ? position - visits - 1 : nil }

    /// Whether `step` of `trace` is drawn yet: an asked view once it has been
    /// visited, a view never asked once the visit that decided it has been
    /// (the ancestor that refused, the view in front), else once the hit-test is over.
    @MainActor
    public func reveals(_ step: HitTestTrace.Step, in trace: HitTestTrace) -> Bool {
        if let order = step.order { return order <= visitsShown }
        switch step.verdict {
        case .coveredBy(let decider), .ancestorRejected(let decider):
            if let order = trace.step(for: decider)?.order { return order <= visitsShown }
        default: break
        }
        return visitsShown == visits
    }
}

extension LabSession.Explanation {
    /// The progress of step-through in this focus, whose chain has `links` links;
    /// nil while it shows everything.
    @MainActor
    func progress(links: Int) -> TraceProgress? {
        step.map { TraceProgress(visits: hitTest.steps.count, links: links, position: $0) }
    }
}

extension Optional where Wrapped == TraceProgress {
    /// The steps of `trace` drawn so far: all of them without a step-through.
    /// A loop, not a filter: a dump's trace has hundreds of steps, and an isolated
    /// closure checks its executor at each call.
    @MainActor
    func revealedSteps(of trace: HitTestTrace) -> [HitTestTrace.Step] {
        guard let progress = self else { return trace.allSteps }
        var steps: [HitTestTrace.Step] = []
        for step in trace.allSteps where progress.reveals(step, in: trace) { steps.append(step) }
        return steps
    }
}
