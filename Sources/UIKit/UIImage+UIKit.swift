// UIImage's variants: rendering modes, tints, symbol configurations. The lab
// has no pictures of its own: an image is its name and what code set on it.

import ResponderKit

extension Image {
    /// How heavy a symbol's strokes are, UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name.
        public var fontWeight: UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            default: .regular
            }
        }
    }

    /// A symbol's size relative to its font, UIKit's `UIImage.SymbolScale`.
    public typealias SymbolScale = SymbolConfiguration.Scale

    /// A symbol image drawn with `configuration`.
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
        symbolConfiguration = configuration
    }

    /// A symbol image drawn with `configuration`, for `traitCollection`.
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// The image called `name` in `bundle`, for `traitCollection`: every name stands for a picture here.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image called `name` in `bundle`, drawn with `configuration`.
    public init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name)
        symbolConfiguration = configuration
    }

    /// The same image drawn as `renderingMode` says.
    ///
    /// ```swift
    /// icon.image = UIImage(named: "star")?.withRenderingMode(.alwaysTemplate)
    /// ```
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// The same image as a template in `color`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        var copy = self
        copy.tintColor = color
        if copy.renderingMode == .automatic { copy.renderingMode = .alwaysOriginal }
        return copy
    }

    /// The same image in `color`, drawn as `renderingMode` says.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var copy = withTintColor(color)
        copy.renderingMode = renderingMode
        return copy
    }

    /// The same symbol drawn with `configuration` (laid over its own).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        var copy = self
        copy.symbolConfiguration = (symbolConfiguration ?? SymbolConfiguration()).applying(configuration)
        return copy
    }

    /// The same symbol with `configuration` laid over its own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        withConfiguration(configuration)
    }

    /// The same image, stretched between `capInsets` when drawn; drawn whole here.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// The same image with its alignment inset; placed by its frame here.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }

    /// Pixels per point; 1, as an image without a picture has.
    public var scale: CGFloat { 1 }
}

extension Image.SymbolConfiguration {
    /// A configuration of `pointSize`.
    public init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil, scale: nil) }

    /// A configuration of `pointSize` and `weight`.
    public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
        self.init(pointSize: pointSize, weight: weight.fontWeight, scale: nil)
    }

    /// A configuration of `pointSize`, `weight` and `scale`.
    public init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
        self.init(pointSize: pointSize, weight: weight.fontWeight, scale: scale)
    }

    /// A configuration of `weight`.
    public init(weight: UIImage.SymbolWeight) { self.init(pointSize: nil, weight: weight.fontWeight) }

    /// A configuration of `scale`.
    public init(scale: UIImage.SymbolScale) { self.init(pointSize: nil, scale: scale) }

    /// A configuration of a text style's size.
    public init(textStyle: UIFont.TextStyle) {
        self.init(pointSize: nil, textStyle: textStyle.rawValue)
    }

    /// A configuration of a text style's size and `scale`.
    public init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
        self.init(pointSize: nil, scale: scale, textStyle: textStyle.rawValue)
    }

    /// A configuration of `font`'s size and weight.
    public init(font: UIFont) { self.init(pointSize: font.pointSize, weight: font.weight) }

    /// A configuration of `font`'s size and weight and `scale`.
    public init(font: UIFont, scale: UIImage.SymbolScale) {
        self.init(pointSize: font.pointSize, weight: font.weight, scale: scale)
    }

    /// A hierarchical symbol in shades of `color`.
    public init(hierarchicalColor color: UIColor) { self.init(pointSize: nil, colors: [color]) }

    /// A palette symbol in `colors`.
    public init(paletteColors colors: [UIColor]) { self.init(pointSize: nil, colors: colors) }

    /// The same configuration laid over `other`, UIKit's `applying(_:)` spelt for configurations.
    public func applying(_ other: UIImage.SymbolConfiguration) -> UIImage.SymbolConfiguration {
        applying(Optional(other))
    }
}
