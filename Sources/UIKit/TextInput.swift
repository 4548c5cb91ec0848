// What text fields and text views keep beyond their text: fonts, colours,
// keyboards, delegates. Kept and read back; the lab shows no keyboard.

import ResponderKit

/// The kind of keyboard, UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title, UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How text is capitalised as typed, UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether typing is corrected, UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spelling is checked, UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// The keyboard's look, UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
}

/// What a field holds, for autofill, UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public nonisolated static let name = UITextContentType(rawValue: "name")
    public nonisolated static let username = UITextContentType(rawValue: "username")
    public nonisolated static let password = UITextContentType(rawValue: "password")
    public nonisolated static let newPassword = UITextContentType(rawValue: "new-password")
    public nonisolated static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public nonisolated static let emailAddress = UITextContentType(rawValue: "email")
    public nonisolated static let telephoneNumber = UITextContentType(rawValue: "tel")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public nonisolated static let URL = UITextContentType(rawValue: "url")
    public nonisolated static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public nonisolated static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// What the keyboard types into, UIKit's `UIKeyInput`: text fields and views, and a view of the app's
/// that takes typing itself (a PIN pad that can become first responder).
///
/// ```swift
/// final class PinView: UIView, UIKeyInput {
///     private(set) var digits = ""
///     var hasText: Bool { !digits.isEmpty }
///     func insertText(_ text: String) { digits += text }
///     func deleteBackward() { _ = digits.popLast() }
///     override var canBecomeFirstResponder: Bool { true }
/// }
/// ```
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

extension TextField: UIKeyInput {}
extension TextView: UIKeyInput {}

/// The keyboard settings of a text field or view, UIKit's `UITextInputTraits`; each kept as set.
@MainActor
public protocol UITextInputTraits: Responder {}

extension UITextInputTraits {
    /// UIKit's `UITextInputTraits.keyboardType`.
    public var keyboardType: UIKeyboardType {
        get { self[attached: KeyboardTypeKey.self] ?? .default }
        set { self[attached: KeyboardTypeKey.self] = newValue }
    }
    /// UIKit's `UITextInputTraits.returnKeyType`.
    public var returnKeyType: UIReturnKeyType {
        get { self[attached: ReturnKeyKey.self] ?? .default }
        set { self[attached: ReturnKeyKey.self] = newValue }
    }
    /// UIKit's `UITextInputTraits.autocapitalizationType`.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { self[attached: CapitalizationKey.self] ?? .sentences }
        set { self[attached: CapitalizationKey.self] = newValue }
    }
    /// UIKit's `UITextInputTraits.autocorrectionType`.
    public var autocorrectionType: UITextAutocorrectionType {
        get { self[attached: CorrectionKey.self] ?? .default }
        set { self[attached: CorrectionKey.self] = newValue }
    }
    /// UIKit's `UITextInputTraits.spellCheckingType`.
    public var spellCheckingType: UITextSpellCheckingType {
        get { self[attached: SpellingKey.self] ?? .default }
        set { self[attached: SpellingKey.self] = newValue }
    }
    /// UIKit's `UITextInputTraits.keyboardAppearance`.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { self[attached: KeyboardAppearanceKey.self] ?? .default }
        set { self[attached: KeyboardAppearanceKey.self] = newValue }
    }
    /// Whether typing is hidden (a password); false unless set.
    public var isSecureTextEntry: Bool {
        get { self[attached: SecureKey.self] ?? false }
        set { self[attached: SecureKey.self] = newValue }
    }
    /// UIKit's `UITextInputTraits.textContentType`.
    public var textContentType: UITextContentType? {
        get { self[attached: ContentTypeKey.self] }
        set { self[attached: ContentTypeKey.self] = newValue }
    }
    /// UIKit's `UITextInputTraits.enablesReturnKeyAutomatically`.
    public var enablesReturnKeyAutomatically: Bool {
        get { self[attached: ReturnAutomaticallyKey.self] ?? false }
        set { self[attached: ReturnAutomaticallyKey.self] = newValue }
    }
    /// The font of the text; the system font of 17 points unless set. Renderers draw a label's own.
    public var font: UIFont? {
        get { self[attached: InputFontKey.self] ?? .systemFont(ofSize: 17) }
        set { self[attached: InputFontKey.self] = newValue }
    }
    /// The colour of the text; `.label` unless set.
    public var textColor: UIColor? {
        get { self[attached: InputColorKey.self] ?? .label }
        set { self[attached: InputColorKey.self] = newValue }
    }
    /// How the text is placed; `.natural` unless set.
    public var textAlignment: NSTextAlignment {
        get { self[attached: InputAlignmentKey.self] ?? .natural }
        set { self[attached: InputAlignmentKey.self] = newValue }
    }
    /// Whether the font follows the reader's text size; false unless set.
    public var adjustsFontForContentSizeCategory: Bool {
        get { self[attached: InputAdjustsKey.self] ?? false }
        set { self[attached: InputAdjustsKey.self] = newValue }
    }
}

