// UIButton's configurations and its other per-state looks; UIControl's
// content alignment. Kept and read back; a configuration's title and image
// are the button's normal title and image, which renderers draw.

import ResponderKit

extension Control {
    /// How content is placed across a control, UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How content is placed up and down a control, UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    /// Where the content sits across the control; `.center` unless set.
    public var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { self[attached: HorizontalAlignmentKey.self] ?? .center }
        set { self[attached: HorizontalAlignmentKey.self] = newValue }
    }

    /// Where the content sits up and down the control; `.center` unless set.
    public var contentVerticalAlignment: ContentVerticalAlignment {
        get { self[attached: VerticalAlignmentKey.self] ?? .center }
        set { self[attached: VerticalAlignmentKey.self] = newValue }
    }

    /// Whether a long press shows the control's context menu; false unless set.
    public var isContextMenuInteractionEnabled: Bool {
        get { self[attached: ContextMenuKey.self] ?? false }
        set { self[attached: ContextMenuKey.self] = newValue }
    }
}

extension Button {
    /// How a button looks, UIKit's `UIButton.Configuration`: the styles UIKit
    /// offers (`.filled()`, `.tinted()` …) and what code sets on them.
    ///
    /// ```swift
    /// var config = UIButton.Configuration.filled()
    /// config.title = "Follow"
    /// config.cornerStyle = .capsule
    /// let follow = UIButton(configuration: config, primaryAction: nil)
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The configuration's base style.
        public enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// How round the corners are, UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// How big the button's content is, UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// How a title and subtitle align, UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        /// UIKit's `UIButton.Configuration.style`.
        public let style: Style
        /// UIKit's `UIButton.Configuration.title`.
        public var title: String?
        /// UIKit's `UIButton.Configuration.subtitle`.
        public var subtitle: String?
        /// UIKit's `UIButton.Configuration.image`.
        public var image: UIImage?
        /// UIKit's `UIButton.Configuration.imagePlacement`.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// UIKit's `UIButton.Configuration.imagePadding`.
        public var imagePadding: CGFloat = 0
        /// UIKit's `UIButton.Configuration.titlePadding`.
        public var titlePadding: CGFloat = 0
        /// UIKit's `UIButton.Configuration.titleAlignment`.
        public var titleAlignment = TitleAlignment.automatic
        /// UIKit's `UIButton.Configuration.contentInsets`.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// UIKit's `UIButton.Configuration.baseForegroundColor`.
        public var baseForegroundColor: UIColor?
        /// UIKit's `UIButton.Configuration.baseBackgroundColor`.
        public var baseBackgroundColor: UIColor?
        /// UIKit's `UIButton.Configuration.cornerStyle`.
        public var cornerStyle = CornerStyle.dynamic
        /// UIKit's `UIButton.Configuration.buttonSize`.
        public var buttonSize = Size.medium
        /// UIKit's `UIButton.Configuration.showsActivityIndicator`.
        public var showsActivityIndicator = false
        /// UIKit's `UIButton.Configuration.preferredSymbolConfigurationForImage`.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// UIKit's `UIButton.Configuration.background`.
        public var background = UIBackgroundConfiguration()

        private init(style: Style) { self.style = style }

        /// UIKit's `UIButton.Configuration.plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// UIKit's `UIButton.Configuration.tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// UIKit's `UIButton.Configuration.gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// UIKit's `UIButton.Configuration.filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's `UIButton.Configuration.borderless()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// UIKit's `UIButton.Configuration.bordered()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// UIKit's `UIButton.Configuration.borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// UIKit's `UIButton.Configuration.borderedProminent()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    /// A button showing `configuration`, sending `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The button's configuration; nil unless set. Setting one makes its title
    /// and image the normal state's, and runs ``configurationUpdateHandler``.
    public var configuration: Configuration? {
        get { self[attached: ConfigurationKey.self] }
        set {
            self[attached: ConfigurationKey.self] = newValue
            if let newValue {
                setTitle(newValue.title, for: .normal)
                setImage(newValue.image, for: .normal)
            }
            updateConfiguration()
        }
    }

    /// Run when the configuration is set or ``setNeedsUpdateConfiguration()`` is called.
    public var configurationUpdateHandler: ((UIButton) -> Void)? {
        get { self[attached: UpdateHandlerKey.self] }
        set { self[attached: UpdateHandlerKey.self] = newValue }
    }

    /// Asks for the configuration to be updated: runs ``configurationUpdateHandler``.
    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Updates the configuration: runs ``configurationUpdateHandler``.
    public func updateConfiguration() {
        guard let handler = configurationUpdateHandler, self[attached: UpdatingKey.self] != true else { return }
        self[attached: UpdatingKey.self] = true
        handler(self)
        self[attached: UpdatingKey.self] = nil
    }

