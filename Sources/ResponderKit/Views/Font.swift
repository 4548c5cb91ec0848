/// A font as a label asks for it, UIKit's `UIFont`: a size and a weight.
/// Renderers draw it with the system's face, bold from semibold up.
///
/// ```swift
/// label.font = .systemFont(ofSize: 17, weight: .semibold)
/// label.font = .boldSystemFont(ofSize: 12)
/// ```
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are, UIKit's `UIFont.Weight`: from -1 (ultra light) to 1 (black).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The size in points.
    public var pointSize: Double
    public var weight: Weight
    /// The face asked for by name (`UIFont(name:size:)`); nil for the system font.
    public var name: String?
    /// Whether the face slants.
    public var isItalic = false
    /// Whether every character, or every digit, has one width.
    public var isMonospaced = false

    public init(pointSize: Double, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The face called `name` at `pointSize`; renderers draw it with the system's face.
    public init(name: String, pointSize: Double, weight: Weight = .regular) {
        self.init(pointSize: pointSize, weight: weight)
        self.name = name
    }

    /// Whether renderers draw it with the bold face: semibold or heavier.
    public var isBold: Bool { weight >= .semibold }

    /// The system font of `size` points and `weight`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The bold system font of `size` points.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(pointSize: size, weight: .bold)
    }

    /// The same font at another size, UIKit's `withSize(_:)`.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.pointSize = size
        return copy
    }
}
