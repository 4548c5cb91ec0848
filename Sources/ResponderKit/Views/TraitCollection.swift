/// The environment a view is shown in, UIKit's `UITraitCollection`: light or
/// dark, the size classes, the text size, the screen's scale. The lab shows
/// an iPhone in portrait, light, at the default text size; a view or
/// controller may override the style (`overrideUserInterfaceStyle`), and its
/// subtree's collection says so.
///
/// ```swift
/// override func traitCollectionDidChange(_ previous: TraitCollection?) {
///     super.traitCollectionDidChange(previous)
///     if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { applyColors() }
/// }
/// ```
public struct TraitCollection: Hashable, Sendable {
    /// UIKit's `UITraitCollection.userInterfaceStyle`.
    public var userInterfaceStyle: UserInterfaceStyle
    /// UIKit's `UITraitCollection.horizontalSizeClass`.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// UIKit's `UITraitCollection.verticalSizeClass`.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// UIKit's `UITraitCollection.userInterfaceIdiom`.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// UIKit's `UITraitCollection.preferredContentSizeCategory`.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// UIKit's `UITraitCollection.layoutDirection`.
    public var layoutDirection: TraitEnvironmentLayoutDirection
    /// UIKit's `UITraitCollection.displayScale`.
    public var displayScale: Double

    /// The lab's environment: an iPhone in portrait, light, default text size, scale 3.
    public init() {
        userInterfaceStyle = .light
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        userInterfaceIdiom = .phone
        preferredContentSizeCategory = .large
        layoutDirection = .leftToRight
        displayScale = 3
    }

    /// The lab's environment in `style`, UIKit's `init(userInterfaceStyle:)`.
    public init(userInterfaceStyle style: UserInterfaceStyle) {
        self.init(changing: { $0.userInterfaceStyle = style })
    }

    /// The lab's environment with `category`'s text size, UIKit's `init(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory category: ContentSizeCategory) {
        self.init(changing: { $0.preferredContentSizeCategory = category })
    }

    /// The lab's environment with horizontal `sizeClass`, UIKit's `init(horizontalSizeClass:)`.
    public init(horizontalSizeClass sizeClass: UserInterfaceSizeClass) {
        self.init(changing: { $0.horizontalSizeClass = sizeClass })
    }

    /// The lab's environment with vertical `sizeClass`, UIKit's `init(verticalSizeClass:)`.
    public init(verticalSizeClass sizeClass: UserInterfaceSizeClass) {
        self.init(changing: { $0.verticalSizeClass = sizeClass })
    }

    /// The lab's environment at `scale`, UIKit's `init(displayScale:)`.
    public init(displayScale scale: Double) { self.init(changing: { $0.displayScale = scale }) }

    /// The lab's environment with one trait changed.
    private init(changing change: (inout TraitCollection) -> Void) {
        self.init()
        change(&self)
    }

    /// The collections merged, later ones winning where they differ from the
    /// lab's environment, UIKit's `init(traitsFrom:)`.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        let base = TraitCollection()
        for c in collections {
            if c.userInterfaceStyle != base.userInterfaceStyle { userInterfaceStyle = c.userInterfaceStyle }
            if c.horizontalSizeClass != base.horizontalSizeClass { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != base.verticalSizeClass { verticalSizeClass = c.verticalSizeClass }
            if c.userInterfaceIdiom != base.userInterfaceIdiom { userInterfaceIdiom = c.userInterfaceIdiom }
            if c.preferredContentSizeCategory != base.preferredContentSizeCategory {
                preferredContentSizeCategory = c.preferredContentSizeCategory
            }
            if c.layoutDirection != base.layoutDirection { layoutDirection = c.layoutDirection }
            if c.displayScale != base.displayScale { displayScale = c.displayScale }
        }
    }

    /// Whether colours resolve differently in the two collections (the style differs).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle != (other ?? TraitCollection()).userInterfaceStyle
    }

    /// Whether this collection has every trait of `other` that differs from the lab's environment.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return TraitCollection(traitsFrom: [self, other]) == self
    }
}

/// Light or dark, UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// Compact or regular width or height, UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
}

/// The kind of device, UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// Left to right or right to left, UIKit's `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The reader's text size, UIKit's `UIContentSizeCategory`.
///
/// ```swift
/// if traitCollection.preferredContentSizeCategory.isAccessibilityCategory { stack.axis = .vertical }
/// ```
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [ContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
