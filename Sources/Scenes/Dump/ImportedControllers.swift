import ResponderKit

/// The view controllers of `_printHierarchy` joined to a dump's views
/// (behaviour 12.6): each controller whose view the dump has owns it, so the
/// responder chain goes as in the app, a controller's root view → the
/// controller → the root view's superview. What cannot be joined (a view not
/// loaded, not in the window, not in the dump) is kept and said.
///
/// ```swift
/// let scene = try DumpLoader.load(file: "Assets/Dumps/mail.txt")
/// let controllers = scene.imported!.controllers!     // nil: controllers unknown
/// controllers.placements[0]                          // .ownsView(3): the UILayoutContainerView at index 3
/// controllers.controller(owning: scene.imported!.views[3])?.dumped.className   // "UITabBarController"
/// ```
@MainActor
public final class ImportedControllers {
    /// The controllers as read.
    public let hierarchy: ControllerHierarchy
    /// For each controller of ``hierarchy``, the lab's controller owning its
    /// view; nil when it owns none here (``placements`` says why).
    public let viewControllers: [ImportedViewController?]
    /// For each controller of ``hierarchy``, where its view is.
    public let placements: [Placement]

    /// Where a controller's view is in the dump.
    public enum Placement: Sendable, Equatable {
        /// It owns the view at this index of ``Dump/views``.
        case ownsView(Int)
        /// `view: (view not loaded)`.
        case viewNotLoaded
        /// The line does not print a view.
        case viewNotPrinted
        /// The dump has no view at its view's address: not in the window
        /// (a tab not shown, a controller pushed over), or in another window.
        case viewNotInDump
        /// An earlier controller, at this index, printed the same view and owns it.
        case viewOwnedByAnother(Int)
    }

    /// The controllers as read.
    public var controllers: [DumpController] { hierarchy.controllers }

    init(_ hierarchy: ControllerHierarchy, of dump: Dump, views: [View]) {
        self.hierarchy = hierarchy
        var indexByAddress: [String: Int] = [:]
        indexByAddress.reserveCapacity(dump.views.count)
        for (index, view) in dump.views.enumerated() where indexByAddress[view.address] == nil {
            indexByAddress[view.address] = index
        }
        var owner: [Int: Int] = [:]
        var placements: [Placement] = []
        var viewControllers: [ImportedViewController?] = []
        for (index, dumped) in hierarchy.controllers.enumerated() {
            let placement: Placement
            switch dumped.view {
            case nil: placement = .viewNotPrinted
            case .notLoaded?: placement = .viewNotLoaded
            case .loaded(let view)?:
                if let viewIndex = indexByAddress[view.address] {
                    placement = owner[viewIndex].map(Placement.viewOwnedByAnother) ?? .ownsView(viewIndex)
                    if owner[viewIndex] == nil { owner[viewIndex] = index }
                } else {
                    placement = .viewNotInDump
                }
            }
            placements.append(placement)
            guard case .ownsView(let viewIndex) = placement else {
                viewControllers.append(nil)
                continue
            }
            let controller = ImportedViewController(dumped: dumped, index: index)
            controller.view = views[viewIndex]
            if case .child(let parent) = dumped.relation, let parentController = viewControllers[parent] {
                parentController.addChild(controller)
            }
            viewControllers.append(controller)
        }
        self.placements = placements
        self.viewControllers = viewControllers
    }

    /// The controller whose root view `view` is; nil when none.
    public func controller(owning view: View) -> ImportedViewController? {
        view.next as? ImportedViewController
    }
}

/// A view controller of a real app, read from `_printHierarchy` and owning
/// its view from the dump (behaviour 12.6). Its `next` is UIKit's for a
/// controller in a window: its view's superview, which for a presented
/// controller is the presentation's container (`UIDropShadowView`,
/// `UITransitionView`), not the presenting controller. It is never
/// ``ViewController/present(_:)``ed: the presentation is ``dumped``'s.
///
/// ```swift
/// let sheet = scene.imported!.controllers!.viewControllers[4]!
/// sheet.dumped.isPresented      // true
/// sheet.next?.debugName         // "UIDropShadowView: 0x7fd3e1c9c000"
/// ```
@MainActor
public final class ImportedViewController: ViewController {
    /// What `_printHierarchy` said of it: class, address, state, relation, presentation.
    public let dumped: DumpController
    /// Its index in ``ImportedControllers/controllers``.
    public let index: Int

    init(dumped: DumpController, index: Int) {
        self.dumped = dumped
        self.index = index
        super.init()
        name = dumped.name
    }

    /// Its view's superview (behaviour 12.6).
    public override var next: Responder? {
        isViewLoaded ? view.superview : nil
    }
}
