/// How the status bar's content looks, UIKit's `UIStatusBarStyle`.
public enum StatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}

/// A set of orientations, UIKit's `UIInterfaceOrientationMask`.
///
/// ```swift
/// override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
/// ```
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}

/// A transition between controllers of a storyboard, UIKit's `UIStoryboardSegue`.
/// The lab has no storyboards: a segue exists when code makes one.
///
/// ```swift
/// override func prepare(for segue: StoryboardSegue, sender: Any?) {
///     (segue.destination as? DetailController)?.item = selectedItem
/// }
/// ```
@MainActor
open class StoryboardSegue {
    /// UIKit's `UIStoryboardSegue.identifier`.
    public let identifier: String?
    /// UIKit's `UIStoryboardSegue.source`.
    public let source: ViewController
    /// UIKit's `UIStoryboardSegue.destination`.
    public let destination: ViewController

    /// UIKit's `UIStoryboardSegue.init(identifier:source:destination:)`.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Runs the transition: shows the destination from the source (``ViewController/present(_:animated:completion:)``).
    open func perform() {
        source.present(destination, animated: true)
    }
}
