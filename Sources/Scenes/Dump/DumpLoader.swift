import Foundation
import ResponderKit

/// Makes a ``Scene`` of a `recursiveDescription` dump (behaviour 12), the same
/// type ``SceneLoader`` makes of a JSON file, so that everything that takes a
/// scene takes a dump.
///
/// ```swift
/// let scene = try DumpLoader.load(file: "Assets/Dumps/settings.txt")
/// let trace = scene.window.hitTestTrace(at: Point(x: 348, y: 140))
/// print(trace.hitView?.debugName ?? "nobody") // "UISwitch: 0x7fd3e1c62ff0"
/// ```
public enum DumpLoader {
    /// Reads and builds the dump in `path`; its name is the file's stem. The
    /// view controllers come from `controllersFile` when given (`--controllers`),
    /// else from `_printHierarchy` text in the dump's own file, if any.
    @MainActor
    public static func load(
        file path: String, controllersFile: String? = nil,
        classes: UserViewClasses? = nil
    ) throws(SceneError) -> Scene {
        let bytes = try SceneLoader.read(path, maximumSize: DumpLimits.maximumFileSize, kind: "dump")
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try load(
            bytes, file: path, name: stem, controllers: try controllersFile.map(loadControllers), classes: classes)
    }

    /// Reads the `_printHierarchy` text in `path`.
    public static func loadControllers(file path: String) throws(SceneError) -> ControllerHierarchy {
        let bytes = try SceneLoader.read(path, maximumSize: DumpLimits.maximumFileSize, kind: "controllers file")
        return try ControllerHierarchyReader.read(bytes, file: path)
    }

    /// Reads a dump from standard input to its end (`--dump -`, for
    /// `pbpaste | responder-lab trace --dump - --at 160,300`); its name is `stdin`.
    @MainActor
    public static func loadStandardInput(
        controllers: ControllerHierarchy? = nil,
        classes: UserViewClasses? = nil
    ) throws(SceneError) -> Scene {
        var bytes: [UInt8] = []
        while let chunk = try? FileHandle.standardInput.read(upToCount: 65_536), !chunk.isEmpty {
            bytes += chunk
            guard bytes.count <= DumpLimits.maximumFileSize else {
                throw SceneError(
                    file: "stdin",
                    message:
                        "standard input has more than \(DumpLimits.maximumFileSize) bytes, the most a dump may have")
            }
        }
        return try load(bytes, file: "stdin", name: "stdin", controllers: controllers, classes: classes)
    }

    /// Builds the dump in `text`; `name` names the scene and, in errors, the text.
    @MainActor
    public static func load(text: String, name: String) throws(SceneError) -> Scene {
        try load(Array(text.utf8), file: name, name: name)
    }

    /// Builds the dump in `bytes`; `file` names it in errors. `controllers`,
    /// when given, replace any `_printHierarchy` text found in `bytes`.
    @MainActor
    public static func load(
        _ bytes: [UInt8], file: String, name: String, controllers: ControllerHierarchy? = nil,
        classes: UserViewClasses? = nil
    ) throws(SceneError) -> Scene {
        let dump = try DumpReader.read(bytes, file: file)
        return scene(of: dump, file: file, name: name, controllers: controllers, classes: classes)
    }

