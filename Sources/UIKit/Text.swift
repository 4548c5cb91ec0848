// Text: the attributes UIKit adds to attributed strings, paragraph styles,
// and what labels, text fields and text views keep beyond their text.
// Renderers draw the plain text in the label's font and colour.

import ResponderKit

/// How lines of text are placed, UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = UILabel.Alignment

/// Where a line that does not fit breaks or is cut, UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// How text is underlined or struck through, UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString.Key {
    /// UIKit's `NSAttributedString.Key.font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// UIKit's `NSAttributedString.Key.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// UIKit's `NSAttributedString.Key.backgroundColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// UIKit's `NSAttributedString.Key.paragraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// UIKit's `NSAttributedString.Key.kern`.
    public static let kern = NSAttributedString.Key("NSKern")
    /// UIKit's `NSAttributedString.Key.tracking`.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// UIKit's `NSAttributedString.Key.underlineStyle`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// UIKit's `NSAttributedString.Key.underlineColor`.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// UIKit's `NSAttributedString.Key.strikethroughStyle`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// UIKit's `NSAttributedString.Key.strikethroughColor`.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// UIKit's `NSAttributedString.Key.strokeColor`.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// UIKit's `NSAttributedString.Key.strokeWidth`.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// UIKit's `NSAttributedString.Key.shadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// UIKit's `NSAttributedString.Key.link`.
    public static let link = NSAttributedString.Key("NSLink")
    /// UIKit's `NSAttributedString.Key.baselineOffset`.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// UIKit's `NSAttributedString.Key.attachment`.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// UIKit's `NSAttributedString.Key.ligature`.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// UIKit's `NSAttributedString.Key.obliqueness`.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// UIKit's `NSAttributedString.Key.expansion`.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}

/// How paragraphs are laid out, UIKit's `NSParagraphStyle`: kept with the text.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// UIKit's `NSParagraphStyle.alignment`.
    public internal(set) var alignment = NSTextAlignment.natural
    /// UIKit's `NSParagraphStyle.lineBreakMode`.
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// UIKit's `NSParagraphStyle.lineSpacing`.
    public internal(set) var lineSpacing: CGFloat = 0
    /// UIKit's `NSParagraphStyle.paragraphSpacing`.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// UIKit's `NSParagraphStyle.paragraphSpacingBefore`.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// UIKit's `NSParagraphStyle.firstLineHeadIndent`.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// UIKit's `NSParagraphStyle.headIndent`.
    public internal(set) var headIndent: CGFloat = 0
    /// UIKit's `NSParagraphStyle.tailIndent`.
    public internal(set) var tailIndent: CGFloat = 0
    /// UIKit's `NSParagraphStyle.minimumLineHeight`.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// UIKit's `NSParagraphStyle.maximumLineHeight`.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// UIKit's `NSParagraphStyle.lineHeightMultiple`.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// UIKit's `NSParagraphStyle.hyphenationFactor`.
    public internal(set) var hyphenationFactor: Float = 0

    /// The default style.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// UIKit's `NSParagraphStyle.init()`.
    public override init() { super.init() }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }
}

