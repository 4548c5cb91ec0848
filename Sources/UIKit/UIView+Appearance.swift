// What a `UIView` has beyond touches that iOS view code sets and reads:
// content mode, autoresizing, opacity flags, layout margins, the safe area,
// the trait environment. Kept on the view (its attachments), read back as set;
// renderers and hit-testing read none of it.

import ResponderKit

extension View {
    /// How a view's content fills its bounds, UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which edges and sizes follow the superview's size, UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the content is laid out for the writing direction, UIKit's `UISemanticContentAttribute`.
    public typealias SemanticContentAttribute = UISemanticContentAttribute

    /// How the content fills the bounds; `.scaleToFill` unless set.
    public var contentMode: ContentMode {
        get { self[attached: ContentModeKey.self] ?? .scaleToFill }
        set { self[attached: ContentModeKey.self] = newValue }
    }

    /// How the view follows its superview's size; none unless set. Kept: the lab keeps the frames it is given.
    public var autoresizingMask: AutoresizingMask {
        get { self[attached: AutoresizingMaskKey.self] ?? [] }
        set { self[attached: AutoresizingMaskKey.self] = newValue }
    }

    /// Whether the subviews follow the view's size by their masks; true unless set.
    public var autoresizesSubviews: Bool {
        get { self[attached: AutoresizesSubviewsKey.self] ?? true }
        set { self[attached: AutoresizesSubviewsKey.self] = newValue }
    }

    /// Whether the view is opaque, a drawing hint; true unless set, as UIKit's.
    public var isOpaque: Bool {
        get { self[attached: IsOpaqueKey.self] ?? true }
        set { self[attached: IsOpaqueKey.self] = newValue }
    }

    /// Whether drawing clears the bounds first, a drawing hint; true unless set.
    public var clearsContextBeforeDrawing: Bool {
        get { self[attached: ClearsContextKey.self] ?? true }
        set { self[attached: ClearsContextKey.self] = newValue }
    }

    /// Whether the view's tint follows the view's (`.automatic`), or is dimmed.
    public var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { self[attached: TintAdjustmentKey.self] ?? .automatic }
        set { self[attached: TintAdjustmentKey.self] = newValue }
    }

    /// How a tint shows, UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// How the content is laid out for the writing direction; `.unspecified` unless set.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { self[attached: SemanticContentKey.self] ?? .unspecified }
        set { self[attached: SemanticContentKey.self] = newValue }
    }

    /// The direction the view lays out in: right to left only when its
    /// ``semanticContentAttribute`` says `.forceRightToLeft` (the lab's language runs left to right).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The writing direction for a semantic attribute, UIKit's class method of the same name.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Asks the renderer to draw the part `rect` again (the whole view, here).
    public func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    /// Makes the first responder inside this view (or the view itself) resign;
    /// whether one did. `force` does not override a refusal here.
    ///
    /// ```swift
    /// @objc func backgroundTapped() { view.endEditing(true) }
    /// ```
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let first = window?.firstResponder as? View, first.isDescendant(of: self) else { return false }
        return first.resignFirstResponder()
    }
}

/// How content is laid out for the writing direction, UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Left to right or right to left, UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

private enum ContentModeKey: AttachmentKey { typealias Value = UIView.ContentMode }
private enum AutoresizingMaskKey: AttachmentKey { typealias Value = UIView.AutoresizingMask }
private enum AutoresizesSubviewsKey: AttachmentKey { typealias Value = Bool }
private enum IsOpaqueKey: AttachmentKey { typealias Value = Bool }
private enum ClearsContextKey: AttachmentKey { typealias Value = Bool }
private enum TintAdjustmentKey: AttachmentKey { typealias Value = UIView.TintAdjustmentMode }
private enum SemanticContentKey: AttachmentKey { typealias Value = UISemanticContentAttribute }
