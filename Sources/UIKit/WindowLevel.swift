// `UIWindow.Level`. A window's level is a `Double` here (`Window.windowLevel`),
// so UIKit's level values are spelled as members of `Double`:
// `window.windowLevel = .alert + 1` and
// `UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1)` both compile
// and mean what they mean on iOS.

import ResponderKit

extension Window {
    /// A window's level, UIKit's `UIWindow.Level`: a number; higher levels are hit-tested first.
    public typealias Level = Double
}

extension Double {
    /// `UIWindow.Level.normal`: 0.
    public static var normal: Double { Window.normalLevel }
    /// `UIWindow.Level.statusBar`: 1000.
    public static var statusBar: Double { Window.statusBarLevel }
    /// `UIWindow.Level.alert`: 2000.
    public static var alert: Double { Window.alertLevel }

    /// `UIWindow.Level(rawValue:)`: the level is the number.
    public init(rawValue: Double) {
        self = rawValue
    }

    /// `UIWindow.Level.rawValue`: the number itself.
    public var rawValue: Double { self }
}
