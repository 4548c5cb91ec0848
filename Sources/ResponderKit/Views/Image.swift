/// A picture, UIKit's `UIImage`, known here by its name: renderers draw a
/// picture for the name, and touch delivery never looks inside one. What
/// code sets on it (rendering mode, tint, a symbol's configuration) is kept.
///
/// ```swift
/// let heart = Image(named: "heart")
/// likeButton.setImage(heart, for: .normal)
/// ```
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// How an image is drawn, UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The name the image was made with.
    public let name: String
    /// Whether it is an SF Symbol, made by ``init(systemName:)``.
    public let isSymbolImage: Bool
    /// How it is drawn: as it is, or as a template in the tint colour.
    public var renderingMode = RenderingMode.automatic
    /// The colour a template image is drawn in, when given (`withTintColor(_:)`).
    public var tintColor: Color?
    /// The symbol's configuration, when given.
    public var symbolConfiguration: SymbolConfiguration?
    /// The size in points; zero, as the lab has no pictures of its own to measure,
    /// unless whoever made the image gave one.
    public var size = Size.zero

    /// The image called `name`. Failable, as UIKit's `init?(named:)` is when
    /// the app has no such asset; here every name stands for a picture, so it
    /// never fails.
    public init?(named name: String) {
        self.name = name
        isSymbolImage = false
    }

    /// A symbol image, UIKit's `init?(systemName:)`; named like any other.
    public init?(systemName name: String) {
        self.name = name
        isSymbolImage = true
    }

    /// An image without a picture, UIKit's `UIImage()`.
    public init() {
        name = ""
        isSymbolImage = false
    }

    public var description: String { name }

    /// What a symbol image is drawn with, UIKit's `UIImage.SymbolConfiguration`:
    /// each part is nil until given.
    ///
    /// ```swift
    /// let large = Image.SymbolConfiguration(pointSize: 24, weight: .semibold)
    /// ```
    public struct SymbolConfiguration: Hashable, Sendable {
        /// A symbol's size relative to its font, UIKit's `UIImage.SymbolScale`.
        public enum Scale: Int, Hashable, Sendable {
            case `default` = -1, unspecified, small, medium, large
        }

        /// UIKit's `UIImage.SymbolConfiguration.pointSize`.
        public var pointSize: Double?
        /// UIKit's `UIImage.SymbolConfiguration.weight`.
        public var weight: Font.Weight?
        /// UIKit's `UIImage.SymbolConfiguration.scale`.
        public var scale: Scale?
        /// The text style's name (`UIFont.TextStyle.rawValue`).
        public var textStyle: String?
        /// The colours of a hierarchical or palette symbol.
        public var colors: [Color]

        /// UIKit's `UIImage.SymbolConfiguration.init(pointSize:weight:scale:textStyle:colors:)`.
        public init(
            pointSize: Double? = nil, weight: Font.Weight? = nil, scale: Scale? = nil,
            textStyle: String? = nil, colors: [Color] = []
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.colors = colors
        }

        /// This configuration with what `other` gives laid over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize, weight: other.weight ?? weight,
                scale: other.scale ?? scale, textStyle: other.textStyle ?? textStyle,
                colors: other.colors.isEmpty ? colors : other.colors)
        }
    }
}
