/// A control that picks a value from a range, UIKit's `UISlider`: a
/// ``Control`` (it tracks its touch and is skipped when disabled), with the
/// value kept within ``minimumValue`` … ``maximumValue``. Dragging does not
/// move the value here; code sets it.
///
/// ```swift
/// let volume = Slider(frame: Rect(x: 20, y: 100, width: 280, height: 30))
/// volume.maximumValue = 10
/// volume.setValue(4, animated: false)
/// ```
@MainActor
open class Slider: Control {
    /// The value, within ``minimumValue`` … ``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    private var storedValue: Float = 0

    open var minimumValue: Float = 0 {
        didSet { value = storedValue }
    }
    open var maximumValue: Float = 1 {
        didSet { value = storedValue }
    }

    /// Whether the value-changed events are sent during a drag, not only at its end.
    open var isContinuous = true

    /// Sets ``value``; nothing animates here.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }
}
