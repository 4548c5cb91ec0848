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

    /// Where the track is drawn: the width less 2 points each end, 4 high, centred. Override it.
    open func trackRect(forBounds bounds: Rect) -> Rect {
        Rect(x: bounds.minX + 2, y: bounds.midY - 2, width: max(bounds.width - 4, 0), height: 4)
    }

    /// Where the thumb is for `value`: 28 points square, along `rect`, centred up and down. Override it.
    ///
    /// ```swift
    /// override func point(inside point: Point, with event: Event?) -> Bool {
    ///     thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value).insetBy(dx: -10, dy: -10).contains(point)
    ///         || super.point(inside: point, with: event)
    /// }
    /// ```
    open func thumbRect(forBounds bounds: Rect, trackRect rect: Rect, value: Float) -> Rect {
        let side = 28.0
        let span = Double(maximumValue - minimumValue)
        let fraction = span > 0 ? Double(value - minimumValue) / span : 0
        return Rect(x: rect.minX + (rect.width - side) * fraction, y: rect.midY - side / 2, width: side, height: side)
    }
}
