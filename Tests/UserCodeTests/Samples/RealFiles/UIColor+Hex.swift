import UIKit

extension UIColor {
    /// `UIColor(hex: 0xF2F2F7)`, as apps spell their palette.
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    static let cardBackground = UIColor(hex: 0x336699)
}
