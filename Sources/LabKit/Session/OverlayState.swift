import ResponderKit

/// What the overlay explains, and how: the last touch or inspection
/// (``focus``), the hover preview (``hover``), which of the two shows, how far
/// step-through has got, and the overlay's switches (D, H, G, L, ?).
/// ``LabSession`` hands it each delivery's trace and the pointer's moves.
///
/// ```swift
/// session.overlay.hoverMode = false       // H: the last touch shows, not the preview
/// session.overlay.step(by: 1)              // N: the hit-test's first visit alone
/// session.overlay.displayedFocus?.kind     // .touch
/// ```
@MainActor
public final class OverlayState {
    /// The last touch or inspection.
    public internal(set) var focus: Focus? { didSet { revision &+= 1 } }
    /// The last hover trace, shown while hover mode is on and no touch is down.
    public internal(set) var hover: Focus? { didSet { revision &+= 1 } }
    /// Counts the changes of ``focus`` and ``hover`` (a new touch, a step, a preview): the window
    /// draws the overlay again only when it, or something else the overlay shows, moved on.
    public private(set) var revision = 0
    /// Whether the trace is drawn over the scene (D): the hit-test, the tracking margins, the
    /// scroll views and the tooltip; the ghosts have a switch of their own.
    public var isVisible = true
    /// Whether moving the pointer over the scene previews its hit-test, with a
    /// tooltip at the pointer (H turns it off). A touch or an inspection takes
    /// over the overlay until the pointer moves again.
    public var hoverMode = true {
        didSet {
            if !hoverMode {
                hover = nil
            } else if !oldValue, let pointer = session.viewport.pointer {
                // Turned back on with the pointer already over the scene: preview at once, not at the next motion.
                preview(at: pointer)
            }
        }
    }
    /// Whether the views hit-testing skips are outlined as ghosts (G).
    public var ghostsVisible = false
    /// Whether the help over the canvas (?) shows every key.
    public var helpVisible = false
    /// Whether the ancestors that merely contain the hit, and views covered inside a covered view, have
    /// labels on the canvas (L); off, their outlines and numbers show.
    public var ancestorLabelsVisible = false
    /// The scroll views' offsets the hover preview was worked out at (``Window/contentOffsetRevision``).
    private var hoverOffsets = 0
    /// The session whose scene the overlay explains.
    unowned let session: LabSession

    init(session: LabSession) {
        self.session = session
    }

    /// What the overlay shows now: hover preview while hovering, else the last
    /// touch or inspection; the touch being stepped through wins over hover.
    public var displayedFocus: Focus? {
        if hoverMode, let hover, focus?.step == nil, session.scene.application.activeTouches.isEmpty { return hover }
        return focus
    }

    /// The controls tracking a touch now: the overlay draws their margins.
    public var trackingControls: [Control] {
        session.scene.application.activeTouches.compactMap { $0.view as? Control }.filter(\.isTracking)
    }

    // MARK: What it explains

    /// The hover preview at a screen point, when hover mode is on: the hit-test there, or nothing off the scene.
    func preview(at screenPoint: Point) {
        guard hoverMode else { return }
        guard session.isOverScene(screenPoint) else {
            hover = nil
            return
        }
        let window = session.scene.window
        hover = Focus(.hover, hitTest: window.hitTestTrace(at: session.toScene(screenPoint)), classes: session.scene.userClasses)
        hoverOffsets = window.contentOffsetRevision
    }

    /// Content moved under a still pointer (a wheel notch, a fling, a spring back): the
    /// preview is worked out again for the view now under it, not the one that scrolled away.
    func refreshHoverAfterMotion() {
        guard hover != nil, let pointer = session.viewport.pointer,
              session.scene.window.contentOffsetRevision != hoverOffsets else { return }
        preview(at: pointer)
    }

    /// A right click's hit-test: it takes the overlay from the preview.
    func inspected(_ trace: HitTestTrace) {
        hover = nil
        focus = Focus(.inspect, hitTest: trace, classes: session.scene.userClasses)
    }

    /// A delivery in the scene: a touch's `began` becomes the focus, with the other fingers still down.
    func record(_ trace: DeliveryTrace) {
        // Each began changes one touch, so it brings exactly one delivery (or one "nothing to deliver").
        if trace.phase == .began, let hitTest = trace.hitTest {
            var next = Focus(touch: hitTest, delivery: trace)
            if let shown = focus, shown.kind == .touch {
                let live = Set(session.scene.application.activeTouches.map(ObjectIdentifier.init))
                next.otherFingers = (shown.otherFingers + [Focus(touch: shown.hitTest, delivery: shown.delivery)])
                    .filter { $0.delivery?.touches.contains { live.contains(ObjectIdentifier($0)) } == true }
            }
            focus = next
        } else if let next = focus?.continued(by: trace) {
            // A held-back touch delivered late, or taken before its view heard of it: the panel's chain says which.
            focus = next
        }
    }

    /// After the fix changes the hierarchy, the shown hit-test runs again so the overlay stays true.
    func refreshFocus() {
        guard let shown = focus else { return }
        focus = Focus(.inspect, hitTest: session.scene.window.hitTestTrace(at: shown.hitTest.point), classes: session.scene.userClasses)
    }

    /// Another scene, or the same read again: nothing of the old views is explained.
    func sceneReplaced() {
        (focus, hover) = (nil, nil)
    }

    // MARK: Step-through (N, →, ←, Home, End, `render --step K`)

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
