import ResponderKit

/// What a dump said about the views of a scene made from it: for each lab
/// view, its line, class, address, every field, and its caveats (behaviour 12.4).
///
/// ```swift
/// let scene = try DumpLoader.load(file: "Assets/Dumps/photo-feed.txt")
/// let hit = scene.window.hitTest(Point(x: 30, y: 470), with: nil)!
/// scene.caveats(for: hit)                          // [.customClass] for MyApp.LikeButton
/// scene.imported?.dumpView(for: hit)?.line         // where it is in the file
/// scene.imported?.skipped.layers                   // for `describe`
/// ```
@MainActor
public final class ImportedHierarchy {
    /// The file the dump was read from, as named to the loader.
    public let file: String
    public let dump: Dump
    /// The lab's view for each of the dump's views, in the same order.
    public let views: [View]
    /// The window the lab made to hold a root that is not a `UIWindow`, or
    /// several roots: it stands for the app's window the dump did not print.
    /// Nil when the dump's own window is the scene's.
    public let standInWindow: Window?
    /// The view controllers joined to the views (behaviour 12.6); nil when
    /// they are unknown: no `_printHierarchy` text was given, so the chain
    /// goes from view to superview where the app's has controllers.
    public let controllers: ImportedControllers?
    /// The user's classes the views were made with (`--code`); nil without code.
    public let classes: UserViewClasses?
    private let indexByView: [ObjectIdentifier: Int]

    init(
        file: String, dump: Dump, views: [View], standInWindow: Window?, controllers: ImportedControllers?,
        classes: UserViewClasses? = nil
    ) {
        self.file = file
        self.classes = classes
        self.dump = dump
        self.views = views
        self.standInWindow = standInWindow
        self.controllers = controllers
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(views.count)
        for (i, view) in views.enumerated() { index[ObjectIdentifier(view)] = i }
        indexByView = index
    }

    /// The lines of the dump that were not views.
    public var skipped: DumpSkippedLines { dump.skipped }

    /// Whether the view controllers are known: `_printHierarchy` text was given.
    public var controllersAreKnown: Bool { controllers != nil }

    /// What could not be read, of the dump and of a separate controllers file, in order.
    public var warnings: [DumpWarning] { dump.warnings + (controllers?.hierarchy.warnings ?? []) }

    /// Whether views may be missing from the dump: lines were elided or the paste was cut off.
    public var isIncomplete: Bool { dump.isIncomplete }

    /// What `_printHierarchy` said of the controller whose root view `view` is; nil when none or unknown.
    public func controller(owning view: View) -> ImportedViewController? {
        controllers?.controller(owning: view)
    }

    /// The dumped view that `view` was made from; nil for a view the dump did not have (the screen).
    public func dumpView(for view: View) -> DumpView? {
        guard let i = indexByView[ObjectIdentifier(view)], views[i] === view else { return nil }
        return dump.views[i]
    }

    /// The class the dump printed for `view`, without copying the rest of its
    /// dumped view (a struct of strings); nil for a view the dump did not have.
    public func className(of view: View) -> String? {
        guard let i = indexByView[ObjectIdentifier(view)], views[i] === view else { return nil }
        return dump.views[i].className
    }

    /// Every field of the line `view` was made from, in order.
    public func fields(of view: View) -> [DumpField] {
        dumpView(for: view).map { dump.fields(of: $0) } ?? []
    }

    /// The keys of the fields the reader turns into the view's properties (behaviour 12.2).
    public static let readKeys: Set<String> = [
        "frame", "bounds", "transform", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds", "tag", "text",
        "baseClass", "contentSize", "contentOffset", "adjustedContentInset", "backgroundColor", "gestureRecognizers",
    ]

    /// The fields of `view`'s line that the lab keeps but does not read: `opaque`, `autoresize`, `layer`, …
    public func unreadFields(of view: View) -> [DumpField] {
        fields(of: view).filter { !Self.readKeys.contains($0.key) }
    }

    /// What the dump cannot show about `view`: nothing when the user's code
    /// runs it, for its overrides are then what the lab runs.
    public func caveats(for view: View) -> [DumpCaveat] {
        guard let dumped = dumpView(for: view), !dumped.caveats.isEmpty else { return [] }
        return classes?.userClass(of: view) == nil ? dumped.caveats : []
    }
}
