import Foundation
import ResponderKit
import Scenes

/// What the lab's keys do (``KeyBindings`` says which key does what).
extension LabWindow {
    /// The factor one press of `+` zooms the canvas by (`-` divides by it).
    public static let zoomStep = 1.25

    /// Does `command`; false when it changed nothing the window shows (a scene
    /// number past the catalog) or ended the window.
    func perform(_ command: LabCommand) -> Bool {
        switch command {
        // From a scene file, Tab goes to the first built-in scene and Shift-Tab to the last.
        case .nextScene: session.showScene(at: (session.document.sceneIndex ?? -1) + 1)
        case .previousScene: session.showScene(at: (session.document.sceneIndex ?? 0) - 1)
        case .scene(let index):
            guard index < SceneCatalog.names.count else { return false }
            session.showScene(at: index)
        // Zoom about the pointer; from the keyboard alone, about the canvas's centre.
        case .zoomIn:
            session.viewport.zoom(by: Self.zoomStep, about: zoomCenter)
            session.overlay.refreshPreview()
        case .zoomOut:
            session.viewport.zoom(by: 1 / Self.zoomStep, about: zoomCenter)
            session.overlay.refreshPreview()
        case .resetZoom:
            session.viewport.resetZoom()
            session.overlay.refreshPreview()
        case .toggleFix: session.toggleFix()
        case .toggleOverlay: session.overlay.isVisible.toggle()
        case .toggleHover: session.overlay.hoverMode.toggle()
        case .toggleGhosts: session.overlay.ghostsVisible.toggle()
        case .toggleAncestorLabels: session.overlay.ancestorLabelsVisible.toggle()
        case .save: save()
        // Step-through of the last touch: one visit or link at a time.
        case .stepForward: session.overlay.step(by: 1)
        case .stepBack: session.overlay.step(by: -1)
        case .stepToStart: session.overlay.stepToStart()
        case .stepToEnd: session.overlay.stepToEnd()
        case .switchTab: session.inspector.switchTab()
        case .replay: session.replayLastTouch()
        case .undo: session.undoEdit()
        case .edit(let property): session.editSelection(property)
        case .selectPrevious: session.inspector.moveSelection(by: -1)
        case .selectNext: session.inspector.moveSelection(by: 1)
        case .toggleCollapse: session.inspector.toggleCollapse()
        case .pageUp: session.inspector.pageTree(by: -1)
        case .pageDown: session.inspector.pageTree(by: 1)
        case .toggleHelp: session.overlay.helpVisible.toggle()
        case .writeEdits:
            session.writeEdits()
            // What the lab wrote is not a save to reload again.
            watcher?.resync()
        // Escape (and Q) close the help before they close the window.
        case .quit where session.overlay.helpVisible: session.overlay.helpVisible = false
        case .quit:
            // What is down ends as the window closes (``close()``).
            host.stop()
            return false
        }
        return true
    }

    private var zoomCenter: Point {
        let area = session.layout.sceneArea
        if let pointer = session.viewport.pointer, area.contains(pointer) { return pointer }
        return Point(x: area.midX, y: area.midY)
    }

    /// Writes the window's contents to a PNG under `screenshots/` and says where, in the window and on standard error.
    private func save() {
        guard let frame = screen.lastFrame else { return }
        do {
            let path = try Screenshots.save(frame, scene: session.scene.name)
            session.log.append(.saved(path: path))
            FileHandle.standardError.write(Data("responder-lab: saved \(path)\n".utf8))
        } catch {
            session.log.append(.saveFailed(folder: Screenshots.folder, error: "\(error)"))
        }
    }
}
