import HostInput
import ResponderKit

/// The one place that knows what the host's input means to the lab: the
/// pointer's buttons and modifiers (behaviour 7, through ``TouchTranslator``),
/// the inspector's Shift-click and the panel's clicks and wheel, and the keys
/// (``KeyBindings``). Each input is read here once and comes out as
/// ``LabInput``s, which the window applies.
///
/// Where the pointer is decides much (a press off the scene is no touch, the
/// wheel over the panel scrolls the tree, Shift-click selects only over the
/// scene): the decoder is told the lab's layout and whose the keys are at each
/// input (``Context``), and what it sends on has been placed already.
///
/// Whose a key is is decided once, at its press, and its repeats and its
/// release follow that decision: a press that went to the scene as
/// `pressesBegan` gets exactly one `pressesEnded` (or `pressesCancelled`, when
/// the keyboard goes elsewhere or the window closes), whatever became first
/// responder meanwhile.
///
/// ```swift
/// var decoder = InputDecoder()
/// let inputs = decoder.decode(.pointerDown(.secondary, x: 300, y: 255, time: 0.01, modifiers: []),
///                             at: 0.01, in: context)                           // [.inspect(at: (300, 255))]
/// ```
public struct InputDecoder: Sendable {
    /// What an input's meaning depends on in the lab at that moment.
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

    /// What a held key's press was taken as: its repeats and its release follow it.
    private enum HeldKey: Sendable {
        /// The scene's press, and the key it was delivered with.
        case scene(Key)
        /// A lab command, which the key's repeats do again.
        case command(LabCommand)
        /// Escape giving the keys back to the lab: once.
        case resigned
    }

    /// Pixels per point: the host reports pixels, the lab works in points.
    public let scale: Double
    private var translator = TouchTranslator()
    /// Touches that began off the scene (on the header or the panel): neither they nor their later phases are touches.
    private var offScene: Set<Int> = []
    /// The keys down now, in the order they went down, and what their presses were taken as.
    private var heldKeys: [(key: HostInput.Key, press: HeldKey)] = []

    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// What `input`, which happened at `time`, means in `context`.
    public mutating func decode(_ pixelInput: HostInput, at time: Double, in context: Context) -> [LabInput] {
        let input = scale == 1 ? pixelInput : pixelInput.scaled(by: 1 / scale)
        let layout = context.layout
        switch input {
        case .key(let stroke): return key(stroke, at: time, in: context)
        case .focusOut: return cancelHeldKeys(at: time)
        default: break
        }
        // Ctrl-Shift's second finger mirrors about the scene's centre wherever zoom, pan and resizing put it.
        translator.mirrorCenter = (layout.mirrorCenter.x, layout.mirrorCenter.y)
        var inputs: [LabInput] = []
        switch inspectorInput(input, layout: layout) {
        case .consumed(let input): return [input]
        case .also(let input): inputs.append(input)
        case nil: break
        }
        for touchInput in translator.translate(input, at: time) {
            if let input = labInput(touchInput, layout: layout) { inputs.append(input) }
        }
        switch input {
        case .expose: inputs.append(.exposed)
        case .resized: inputs.append(.resized)
        case .closeRequested: inputs.append(.closeRequested)
        default: break
        }
        return inputs
    }

    /// Ends the scene's presses of the keys held now with `cancelled`, and forgets every held key:
    /// their releases will not come (the keyboard went elsewhere, the window is closing).
    public mutating func cancelHeldKeys(at time: Double) -> [LabInput] {
        defer { heldKeys.removeAll() }
        return heldKeys.compactMap { held in
            guard case .scene(let key) = held.press else { return nil }
            return .sceneKey(.cancelled, key, timestamp: time)
        }
    }

    /// What the inspector makes of an input: one that uses the input up (it is no touch), or one beside what the touches make of it.
    private enum InspectorInput {
        case consumed(LabInput), also(LabInput)
    }

    /// Shift-click picks a view without a touch (window managers such as openbox take Alt-click for moving
    /// windows; Shift reaches the lab under all of them); the panel takes its clicks and its wheel; the
    /// pointer without the primary button marks the tree's row or view under it.
    private func inspectorInput(_ input: HostInput, layout: LabLayout) -> InspectorInput? {
        let panel = InspectorLayout(panel: layout.panelRect)
        switch input {
        case let .pointerDown(.primary, x, y, _, modifiers)
        where modifiers.contains(.shift) && !modifiers.contains(.control):
            let p = Point(x: x, y: y)
            return layout.isOverScene(p) ? .consumed(.select(at: p)) : nil
        case let .pointerDown(.primary, x, y, _, _) where panel.panel.contains(Point(x: x, y: y)):
            return .consumed(.panelClick(at: Point(x: x, y: y)))
        case let .wheel(_, dy, x, y, _, _) where panel.panel.contains(Point(x: x, y: y)):
            let p = Point(x: x, y: y)
            guard dy != 0 else { return nil }
            return .consumed(panel.properties.contains(p) ? .scrollProperties(notches: dy) : .scrollTree(notches: dy))
        case let .pointerMoved(x, y, _, buttons, _) where !buttons.contains(.primary):
            let p = Point(x: x, y: y)
            if panel.panel.contains(p) { return .also(.treeHoverPanel(at: p)) }
            return .also(layout.isOverScene(p) ? .treeHoverScene(at: p) : .treeHoverEnded)
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

    /// A key going down, repeating or coming up. Its press is the scene's while one of its views is
    /// first responder (Escape gives the keys back), else the lab's when the table has it, else the
    /// scene's all the same; a repeat does what the press did, but the scene's press stays one press
    /// (UIKit's are); the release ends the scene's press, and nothing else.
    private mutating func key(_ stroke: HostInput.KeyStroke, at time: Double, in context: Context) -> [LabInput] {
        let held = heldKeys.firstIndex { $0.key == stroke.key }
        guard stroke.isPress else {
            guard let held else { return [] }
            let press = heldKeys.remove(at: held).press
            guard case .scene(let key) = press else { return [] }
            return [.sceneKey(.ended, key, timestamp: time)]
        }
        if let held {
            switch heldKeys[held].press {
            case .command(let command): return [.command(command)]
            case .scene, .resigned: return []
            }
        }
        let press: HeldKey
        if context.keysBelongToScene && stroke.key == .escape {
            press = .resigned
        } else if !context.keysBelongToScene,
            let command = KeyBindings.command(
                for: stroke.key, shift: stroke.modifiers.contains(.shift),
                treeShown: context.treeShown)
        {
            press = .command(command)
        } else {
            press = .scene(Self.key(stroke))
        }
        heldKeys.append((stroke.key, press))
        switch press {
        case .scene(let key): return [.sceneKey(.began, key, timestamp: time)]
        case .command(let command): return [.command(command)]
        case .resigned: return [.resignFirstResponder]
        }
    }

    /// A key stroke as ResponderKit's `Key`: the typed text, or the key's name for keys that type nothing.
    static func key(_ stroke: HostInput.KeyStroke) -> Key {
        let printable =
            !stroke.text.isEmpty && stroke.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
        var flags: Key.ModifierFlags = []
        if stroke.modifiers.contains(.shift) { flags.insert(.shift) }
        if stroke.modifiers.contains(.control) { flags.insert(.control) }
        if stroke.modifiers.contains(.alt) { flags.insert(.alternate) }
        return Key(
            characters: printable ? stroke.text : "", name: printable ? nil : stroke.key.name, modifierFlags: flags)
    }
}