extension TextField: UITextInputTraits {
    /// The border drawn around the field, UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The field's border; `.none` unless set.
    public var borderStyle: BorderStyle {
        get { self[attached: BorderStyleKey.self] ?? .none }
        set { self[attached: BorderStyleKey.self] = newValue }
    }

    /// The text with its attributes; setting it sets ``text``.
    public var attributedText: NSAttributedString? {
        get { attributed(self[attached: FieldAttributedKey.self], showing: text) }
        set {
            self[attached: FieldAttributedKey.self] = newValue
            text = newValue?.string
        }
    }

    /// The placeholder with its attributes; setting it sets ``placeholder``.
    public var attributedPlaceholder: NSAttributedString? {
        get { attributed(self[attached: PlaceholderAttributedKey.self], showing: placeholder) }
        set {
            self[attached: PlaceholderAttributedKey.self] = newValue
            placeholder = newValue?.string
        }
    }

    /// Told of editing; not retained. The lab shows no keyboard, so no editing happens by itself.
    public var delegate: UITextFieldDelegate? {
        get { self[attached: FieldDelegateKey.self]?.value as? UITextFieldDelegate }
        set { self[attached: FieldDelegateKey.self] = WeakDelegate(newValue) }
    }

    /// Whether the text is cleared when editing begins; false unless set.
    public var clearsOnBeginEditing: Bool {
        get { self[attached: ClearsOnBeginKey.self] ?? false }
        set { self[attached: ClearsOnBeginKey.self] = newValue }
    }

    /// Whether the text shrinks to fit the width; false unless set.
    public var adjustsFontSizeToFitWidth: Bool {
        get { self[attached: FieldAdjustsWidthKey.self] ?? false }
        set { self[attached: FieldAdjustsWidthKey.self] = newValue }
    }

    /// The smallest size the text shrinks to; 0 unless set.
    public var minimumFontSize: CGFloat {
        get { self[attached: MinimumFontSizeKey.self] ?? 0 }
        set { self[attached: MinimumFontSizeKey.self] = newValue }
    }

    /// Posted when a field's text changes.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field begins editing.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when a field ends editing.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
}

/// Told of a text field's editing, UIKit's `UITextFieldDelegate`; every method optional.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// UIKit's `UITextFieldDelegate.textFieldShouldBeginEditing(_:)`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// UIKit's `UITextFieldDelegate.textFieldDidBeginEditing(_:)`.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// UIKit's `UITextFieldDelegate.textFieldShouldEndEditing(_:)`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// UIKit's `UITextFieldDelegate.textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// UIKit's `UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)`.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool { true }
    /// UIKit's `UITextFieldDelegate.textFieldDidChangeSelection(_:)`.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// UIKit's `UITextFieldDelegate.textFieldShouldClear(_:)`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// UIKit's `UITextFieldDelegate.textFieldShouldReturn(_:)`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension TextView: UITextInputTraits {
    /// The text with its attributes; setting it sets ``text``.
    public var attributedText: NSAttributedString? {
        get { attributed(self[attached: ViewAttributedKey.self], showing: text) }
        set {
            self[attached: ViewAttributedKey.self] = newValue
            text = newValue?.string
        }
    }

    /// The space around the text; 8 points above and below unless set.
    public var textContainerInset: UIEdgeInsets {
        get { self[attached: ContainerInsetKey.self] ?? UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) }
        set { self[attached: ContainerInsetKey.self] = newValue }
    }

    /// Where the text is laid out.
    public var textContainer: NSTextContainer { attachment(TextContainerKey.self) { NSTextContainer() } }

    /// The selected range; kept.
    public var selectedRange: NSRange {
        get { self[attached: SelectedRangeKey.self] ?? NSRange(location: (text ?? "").utf16.count, length: 0) }
        set { self[attached: SelectedRangeKey.self] = newValue }
    }

    /// The kinds of data shown as links; none unless set.
    public var dataDetectorTypes: UIDataDetectorTypes {
        get { self[attached: DetectorsKey.self] ?? [] }
        set { self[attached: DetectorsKey.self] = newValue }
    }

    /// The attributes of links; kept.
    public var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { self[attached: LinkAttributesKey.self] ?? [:] }
        set { self[attached: LinkAttributesKey.self] = newValue }
    }

    /// The attributes new text gets; kept.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { self[attached: TypingAttributesKey.self] ?? [:] }
        set { self[attached: TypingAttributesKey.self] = newValue }
    }

    /// Posted when a text view's text changes.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}

