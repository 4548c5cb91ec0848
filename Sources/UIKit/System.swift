// The device around the views: the screen, haptics, blur, accessibility's
// settings. The lab's screen is an iPhone's (390 × 844 points at 3×); it has
// no haptic engine, VoiceOver or reduced motion.

import ResponderKit

/// The screen, UIKit's `UIScreen`.
@MainActor
public final class UIScreen {
    /// The screen's size in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The device's screen: an iPhone's, 390 × 844 points at 3×.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// UIKit's `UIScreen.nativeScale`.
    public var nativeScale: CGFloat { scale }
    /// UIKit's `UIScreen.nativeBounds`.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The screen's brightness, 0…1.
    public var brightness: CGFloat = 0.5
    /// UIKit's `UIScreen.traitCollection`.
    public var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }
    /// The most frames a second it shows.
    public var maximumFramesPerSecond: Int { 60 }
}

extension Window {
    /// The screen the window is on: the device's.
    public var screen: UIScreen { .main }
}

/// The weight of a tap felt, UIKit's `UIImpactFeedbackGenerator.FeedbackStyle` and the rest of haptics.
@MainActor
open class UIFeedbackGenerator {
    /// How many times it was prepared; the lab has no haptic engine, so preparing and playing feel nothing.
    public private(set) var preparedCount = 0
    /// UIKit's `UIFeedbackGenerator.init()`.
    public init() {}
    /// UIKit's `UIFeedbackGenerator.prepare()`.
    open func prepare() { preparedCount += 1 }
}

/// A tap felt, UIKit's `UIImpactFeedbackGenerator`.
///
/// ```swift
/// let haptic = UIImpactFeedbackGenerator(style: .light)
/// haptic.impactOccurred()
/// ```
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the tap is, UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// UIKit's `UIImpactFeedbackGenerator.style`.
    public let style: FeedbackStyle
    /// The intensities of the impacts played, in order (1 for a full one).
    public private(set) var impacts: [CGFloat] = []

    /// UIKit's `UIImpactFeedbackGenerator.init(style:)`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// UIKit's `UIImpactFeedbackGenerator.init()`.
    public override convenience init() { self.init(style: .medium) }

    /// UIKit's `UIImpactFeedbackGenerator.impactOccurred()`.
    open func impactOccurred() { impacts.append(1) }
    /// UIKit's `UIImpactFeedbackGenerator.impactOccurred(intensity:)`.
    open func impactOccurred(intensity: CGFloat) { impacts.append(min(max(intensity, 0), 1)) }
}

/// A success, warning or error felt, UIKit's `UINotificationFeedbackGenerator`.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What happened, UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// The notifications played, in order.
    public private(set) var notifications: [FeedbackType] = []

    /// UIKit's `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
    open func notificationOccurred(_ notificationType: FeedbackType) { notifications.append(notificationType) }
}

/// A selection change felt, UIKit's `UISelectionFeedbackGenerator`.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// How many selection changes were played.
    public private(set) var selectionChanges = 0

    /// UIKit's `UISelectionFeedbackGenerator.selectionChanged()`.
    open func selectionChanged() { selectionChanges += 1 }
}

/// A visual effect, UIKit's `UIVisualEffect`.
@MainActor
open class UIVisualEffect {
    /// UIKit's `UIVisualEffect.init()`.
    public init() {}
}

/// A blur, UIKit's `UIBlurEffect`.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// How the blur looks, UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }

    /// UIKit's `UIBlurEffect.style`.
    public let style: Style

    /// UIKit's `UIBlurEffect.init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur, UIKit's `UIVibrancyEffect`.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// How vibrant text and fills are, UIKit's `UIVibrancyEffectStyle`.
    public enum Style: Int, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// UIKit's `UIVibrancyEffect.blurEffect`.
    public let blurEffect: UIBlurEffect
    /// UIKit's `UIVibrancyEffect.style`.
    public let style: Style

    /// UIKit's `UIVibrancyEffect.init(blurEffect:style:)`.
    public init(blurEffect: UIBlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// A view showing a visual effect, UIKit's `UIVisualEffectView`. What it
/// shows goes in its ``contentView``, a subview that fills it, as in UIKit.
@MainActor
open class UIVisualEffectView: UIView {
    /// The view holding what the effect view shows; it fills the effect view.
    public let contentView = UIView(frame: .zero)
    /// UIKit's `UIVisualEffectView.effect`.
    open var effect: UIVisualEffect?

    /// UIKit's `UIVisualEffectView.init(effect:)`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// UIKit's `UIVisualEffectView.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// UIKit's `UIVisualEffectView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// UIKit's `UIVisualEffectView.frame`.
    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
    }

    /// UIKit's `UIVisualEffectView.bounds`.
    open override var bounds: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
    }
}

