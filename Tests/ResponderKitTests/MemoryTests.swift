import ResponderKit
import Testing

/// Keeps a weak reference to whatever it is given.
@MainActor
final class WeakBox<T: AnyObject> {
    weak var object: T?
    init(_ object: T?) { self.object = object }
}

@Suite("Memory: nothing leaks, deep hierarchies survive")
@MainActor
struct MemoryTests {
    @Test func viewsAndTheirSubviewsDeallocateWhenReleased() {
        var weakViews: [WeakBox<View>] = []
        do {
            let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            let child = View(frame: .zero)
            parent.addSubview(child)
            weakViews = [WeakBox(parent), WeakBox(child)]
            #expect(child.superview === parent)
        }
        #expect(weakViews.allSatisfy { $0.object == nil })
    }

    @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperview() {
        let child = View(frame: .zero)
        let sibling = View(frame: .zero)
        do {
            let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child)
            parent.addSubview(sibling)
            #expect(child.superview === parent)
        }
        // The superview is not retained, as in UIKit, and is never left dangling.
        #expect(child.superview == nil)
        #expect(sibling.superview == nil)
        #expect(child.window == nil)
        let newParent = View(frame: .zero)
        newParent.addSubview(child)
        #expect(child.superview === newParent && newParent.subviews.count == 1)
    }

    @Test func removedSubviewDeallocatesAndItsSuperviewLetsGo() {
        let parent = View(frame: .zero)
        var box = WeakBox<View>(nil)
        do {
            let child = View(frame: .zero)
            parent.addSubview(child)
            box = WeakBox(child)
            child.removeFromSuperview()
        }
        #expect(box.object == nil)
        #expect(parent.subviews.isEmpty)
    }

    @Test func viewAndItsControllerDeallocateTogether() {
        var controllerBox = WeakBox<ViewController>(nil), viewBox = WeakBox<View>(nil)
        do {
            let controller = ViewController()
            controllerBox = WeakBox(controller)
            viewBox = WeakBox(controller.view)
            #expect(controller.view.next === controller)
        }
        #expect(controllerBox.object == nil)
        #expect(viewBox.object == nil)
    }

    @Test func windowAndItsRootControllerDeallocate() {
        var boxes: [WeakBox<Responder>] = []
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let root = ViewController()
            window.rootViewController = root
            boxes = [WeakBox(window), WeakBox(root), WeakBox(root.view)]
            #expect(root.next === window)
        }
        #expect(boxes.allSatisfy { $0.object == nil })
    }

    @Test func presentedControllersDeallocateWithTheirPresenter() {
        var boxes: [WeakBox<Responder>] = []
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let root = ViewController()
            window.rootViewController = root
            let sheet = ViewController()
            root.present(sheet)
            let child = ViewController()
            sheet.addChild(child)
            sheet.view.addSubview(child.view)
            boxes = [WeakBox(window), WeakBox(root), WeakBox(sheet), WeakBox(sheet.view), WeakBox(child)]
            #expect(sheet.next === root)
        }
        #expect(boxes.allSatisfy { $0.object == nil })
    }

    @Test func dismissedControllerDeallocatesWhileThePresenterLives() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let root = ViewController()
        window.rootViewController = root
        var box = WeakBox<ViewController>(nil)
        do {
            let sheet = ViewController()
            root.present(sheet)
            box = WeakBox(sheet)
        }
        #expect(box.object != nil)  // the presenter holds it
        root.dismiss()
        #expect(box.object == nil)
    }

    @Test func applicationAndItsWindowsDeallocate() {
        var boxes: [WeakBox<Responder>] = []
        do {
            let (app, window) = makeApp()
            let delegate = ProbeResponder("delegate", log: EventLog())
            app.delegate = delegate
            let root = ViewController()
            window.rootViewController = root
            let other = Window(frame: .zero)
            app.addWindow(other)
            boxes = [WeakBox(app), WeakBox(window), WeakBox(other), WeakBox(root), WeakBox(delegate)]
            #expect(window.next === app)
        }
        #expect(boxes.allSatisfy { $0.object == nil })
    }

    @Test func touchesDeallocateAfterTheyEnd() {
        final class Catcher: View {
            var box = WeakBox<Touch>(nil)
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { box = WeakBox(touches.first) }
        }
        let (app, window) = makeApp()
        let catcher = Catcher(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(catcher)
        var traces = 0
        app.addDeliveryObserver { _ in traces += 1 }
        app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 0)
        #expect(catcher.box.object != nil)  // live: the application tracks it
        app.injectTouch(.ended, at: Point(x: 5, y: 5), in: window, timestamp: 0.1)
        #expect(catcher.box.object == nil)
        #expect(traces == 2)
    }

    @Test func cancelledTouchesAndTheirViewDeallocateToo() {
        // A view that logs without keeping the touches (ProbeView keeps them, which
        // would make a cycle through `touch.view` of the test's own making).
        final class Logger: View {
            var phases: [Touch.Phase] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { phases.append(.began) }
            override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { phases.append(.cancelled) }
        }
        let (app, window) = makeApp()
        var touchBox = WeakBox<Touch>(nil), viewBox = WeakBox<Logger>(nil)
        do {
            let logger = Logger(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(logger)
            app.injectTouch(.began, at: Point(x: 5, y: 5), in: window, timestamp: 0)
            touchBox = WeakBox(app.activeTouches.first)
            viewBox = WeakBox(logger)
            logger.removeFromSuperview()
            #expect(logger.phases == [.began, .cancelled])
        }
        #expect(touchBox.object == nil)
        #expect(viewBox.object == nil)
    }

    // MARK: A chain of 10,000 nested views

    /// 10,000 views, each inside the previous, each shifted 0.005 to the right:
    /// the deepest sits at x = 50 in the window, and all of them overlap on 50..<100.
    private static let depth = 10_000

    private func deepChain(in window: Window) -> View {
        // Built from the bottom up so that each addSubview is O(1), then attached once.
        var top = View(frame: Rect(x: 0.005, y: 0, width: 100, height: 100))
        top.name = "deepest"
        for _ in 1..<Self.depth {
            let parent = View(frame: Rect(x: 0.005, y: 0, width: 100, height: 100))
            parent.addSubview(top)
            top = parent
        }
        top.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(top)
        var deepest = top
        while let next = deepest.subviews.first { deepest = next }
        return deepest
    }

    @Test func chainOfTenThousandNestedViewsHitTestsConvertsAndDeallocates() {
        var box = WeakBox<View>(nil), rootBox = WeakBox<View>(nil)
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            let deepest = deepChain(in: window)
            box = WeakBox(deepest)
            rootBox = WeakBox(window.subviews.first)
            #expect(deepest.name == "deepest")
            #expect(window.hitTest(Point(x: 60, y: 50), with: nil) === deepest)
            // Left of 49.995 the deepest view is gone; its parent starts at 49.99.
            #expect(window.hitTest(Point(x: 49.9925, y: 50), with: nil) === deepest.superview)
            let inWindow = deepest.convert(Point(x: 0, y: 0), to: nil)
            #expect(close(inWindow, Point(x: 49.995, y: 0), 1e-9))
            #expect(close(deepest.convert(Point(x: 60, y: 50), from: nil), Point(x: 10.005, y: 50), 1e-9))
            #expect(deepest.window === window)
            #expect(deepest.isDescendant(of: window))
        }
        #expect(box.object == nil)
        #expect(rootBox.object == nil)
    }

    @Test func chainOfTenThousandNestedViewsDeliversATouchUpTheWholeChain() {
        let (app, window) = makeApp()
        let deepest = deepChain(in: window)
        let log = EventLog()
        let delegate = ProbeResponder("delegate", log: log)
        app.delegate = delegate
        tap(app, window, at: Point(x: 60, y: 50))
        #expect(log.entries == ["delegate began [0]", "delegate ended [0]"])
        window.subviews.first?.removeFromSuperview()
        #expect(deepest.window == nil)
    }
}
