// UIFont's text styles, named faces, metrics and descriptors. The lab draws
// every font with the system's face; metrics are the proportions of iOS's
// system font (SF Pro) at the font's size.

import ResponderKit

extension Font {
    /// A kind of text that takes the reader's preferred size, UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// The style's size and weight at the default text size (Large), as iOS gives them.
        var metrics: (size: Double, weight: Font.Weight) {
            switch self {
            case .extraLargeTitle: (36, .bold)
            case .extraLargeTitle2: (28, .bold)
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font for `style` at the lab's text size (Large).
    ///
    /// ```swift
    /// titleLabel.font = .preferredFont(forTextStyle: .headline) // 17 pt semibold
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        Font(pointSize: style.metrics.size, weight: style.metrics.weight)
    }

    /// The font for `style` with `traitCollection`'s text size (the lab's is Large).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style)
    }

    /// The italic system font of `size` points.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        var font = Font(pointSize: size)
        font.isItalic = true
        return font
    }

    /// The system font with digits of one width.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        var font = Font(pointSize: size, weight: weight)
        font.isMonospaced = true
        return font
    }

    /// The system's monospaced font.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        var font = Font(name: "Menlo", pointSize: size, weight: weight)
        font.isMonospaced = true
        return font
    }

    /// The face called `fontName` at `fontSize`: every name stands for a face here (drawn with the system's).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, pointSize: fontSize)
    }

    /// A font from a descriptor.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self = descriptor.font
        if pointSize > 0 { self.pointSize = pointSize }
    }

    /// The size of labels' text, 17.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of buttons' text, 18.
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard size, 14.
    public static var systemFontSize: CGFloat { 14 }
    /// The small standard size, 12.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The face's name: the system font's by weight (`.SFUI-Semibold`), or the name asked for.
    public var fontName: String {
        if let name { return name }
        let weights: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
            (.black, "Black"),
        ]
        let nearest = weights.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }
        return ".SFUI-\(nearest?.1 ?? "Regular")\(isItalic ? "Italic" : "")"
    }

    /// The family's name: the system font's, or the name asked for up to its style.
    public var familyName: String {
        name.map { String($0.split(separator: "-").first ?? Substring($0)) } ?? ".AppleSystemUIFont"
    }

    /// The height above the baseline.
    public var ascender: CGFloat { pointSize * 0.952 }
    /// The depth below the baseline, negative.
    public var descender: CGFloat { pointSize * -0.241 }
    /// The height of a line.
    public var lineHeight: CGFloat { pointSize * 1.193 }
    /// The height of capitals.
    public var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of lower case.
    public var xHeight: CGFloat { pointSize * 0.528 }
    /// The space between lines; 0, as the system font's.
    public var leading: CGFloat { 0 }

    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }
}

/// What describes a font, UIKit's `UIFontDescriptor`.
public struct UIFontDescriptor: Hashable, Sendable {
    /// A font's traits, UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    fileprivate var font: Font

    fileprivate init(font: Font) { self.font = font }

    /// The descriptor of `style`'s preferred font.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// UIKit's `UIFontDescriptor.pointSize`.
    public var pointSize: CGFloat { font.pointSize }

    /// Bold from semibold up, italic, monospace, as the font is.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.isBold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.isMonospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same description with exactly `traits` (bold, italic, monospace).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var font = self.font
        font.weight = traits.contains(.traitBold) ? max(font.weight, .bold) : min(font.weight, .regular)
        font.isItalic = traits.contains(.traitItalic)
        font.isMonospaced = traits.contains(.traitMonoSpace)
        return UIFontDescriptor(font: font)
    }

    /// The same description at `size` points.
    public func withSize(_ size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(size))
    }
}

/// Scales fonts and sizes for the reader's text size, UIKit's `UIFontMetrics`.
/// The lab's text size is the default (Large), at which nothing scales.
public struct UIFontMetrics: Sendable {
    /// UIKit's `UIFontMetrics.textStyle`.
    public let textStyle: UIFont.TextStyle

    /// UIKit's `UIFontMetrics.init(forTextStyle:)`.
    public init(forTextStyle style: UIFont.TextStyle) { textStyle = style }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font`, scaled for the lab's text size: as it is.
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font`, scaled, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(font.pointSize, maximumPointSize))
    }
    /// `font`, scaled for `traitCollection`: as it is.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    /// `value`, scaled for the lab's text size: as it is.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
