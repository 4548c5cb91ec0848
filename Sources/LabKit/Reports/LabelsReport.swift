import Rendering
import ResponderKit

/// What `render --labels` writes: where the overlay put each label
/// (``OverlayLabels/json``), and what of the scene a label is to leave in
/// sight, worked out apart from the placer so that a test can check it: each
/// visible view near the root (``SceneFacts/textCandidates(in:)``) with its
/// `name`, its `box` as far as it shows, its `text` (a label's, a button's
/// title, a view's name), and whether it is a `control` or a `target`
/// (``OverlayLabels/Avoided/target``); all in the scene's coordinates. With
/// them, the responder chain the picture's panel shows, its view controllers
/// (null: a dump's controllers unknown) and the views visited with their
/// declarations (``TraceJSON/chain(of:in:)``).
///
/// ```swift
/// let json = LabelsReport.json(of: session, screen: screen)   // after screen.render(session, size: …)
/// ```
@MainActor
public enum LabelsReport {
    /// The last frame's labels of `screen`, and `session`'s scene's views, and
    /// the side panel's texts in the order drawn (`panel`: tests read what it
    /// says without its pixels); only the panel when the frame had no overlay.
    public static func json(of session: LabSession, screen: LabPainter) -> JSON {
        let panel = ("panel", JSON.array(screen.panelTexts.map(JSON.string)))
        guard case .object(var object)? = screen.labels?.json else { return .object([panel]) }
        object.append(panel)
        if let focus = session.overlay.shownExplanation { object += TraceJSON.chain(of: focus, in: session.scene) }
        let window = session.scene.window
        let canvas = Canvas(width: 1, height: 1, textRenderer: screen.text)
        // A dump's wireframe writes class names, not view names: its plain views have no text of their own.
        let texts = ViewRenderer(showsNames: session.scene.imported == nil)
        let candidates = SceneFacts.textCandidates(in: window)
        let targets = Set(SceneFacts.targets(of: candidates, in: window).map(\.view))
        var shown = ShownAreas(root: window)
        let views: [JSON] = candidates.map { view in
            let box = shown.visibleBox(of: view, quad: view.boundsQuad(in: window))
            let text = texts.textRect(of: view, in: canvas).map {
                Rect(boundingBoxOf: $0.corners.map { view.convert($0, to: window) })
            }
            return .object([
                ("name", .string(view.debugName)), ("box", OverlayLabels.json(box)),
                ("text", OverlayLabels.json(box == nil ? nil : text)),
                ("control", .bool(view is Control)), ("target", .bool(targets.contains(ObjectIdentifier(view)))),
            ])
        }
        object.append(("views", .array(views)))
        return .object(object)
    }
}
