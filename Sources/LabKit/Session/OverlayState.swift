import ResponderKit

/// What the overlay explains, and how: the last touch or inspection
/// (``explanation``), the hover preview (``preview``), which of the two shows, how far
/// step-through has got, and the overlay's switches (D, H, G, L, ?).
/// ``LabSession`` hands it each delivery's trace and the pointer's moves.
///
/// ```swift
/// session.overlay.hoverMode = false       // H: the last touch shows, not the preview
/// session.overlay.step(by: 1)              // N: the hit-test's first visit alone
/// session.overlay.shownExplanation?.kind     // .touch
/// ```
@MainActor
public final class OverlayState {
    /// The last touch or inspection.
    public internal(set) var explanation: Explanation? { didSet { revision &+= 1 } }
    /// The last hover trace, shown while hover mode is on and no touch is down.
    public internal(set) var preview: Explanation? { didSet { revision &+= 1 } }
    /// Counts the changes of ``explanation`` and ``preview`` (a new touch, a step, a preview): the window
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
                preview = nil
            } else if !oldValue, let pointer = viewport().pointer {
                // Turned back on with the pointer already over the scene: preview at once, not at the next motion.
                previewHover(at: pointer)
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
    /// The scene it explains.
    private let document: SceneDocument
    /// Where the scene is on screen, and the pointer: the session's, as it is when asked.
    private let viewport: () -> Viewport
    private var scene: Scene { document.scene }

    init(document: SceneDocument, viewport: @escaping () -> Viewport) {
        self.document = document
        self.viewport = viewport
    }

    /// What the overlay shows now: hover preview while hovering, else the last
    /// touch or inspection; the touch being stepped through wins over preview.
    public var shownExplanation: Explanation? {
        if hoverMode, let preview, explanation?.step == nil, scene.application.activeTouches.isEmpty { return preview }
        return explanation
    }

    /// The controls tracking a touch now: the overlay draws their margins.
    public var trackingControls: [Control] {
        scene.application.activeTouches.compactMap { $0.view as? Control }.filter(\.isTracking)
    }

    // MARK: What it explains

    /// The hover preview at a screen point, when hover mode is on: the hit-test there, or nothing off the scene.
    /// The one place that asks whether the pointer is over the scene: the pointer is kept wherever it is
    /// (zooming goes about it), and the scene moves under a still one (zoom, pan, a resize).
    func previewHover(at screenPoint: Point) {
        guard hoverMode else { return }
        guard viewport().layout.isOverScene(screenPoint) else {
            preview = nil
            return
        }
        let window = scene.window
        preview = Explanation(
            .hover, hitTest: window.hitTestTrace(at: viewport().layout.toScene(screenPoint)), classes: scene.userClasses
        )
        hoverOffsets = window.contentOffsetRevision
    }

    /// The scene moved under a still pointer (a zoom, a pan): the preview is worked out again at the
    /// pointer, for the scene point it shows now.
    public func refreshPreview() {
        guard preview != nil, let pointer = viewport().pointer else { return }
        previewHover(at: pointer)
    }

    /// Content moved under a still pointer (a wheel notch, a fling, a spring back): the
    /// preview is worked out again for the view now under it, not the one that scrolled away.
    func refreshHoverAfterMotion() {
        guard preview != nil, let pointer = viewport().pointer,
            scene.window.contentOffsetRevision != hoverOffsets
        else { return }
        previewHover(at: pointer)
    }

    /// A right click's hit-test: it takes the overlay from the preview.
    func inspected(_ trace: HitTestTrace) {
        preview = nil
        explanation = Explanation(.inspect, hitTest: trace, classes: scene.userClasses)
    }

    /// A delivery in the scene: a touch's `began` becomes the explanation, with the other fingers still down.
    func record(_ trace: DeliveryTrace) {
        // Each began changes one touch, so it brings exactly one delivery (or one "nothing to deliver").
        if trace.phase == .began, let hitTest = trace.hitTest {
            var next = Explanation(touch: hitTest, delivery: trace)
            if let shown = explanation, shown.kind == .touch {
                let live = Set(scene.application.activeTouches.map(ObjectIdentifier.init))
                next.otherFingers = (shown.otherFingers + [Explanation(touch: shown.hitTest, delivery: shown.delivery)])
                    .filter { $0.delivery?.touches.contains { live.contains(ObjectIdentifier($0)) } == true }
            }
            explanation = next
        } else if let next = explanation?.continued(by: trace) {
            // A held-back touch delivered late, or taken before its view heard of it: the panel's chain says which.
            explanation = next
        }
    }

    /// After the fix changes the hierarchy, the shown hit-test runs again so the overlay stays true.
    func refreshFocus() {
        guard let shown = explanation else { return }
        explanation = Explanation(
            .inspect, hitTest: scene.window.hitTestTrace(at: shown.hitTest.point), classes: scene.userClasses)
    }

    /// Another scene, or the same read again: nothing of the old views is explained.
    func sceneReplaced() {
        (explanation, preview) = (nil, nil)
    }

    // MARK: Step-through (N, →, ←, Home, End, `render --step K`)

    /// How far step-through has got in the explanation shown; nil while everything is drawn.
    public var stepProgress: TraceProgress? { shownExplanation?.stepProgress }
    /// The number of steps of the last touch or inspection: its visits and links; nil when there is none.
    public var stepCount: Int? { explanation?.stepCount }
    /// Shows the first `position` steps of the last touch or inspection; false, changing nothing, when there is none or it has fewer.
    @discardableResult
    public func showStep(_ position: Int) -> Bool { explanation?.showStep(position) ?? false }
    /// N and →: one step more (from everything drawn, the first visit); ← (`by: -1`): one less.
    public func step(by delta: Int) { explanation?.step(by: delta) }
    /// Leaves step-through: everything drawn again.
    public func showEverything() { explanation?.step = nil }
    /// Home: the finger has just landed, nothing visited yet.
    public func stepToStart() { showStep(0) }
    /// End: every visit and every link.
    public func stepToEnd() { if let count = stepCount { showStep(count) } }
}
