/// A scrolling view of editable text, UIKit's `UITextView`: a ``ScrollView``
/// that can become first responder while ``isEditable`` (behaviour 5).
///
/// ```swift
/// let notes = TextView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
/// notes.isEditable = false // read-only: it still scrolls
/// ```
@MainActor
open class TextView: ScrollView {
    open var text: String? {
        didSet { displayedPropertyChanged(oldValue, text) }
    }
    open var isEditable = true
    open var isSelectable = true

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

    /// Yes while editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    // MARK: Typing, UIKit's `UIKeyInput`

    /// Whether the view holds text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Types `text` at the end, as the keyboard does.
    ///
    /// ```swift
    /// notes.insertText("\n")
    /// ```
    open func insertText(_ text: String) {
        self.text = (self.text ?? "") + text
    }

    /// Deletes the last character, as the keyboard's delete key does.
    open func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        current.removeLast()
        text = current
    }
}
