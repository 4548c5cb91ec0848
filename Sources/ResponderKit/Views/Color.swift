/// A colour with red, green, blue and alpha components from 0 to 1.
///
/// A colour may look different in dark appearance (the system colours do,
/// and ``init(light:dark:)`` makes one): its components are its light
/// appearance, the one the lab shows and renderers paint, and
/// ``resolved(for:)`` gives either.
///
/// ```swift
/// view.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.3)
/// let translucent = Color.black.withAlpha(0.5)
/// let card = Color(light: .white, dark: Color(white: 0.1))
/// ```
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The dark appearance, when the colour has one of its own.
    private var darkAppearance: DarkAppearance?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour that is `light` in light appearance and `dark` in dark appearance.
    public init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        let dark = dark.resolved(for: .dark)
        darkAppearance = dark == self ? nil : DarkAppearance(color: dark)
    }

    /// The colour as it looks in `style`: the dark appearance for `.dark`, else the light one.
    public func resolved(for style: UserInterfaceStyle) -> Color {
        guard style == .dark, let darkAppearance else { return Color(red: red, green: green, blue: blue, alpha: alpha) }
        return darkAppearance.color
    }

    /// Boxed, so that a colour with a colour inside it has a size.
    private final class DarkAppearance: Hashable, Sendable {
        let color: Color
        init(color: Color) { self.color = color }
        static func == (lhs: DarkAppearance, rhs: DarkAppearance) -> Bool { lhs.color == rhs.color }
        func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    /// A system colour: `light` and `dark` as 0…255 components.
    private static func system(_ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double))
        -> Color
    {
        Color(
            light: Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3),
            dark: Color(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3))
    }

    /// A colour from `0xRRGGBB`, as design tools write them.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha, in both appearances.
    public func withAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = alpha
        if let darkAppearance { copy.darkAppearance = DarkAppearance(color: darkAppearance.color.withAlpha(alpha)) }
        return copy
    }

    /// The same colour with another alpha, UIKit's spelling of ``withAlpha(_:)``.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        withAlpha(alpha)
    }

    /// A colour from hue, saturation and brightness, each 0 to 1, as UIKit's `init(hue:saturation:brightness:alpha:)`.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let darkGray = Color(white: 1.0 / 3)
    public static let lightGray = Color(white: 2.0 / 3)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    // iOS's system colours, light and dark, as UIKit gives them (components of 255).
    /// UIKit's `UIColor.systemBlue`.
    public static let systemBlue = system((0, 122, 255, 1), (10, 132, 255, 1))
    /// UIKit's `UIColor.systemRed`.
    public static let systemRed = system((255, 59, 48, 1), (255, 69, 58, 1))
    /// UIKit's `UIColor.systemGreen`.
    public static let systemGreen = system((52, 199, 89, 1), (48, 209, 88, 1))
    /// UIKit's `UIColor.systemOrange`.
    public static let systemOrange = system((255, 149, 0, 1), (255, 159, 10, 1))
    /// UIKit's `UIColor.systemYellow`.
    public static let systemYellow = system((255, 204, 0, 1), (255, 214, 10, 1))
    /// UIKit's `UIColor.systemPink`.
    public static let systemPink = system((255, 45, 85, 1), (255, 55, 95, 1))
    /// UIKit's `UIColor.systemPurple`.
    public static let systemPurple = system((175, 82, 222, 1), (191, 90, 242, 1))
    /// UIKit's `UIColor.systemTeal`.
    public static let systemTeal = system((48, 176, 199, 1), (64, 200, 224, 1))
    /// UIKit's `UIColor.systemIndigo`.
    public static let systemIndigo = system((88, 86, 214, 1), (94, 92, 230, 1))
    /// UIKit's `UIColor.systemMint`.
    public static let systemMint = system((0, 199, 190, 1), (99, 230, 226, 1))
    /// UIKit's `UIColor.systemCyan`.
    public static let systemCyan = system((50, 173, 230, 1), (100, 210, 255, 1))
    /// UIKit's `UIColor.systemBrown`.
    public static let systemBrown = system((162, 132, 94, 1), (172, 142, 104, 1))
    /// UIKit's `UIColor.systemGray`.
    public static let systemGray = system((142, 142, 147, 1), (142, 142, 147, 1))
    /// UIKit's `UIColor.systemGray2`.
    public static let systemGray2 = system((174, 174, 178, 1), (99, 99, 102, 1))
    /// UIKit's `UIColor.systemGray3`.
    public static let systemGray3 = system((199, 199, 204, 1), (72, 72, 74, 1))
    /// UIKit's `UIColor.systemGray4`.
    public static let systemGray4 = system((209, 209, 214, 1), (58, 58, 60, 1))
    /// UIKit's `UIColor.systemGray5`.
    public static let systemGray5 = system((229, 229, 234, 1), (44, 44, 46, 1))
    /// UIKit's `UIColor.systemGray6`.
    public static let systemGray6 = system((242, 242, 247, 1), (28, 28, 30, 1))
    /// UIKit's `UIColor.label`.
    public static let label = system((0, 0, 0, 1), (255, 255, 255, 1))
    /// UIKit's `UIColor.secondaryLabel`.
    public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    /// UIKit's `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// UIKit's `UIColor.quaternaryLabel`.
    public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    /// UIKit's `UIColor.placeholderText`.
    public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// UIKit's `UIColor.link`.
    public static let link = system((0, 122, 255, 1), (9, 132, 255, 1))
    /// UIKit's `UIColor.separator`.
    public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    /// UIKit's `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = system((198, 198, 200, 1), (56, 56, 58, 1))
    /// UIKit's `UIColor.systemFill`.
    public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    /// UIKit's `UIColor.secondarySystemFill`.
    public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    /// UIKit's `UIColor.tertiarySystemFill`.
    public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    /// UIKit's `UIColor.quaternarySystemFill`.
    public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))
    /// UIKit's `UIColor.systemBackground`.
    public static let systemBackground = system((255, 255, 255, 1), (0, 0, 0, 1))
    /// UIKit's `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = system((242, 242, 247, 1), (28, 28, 30, 1))
    /// UIKit's `UIColor.tertiarySystemBackground`.
    public static let tertiarySystemBackground = system((255, 255, 255, 1), (44, 44, 46, 1))
    /// UIKit's `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = system((242, 242, 247, 1), (0, 0, 0, 1))
    /// UIKit's `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = system((255, 255, 255, 1), (28, 28, 30, 1))
    /// UIKit's `UIColor.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = system((242, 242, 247, 1), (44, 44, 46, 1))
    /// Text for light backgrounds, whatever the appearance.
    public static let darkText = Color.black
    /// Text for dark backgrounds, whatever the appearance: white at 60%.
    public static let lightText = Color(white: 1, alpha: 0.6)
}
