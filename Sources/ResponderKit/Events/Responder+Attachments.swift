/// A key for a value kept on a responder: the key's type names the value,
/// as an Objective-C associated object's key does, so that a module can give
/// views and controllers properties of its own without a stored property in
/// their classes.
///
/// ```swift
/// enum BadgeCountKey: AttachmentKey { typealias Value = Int }
/// view[attached: BadgeCountKey.self] = 3
/// view[attached: BadgeCountKey.self] // 3
/// ```
public protocol AttachmentKey {
    /// The type of the value kept under this key.
    associatedtype Value
}

extension Responder {
    /// The value attached under `key`; nil when none is. Setting nil removes it.
    public subscript<Key: AttachmentKey>(attached key: Key.Type) -> Key.Value? {
        get { attachments[ObjectIdentifier(key)] as? Key.Value }
        set { attachments[ObjectIdentifier(key)] = newValue }
    }

    /// The value attached under `key`, attaching what `make` returns first when none is.
    ///
    /// ```swift
    /// let guide = view.attachment(GuideKey.self) { LayoutGuide(owner: view) }
    /// ```
    public func attachment<Key: AttachmentKey>(_ key: Key.Type, orMake make: () -> Key.Value) -> Key.Value {
        if let value = self[attached: key] { return value }
        let value = make()
        self[attached: key] = value
        return value
    }

    /// The traits UIKit's own classes report unless told otherwise.
    var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits =
            switch self {
            case is Button: .button
            case is Label: .staticText
            case is ImageView: .image
            case is Slider: .adjustable
            default: .none
            }
        if let control = self as? Control {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }
}

enum AccessibilityLabelKey: AttachmentKey { typealias Value = String }
enum AccessibilityHintKey: AttachmentKey { typealias Value = String }
enum AccessibilityValueKey: AttachmentKey { typealias Value = String }
enum AccessibilityTraitsKey: AttachmentKey { typealias Value = AccessibilityTraits }
enum IsAccessibilityElementKey: AttachmentKey { typealias Value = Bool }

/// What kind of element an accessibility element is, UIKit's `UIAccessibilityTraits`.
///
/// ```swift
/// header.accessibilityTraits = .header
/// chip.accessibilityTraits = [.button, .selected]
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = AccessibilityTraits([])
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
}
