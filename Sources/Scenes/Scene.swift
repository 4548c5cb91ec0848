import ResponderKit

/// A scene: a real hierarchy in its own window and application, with a
/// caption, a fix that the T key toggles, and the clicks of the scripted
/// tour. Scenes are read from JSON files by ``SceneLoader``.
///
/// ```swift
/// let scene = try SceneCatalog.load("hit-order")
/// let trace = scene.window.hitTestTrace(at: scene.tourTaps[0])
/// print(trace.hitView?.debugName ?? "nobody") // "B.1"
/// ```
@MainActor
public final class Scene {
    /// The size of every scene's window, in points.
    public nonisolated static let size = Size(width: 760, height: 600)

    public let name: String
    public private(set) var title: String
    /// One line, drawn in the window, that says what the scene teaches.
    public private(set) var caption: String
    public let application: Application
    public let window: Window
    /// What the T key changes, for the keys legend; nil when the scene has no fix.
    public private(set) var fixDescription: String?
    /// The clicks of the scripted tour (`make run` without a display, screenshots, golden images).
    public let tourTaps: [Point]
    /// Areas the overlay outlines: touchable areas that differ from a view's bounds.
    public var hitAreas: [HitArea] { hitAreaProvider() }
    public internal(set) var isFixed = false
    /// What the scene's responders say they did with keys and actions.
    public let log: SceneLog

    let applyFix: (Bool) -> Void
    private let hitAreaProvider: () -> [HitArea]

    /// What a dump imported into this scene said about its views; nil for a JSON scene.
    public let imported: ImportedHierarchy?
    /// The classes of the user's code the scene's views may be made of (`--code`); nil without code.
    public internal(set) var userClasses: UserViewClasses?
    /// The inspector's live edits, oldest first (``edit(_:_:to:)``).
    public internal(set) var edits: [ViewEdit] = []
    /// The edits, undos and fix toggles, oldest first, which ``restore(_:)`` plays again on a snapshot older than them.
    var changes: [SceneChange] = []
    /// What an edits file declared, by view (``declare(_:)``).
    var declared: [ObjectIdentifier: DeclaredOnView] = [:]

    convenience init(
        name: String, title: String, caption: String, root: ViewController,
        windowScene: WindowScene? = WindowScene(),
        delegate: (Responder & ApplicationDelegate)? = nil, fixDescription: String? = nil,
        tourTaps: [Point], initiallyFixed: Bool = false, applyFix: @escaping (Bool) -> Void = { _ in },
        hitAreas: @escaping () -> [HitArea] = { [] }, log: SceneLog = SceneLog(),
        retaining: [AnyObject] = []
    ) {
        let window = Window(frame: Rect(origin: .zero, size: Scene.size))
        window.name = "Window"
        window.backgroundColor = Palette.canvas
        window.rootViewController = root
        self.init(
            name: name, title: title, caption: caption, window: window, windowScene: windowScene, delegate: delegate,
            fixDescription: fixDescription, tourTaps: tourTaps, initiallyFixed: initiallyFixed,
            applyFix: applyFix, hitAreas: hitAreas, log: log, retaining: retaining)
    }

    /// A scene around `window`, which has its views already. The window belongs
    /// to `windowScene`, its next responder (behaviour 2.4); nil: to no scene,
    /// its next responder the application, as before iOS 13.
    init(
        name: String, title: String, caption: String, window: Window, windowScene: WindowScene? = WindowScene(),
        application: Application = Application(), delegate: (Responder & ApplicationDelegate)? = nil,
        fixDescription: String? = nil,
        tourTaps: [Point], initiallyFixed: Bool = false, applyFix: @escaping (Bool) -> Void = { _ in },
        hitAreas: @escaping () -> [HitArea] = { [] }, log: SceneLog = SceneLog(), retaining: [AnyObject] = [],
        imported: ImportedHierarchy? = nil
    ) {
        self.log = log
        self.retained = retaining
        self.name = name
        self.title = title
        self.caption = caption
        self.fixDescription = fixDescription
        self.tourTaps = tourTaps
        self.applyFix = applyFix
        self.hitAreaProvider = hitAreas
        self.delegateRetainer = delegate
        self.imported = imported
        self.application = application
        application.delegate = delegate
        self.window = window
        if let windowScene { window.windowScene = windowScene }
        application.addWindow(window)
        window.makeKeyAndVisible()
        isFixed = initiallyFixed
        applyFix(initiallyFixed)
    }