    /// Sets the attributed title shown in `state`; its string is the state's title too.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        self[attached: AttributedTitlesKey.self, default: [:]][state.rawValue] = title
        setTitle(title?.string, for: state)
    }

    /// The attributed title set for `state`, or the normal state's.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        let titles = self[attached: AttributedTitlesKey.self] ?? [:]
        return titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The attributed title for the current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the background image shown in `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        self[attached: BackgroundImagesKey.self, default: [:]][state.rawValue] = image
    }

    /// The background image set for `state`, or the normal state's.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        let images = self[attached: BackgroundImagesKey.self] ?? [:]
        return images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The background image for the current state.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The title colour for the current state: the state's, else the tint for a system button, else white.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .system ? tintColor : .white) }

    /// Sets the symbol configuration of the image in `state`.
    public func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?,
        forImageIn state: UIControl.State
    ) {
        self[attached: SymbolConfigurationsKey.self, default: [:]][state.rawValue] = configuration
    }

    /// The symbol configuration of the image in `state`.
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        self[attached: SymbolConfigurationsKey.self]?[state.rawValue]
    }

    /// A view showing the current image, UIKit's `imageView`, made when first asked for;
    /// not a subview, as the title label is not (see `titleLabel`).
    public var imageView: UIImageView? {
        let view = attachment(ImageViewKey.self) { UIImageView(frame: bounds) }
        view.image = currentImage
        return view
    }

    /// Space around the content; zero unless set.
    public var contentEdgeInsets: UIEdgeInsets {
        get { self[attached: ContentInsetsKey.self] ?? .zero }
        set { self[attached: ContentInsetsKey.self] = newValue }
    }

    /// Space around the title; zero unless set.
    public var titleEdgeInsets: UIEdgeInsets {
        get { self[attached: TitleInsetsKey.self] ?? .zero }
        set { self[attached: TitleInsetsKey.self] = newValue }
    }

    /// Space around the image; zero unless set.
    public var imageEdgeInsets: UIEdgeInsets {
        get { self[attached: ImageInsetsKey.self] ?? .zero }
        set { self[attached: ImageInsetsKey.self] = newValue }
    }

    /// Whether the image darkens while highlighted; true unless set.
    public var adjustsImageWhenHighlighted: Bool {
        get { self[attached: AdjustsImageKey.self] ?? true }
        set { self[attached: AdjustsImageKey.self] = newValue }
    }

    /// Whether a glow shows where the button is touched; false unless set.
    public var showsTouchWhenHighlighted: Bool {
        get { self[attached: ShowsTouchKey.self] ?? false }
        set { self[attached: ShowsTouchKey.self] = newValue }
    }

    /// Whether a tap toggles ``isSelected``; false unless set. The toggle is
    /// an action of the primary action's event, added when this is set.
    public var changesSelectionAsPrimaryAction: Bool {
        get { self[attached: ChangesSelectionKey.self] ?? false }
        set {
            self[attached: ChangesSelectionKey.self] = newValue
            let toggle = UIAction.Identifier("UIButton.changesSelectionAsPrimaryAction")
            removeAction(identifiedBy: toggle, for: .primaryActionTriggered)
            if newValue {
                addAction(
                    UIAction(identifier: toggle) { action in (action.sender as? UIButton)?.isSelected.toggle() },
                    for: .primaryActionTriggered)
            }
        }
    }

    /// Whether the pointer highlights the button; false unless set.
    public var isPointerInteractionEnabled: Bool {
        get { self[attached: PointerKey.self] ?? false }
        set { self[attached: PointerKey.self] = newValue }
    }
}

/// A background's look, UIKit's `UIBackgroundConfiguration`.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// UIKit's `UIBackgroundConfiguration.backgroundColor`.
    public var backgroundColor: UIColor?
    /// UIKit's `UIBackgroundConfiguration.cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// UIKit's `UIBackgroundConfiguration.strokeColor`.
    public var strokeColor: UIColor?
    /// UIKit's `UIBackgroundConfiguration.strokeWidth`.
    public var strokeWidth: CGFloat = 0
    /// UIKit's `UIBackgroundConfiguration.strokeOutset`.
    public var strokeOutset: CGFloat = 0
    /// UIKit's `UIBackgroundConfiguration.backgroundInsets`.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// UIKit's `UIBackgroundConfiguration.image`.
    public var image: UIImage?

    /// UIKit's `UIBackgroundConfiguration.init()`.
    public init() {}

    /// A clear background, UIKit's `clear()`.
    public static func clear() -> UIBackgroundConfiguration {
        var config = UIBackgroundConfiguration()
        config.backgroundColor = .clear
        return config
    }

    /// A plain list cell's background, UIKit's `listPlainCell()`.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        var config = UIBackgroundConfiguration()
        config.backgroundColor = .systemBackground
        return config
    }
}

private enum HorizontalAlignmentKey: AttachmentKey { typealias Value = UIControl.ContentHorizontalAlignment }
private enum VerticalAlignmentKey: AttachmentKey { typealias Value = UIControl.ContentVerticalAlignment }
private enum ContextMenuKey: AttachmentKey { typealias Value = Bool }
private enum ConfigurationKey: AttachmentKey { typealias Value = UIButton.Configuration }
private enum UpdateHandlerKey: AttachmentKey { typealias Value = (UIButton) -> Void }
private enum UpdatingKey: AttachmentKey { typealias Value = Bool }
private enum AttributedTitlesKey: AttachmentKey { typealias Value = [UInt: NSAttributedString] }
private enum BackgroundImagesKey: AttachmentKey { typealias Value = [UInt: UIImage] }
private enum SymbolConfigurationsKey: AttachmentKey { typealias Value = [UInt: UIImage.SymbolConfiguration] }
private enum ImageViewKey: AttachmentKey { typealias Value = UIImageView }
private enum ContentInsetsKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum TitleInsetsKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum ImageInsetsKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum AdjustsImageKey: AttachmentKey { typealias Value = Bool }
private enum ShowsTouchKey: AttachmentKey { typealias Value = Bool }
private enum ChangesSelectionKey: AttachmentKey { typealias Value = Bool }
private enum PointerKey: AttachmentKey { typealias Value = Bool }
