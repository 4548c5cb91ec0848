// Cells' content and background configurations (iOS 14's list cells): a
// list configuration set on a cell shows its text and image in the cell's
// built-in label and image view, which renderers draw.

import ResponderKit

/// A cell's content, UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration {}

/// A list cell's text, secondary text and image, UIKit's `UIListContentConfiguration`.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.image = UIImage(systemName: "wifi")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn, UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// UIKit's `UIListContentConfiguration.TextProperties.font`.
        public var font: UIFont
        /// UIKit's `UIListContentConfiguration.TextProperties.color`.
        public var color: UIColor
        /// UIKit's `UIListContentConfiguration.TextProperties.numberOfLines`.
        public var numberOfLines = 0
        /// UIKit's `UIListContentConfiguration.TextProperties.alignment`.
        public var alignment = NSTextAlignment.natural
        /// UIKit's `UIListContentConfiguration.TextProperties.lineBreakMode`.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// UIKit's `UIListContentConfiguration.TextProperties.adjustsFontSizeToFitWidth`.
        public var adjustsFontSizeToFitWidth = false
    }

    /// How the image is drawn, UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// UIKit's `UIListContentConfiguration.ImageProperties.tintColor`.
        public var tintColor: UIColor?
        /// UIKit's `UIListContentConfiguration.ImageProperties.cornerRadius`.
        public var cornerRadius: CGFloat = 0
        /// UIKit's `UIListContentConfiguration.ImageProperties.maximumSize`.
        public var maximumSize = CGSize.zero
        /// UIKit's `UIListContentConfiguration.ImageProperties.reservedLayoutSize`.
        public var reservedLayoutSize = CGSize.zero
        /// UIKit's `UIListContentConfiguration.ImageProperties.preferredSymbolConfiguration`.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    /// UIKit's `UIListContentConfiguration.text`.
    public var text: String?
    /// UIKit's `UIListContentConfiguration.secondaryText`.
    public var secondaryText: String?
    /// UIKit's `UIListContentConfiguration.attributedText`.
    public var attributedText: NSAttributedString?
    /// UIKit's `UIListContentConfiguration.secondaryAttributedText`.
    public var secondaryAttributedText: NSAttributedString?
    /// UIKit's `UIListContentConfiguration.image`.
    public var image: UIImage?
    /// UIKit's `UIListContentConfiguration.textProperties`.
    public var textProperties: TextProperties
    /// UIKit's `UIListContentConfiguration.secondaryTextProperties`.
    public var secondaryTextProperties: TextProperties
    /// UIKit's `UIListContentConfiguration.imageProperties`.
    public var imageProperties = ImageProperties()
    /// UIKit's `UIListContentConfiguration.imageToTextPadding`.
    public var imageToTextPadding: CGFloat = 16
    /// UIKit's `UIListContentConfiguration.textToSecondaryTextVerticalPadding`.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// UIKit's `UIListContentConfiguration.directionalLayoutMargins`.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// UIKit's `UIListContentConfiguration.prefersSideBySideTextAndSecondaryText`.
    public var prefersSideBySideTextAndSecondaryText = false

    private init(text: UIFont.TextStyle, secondary: UIFont.TextStyle, secondaryColor: UIColor, sideBySide: Bool = false)
    {
        textProperties = TextProperties(font: .preferredFont(forTextStyle: text), color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondary), color: secondaryColor)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A cell's: body text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .body, secondary: .subheadline, secondaryColor: .label)
    }
    /// A cell with a subtitle below.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .body, secondary: .subheadline, secondaryColor: .label)
    }
    /// A cell with a value at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .body, secondary: .body, secondaryColor: .secondaryLabel, sideBySide: true)
    }
    /// A plain list's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .headline, secondary: .subheadline, secondaryColor: .secondaryLabel)
    }
    /// A grouped list's section header.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .footnote, secondary: .footnote, secondaryColor: .secondaryLabel)
    }
    /// A section header of the list's style.
    public static func header() -> UIListContentConfiguration { groupedHeader() }
    /// A grouped list's section footer.
    public static func groupedFooter() -> UIListContentConfiguration { groupedHeader() }
}

extension UIBackgroundConfiguration: UIContentConfiguration {}

extension TableViewCell {
    /// The configuration of the cell's style, to fill in and set as ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// What the cell shows; a list configuration's text and image go to the
    /// built-in label and image view, which renderers draw.
    public var contentConfiguration: UIContentConfiguration? {
        get { self[attached: ContentConfigurationKey.self] }
        set {
            self[attached: ContentConfigurationKey.self] = newValue
            guard let list = newValue as? UIListContentConfiguration else { return }
            textLabel?.text = list.attributedText?.string ?? list.text
            textLabel?.font = list.textProperties.font
            textLabel?.textColor = list.textProperties.color
            imageView?.image = list.image
        }
    }

    /// The cell's background; kept.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { self[attached: BackgroundConfigurationKey.self] }
        set { self[attached: BackgroundConfigurationKey.self] = newValue }
    }
}

extension CollectionViewCell {
    /// What the cell shows; kept.
    public var contentConfiguration: UIContentConfiguration? {
        get { self[attached: ContentConfigurationKey.self] }
        set { self[attached: ContentConfigurationKey.self] = newValue }
    }

    /// The cell's background; kept.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { self[attached: BackgroundConfigurationKey.self] }
        set { self[attached: BackgroundConfigurationKey.self] = newValue }
    }
}

private enum ContentConfigurationKey: AttachmentKey { typealias Value = UIContentConfiguration }
private enum BackgroundConfigurationKey: AttachmentKey { typealias Value = UIBackgroundConfiguration }