    /// What the lab cannot know about `view` from the dump it was imported
    /// from (behaviour 12.4); empty for the views of a JSON scene.
    public func caveats(for view: View) -> [DumpCaveat] {
        imported?.caveats(for: view) ?? []
    }

    /// The user's class of `view`, when the user's code runs it (`--code`); nil otherwise.
    public func userClass(of view: View) -> UserViewClasses.ViewClass? {
        userClasses?.userClass(of: view)
    }

    /// The application holds its delegate weakly, as UIKit's does; the scene keeps it alive.
    private let delegateRetainer: AnyObject?
    /// Recognizers' delegates, held weakly by their recognizers.
    private let retained: [AnyObject]

    /// A text the file gives in Chinese too, and how to show either.
    struct Translation {
        let english: String
        let chinese: String
        let show: @MainActor (String) -> Void
    }

    /// The scene's own texts with a Chinese version: title, caption, fix description, labels, button titles, placeholders.
    var translations: [Translation] = []
    /// The Chinese names the file gives its views, controllers and recognizers, which the lab shows in
    /// place of their names under `--lang zh`; the names themselves stay the identifiers.
    public internal(set) var chineseNames = ChineseNames()
    /// Whether the texts of ``translations`` show in Chinese.
    public internal(set) var showsChinese = false

    /// Shows the scene's title, caption, fix description, labels, button titles and placeholders in Chinese
    /// where its file gives them (a `{"en": …, "zh": …}` text), else in English.
    /// Names stay as they are, identifiers: the lab shows ``chineseNames`` in their place.
    public func showTexts(inChinese chinese: Bool) {
        guard chinese != showsChinese else { return }
        showsChinese = chinese
        for text in translations { text.show(chinese ? text.chinese : text.english) }
    }

    func setTitle(_ text: String) { title = text }
    func setCaption(_ text: String) { caption = text }
    func setFixDescription(_ text: String) { fixDescription = text }

    /// Turns the scene's fix on or off (the T key).
    public func setFixed(_ fixed: Bool) {
        isFixed = fixed
        applyFix(fixed)
        changes.append(.fixed(fixed))
    }

    /// Every named view with its frame in window coordinates, front to back
    /// order reversed (painting order), for `describe --json`. A view imported
    /// from a dump gives the class the dump printed.
    public func describedViews() -> [DescribedView] {
        var result: [DescribedView] = []
        func walk(_ view: View, depth: Int) {
            result.append(describedView(of: view, depth: depth))
            for sub in view.subviews { walk(sub, depth: depth + 1) }
        }
        walk(window, depth: 0)
        return result
    }

    /// One view as `describe` gives it, for the inspector's properties of the selected view.
    public func describedView(of view: View, depth: Int) -> DescribedView {
        let controller = ResponderBehavior.owningController(of: view)
        var described = DescribedView(
            name: view.debugName,
            className: imported?.dumpView(for: view)?.className ?? String(describing: type(of: view)),
            frame: view.convert(view.bounds, to: nil), depth: depth,
            isHidden: view.isHidden, alpha: view.alpha,
            isUserInteractionEnabled: view.isUserInteractionEnabled, clipsToBounds: view.clipsToBounds,
            isEnabled: (view as? Control)?.isEnabled,
            isMultipleTouchEnabled: view.isMultipleTouchEnabled, isExclusiveTouch: view.isExclusiveTouch,
            touches: ResponderBehavior.touches(of: view, classes: userClasses),
            overrides: ResponderBehavior.overrides(of: view),
            recognizers: (view.gestureRecognizers ?? []).map {
                DescribedRecognizer($0, declaredAt: declaration(of: $0)?.line)
            },
            controller: controller.map {
                DescribedController(
                    name: $0.debugName, touches: ResponderBehavior.touches(of: $0),
                    dumped: ($0 as? ImportedViewController)?.dumped)
            },
            caveats: caveats(for: view),
            frameInSuperview: view.frame, bounds: view.bounds, center: view.center, transform: view.transform,
            unreadFields: imported?.unreadFields(of: view) ?? [],
            edited: editedProperties(of: view),
            declared: declaredProperties(of: view))
        described.userClass = userClass(of: view)
        return described
    }
}
