import ResponderKit
import Testing

/// A delegate that is not a responder at all.
@MainActor
final class PlainDelegate: ApplicationDelegate {}

/// A view that claims to be the application's delegate.
@MainActor
final class ViewDelegate: View, ApplicationDelegate {}

/// A view controller that claims to be the application's delegate.
@MainActor
final class ControllerDelegate: ViewController, ApplicationDelegate {}

/// An application that is its own delegate, or another application's.
@MainActor
final class ApplicationDelegateApp: Application, ApplicationDelegate {}

@Suite("The responder chain (behaviour 2.1–2.5)")
@MainActor
struct ResponderChainTests {
    /// The chain from `start`, by `next`, as responders.
    private func chain(from start: Responder) -> [Responder] {
        var result: [Responder] = []
        var r: Responder? = start
        while let current = r, result.count < 100 {
            result.append(current)
            r = current.next
        }
        return result
    }

    // MARK: 2.1

    @Test func plainResponderHasNoNext() {
        #expect(Responder().next == nil)
    }

    // MARK: 2.2

    @Test func viewsNextIsItsSuperviewAndALoneViewHasNone() {
        let parent = View(frame: .zero)
        let child = View(frame: .zero)
        #expect(child.next == nil)
        parent.addSubview(child)
        #expect(child.next === parent)
    }

    @Test func controllersRootViewsNextIsTheController() {
        let controller = ViewController()
        let holder = View(frame: .zero)
        holder.addSubview(controller.view)
        #expect(controller.view.next === controller)
        let inner = addView("inner", .zero, to: controller.view)
        #expect(inner.next === controller.view)
    }

    @Test func viewReplacedAsAControllersViewNoLongerPointsToIt() {
        let controller = ViewController()
        let old: View = controller.view
        let parent = View(frame: .zero)
        parent.addSubview(old)
        controller.view = View(frame: .zero)
        #expect(old.next === parent)
        #expect(controller.view.next === controller)
    }

    // MARK: 2.3

