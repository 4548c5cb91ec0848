/// The view controllers UIKit prints for
/// `po [[[UIWindow keyWindow] rootViewController] _printHierarchy]`, as read
/// (behaviour 12.6): one ``DumpController`` a line, parents before children.
///
/// ```swift
/// let controllers = try ControllerHierarchyReader.read(Array(text.utf8), file: "controllers.txt")
/// controllers.controllers[0].className        // "UITabBarController"
/// controllers.controllers[2].relation         // .presented(by: 0)
/// ```
public struct ControllerHierarchy: Sendable {
    /// Root first, each controller before its children and the controllers it presented.
    public internal(set) var controllers: [DumpController]
    /// The file the text was read from, as named to the reader.
    public let file: String
    /// Lines of a separate controllers file that could not be read; the
    /// warnings of controllers pasted with a dump are the dump's.
    public internal(set) var warnings: [DumpWarning] = []
}

/// One line of `_printHierarchy`:
/// `<MyApp.InboxController 0x7fd3e1c0d8b0>, state: appeared, view: <UIView 0x7fd3e1c40980>`.
public struct DumpController: Sendable, Equatable {
    /// The class as printed: `UINavigationController`, `MyApp.InboxController`, `_TtC5MyApp15InboxController`.
    public let className: String
    /// `0x7fd3e1c0d8b0`.
    public let address: String
    /// `appeared`, `appearing`, `disappeared`, `disappearing` as printed; nil when the line has none.
    public let state: String?
    /// Its view as printed; nil when the line does not say.
    public let view: ViewReference?
    /// False when the line says `not in the window`: the view exists but is
    /// not in the window's hierarchy (a tab not shown, a controller pushed over).
    public let isInWindow: Bool
    /// The presentation controller of a presented controller
    /// (`presented with: <_UIPageSheetPresentationController 0x…>`).
    public let presentedWith: ObjectReference?
    /// How it hangs from the controller above it: a child, or presented by it (a `+` line).
    public let relation: Relation
    /// 0 for a root.
    public let depth: Int
    /// The 1-based line it is printed on.
    public let line: Int

    /// A class and address as `_printHierarchy` prints them: `<UIView 0x7fd3e1c40980>`.
    public struct ObjectReference: Sendable, Equatable {
        public let className: String
        public let address: String

        public init(className: String, address: String) {
            self.className = className
            self.address = address
        }
    }

    /// What the line says of the controller's view.
    public enum ViewReference: Sendable, Equatable {
        case loaded(ObjectReference)
        /// `(view not loaded)`.
        case notLoaded
    }

    public enum Relation: Sendable, Equatable {
        /// The window's root view controller (or another top of the text).
        case root
        /// A child view controller of the controller at this index.
        case child(of: Int)
        /// Presented by the controller at this index.
        case presented(by: Int)
    }

    /// The index of the controller above it; nil for a root.
    public var parent: Int? {
        switch relation {
        case .root: nil
        case .child(let parent), .presented(let parent): parent
        }
    }

    public var isPresented: Bool {
        if case .presented = relation { true } else { false }
    }

    /// The address of its view; nil when not loaded or not printed.
    public var viewAddress: String? {
        if case .loaded(let view)? = view { view.address } else { nil }
    }

    /// Its name in the lab, class and address as for views: `UINavigationController: 0x7fd3e1c11990`.
    public var name: String { "\(className): \(address)" }

    /// The class for people: a simple mangled Swift name demangled
    /// (`_TtC5MyApp15InboxController` → `MyApp.InboxController`).
    public var displayClassName: String { DumpClassName.demangled(className) ?? className }
}
