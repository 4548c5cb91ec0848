import ResponderKit

/// An edits file: what a dump does not print, declared one line at a time
/// (behaviour 12.7, docs/dump-format.md): a property of a view, or of every
/// view of a class, and gesture recognizers to add.
///
/// ```text
/// # The send button is disabled until the message has text.
/// MyApp.SendButton.isEnabled = false
/// 0x7fd3e1c17170.isUserInteractionEnabled = true
/// UITableViewCell.gesture = tap rowTap cancelsTouchesInView=true
/// UITableViewCell.gesture = tap doubleTap taps=2
/// ```
///
/// ```swift
/// let edits = try EditsFileReader.read(file: "app.edits")
/// let problems = scene.declare(edits)      // views not found, properties a view lacks
/// scene.declaredProperties(of: send)       // [isEnabled = false, line 2]
/// ```
public struct EditsFile: Sendable, Equatable {
    /// The file as it was named to the reader.
    public let file: String
    /// In the order of their lines.
    public internal(set) var declarations: [Declaration]

    public init(file: String, declarations: [Declaration]) {
        self.file = file
        self.declarations = declarations
    }
}

/// One line of an edits file: `TARGET.PROPERTY = VALUE` or `TARGET.gesture = KIND [NAME] [OPTION=VALUE …]`.
public struct Declaration: Sendable, Equatable {
    public let target: ViewTarget
    public let change: Change
    /// 1-based, where the target starts.
    public let line: Int
    public let column: Int

    public enum Change: Sendable, Equatable {
        case property(ViewProperty, ViewProperty.Value)
        case recognizer(RecognizerDeclaration)
    }

    public init(target: ViewTarget, change: Change, line: Int, column: Int) {
        self.target = target
        self.change = change
        self.line = line
        self.column = column
    }
}

/// The views a declaration is about.
public enum ViewTarget: Sendable, Hashable, CustomStringConvertible {
    /// A dumped view by its address: `0x7fd3e1c17170`.
    case address(String)
    /// Every view of a class, module-qualified or not, mangled or not:
    /// `UIButton`, `MyApp.SendButton`, `SendButton`, `_TtC5MyApp10SendButton`.
    case className(String)
    /// A scene file's view by its name, quoted: `"Tile 1"`.
    case name(String)
    /// A view by its index path from the window: `[0, 2]`; `[]` is the window.
    case indexPath([Int])

    /// The target as an edits file writes it.
    public var description: String {
        switch self {
        case .address(let address): address
        case .className(let name): name
        case .name(let name):
            "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .indexPath(let path): "[" + path.map(String.init).joined(separator: ", ") + "]"
        }
    }

    /// The target that finds a view again by its ``ViewIdentity``.
    public init(_ identity: ViewIdentity) {
        switch identity {
        case .address(let address): self = .address(address)
        case .name(let name): self = .name(name)
        case .indexPath(let path): self = .indexPath(path)
        }
    }
}

/// A gesture recognizer an edits file adds to a view, with UIKit's defaults
/// for what the line does not set (behaviour 6, 11).
public struct RecognizerDeclaration: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, pan, swipe, pinch, rotation

        /// UIKit's class for the kind: `UITapGestureRecognizer`.
        public var uikitClassName: String {
            "UI" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "GestureRecognizer"
        }
    }

    public let kind: Kind
    /// What other lines' `requireToFail` call it; nil when unnamed.
    public let name: String?
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    public var minimumPressDuration = 0.5
    public var direction: SwipeGestureRecognizer.Direction = .right
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var isEnabled = true
    /// The names of the recognizers it waits for to fail.
    public var requiresToFail: [String] = []

    public init(kind: Kind, name: String?) {
        self.kind = kind
        self.name = name
    }

    /// A recognizer of the kind, set up as declared (failure requirements apart: they name other recognizers).
    @MainActor
    public func makeRecognizer() -> GestureRecognizer {
        let recognizer: GestureRecognizer
        switch kind {
        case .tap:
            let tap = TapGestureRecognizer()
            tap.numberOfTapsRequired = numberOfTapsRequired
            tap.numberOfTouchesRequired = numberOfTouchesRequired
            recognizer = tap
        case .longPress:
            let press = LongPressGestureRecognizer()
            press.minimumPressDuration = minimumPressDuration
            recognizer = press
        case .pan: recognizer = PanGestureRecognizer()
        case .swipe:
            let swipe = SwipeGestureRecognizer()
            swipe.direction = direction
            recognizer = swipe
        case .pinch: recognizer = PinchGestureRecognizer()
        case .rotation: recognizer = RotationGestureRecognizer()
        }
        recognizer.name = name
        recognizer.cancelsTouchesInView = cancelsTouchesInView
        recognizer.delaysTouchesBegan = delaysTouchesBegan
        recognizer.delaysTouchesEnded = delaysTouchesEnded
        recognizer.isEnabled = isEnabled
        return recognizer
    }
}
