/// A field of one line of editable text, UIKit's `UITextField`: a ``Control``
/// that can become first responder while enabled (behaviour 5), so key
/// presses go to it.
///
/// Its ``leftView`` and ``rightView`` are subviews, placed where
/// ``leftViewRect(forBounds:)`` and ``rightViewRect(forBounds:)`` say while
/// their modes show them, so a touch on an eye button in the field is the
/// button's, as on iOS.
///
/// ```swift
/// let search = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 36))
/// search.placeholder = "Search"
/// search.rightView = clearButton
/// search.rightViewMode = .always
/// search.becomeFirstResponder()
/// ```
@MainActor
open class TextField: Control {
    /// When a side view or the clear button shows, UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    open var text: String? {
        didSet { displayedPropertyChanged(oldValue, text) }
    }
    open var placeholder: String? {
        didSet { displayedPropertyChanged(oldValue, placeholder) }
    }

    /// A view at the field's leading edge (a search glass), a subview while ``leftViewMode`` shows it.
    open var leftView: View? {
        didSet { replaceSideView(oldValue, with: leftView) }
    }
    /// A view at the field's trailing edge (an eye button), a subview while ``rightViewMode`` shows it.
    open var rightView: View? {
        didSet { replaceSideView(oldValue, with: rightView) }
    }
    /// When ``leftView`` shows; `.never` unless set.
    open var leftViewMode = ViewMode.never {
        didSet { placeSideViews() }
    }
    /// When ``rightView`` shows; `.never` unless set.
    open var rightViewMode = ViewMode.never {
        didSet { placeSideViews() }
    }
    /// When the clear button shows; `.never` unless set.
    open var clearButtonMode = ViewMode.never

    /// Whether the field is editing: it is the first responder.
    public var isEditing: Bool { isFirstResponder }

    /// A view shown instead of the keyboard while editing; settable, as UIKit's text inputs' are.
    open override var inputView: View? {
        get { storedInputViews.input }
        set { storedInputViews.input = newValue }
    }

    /// A view shown above the keyboard while editing; settable.
    open override var inputAccessoryView: View? {
        get { storedInputViews.accessory }
        set { storedInputViews.accessory = newValue }
    }
    private var storedInputViews: (input: View?, accessory: View?) = (nil, nil)

    /// Yes while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// UIKit's `UITextField.becomeFirstResponder()`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        defer { placeSideViews() }
        return super.becomeFirstResponder()
    }

    /// UIKit's `UITextField.resignFirstResponder()`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        defer { placeSideViews() }
        return super.resignFirstResponder()
    }

    /// Where ``leftView`` goes: its own size at the leading edge, centred up and down.
    open func leftViewRect(forBounds bounds: Rect) -> Rect {
        let size = leftView?.bounds.size ?? .zero
        return Rect(
            x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// Where ``rightView`` goes: its own size at the trailing edge, centred up and down.
    open func rightViewRect(forBounds bounds: Rect) -> Rect {
        let size = rightView?.bounds.size ?? .zero
        return Rect(
            x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    // MARK: Typing, UIKit's `UIKeyInput`

    /// Whether the field holds text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Types `text` at the end, as the keyboard does, and sends `editingChanged`.
    ///
    /// ```swift
    /// field.insertText("4")
    /// ```
    open func insertText(_ text: String) {
        self.text = (self.text ?? "") + text
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character, as the keyboard's delete key does, and sends `editingChanged`; an
    /// empty field stays as it is and sends nothing.
    open func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        current.removeLast()
        text = current
        sendActions(for: .editingChanged)
    }

    /// Where the text is drawn: the bounds less the side views shown.
    open func textRect(forBounds bounds: Rect) -> Rect {
        var rect = bounds
        if let left = leftView, left.superview === self, !left.isHidden {
            let width = leftViewRect(forBounds: bounds).maxX - bounds.minX
            rect.origin.x += width
            rect.size.width -= width
        }
        if let right = rightView, right.superview === self, !right.isHidden {
            rect.size.width -= bounds.maxX - rightViewRect(forBounds: bounds).minX
        }
        return Rect(origin: rect.origin, size: Size(width: max(rect.size.width, 0), height: rect.size.height))
    }

    /// Where the text is drawn while editing: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    /// Where the border is drawn: the bounds.
    open func borderRect(forBounds bounds: Rect) -> Rect { bounds }

    /// Where the clear button goes: 19 points square at the trailing edge, 5 in.
    open func clearButtonRect(forBounds bounds: Rect) -> Rect {
        Rect(x: bounds.maxX - 24, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    override func geometryDidChange() {
        super.geometryDidChange()
        placeSideViews()
    }

    private func replaceSideView(_ old: View?, with new: View?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        placeSideViews()
    }

    /// Shows the side views their modes show, where their rectangles say.
    private func placeSideViews() {
        let editing = isEditing
        func shows(_ mode: ViewMode) -> Bool {
            mode == .always || (mode == .whileEditing && editing) || (mode == .unlessEditing && !editing)
        }
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }
}