    @Test func windowsRootControllersNextIsTheWindow() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let root = ViewController()
        window.rootViewController = root
        #expect(root.next === window)
        #expect(root.view.superview === window)
        #expect(root.view.frame == window.bounds)
    }

    @Test func presentedControllersNextIsThePresenter() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let root = ViewController()
        window.rootViewController = root
        let sheet = ViewController()
        root.present(sheet)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.next === root)
        #expect(sheet.view.superview === window)
        #expect(window.subviews.last === sheet.view)
        #expect(sheet.view.next === sheet)
        root.dismiss()
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil)
    }

    @Test func childControllersNextIsItsViewsSuperview() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let root = ViewController()
        window.rootViewController = root
        let child = ViewController()
        root.addChild(child)
        let container = addView("container", .zero, to: root.view)
        container.addSubview(child.view)
        #expect(child.next === container)
    }

    @Test func controllerWhoseViewIsNowhereHasNoNext() {
        let controller = ViewController()
        #expect(controller.next == nil)
        _ = controller.view
        #expect(controller.next == nil)
    }

    @Test func controllerWhoseViewIsInAWindowButNotItsRootFallsBackToTheSuperview() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let stray = ViewController()
        window.addSubview(stray.view)
        #expect(stray.next === window)
        window.rootViewController = ViewController()
        #expect(stray.next === window)
    }

    // MARK: 2.4

    @Test func windowOfNoSceneHasItsApplicationNext() {
        let app = Application()
        let window = Window(frame: .zero)
        #expect(window.next == nil)
        app.addWindow(window)
        #expect(window.next === app)
        app.removeWindow(window)
        #expect(window.next == nil)
    }

    @Test func windowsNextIsItsWindowSceneWhoseNextIsTheApplication() {
        let app = Application()
        let delegate = ProbeResponder("delegate", log: EventLog())
        app.delegate = delegate
        let scene = WindowScene()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.windowScene = scene
        #expect(window.next === scene)
        #expect(scene.next == nil)
        app.addWindow(window)
        #expect(
            chain(from: window).map(ObjectIdentifier.init) == [window, scene, app, delegate].map(ObjectIdentifier.init))
        #expect(app.connectedScenes == [scene])
        #expect(scene.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
    }

    @Test func windowSceneIsASceneAndAResponder() {
        let responders: [Responder] = [WindowScene(), Scene(), View(frame: .zero)]
        #expect(responders.map { $0 is Scene } == [true, true, false])
        #expect(responders.map { $0 is WindowScene } == [true, false, false])
    }

    @Test func windowGivenASceneInItsApplicationConnectsItAndLeavingItForgetsTheWindow() {
        let app = Application()
        let window = Window(frame: .zero)
        app.addWindow(window)
        let first = WindowScene(), second = WindowScene()
        window.windowScene = first
        #expect(first.application === app)
        #expect(window.next === first)
        window.windowScene = second
        #expect(first.windows.isEmpty)
        #expect(second.windows.count == 1)
        #expect(app.connectedScenes == [first, second])
        window.windowScene = nil
        #expect(window.next === app)
    }

    @Test func touchNobodyHandlesTravelsFromTheWindowThroughItsScene() throws {
        let app = Application()
        let scene = WindowScene()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.windowScene = scene
        app.addWindow(window)
        let view = addView("view", Rect(x: 10, y: 10, width: 50, height: 50), to: window)
        var traces: [DeliveryTrace] = []
        let observation = app.addDeliveryObserver { traces.append($0) }
        defer { app.removeDeliveryObserver(observation) }
        app.injectTouch(.began, at: Point(x: 20, y: 20), in: window, timestamp: 0)
        let began = try #require(traces.first)
        #expect(began.steps.map(\.responder.debugName) == ["view", "Window", "WindowScene", "Application"])
        #expect(began.view === view)
    }

    // MARK: 2.5

    @Test func applicationsNextIsAResponderDelegate() {
        let app = Application()
        #expect(app.next == nil)
        let delegate = ProbeResponder("delegate", log: EventLog())
        app.delegate = delegate
        #expect(app.next === delegate)
    }

    @Test func applicationsNextIsNilForADelegateThatIsNotAResponder() {
        let app = Application()
        let delegate = PlainDelegate()
        app.delegate = delegate
        #expect(app.next == nil)
    }

    @Test func applicationsNextIsNilForAViewOrControllerDelegate() {
        let app = Application()
        let view = ViewDelegate(frame: .zero)
        app.delegate = view
        #expect(app.next == nil)
        let controller = ControllerDelegate()
        app.delegate = controller
        #expect(app.next == nil)
    }

    @Test func applicationsNextIsNilForAnApplicationDelegateItselfIncluded() {
        let app = ApplicationDelegateApp()
        app.delegate = app
        #expect(app.next == nil)
        let other = ApplicationDelegateApp()
        let plain = Application()
        plain.delegate = other
        #expect(plain.next == nil)
    }

    @Test func delegateIsWeakAndTheChainEndsWhenItGoes() {
        let app = Application()
        do {
            let delegate = ProbeResponder("delegate", log: EventLog())
            app.delegate = delegate
            #expect(app.next === delegate)
        }
        #expect(app.delegate == nil)
        #expect(app.next == nil)
    }

    @Test func fullChainRunsFromTheHitViewToTheDelegate() {
        let (app, window) = makeApp()
        let delegate = ProbeResponder("delegate", log: EventLog())
        app.delegate = delegate
        let root = ViewController()
        window.rootViewController = root
        let card = addView("card", Rect(x: 0, y: 0, width: 100, height: 100), to: root.view)
        let button = addView("button", Rect(x: 0, y: 0, width: 10, height: 10), to: card)
        let expected: [Responder] = [button, card, root.view, root, window, app, delegate]
        let actual = chain(from: button)
        #expect(actual.count == expected.count)
        #expect(zip(actual, expected).allSatisfy { $0 === $1 })
    }
}
