/// A field of one line of editable text, UIKit's `UITextField`: a ``Control``
/// that can become first responder while enabled (behaviour 5), so key
/// presses go to it.
///
/// ```swift
/// let search = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 36))
/// search.placeholder = "Search"
/// search.becomeFirstResponder()
/// ```
@MainActor
open class TextField: Control {
    open var text: String? {
        didSet { displayedPropertyChanged(oldValue, text) }
    }
    open var placeholder: String? {
        didSet { displayedPropertyChanged(oldValue, placeholder) }
    }

    /// Yes while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
}
