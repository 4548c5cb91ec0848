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
    public static func load(file path: String, controllersFile: String? = nil) throws(SceneError) -> Scene {
        let bytes = try SceneLoader.read(path, maximumSize: DumpLimits.maximumFileSize, kind: "dump")
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try load(bytes, file: path, name: stem, controllers: try controllersFile.map(loadControllers))
    }

    /// Reads the `_printHierarchy` text in `path`.
    public static func loadControllers(file path: String) throws(SceneError) -> ControllerHierarchy {
        let bytes = try SceneLoader.read(path, maximumSize: DumpLimits.maximumFileSize, kind: "controllers file")
        return try ControllerHierarchyReader.read(bytes, file: path)
    }

    /// Reads a dump from standard input to its end (`--dump -`, for
    /// `pbpaste | responder-lab trace --dump - --at 160,300`); its name is `stdin`.
    @MainActor
    public static func loadStandardInput(controllers: ControllerHierarchy? = nil) throws(SceneError) -> Scene {
        var bytes: [UInt8] = []
        while let chunk = try? FileHandle.standardInput.read(upToCount: 65_536), !chunk.isEmpty {
            bytes += chunk
            guard bytes.count <= DumpLimits.maximumFileSize else {
                throw SceneError(file: "stdin", message: "standard input has more than \(DumpLimits.maximumFileSize) bytes, the most a dump may have")
            }
        }
        return try load(bytes, file: "stdin", name: "stdin", controllers: controllers)
    }

    /// Builds the dump in `text`; `name` names the scene and, in errors, the text.
    @MainActor
    public static func load(text: String, name: String) throws(SceneError) -> Scene {
        try load(Array(text.utf8), file: name, name: name)
    }

    /// Builds the dump in `bytes`; `file` names it in errors. `controllers`,
    /// when given, replace any `_printHierarchy` text found in `bytes`.
    @MainActor
    public static func load(_ bytes: [UInt8], file: String, name: String, controllers: ControllerHierarchy? = nil) throws(SceneError) -> Scene {
        let dump = try DumpReader.read(bytes, file: file)
        return scene(of: dump, file: file, name: name, controllers: controllers)
    }

    /// The scene of a dump that was read: the root placed at its frame
    /// (behaviour 12.5), every view made as its class says (12.3) with the
    /// fields of 12.2, named by class and address, and the view controllers
    /// (`controllers`, else the dump's own) owning their views (12.6).
    @MainActor
    public static func scene(of dump: Dump, file: String, name: String, controllers: ControllerHierarchy? = nil) -> Scene {
        var views: [View] = []
        views.reserveCapacity(dump.views.count)
        let root = dump.views[0]
        // A UIWindow at the origin, the only root, is the scene's window; other
        // roots go into a window from (0, 0) that reaches their frames, so
        // points are in the space their frames are given in.
        let rootIsWindow = dump.rootCount == 1 && root.kind == .window && root.transform.isIdentity
            && root.frame.origin == .zero && root.contentOffset == nil && root.bounds == nil
        let window: Window
        var screen: Window?
        if rootIsWindow {
            window = Window(frame: root.frame)
        } else {
            let extent = dump.views.lazy.filter { $0.parent == nil }.reduce(Size.zero) { extent, view in
                Size(width: max(extent.width, view.frame.maxX), height: max(extent.height, view.frame.maxY))
            }
            window = Window(frame: Rect(x: 0, y: 0, width: max(1, extent.width), height: max(1, extent.height)))
            window.name = "Screen"
            window.backgroundColor = Palette.canvas
            screen = window
        }
        for (index, dumped) in dump.views.enumerated() {
            let view: View
            if index == 0, rootIsWindow {
                view = window
            } else {
                view = makeView(kind: dumped.kind, frame: dumped.frame)
            }
            configure(view, as: dumped)
            views.append(view)
            if let parent = dumped.parent {
                views[parent].addSubview(view)
            } else if !rootIsWindow {
                window.addSubview(view)
            }
        }
        let hierarchy = controllers ?? dump.controllers
        let imported = ImportedHierarchy(file: file, dump: dump, views: views, screen: screen,
                                         controllers: hierarchy.map { ImportedControllers($0, of: dump, views: views) })
        // The caption is the lab's to word (its views, controllers, lines left out), in its language.
        return Scene(name: name, title: name, caption: "", window: window, tourTaps: [], imported: imported)
    }

    /// The lab's view for a dumped view of `kind` that is not the scene's
    /// window: the one place that decides which ResponderKit class each kind becomes.
    @MainActor
    static func makeView(kind: DumpViewKind, frame: Rect) -> View {
        switch kind {
        // With ScrollView's own defaults (delaysContentTouches and the rest),
        // which a dump does not print because UIKit's are the same (behaviour 12.3);
        // `configure` sets the content offset as the bounds origin.
        case .scrollView: ScrollView(frame: frame)
        case .button: Button(frame: frame)
        case .control: Control(frame: frame)
        case .label: Label(frame: frame)
        case .imageView: ImageView(frame: frame)
        // A window that is not the scene's (a root placed elsewhere, or one
        // inside the dump) is a view of the hierarchy, not another window.
        case .window, .view: View(frame: frame)
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
        if let scrollView = view as? ScrollView, let contentSize = dumped.contentSize {
            scrollView.contentSize = contentSize
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
