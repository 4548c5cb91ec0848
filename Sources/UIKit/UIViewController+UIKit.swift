// What a controller keeps for presentations and the system, and `show(_:sender:)`.

import ResponderKit

extension ViewController {
    /// How a presented controller covers the screen, UIKit's `UIModalPresentationStyle`.
    public enum ModalPresentationStyle: Int, Sendable {
        case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
        case none = -1, automatic = -2
    }

    /// How a presented controller arrives, UIKit's `UIModalTransitionStyle`.
    public enum ModalTransitionStyle: Int, Sendable {
        case coverVertical, flipHorizontal, crossDissolve, partialCurl
    }

    /// How the controller is presented; `.automatic` unless set. The lab's presentations fill the window.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { self[attached: PresentationStyleKey.self] ?? .automatic }
        set { self[attached: PresentationStyleKey.self] = newValue }
    }

    /// How the controller arrives when presented; `.coverVertical` unless set.
    public var modalTransitionStyle: ModalTransitionStyle {
        get { self[attached: TransitionStyleKey.self] ?? .coverVertical }
        set { self[attached: TransitionStyleKey.self] = newValue }
    }

    /// Whether a swipe down may not dismiss the controller; false unless set.
    public var isModalInPresentation: Bool {
        get { self[attached: ModalInPresentationKey.self] ?? false }
        set { self[attached: ModalInPresentationKey.self] = newValue }
    }

    /// Whether presentations from children cover this controller's view only; false unless set.
    public var definesPresentationContext: Bool {
        get { self[attached: DefinesContextKey.self] ?? false }
        set { self[attached: DefinesContextKey.self] = newValue }
    }

    /// The size the controller would like in a popover or a container; zero unless set.
    public var preferredContentSize: CGSize {
        get { self[attached: PreferredSizeKey.self] ?? .zero }
        set { self[attached: PreferredSizeKey.self] = newValue }
    }

    /// The edges the view extends under bars at; all unless set.
    public var edgesForExtendedLayout: UIRectEdge {
        get { self[attached: ExtendedEdgesKey.self] ?? .all }
        set { self[attached: ExtendedEdgesKey.self] = newValue }
    }

    /// Whether the view extends under opaque bars; false unless set.
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { self[attached: OpaqueBarsKey.self] ?? false }
        set { self[attached: OpaqueBarsKey.self] = newValue }
    }

    /// Shows `controller` the way the context does: pushed on the navigation
    /// controller this one is in, else presented.
    public func show(_ controller: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }

    /// The device's way of showing a detail: as ``show(_:sender:)`` on an iPhone.
    public func showDetailViewController(_ controller: UIViewController, sender: Any?) {
        show(controller, sender: sender)
    }
}

/// An orientation of the interface, UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    /// UIKit's `UIInterfaceOrientation.isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// UIKit's `UIInterfaceOrientation.isLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = UIViewController.ModalPresentationStyle
/// UIKit's `UIModalTransitionStyle`.
public typealias UIModalTransitionStyle = UIViewController.ModalTransitionStyle

private enum PresentationStyleKey: AttachmentKey { typealias Value = UIModalPresentationStyle }
private enum TransitionStyleKey: AttachmentKey { typealias Value = UIModalTransitionStyle }
private enum ModalInPresentationKey: AttachmentKey { typealias Value = Bool }
private enum DefinesContextKey: AttachmentKey { typealias Value = Bool }
private enum PreferredSizeKey: AttachmentKey { typealias Value = CGSize }
private enum ExtendedEdgesKey: AttachmentKey { typealias Value = UIRectEdge }
private enum OpaqueBarsKey: AttachmentKey { typealias Value = Bool }
