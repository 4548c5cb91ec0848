import Foundation
import ResponderKit

/// A one-line text field: a click makes it first responder, typed characters
/// go into it, and keys it does not use travel on up the chain (behaviour 5).
/// It performs `copy` when it has text.
@MainActor
public final class FieldView: View {
    public private(set) var text = ""
    private let label = Label(frame: .zero)
    /// What the field shows, greyed, while it holds no text.
    public var placeholder: String {
        didSet { refresh() }
    }
    private let log: SceneLog?

    public init(frame: Rect, placeholder: String, log: SceneLog? = nil) {
        self.placeholder = placeholder
        self.log = log
        super.init(frame: frame)
        backgroundColor = .white
        cornerRadius = 8
        borderWidth = 1
        label.frame = Rect(x: 10, y: 0, width: frame.size.width - 20, height: frame.size.height)
        label.fontSize = 14
        addSubview(label)
        refresh()
    }

    /// A scene's field is made by its scene, never from a nib.
    public required init?(coder: NSCoder) { nil }

    public override var canBecomeFirstResponder: Bool { true }

    public override func becomeFirstResponder() -> Bool {
        defer { refresh() }
        return super.becomeFirstResponder()
    }

    public override func resignFirstResponder() -> Bool {
        defer { refresh() }
        return super.resignFirstResponder()
    }

    // UITextField is a UIControl: it tracks its touch from the press and passes
    // no phase of it up the chain, so every phase is handled here, not only the
    // release that makes it first responder (behaviour 5).
    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        _ = becomeFirstResponder()
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    public override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        let keyName = Self.logName(of: key)
        if key.name == "BackSpace" {
            text = String(text.dropLast())
        } else if let scalar = key.characters.unicodeScalars.first, key.characters.unicodeScalars.count == 1,
            scalar.value >= 0x20, scalar.value != 0x7F, !key.modifierFlags.contains(.control)
        {
            text += key.characters
        } else {
            // Return, arrows…: not a field's business; the chain decides.
            log?.note(.key(keyName, responder: debugName, handled: false))
            return super.pressesBegan(presses, with: event)
        }
        log?.note(.key(keyName, responder: debugName, handled: true))
        refresh()
    }

    public override func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool {
        action == "copy" ? !text.isEmpty : super.canPerformAction(action, withSender: sender)
    }

    public override func perform(_ action: Action, withSender sender: Any?) -> Bool {
        action == "copy" && !text.isEmpty ? true : super.perform(action, withSender: sender)
    }

    /// A key as the log names it: a key that types nothing visible by its name
    /// (`Space`, `Return`, `Tab`, `Left`), not as a blank.
    static func logName(of key: Key) -> String {
        if let name = key.name { return name }
        switch key.characters {
        case " ": return "Space"
        case "\t": return "Tab"
        case "\r", "\n": return "Return"
        case let text where text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.value < 0x20 }):
            return text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(
                separator: " ")
        default: return key.characters
        }
    }

    /// Puts back the text a snapshot kept (``Scene/restore(_:)``).
    func restore(text: String) {
        guard text != self.text else { return }
        self.text = text
        refresh()
    }

    private func refresh() {
        let focused = isFirstResponder
        label.text = text.isEmpty ? placeholder : text + (focused ? "▏" : "")
        label.textColor = text.isEmpty ? Palette.muted : Palette.ink
        borderColor = focused ? Palette.accent : Palette.border
        borderWidth = focused ? 2 : 1
    }
}

/// A scene's view controller: its touch handling follows a ``TouchPolicy``;
/// it performs the actions it is given, for nil-target actions to find
/// (behaviour 4.3), and handles the keys it is given.
@MainActor
public final class SceneViewController: ViewController {
    /// What it does with the touches that reach it.
    public var policy: TouchPolicy
    /// The actions it says it can perform, and performs.
    public var actions: Set<Action>
    /// The names of the keys it handles; others travel on up the chain.
    public var keys: Set<String>
    /// The actions it performed, oldest first.
    public internal(set) var performed: [Action] = []
    private let log: SceneLog?

    /// `view` becomes the controller's root view at once: scenes build their views before their controllers.
    public init(
        name: String, view: View, policy: TouchPolicy = .silent, actions: Set<Action> = [],
        keys: Set<String> = [], log: SceneLog? = nil
    ) {
        self.policy = policy
        self.actions = actions
        self.keys = keys
        self.log = log
        super.init()
        self.name = name
        self.view = view
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if policy != .handles { super.touchesBegan(touches, with: event) }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if policy != .handles { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if policy != .handles { super.touchesEnded(touches, with: event) }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if policy != .handles { super.touchesCancelled(touches, with: event) }
    }

    public override func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool {
        actions.contains(action) || super.canPerformAction(action, withSender: sender)
    }

    public override func perform(_ action: Action, withSender sender: Any?) -> Bool {
        guard actions.contains(action) else { return super.perform(action, withSender: sender) }
        performed.append(action)
        return true
    }

    public override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        if let name = presses.first?.key?.name, keys.contains(name) {
            log?.note(.key(name, responder: debugName, handled: true))
            return
        }
        super.pressesBegan(presses, with: event)
    }
}