    /// The scene of a dump that was read: the root placed at its frame
    /// (behaviour 12.5), every view made as its class says (12.3) — of the
    /// user's class when `classes` has it (`--code`) — with the fields of
    /// 12.2, named by class and address, the view controllers (`controllers`,
    /// else the dump's own) owning their views (12.6), and then, as nib loading
    /// does once every object is there, `awakeFromNib()` sent to every view.
    @MainActor
    public static func scene(
        of dump: Dump, file: String, name: String, controllers: ControllerHierarchy? = nil,
        classes: UserViewClasses? = nil
    ) -> Scene {
        var views: [View] = []
        views.reserveCapacity(dump.views.count)
        var builder = DumpViewBuilder(classes: classes)
        let root = dump.views[0]
        let userRoot = builder.makeUserView(root)
        // A UIWindow, the only root, is the scene's window, where it is on the screen:
        // points are in its coordinates, as its subviews' frames are. Other roots go
        // into a window from (0, 0) that reaches their frames, standing for the app's,
        // so points are in the space their frames are given in.
        let rootIsWindow =
            dump.rootCount == 1 && (userRoot.map { $0 is Window } ?? (root.kind == .window))
            && root.transform.isIdentity && root.contentOffset == nil && root.bounds == nil
        let window: Window
        var standIn: Window?
        if rootIsWindow {
            window = (userRoot as? Window) ?? Window(frame: root.frame)
        } else {
            let extent = dump.views.lazy.filter { $0.parent == nil }.reduce(Size.zero) { extent, view in
                Size(width: max(extent.width, view.frame.maxX), height: max(extent.height, view.frame.maxY))
            }
            window = Window(frame: Rect(x: 0, y: 0, width: max(1, extent.width), height: max(1, extent.height)))
            window.name = Self.standInName.english
            window.backgroundColor = Palette.canvas
            standIn = window
        }
        for (index, dumped) in dump.views.enumerated() {
            let parent = dumped.parent.map { views[$0] }
            let view: View
            if index == 0, rootIsWindow {
                view = window
            } else if index == 0, let userRoot {
                view = userRoot
            } else {
                view = builder.view(for: dumped, under: parent)
            }
            configure(view, as: dumped)
            views.append(view)
            // A view its parent's initializer made moves to the front, where the dump's order puts it.
            if let parent {
                parent.addSubview(view)
            } else if !rootIsWindow {
                window.addSubview(view)
            }
            builder.noteSubviews(of: view)
        }
        builder.removeUnclaimed()
        let hierarchy = controllers ?? dump.controllers
        let imported = ImportedHierarchy(
            file: file, dump: dump, views: views, standInWindow: standIn,
            controllers: hierarchy.map { ImportedControllers($0, of: dump, views: views) },
            classes: classes)
        if rootIsWindow, let controllers = imported.controllers {
            adoptRootViewController(of: window, from: controllers)
        }
        for view in views { view.awakeFromNib() }
        // The caption is the lab's to word (its views, controllers, lines left out), in its language.
        // The app came from iOS 13 or later: its windows belong to a scene.
        let scene = Scene(
            name: name, title: name, caption: "", window: window, windowScene: DumpedWindowScene(),
            application: DumpedApplication(), tourTaps: [], imported: imported)
        scene.userClasses = classes
        if standIn != nil { scene.chineseNames.views[standInName.english] = standInName.chinese }
        return scene
    }

    /// The name of the window the lab makes for roots that are not a `UIWindow`: the app's, which the dump did not print.
    static let standInName = (english: "UIWindow (not in the dump)", chinese: "UIWindow（dump 里没有）")

    /// The window's root view controller, as in the app: the first root
    /// controller of `_printHierarchy`, when its view is the window's first
    /// subview and fills it (where UIKit's window puts it), so that nothing moves.
    @MainActor
    private static func adoptRootViewController(of window: Window, from controllers: ImportedControllers) {
        for (index, dumped) in controllers.controllers.enumerated() where dumped.relation == .root {
            guard let controller = controllers.viewControllers[index] else { continue }
            if window.subviews.first === controller.view, controller.view.frame == window.bounds {
                window.rootViewController = controller
            }
            return
        }
    }

    /// Geometry, flags and text from the dump (behaviour 12.2). Every flag is
    /// set, not only those printed: a UILabel the dump shows without
    /// `userInteractionEnabled = NO` has it on, whatever Label's default.
    @MainActor
    static func configure(_ view: View, as dumped: DumpView) {
        view.name = dumped.name
        let bounds = DumpGeometry.bounds(of: dumped)
        view.transform = dumped.transform
        view.bounds = bounds
        view.center = DumpGeometry.center(of: dumped)
        view.isHidden = dumped.isHidden
        view.alpha = dumped.alpha
        view.isUserInteractionEnabled = dumped.isUserInteractionEnabled
        view.clipsToBounds = dumped.clipsToBounds
        // What code looks views up by (`viewWithTag(_:)`): a dump prints it when it is not 0.
        if let tag = dumped.tag { view.tag = tag }
        if let scrollView = view as? ScrollView, let contentSize = dumped.contentSize {
            scrollView.contentSize = contentSize
            // UIKit's range of offsets: without the bars' inset a table resting under one would spring back under it.
            if let inset = dumped.adjustedContentInset { scrollView.contentInset = inset }
        }
        view.backgroundColor = dumped.backgroundColor
        if dumped.backgroundColor == nil, let look = DumpColor.classLooks[DumpClassName.bare(dumped.className)] {
            view.backgroundColor = look.fill
            if look.rounded { view.cornerRadius = min(bounds.width, bounds.height) / 2 }
        }
        if let label = view as? Label {
            label.text = dumped.text
            label.textColor = Palette.ink
            // A dump has no font; a text fits its label's height (a tab bar's 12-point labels).
            label.fontSize = min(14, max(8, bounds.height * 0.8))
        }
    }
}
