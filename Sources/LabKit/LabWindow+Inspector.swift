import ResponderKit
import Scenes
import X11Host

/// The inspector's mouse and keys in the window. Shift-click picks a view
/// without a touch (window managers such as openbox take Alt-click for moving
/// windows; Shift reaches the lab under all of them).
extension LabWindow {
    /// What the inspector did with a host event: whether the event is used up
    /// (it is no touch) and whether the window needs repainting.
    struct InspectorInput {
        var consumed = false
        var redraw = false
    }

    static func inspectorInput(_ event: HostEvent, session: LabSession) -> InspectorInput {
        switch event {
        case let .buttonPress(1, x, y, _, modifiers) where modifiers.contains(.shift) && !modifiers.contains(.control):
            let p = Point(x: x, y: y)
            guard session.isOverScene(p) else { return InspectorInput() }
            session.select(at: p)
            return InspectorInput(consumed: true, redraw: true)
        case let .buttonPress(button, x, y, _, _) where session.panelLayout.panel.contains(Point(x: x, y: y)):
            switch button {
            case 1: session.clickPanel(at: Point(x: x, y: y))
            case 4, 5:
                let notches = button == 4 ? -1 : 1
                if session.panelLayout.properties.contains(Point(x: x, y: y)) {
                    session.scrollProperties(notches: notches)
                } else {
                    session.scrollTree(notches: notches)
                }
            default: return InspectorInput()
            }
            return InspectorInput(consumed: true, redraw: true)
        case let .motion(x, y, _, modifiers) where !modifiers.contains(.button1):
            let p = Point(x: x, y: y)
            let changed = session.panelLayout.panel.contains(p) ? session.hoverPanel(at: p) : session.hoverCanvas(at: p)
            return InspectorInput(redraw: changed)
        case .pointerLeft:
            guard session.inspector.hovered != nil else { return InspectorInput() }
            session.endInspectorHover()
            return InspectorInput(redraw: true)
        default:
            return InspectorInput()
        }
    }

    /// The inspector's keys: P for the tree, R replay, U undo; with the tree
    /// shown, the edit keys and the tree's navigation. False for other keys.
    static func inspectorKey(_ name: String, session: LabSession) -> Bool {
        switch name {
        case "p": session.switchTab()
        case "r": session.replayLastTouch()
        case "u": session.undoEdit()
        default:
            guard session.inspector.tab == .tree else { return false }
            switch name {
            case "v": session.editSelection(.hidden)
            case "i": session.editSelection(.userInteractionEnabled)
            case "e": session.editSelection(.enabled)
            case "c": session.editSelection(.clipsToBounds)
            case "a": session.editSelection(.alpha)
            case "up": session.moveSelection(by: -1)
            case "down": session.moveSelection(by: 1)
            case "return", "kp_enter": session.toggleCollapse()
            case "prior", "page_up": session.pageTree(by: -1)
            case "next", "page_down": session.pageTree(by: 1)
            default: return false
            }
        }
        return true
    }
}
