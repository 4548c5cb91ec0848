/// A push button, UIKit's `UIButton`: a control with a title, drawn
/// highlighted while it tracks a touch that is inside. It sends
/// `primaryActionTriggered` right after `touchUpInside`.
///
/// ```swift
/// let buy = Button(type: .system)
/// buy.frame = Rect(x: 0, y: 0, width: 120, height: 44)
/// buy.setTitle("Buy", for: .normal)
/// buy.addAction(ClosureAction { _ in checkout() }, for: .primaryActionTriggered)
/// ```
@MainActor
open class Button: Control {
    /// The kinds of button UIKit makes, UIKit's `UIButton.ButtonType`; they all
    /// track touches alike.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The kind given to ``init(type:)``; `.custom` for a button made with a frame.
    public private(set) var buttonType = ButtonType.custom

    private var titles: [UInt: String] = [:]
    private var images: [UInt: Image] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var storedTitleLabel: Label?

    /// A button of `type` with a zero frame, UIKit's `init(type:)`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// A button of `type` that sends `primaryAction` when tapped, UIKit's `init(type:primaryAction:)`.
    public convenience init(type: ButtonType, primaryAction: ClosureAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        buttonType = type
    }

    /// Sets the title shown in `state`; nil removes it. A state without a
    /// title of its own shows the normal state's.
    open func setTitle(_ title: String?, for state: State) {
        let shown = currentTitle
        titles[state.rawValue] = title
        if currentTitle != shown { setNeedsDisplay() }
    }

    /// The title set for `state`, or the normal state's when none was.
    ///
    /// A disfavoured overload, as the `title` property is
    /// (``ViewLabProperties``): where both fit, a subclass's own `title` wins,
    /// and between these two `button.title` stays the property.
    @_disfavoredOverload
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title for the current ``Control/state``.
    public var currentTitle: String? { title(for: state) }

    /// Sets the image shown in `state`; a state without an image of its own shows the normal state's.
    open func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
    }

    /// The image set for `state`, or the normal state's when none was.
    open func image(for state: State) -> Image? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The image for the current ``Control/state``.
    public var currentImage: Image? { image(for: state) }

    /// Sets the title's colour in `state`; a state without one of its own uses the normal state's.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
    }

    /// The title colour set for `state`, or the normal state's when none was.
    open func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// A label showing ``currentTitle``, UIKit's `titleLabel`, made when first
    /// asked for. It is not a subview here: a `UIButton`'s title label has
    /// interaction disabled, so a touch on it is the button's either way, and
    /// traces show the button alone.
    public var titleLabel: Label? {
        let label = storedTitleLabel ?? Label(frame: bounds)
        storedTitleLabel = label
        label.text = currentTitle
        return label
    }

    /// The area the title and image share; the bounds by default. Override it, with the two below,
    /// to place them (an image above its title): renderers centre the title in the bounds whatever they say.
    open func contentRect(forBounds bounds: Rect) -> Rect { bounds }

    /// Where the title goes within `contentRect`: all of it by default.
    open func titleRect(forContentRect contentRect: Rect) -> Rect { contentRect }

    /// Where the image goes within `contentRect`: a square of its height at its
    /// leading edge when there is an image, else nothing.
    open func imageRect(forContentRect contentRect: Rect) -> Rect {
        guard currentImage != nil else { return Rect(origin: contentRect.origin, size: .zero) }
        return Rect(x: contentRect.minX, y: contentRect.minY, width: contentRect.height, height: contentRect.height)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }
}
