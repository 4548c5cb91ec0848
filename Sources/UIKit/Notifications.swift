// The notifications view code observes, by UIKit's names, and the device.
// The lab posts none of them by itself (it shows no keyboard and never goes
// to the background); code and tests may post them through NotificationCenter.

import ResponderKit

extension Responder {
    /// UIKit's `UIResponder.keyboardWillShowNotification`.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// UIKit's `UIResponder.keyboardDidShowNotification`.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// UIKit's `UIResponder.keyboardWillHideNotification`.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// UIKit's `UIResponder.keyboardDidHideNotification`.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// UIKit's `UIResponder.keyboardWillChangeFrameNotification`.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// UIKit's `UIResponder.keyboardDidChangeFrameNotification`.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame at the start, an `NSValue`/`CGRect` in the user info.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation lasts, in seconds.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard animation's curve.
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension Application {
    /// UIKit's `UIApplication.didBecomeActiveNotification`.
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// UIKit's `UIApplication.willResignActiveNotification`.
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// UIKit's `UIApplication.didEnterBackgroundNotification`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// UIKit's `UIApplication.willEnterForegroundNotification`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// UIKit's `UIApplication.willTerminateNotification`.
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// UIKit's `UIApplication.didReceiveMemoryWarningNotification`.
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

extension ContentSizeCategory {
    /// Posted when the reader's text size changes.
    public nonisolated static let didChangeNotification = Notification.Name(
        "UIContentSizeCategoryDidChangeNotification")
}

/// The device, UIKit's `UIDevice`: the lab's is an iPhone, upright.
@MainActor
public final class UIDevice {
    /// The physical orientation, UIKit's `UIDeviceOrientation`.
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

        /// UIKit's `UIDevice.Orientation.isPortrait`.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// UIKit's `UIDevice.Orientation.isLandscape`.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    /// The device.
    public static let current = UIDevice()

    /// UIKit's `UIDevice.userInterfaceIdiom`.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// UIKit's `UIDevice.orientation`.
    public let orientation = Orientation.portrait
    /// UIKit's `UIDevice.model`.
    public let model = "iPhone"
    /// UIKit's `UIDevice.localizedModel`.
    public let localizedModel = "iPhone"
    /// UIKit's `UIDevice.systemName`.
    public let systemName = "iOS"
    /// The newest iOS the module follows, which `#available` checks on Linux agree with.
    public let systemVersion = "18.0"
    /// UIKit's `UIDevice.name`.
    public let name = "iPhone"
    /// Whether the device reports its orientation; it does not change here.
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    /// UIKit's `UIDevice.beginGeneratingDeviceOrientationNotifications()`.
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// UIKit's `UIDevice.endGeneratingDeviceOrientationNotifications()`.
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Posted when the orientation changes.
    public nonisolated static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
}

/// UIKit's `UIDeviceOrientation`.
public typealias UIDeviceOrientation = UIDevice.Orientation