/// A paragraph style to set up, UIKit's `NSMutableParagraphStyle`.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// UIKit's `NSMutableParagraphStyle.alignment`.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.lineBreakMode`.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.lineSpacing`.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.paragraphSpacing`.
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.paragraphSpacingBefore`.
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.firstLineHeadIndent`.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.headIndent`.
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.tailIndent`.
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.minimumLineHeight`.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.maximumLineHeight`.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.lineHeightMultiple`.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// UIKit's `NSMutableParagraphStyle.hyphenationFactor`.
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }

    /// Takes every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        (alignment, lineBreakMode, lineSpacing, paragraphSpacing) = (
            other.alignment, other.lineBreakMode, other.lineSpacing,
            other.paragraphSpacing
        )
        (paragraphSpacingBefore, firstLineHeadIndent, headIndent, tailIndent) = (
            other.paragraphSpacingBefore,
            other.firstLineHeadIndent, other.headIndent,
            other.tailIndent
        )
        (minimumLineHeight, maximumLineHeight, lineHeightMultiple, hyphenationFactor) = (
            other.minimumLineHeight,
            other.maximumLineHeight,
            other.lineHeightMultiple,
            other.hyphenationFactor
        )
    }
}

/// A shadow of text, UIKit's `NSShadow`.
open class NSShadow: NSObject, @unchecked Sendable {
    /// UIKit's `NSShadow.shadowOffset`.
    open var shadowOffset = CGSize.zero
    /// UIKit's `NSShadow.shadowBlurRadius`.
    open var shadowBlurRadius: CGFloat = 0
    /// UIKit's `NSShadow.shadowColor`.
    open var shadowColor: Any?
    /// UIKit's `NSShadow.init()`.
    public override init() { super.init() }
}

extension Label {
    /// The text with its attributes; setting it sets ``text`` to its string.
    /// Unless set, the text with the label's font and colour.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            if let kept = self[attached: AttributedTextKey.self], kept.string == text { return kept }
            return NSAttributedString(
                string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            self[attached: AttributedTextKey.self] = newValue
            text = newValue?.string
        }
    }

    /// Where a line that does not fit breaks or is cut; `.byTruncatingTail` unless set.
    public var lineBreakMode: NSLineBreakMode {
        get { self[attached: LineBreakKey.self] ?? .byTruncatingTail }
        set { self[attached: LineBreakKey.self] = newValue }
    }

    /// Whether the text shrinks to fit the width; false unless set.
    public var adjustsFontSizeToFitWidth: Bool {
        get { self[attached: AdjustsFontKey.self] ?? false }
        set { self[attached: AdjustsFontKey.self] = newValue }
    }

    /// How far the text may shrink; 0 unless set.
    public var minimumScaleFactor: CGFloat {
        get { self[attached: MinimumScaleKey.self] ?? 0 }
        set { self[attached: MinimumScaleKey.self] = newValue }
    }

    /// The width at which Auto Layout wraps the text; 0 unless set.
    public var preferredMaxLayoutWidth: CGFloat {
        get { self[attached: MaxLayoutWidthKey.self] ?? 0 }
        set { self[attached: MaxLayoutWidthKey.self] = newValue }
    }

    /// Whether the font follows the reader's text size; false unless set.
    public var adjustsFontForContentSizeCategory: Bool {
        get { self[attached: AdjustsForCategoryKey.self] ?? false }
        set { self[attached: AdjustsForCategoryKey.self] = newValue }
    }

    /// The text colour while highlighted; kept.
    public var highlightedTextColor: UIColor? {
        get { self[attached: HighlightedColorKey.self] }
        set { self[attached: HighlightedColorKey.self] = newValue }
    }

    /// Whether the label shows highlighted; false unless set.
    public var isHighlighted: Bool {
        get { self[attached: LabelHighlightedKey.self] ?? false }
        set { self[attached: LabelHighlightedKey.self] = newValue }
    }

    /// Whether the label shows enabled; true unless set.
    public var isEnabled: Bool {
        get { self[attached: LabelEnabledKey.self] ?? true }
        set { self[attached: LabelEnabledKey.self] = newValue }
    }

    /// The text's shadow colour; kept.
    public var shadowColor: UIColor? {
        get { self[attached: LabelShadowColorKey.self] }
        set { self[attached: LabelShadowColorKey.self] = newValue }
    }

    /// The text's shadow offset; (0, -1) unless set, as UIKit's.
    public var shadowOffset: CGSize {
        get { self[attached: LabelShadowOffsetKey.self] ?? CGSize(width: 0, height: -1) }
        set { self[attached: LabelShadowOffsetKey.self] = newValue }
    }

    /// Whether the text may tighten before it is cut; false unless set.
    public var allowsDefaultTighteningForTruncation: Bool {
        get { self[attached: TighteningKey.self] ?? false }
        set { self[attached: TighteningKey.self] = newValue }
    }
}

private enum AttributedTextKey: AttachmentKey { typealias Value = NSAttributedString }
private enum LineBreakKey: AttachmentKey { typealias Value = NSLineBreakMode }
private enum AdjustsFontKey: AttachmentKey { typealias Value = Bool }
private enum MinimumScaleKey: AttachmentKey { typealias Value = CGFloat }
private enum MaxLayoutWidthKey: AttachmentKey { typealias Value = CGFloat }
private enum AdjustsForCategoryKey: AttachmentKey { typealias Value = Bool }
private enum HighlightedColorKey: AttachmentKey { typealias Value = UIColor }
private enum LabelHighlightedKey: AttachmentKey { typealias Value = Bool }
private enum LabelEnabledKey: AttachmentKey { typealias Value = Bool }
private enum LabelShadowColorKey: AttachmentKey { typealias Value = UIColor }
private enum LabelShadowOffsetKey: AttachmentKey { typealias Value = CGSize }
private enum TighteningKey: AttachmentKey { typealias Value = Bool }
