/// An on-off switch, UIKit's `UISwitch`: a ``Control`` (it tracks its touch
/// and is skipped when disabled) with its state in ``isOn``. A tap that ends
/// on it flips it and sends `valueChanged` with `primaryActionTriggered` (a
/// switch's primary action is its change), before the `touchUpInside` of the
/// same release, as UIKit's does.
///
/// ```swift
/// let wifi = Switch(frame: Rect(x: 300, y: 8, width: 51, height: 31))
/// wifi.setOn(true, animated: false)
/// wifi.addAction(for: .valueChanged) { _ in print(wifi.isOn) }
/// ```
@MainActor
open class Switch: Control {
    open var isOn = false {
        didSet { displayedPropertyChanged(oldValue, isOn) }
    }

    /// Sets ``isOn``; nothing animates here, and no `valueChanged` is sent: code's change is no user's.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// UIKit's `UISwitch` flips under a tap that ends on it.
    open override func endTracking(_ touch: Touch?, with event: ResponderKit.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }
}
