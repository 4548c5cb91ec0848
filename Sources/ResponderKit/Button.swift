/// A push button, UIKit's `UIButton`: a control with a title, drawn
/// highlighted while it tracks a touch that is inside. It sends
/// `primaryActionTriggered` right after `touchUpInside`.
///
/// ```swift
/// let buy = Button(frame: Rect(x: 0, y: 0, width: 120, height: 44))
/// buy.title = "Buy"
/// buy.addAction(for: .primaryActionTriggered) { _ in checkout() }
/// ```
@MainActor
open class Button: Control {
    /// The text drawn on the button.
    public var title: String? {
        didSet { displayedPropertyChanged(oldValue, title) }
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }
}
