/// An on-off switch, UIKit's `UISwitch`: a ``Control`` (it tracks its touch
/// and is skipped when disabled) with its state in ``isOn``.
///
/// ```swift
/// let wifi = Switch(frame: Rect(x: 300, y: 8, width: 51, height: 31))
/// wifi.setOn(true, animated: false)
/// ```
@MainActor
open class Switch: Control {
    open var isOn = false {
        didSet { displayedPropertyChanged(oldValue, isOn) }
    }

    /// Sets ``isOn``; nothing animates here.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
