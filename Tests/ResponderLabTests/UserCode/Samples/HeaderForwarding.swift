import UIKit

/// A profile header whose whole area follows the person: the app's
/// ForwardingView (Tests/UIKitTests/AppCode/Forwarding.swift), its target
/// found once the nib is loaded, by the tag Interface Builder gave the button.
class HeaderForwardingView: ForwardingView {
    override func awakeFromNib() {
        super.awakeFromNib()
        target = viewWithTag(7)
    }
}
