/// One instance of an app's interface, UIKit's `UIScene`: a responder whose
/// ``next`` is the application it is connected to (behaviour 2.4).
///
/// ```swift
/// let scene = WindowScene()
/// window.windowScene = scene
/// app.addWindow(window)    // connects the scene: app.connectedScenes.contains(scene)
/// scene.next === app       // true
/// ```
@MainActor
open class Scene: Responder {
    /// The application the scene is connected to; set when a window of the
    /// scene joins one (``Application/addWindow(_:)``).
    public internal(set) weak var application: Application?

    public override init() {
        super.init()
    }

    /// The next responder of a scene is its application (behaviour 2.4).
    open override var next: Responder? { application }
}

/// A scene that shows windows, UIKit's `UIWindowScene`. From iOS 13 every
/// window belongs to one (``Window/windowScene``), which stands between the
/// window and the application in the responder chain:
/// `… → Window → WindowScene → Application → delegate` (behaviour 2.4).
///
/// ```swift
/// let scene = WindowScene()
/// let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// window.windowScene = scene
/// app.addWindow(window)
/// window.next === scene    // true
/// scene.windows            // [window]
/// ```
@MainActor
open class WindowScene: Scene {
    private var members: [WeakRef<Window>] = []

    /// The windows of the scene, in the order they joined it.
    public var windows: [Window] { members.compactMap(\.value) }

    func add(_ window: Window) {
        members.removeAll { $0.value == nil || $0.value === window }
        members.append(WeakRef(window))
    }

    func remove(_ window: Window) {
        members.removeAll { $0.value == nil || $0.value === window }
    }
}
