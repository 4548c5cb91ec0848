import ResponderKit

/// What one input means to the lab, as ``InputDecoder`` decodes it from the
/// host's event: the window applies these and reads no event itself. Points
/// are in the lab window's points, times on the window's ``LabClock``.
public enum LabInput: Equatable, Sendable {
    /// A finger's phase over the scene (behaviour 7.1): the mouse's (id 0) or Ctrl's second finger (id 1).
    case touch(Touch.Phase, at: Point, id: Int, timestamp: Double)
    /// Button 3 over the scene: the hit-test, nothing delivered (behaviour 7.2).
    case inspect(at: Point)
    /// Shift-click over the scene: the inspector selects the view drawn there; no touch.
    case select(at: Point)
    /// The pointer is over the window, no finger down: hover previews there.
    case pointer(at: Point)
    /// The pointer left the window.
    case pointerLeft
    /// The pointer moved without button 1, over the panel or the canvas: the tree marks the view under it.
    case treeHover(at: Point, overPanel: Bool)
    /// The pointer left the window: the tree marks nothing.
    case treeHoverEnded
    /// Wheel notches over the scene (behaviour 10.7): x right, y down.
    case wheel(notches: Point, at: Point)
    /// A middle-button drag moved the canvas by this much.
    case pan(by: Point)
    /// A left click on the panel: a tab, a row, a row's triangle.
    case panelClick(at: Point)
    /// The wheel over the panel's tree, or over the selected view's properties.
    case scrollTree(notches: Int)
    case scrollProperties(notches: Int)
    /// A lab key (``KeyBindings``).
    case command(LabCommand)
    /// A key for the scene: it travels the responder chain from the key window (behaviour 5).
    case sceneKey(Press.Phase, Key, timestamp: Double)
    /// Escape while a view of the scene is first responder: it resigns and the keys are the lab's again.
    case resignFirstResponder
    /// The window must be put on screen again, unchanged.
    case exposed
    /// The window's size changed.
    case resized
    /// The window manager's close button.
    case closeRequested
}
