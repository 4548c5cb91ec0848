// UIColor's initializers and members beyond components: dynamic colours,
// trait resolution, component reads, Core Graphics' colour.

import ResponderKit

extension Color {
    /// A colour made by `provider` for each appearance, UIKit's
    /// `init(dynamicProvider:)`: asked once for light and once for dark when made;
    /// the lab shows the light one.
    ///
    /// ```swift
    /// let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    /// ```
    public init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
        self.init(
            light: provider(UITraitCollection(userInterfaceStyle: .light)),
            dark: provider(UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// The colour as it looks with `traitCollection`'s style.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        resolved(for: traitCollection.userInterfaceStyle)
    }

    /// The colour as Core Graphics takes it (`layer.borderColor = UIColor.separator.cgColor`):
    /// resolved for the current traits (the lab's, light), as a `CGColor` has one appearance.
    public var cgColor: CGColor { resolved(for: UITraitCollection.current.userInterfaceStyle) }

    /// A colour from Core Graphics' colour.
    public init(cgColor: CGColor) { self = cgColor }

    /// A colour from Display P3 components; taken as sRGB here.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from the app's asset catalogue, UIKit's `init(named:)`: the lab
    /// has no catalogue, so nil, as UIKit answers for a name it does not have.
    public init?(named name: String) { return nil }

    /// The app's tint colour, UIKit's `UIColor.tintColor`: the system blue.
    public static var tintColor: UIColor { .systemBlue }

    /// The components red, green, blue, alpha, Core Graphics' `CGColor.components`.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components, 4.
    public var numberOfComponents: Int { 4 }

    /// The same colour with another alpha, Core Graphics' `CGColor.copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? { withAlpha(alpha) }

    /// Reads the red, green, blue and alpha components; true, as every colour here has them.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads the brightness (the mean of the components) and alpha; true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads hue, saturation, brightness and alpha; true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let high = max(red, green, blue), low = min(red, green, blue), range = high - low
        var h = 0.0
        if range > 0 {
            h =
                switch high {
                case red: (green - blue) / range
                case green: 2 + (blue - red) / range
                default: 4 + (red - green) / range
                }
            h = (h / 6).truncatingRemainder(dividingBy: 1)
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        alpha?.pointee = self.alpha
        return true
    }

    /// Makes this the fill and stroke colour of the current graphics context; the lab gives `draw(_:)` none.
    public func set() {}
    /// Makes this the fill colour of the current graphics context; there is none here.
    public func setFill() {}
    /// Makes this the stroke colour of the current graphics context; there is none here.
    public func setStroke() {}
}

extension TraitCollection {
    /// The traits drawing code resolves colours with: the lab's (light).
    public static var current: UITraitCollection { UITraitCollection() }

    /// Runs `actions` with these traits current; colours resolve by them when code asks `resolvedColor(with:)`.
    public func performAsCurrent(_ actions: () -> Void) { actions() }

}
