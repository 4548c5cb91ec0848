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
}