/// Told of a text view's editing, UIKit's `UITextViewDelegate`, a scroll view's
/// delegate too (assign it to `delegate`); every method optional.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// UIKit's `UITextViewDelegate.textViewShouldBeginEditing(_:)`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// UIKit's `UITextViewDelegate.textViewDidBeginEditing(_:)`.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// UIKit's `UITextViewDelegate.textViewShouldEndEditing(_:)`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// UIKit's `UITextViewDelegate.textViewDidEndEditing(_:)`.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// UIKit's `UITextViewDelegate.textView(_:shouldChangeTextIn:replacementText:)`.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// UIKit's `UITextViewDelegate.textViewDidChange(_:)`.
    public func textViewDidChange(_ textView: UITextView) {}
    /// UIKit's `UITextViewDelegate.textViewDidChangeSelection(_:)`.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Where a text view lays out its text, UIKit's `NSTextContainer`.
@MainActor
public final class NSTextContainer {
    /// The space at each end of a line; 5 points unless set.
    public var lineFragmentPadding: CGFloat = 5
    /// The most lines; 0 for any number.
    public var maximumNumberOfLines = 0
    /// UIKit's `NSTextContainer.lineBreakMode`.
    public var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// UIKit's `NSTextContainer.size`.
    public var size = CGSize(width: 10_000_000, height: 10_000_000)
    /// UIKit's `NSTextContainer.widthTracksTextView`.
    public var widthTracksTextView = true
    /// UIKit's `NSTextContainer.heightTracksTextView`.
    public var heightTracksTextView = false

    /// UIKit's `NSTextContainer.init()`.
    public init() {}
}

/// The kinds of data a text view makes links of, UIKit's `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public nonisolated static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public nonisolated static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public nonisolated static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public nonisolated static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public nonisolated static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// The attributed string kept for `text`, while it still shows that text; else the plain text.
func attributed(_ kept: NSAttributedString?, showing text: String?) -> NSAttributedString? {
    guard let text else { return nil }
    if let kept, kept.string == text { return kept }
    return NSAttributedString(string: text)
}

/// A delegate held without retaining it.
struct WeakDelegate {
    weak var value: AnyObject?
    init(_ value: AnyObject?) { self.value = value }
}

private enum KeyboardTypeKey: AttachmentKey { typealias Value = UIKeyboardType }
private enum ReturnKeyKey: AttachmentKey { typealias Value = UIReturnKeyType }
private enum CapitalizationKey: AttachmentKey { typealias Value = UITextAutocapitalizationType }
private enum CorrectionKey: AttachmentKey { typealias Value = UITextAutocorrectionType }
private enum SpellingKey: AttachmentKey { typealias Value = UITextSpellCheckingType }
private enum KeyboardAppearanceKey: AttachmentKey { typealias Value = UIKeyboardAppearance }
private enum SecureKey: AttachmentKey { typealias Value = Bool }
private enum ContentTypeKey: AttachmentKey { typealias Value = UITextContentType }
private enum ReturnAutomaticallyKey: AttachmentKey { typealias Value = Bool }
private enum InputFontKey: AttachmentKey { typealias Value = UIFont }
private enum InputColorKey: AttachmentKey { typealias Value = UIColor }
private enum InputAlignmentKey: AttachmentKey { typealias Value = NSTextAlignment }
private enum InputAdjustsKey: AttachmentKey { typealias Value = Bool }
private enum BorderStyleKey: AttachmentKey { typealias Value = UITextField.BorderStyle }
private enum FieldAttributedKey: AttachmentKey { typealias Value = NSAttributedString }
private enum PlaceholderAttributedKey: AttachmentKey { typealias Value = NSAttributedString }
private enum FieldDelegateKey: AttachmentKey { typealias Value = WeakDelegate }
private enum ClearsOnBeginKey: AttachmentKey { typealias Value = Bool }
private enum FieldAdjustsWidthKey: AttachmentKey { typealias Value = Bool }
private enum MinimumFontSizeKey: AttachmentKey { typealias Value = CGFloat }
private enum ViewAttributedKey: AttachmentKey { typealias Value = NSAttributedString }
private enum ContainerInsetKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum TextContainerKey: AttachmentKey { typealias Value = NSTextContainer }
private enum SelectedRangeKey: AttachmentKey { typealias Value = NSRange }
private enum DetectorsKey: AttachmentKey { typealias Value = UIDataDetectorTypes }
private enum LinkAttributesKey: AttachmentKey { typealias Value = [NSAttributedString.Key: Any] }
private enum TypingAttributesKey: AttachmentKey { typealias Value = [NSAttributedString.Key: Any] }
