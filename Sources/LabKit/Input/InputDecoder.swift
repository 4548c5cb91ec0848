import ResponderKit
import X11Host

/// The one place that knows what the host's events mean to the lab: the
/// mouse's buttons and modifiers (behaviour 7, through ``TouchTranslator``),
/// the inspector's Shift-click and the panel's clicks and wheel, and the keys
/// (``KeyBindings``). Each event is read here once and comes out as
/// ``LabInput``s, which the window applies.
///
/// Where the pointer is decides much (a press off the scene is no touch, the
/// wheel over the panel scrolls the tree): the decoder is told the lab's
/// layout and whose the keys are at each event (``Context``).
///
/// ```swift
/// var decoder = InputDecoder()
/// let inputs = decoder.decode(.buttonPress(button: 3, x: 300, y: 255, time: 10, modifiers: []),
///                             at: 0.01, in: context)                           // [.inspect(at: (300, 255))]
/// ```
public struct InputDecoder: Sendable {
    /// What an event's meaning depends on in the lab at that moment.
    public struct Context: Sendable {
        /// Where the scene, the canvas and the panel are.
        public var layout: LabLayout
        /// A view of the scene is first responder: keys are the scene's (behaviour 5).
        public var keysBelongToScene: Bool
        /// The inspector's tree shows: its keys are live.
        public var treeShown: Bool

        public init(layout: LabLayout, keysBelongToScene: Bool = false, treeShown: Bool = false) {
            self.layout = layout
            self.keysBelongToScene = keysBelongToScene
            self.treeShown = treeShown
        }
    }

    /// Pixels per point: the host reports pixels, the lab works in points.
    public let scale: Double
    private var translator = TouchTranslator()
    /// Touches that began off the scene (on the header or the panel): neither they nor their later phases are touches.
    private var offScene: Set<Int> = []

    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// What `event`, which happened at `time`, means in `context`.
    public mutating func decode(_ pixelEvent: HostEvent, at time: Double, in context: Context) -> [LabInput] {
        let event = scale == 1 ? pixelEvent : pixelEvent.scaled(by: 1 / scale)
        let layout = context.layout
        // Ctrl-Shift's second finger mirrors about the scene's centre wherever zoom, pan and resizing put it.
        translator.mirrorCenter = (layout.mirrorCenter.x, layout.mirrorCenter.y)
        var inputs: [LabInput] = []
        switch inspectorInput(event, layout: layout) {
        case .consumed(let input): return [input]
        case .also(let input): inputs.append(input)
        case nil: break
        }
        for touchInput in translator.translate(event, at: time) {
            if let input = labInput(touchInput, layout: layout) { inputs.append(input) }
        }
        switch event {
        case .expose: inputs.append(.exposed)
        case .resized: inputs.append(.resized)
        case .closeRequested: inputs.append(.closeRequested)
        case .key(let key) where key.isPress: inputs.append(Self.keyPress(key, at: time, in: context))
        case .key(let key) where context.keysBelongToScene: inputs.append(.sceneKey(.ended, Self.key(key), timestamp: time))
        default: break
        }
        return inputs
    }

    /// What the inspector makes of an event: an input that uses the event up (it is no touch), or one beside what the touches make of it.
    private enum InspectorInput {
        case consumed(LabInput), also(LabInput)
    }

    /// Shift-click picks a view without a touch (window managers such as openbox take Alt-click for moving
    /// windows; Shift reaches the lab under all of them); the panel takes its clicks and its wheel; the
    /// pointer without button 1 marks the tree's row or view under it.
    private func inspectorInput(_ event: HostEvent, layout: LabLayout) -> InspectorInput? {
        let panel = InspectorLayout(panel: layout.panelRect)
        switch event {
        case let .buttonPress(1, x, y, _, modifiers) where modifiers.contains(.shift) && !modifiers.contains(.control):
            let p = Point(x: x, y: y)
            return layout.isOverScene(p) ? .consumed(.select(at: p)) : nil
        case let .buttonPress(button, x, y, _, _) where panel.panel.contains(Point(x: x, y: y)):
            let p = Point(x: x, y: y)
            switch button {
            case 1: return .consumed(.panelClick(at: p))
            case 4, 5:
                let notches = button == 4 ? -1 : 1
                return .consumed(panel.properties.contains(p) ? .scrollProperties(notches: notches) : .scrollTree(notches: notches))
            default: return nil
            }
        case let .motion(x, y, _, modifiers) where !modifiers.contains(.button1):
            let p = Point(x: x, y: y)
            return .also(.treeHover(at: p, overPanel: panel.panel.contains(p)))
        case .pointerLeft:
            return .also(.treeHoverEnded)
        default:
            return nil
        }
    }

    /// A touch input as the lab takes it: a press off the scene (the header, the panel) is no touch, nor
    /// are its later phases; inspecting and the wheel act over the scene only.
    private mutating func labInput(_ input: TouchInput, layout: LabLayout) -> LabInput? {
        switch input {
        case let .touch(phase, x, y, id, timestamp):
            let p = Point(x: x, y: y)
            if phase == .began {
                guard layout.isOverScene(p) else {
                    offScene.insert(id)
                    return nil
                }
                offScene.remove(id)
            } else if offScene.contains(id) {
                if phase == .ended || phase == .cancelled { offScene.remove(id) }
                return nil
            }
            return .touch(phase, at: p, id: id, timestamp: timestamp)
        case let .inspect(x, y):
            let p = Point(x: x, y: y)
            return layout.isOverScene(p) ? .inspect(at: p) : nil
        case let .hover(x, y):
            return .pointer(at: Point(x: x, y: y))
        case .hoverEnded:
            return .pointerLeft
        case let .pan(dx, dy):
            return .pan(by: Point(x: dx, y: dy))
        case let .wheel(dx, dy, x, y):
            let p = Point(x: x, y: y)
            return layout.isOverScene(p) ? .wheel(notches: Point(x: Double(dx), y: Double(dy)), at: p) : nil
        }
    }

    /// A key going down: the scene's while one of its views is first responder (Escape gives the keys
    /// back), else the lab's when the table has it, else the scene's all the same.
    private static func keyPress(_ key: HostEvent.Key, at time: Double, in context: Context) -> LabInput {
        if context.keysBelongToScene {
            return key.name == "Escape" ? .resignFirstResponder : .sceneKey(.began, Self.key(key), timestamp: time)
        }
        if let command = KeyBindings.command(forKey: key.name, shift: key.modifiers.contains(.shift), treeShown: context.treeShown) {
            return .command(command)
        }
        return .sceneKey(.began, Self.key(key), timestamp: time)
    }

    /// An X key as ResponderKit's `Key`: the typed text, or the key's name for keys that type nothing.
    static func key(_ key: HostEvent.Key) -> Key {
        let printable = key.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } && !key.text.isEmpty
        var flags: Key.ModifierFlags = []
        if key.modifiers.contains(.shift) { flags.insert(.shift) }
        if key.modifiers.contains(.control) { flags.insert(.control) }
        if key.modifiers.contains(.alt) { flags.insert(.alternate) }
        return Key(characters: printable ? key.text : "", name: printable ? nil : key.name, modifierFlags: flags)
    }
}
