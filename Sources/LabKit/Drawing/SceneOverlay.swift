import Rendering
import ResponderKit
import Scenes

/// The overlay over the scene's views as the window and `render` draw it: the
/// ghosts, the inspector's marks, the trace, the tracking margins, the scroll
/// views' verdicts, the ghosts' names and the fingers, all on one board of
/// labels so that they avoid each other. The same session draws the same
/// overlay: ``LabPainter`` draws it again over a part of the scene it drew
/// again, and it comes out the same there.
@MainActor
struct SceneOverlay {
    let strings: Strings
    /// Where a dump's views show their class names (the scene's layer draws them).
    let nameSpots: DumpWireframe.NameSpots
    /// The scene's facts, kept by the screen while the scene looks the same.
    let facts: (OverlayRenderer, Canvas) -> SceneFacts

    /// Draws the overlay; the canvas's user space must be the scene's window's coordinates. Its
    /// labels go inside `labelArea` (user space), by default the canvas's visible area. Returns
    /// its board of labels, or nil when neither the overlay nor the ghosts show.
    func draw(_ session: LabSession, labelArea: Rect? = nil, canvas: Canvas) -> OverlayLabels? {
        let scene = session.scene, zoom = session.layout.zoom
        // Its lines and labels keep their size on screen at every zoom.
        var overlay = OverlayRenderer(strings: strings, labels: OverlayLabels(area: labelArea))
        overlay.labelScale = 1 / zoom
        let ghosts =
            session.overlay.ghostsVisible
            ? Ghost.all(in: scene.window, trace: session.overlay.shownExplanation?.hitTest) : []
        overlay.drawGhosts(ghosts, in: scene.window, canvas: canvas)
        overlay.drawInspectorMarks(
            selected: session.inspector.selected, hovered: session.inspector.hovered,
            in: scene.window, canvas: canvas)
        if session.overlay.isVisible {
            overlay.progress = session.overlay.stepProgress
            if let imported = scene.imported {
                let spots = nameSpots
                spots.validate(for: scene.window, imported: imported, zoom: zoom, canvas: canvas)
                // A dump's plain views show no names: their class names are captions, which labels cover whole or not at all.
                overlay.ownTextRect = { view, canvas in ViewRenderer(showsNames: false).textRect(of: view, in: canvas) }
                overlay.captionRect = { view, _ in spots.spot(of: view) }
            }
            overlay.showsAncestorLabels = session.overlay.ancestorLabelsVisible
            overlay.facts = facts(overlay, canvas)
            let s = overlay.labelScale
            for touch in scene.application.activeTouches {
                let p = touch.location(in: scene.window)
                overlay.labels.reserve(Rect(x: p.x - 16 * s, y: p.y - 16 * s, width: 32 * s, height: 32 * s))
            }
            if let focus = session.overlay.shownExplanation {
                let marks = scene.hitAreas.map { area in
                    OverlayRenderer.HitAreaMark(
                        quad: area.rect.corners.map { area.view.convert($0, to: nil) }, label: strings.enlargedHitArea)
                }
                // Only the views under the point carry a label with the caveat: a dump's list asks hundreds.
                var custom = Set<ObjectIdentifier>()
                for step in focus.hitTest.allSteps
                where OverlayRenderer.isUnderPoint(step) && !scene.caveats(for: step.view).isEmpty {
                    custom.insert(ObjectIdentifier(step.view))
                }
                overlay.customClassViews = custom
                overlay.declaredNotes = declaredNotes(under: focus.hitTest, in: scene)
                overlay.codeDecisions = CodeDecisions.labels(focus.hitTest, in: scene, strings: strings)
                overlay.drawTrace(focus.hitTest, hitAreas: marks, in: canvas)
            }
            for control in session.overlay.trackingControls {
                overlay.drawTrackingMargin(of: control, in: scene.window, canvas: canvas)
            }
            overlay.drawScrollViews(
                in: scene.window, touches: scene.application.activeTouches,
                now: scene.application.currentTime, canvas: canvas)
        }
        // The trace's explanations have their places: the ghosts' names take the room left.
        overlay.drawGhostNames(ghosts, in: scene.window, canvas: canvas)
        if session.overlay.isVisible {
            for touch in scene.application.activeTouches {
                overlay.drawFinger(at: touch.location(in: scene.window), id: touch.id, in: canvas)
            }
        }
        return session.overlay.isVisible || session.overlay.ghostsVisible ? overlay.labels : nil
    }

    /// The declarations of the views under the trace's point, in words, for their labels: only
    /// those, as for the caveat, since a class's declaration may reach hundreds of views.
    private func declaredNotes(under trace: HitTestTrace, in scene: Scene) -> [ObjectIdentifier: String] {
        var notes: [ObjectIdentifier: String] = [:]
        for step in trace.allSteps where OverlayRenderer.isUnderPoint(step) {
            let declared =
                scene.declaredProperties(of: step.view).map(strings.dump.declared)
                + scene.declaredRecognizers(of: step.view).map(strings.dump.declared)
            if !declared.isEmpty { notes[ObjectIdentifier(step.view)] = declared.joined(separator: " · ") }
        }
        return notes
    }
}
