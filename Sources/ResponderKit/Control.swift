/// A view that responds to touches with actions, UIKit's `UIControl`.
///
/// A disabled control is skipped by hit-testing like a view with interaction
/// disabled (SPEC 1.9), so touches go to what is behind it.
///
/// ```swift
/// let send = Button(frame: Rect(x: 0, y: 0, width: 80, height: 32))
/// send.isEnabled = false // taps now reach the view behind
/// ```
@MainActor
open class Control: View {
    public var isEnabled = true {
        didSet { isDisabledControl = !isEnabled }
    }
    public var isSelected = false
    /// True while a touch that began on the control is inside it.
    public internal(set) var isHighlighted = false

    // A control handles its touches itself: none reaches the next responder.

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        isHighlighted = true
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        isHighlighted = bounds.contains(touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        isHighlighted = false
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        isHighlighted = false
    }
}

/// A push button, UIKit's `UIButton`.
@MainActor
open class Button: Control {
    public var title: String?
}