/// Accessibility's settings and announcements, UIKit's `UIAccessibility`:
/// the lab runs no assistive technology, so each setting is off.
public enum UIAccessibility {
    /// What an announcement says happened, UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// UIKit's `UIAccessibility.isVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool { false }
    /// UIKit's `UIAccessibility.isReduceMotionEnabled`.
    public static var isReduceMotionEnabled: Bool { false }
    /// UIKit's `UIAccessibility.isReduceTransparencyEnabled`.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// UIKit's `UIAccessibility.isBoldTextEnabled`.
    public static var isBoldTextEnabled: Bool { false }
    /// UIKit's `UIAccessibility.isDarkerSystemColorsEnabled`.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// UIKit's `UIAccessibility.isSwitchControlRunning`.
    public static var isSwitchControlRunning: Bool { false }
    /// UIKit's `UIAccessibility.prefersCrossFadeTransitions`.
    public static var prefersCrossFadeTransitions: Bool { false }

    /// Posts an announcement: no assistive technology hears it here.
    public static func post(notification: Notification, argument: Any?) {}

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when reduced motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

extension View {
    /// The name UI tests find the view by; kept.
    public var accessibilityIdentifier: String? {
        get { self[attached: AccessibilityIdentifierKey.self] }
        set { self[attached: AccessibilityIdentifierKey.self] = newValue }
    }

    /// Whether the subtree is hidden from assistive technologies; false unless set.
    public var accessibilityElementsHidden: Bool {
        get { self[attached: ElementsHiddenKey.self] ?? false }
        set { self[attached: ElementsHiddenKey.self] = newValue }
    }

    /// Whether assistive technologies ignore the view's siblings; false unless set.
    public var accessibilityViewIsModal: Bool {
        get { self[attached: ViewIsModalKey.self] ?? false }
        set { self[attached: ViewIsModalKey.self] = newValue }
    }

    /// Whether the children are read as a group; false unless set.
    public var shouldGroupAccessibilityChildren: Bool {
        get { self[attached: GroupChildrenKey.self] ?? false }
        set { self[attached: GroupChildrenKey.self] = newValue }
    }

    /// The elements an assistive technology reads, in order; kept.
    public var accessibilityElements: [Any]? {
        get { self[attached: ElementsKey.self] }
        set { self[attached: ElementsKey.self] = newValue }
    }

    /// The element's frame on screen: the view's frame in its window, unless set.
    public var accessibilityFrame: CGRect {
        get { self[attached: AccessibilityFrameKey.self] ?? convert(bounds, to: nil) }
        set { self[attached: AccessibilityFrameKey.self] = newValue }
    }

    /// The language the element is read in; kept.
    public var accessibilityLanguage: String? {
        get { self[attached: LanguageKey.self] }
        set { self[attached: LanguageKey.self] = newValue }
    }
}

private enum AccessibilityIdentifierKey: AttachmentKey { typealias Value = String }
private enum ElementsHiddenKey: AttachmentKey { typealias Value = Bool }
private enum ViewIsModalKey: AttachmentKey { typealias Value = Bool }
private enum GroupChildrenKey: AttachmentKey { typealias Value = Bool }
private enum ElementsKey: AttachmentKey { typealias Value = [Any] }
private enum AccessibilityFrameKey: AttachmentKey { typealias Value = CGRect }
private enum LanguageKey: AttachmentKey { typealias Value = String }
