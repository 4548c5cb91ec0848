import ResponderKit

/// The application of a dump's app: the dump does not print it, but its
/// window's chain ends there, named as UIKit names its class.
@MainActor
final class DumpedApplication: Application {
    override var debugName: String { "UIApplication" }
}

/// The scene of a dump's window: the dump does not print it, but every window
/// of an app on iOS 13 or later has one (behaviour 2.4), named as UIKit names its class.
@MainActor
final class DumpedWindowScene: WindowScene {
    override var debugName: String { "UIWindowScene" }
}
