import ResponderKit
import Testing

@Suite("Several windows (behaviour 1.8), disabled controls (1.9), image views and labels (3.7)")
@MainActor
struct WindowsAndControlsTests {
    /// Two full-screen windows with one probe view each; `upper` at `level`.
    private func twoWindows(level: Double) -> (Application, Window, Window, ProbeView, ProbeView, EventLog) {
        let log = EventLog()
        let app = Application()
        let lower = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let upper = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        upper.windowLevel = level
        let a = ProbeView("a", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log)
        let b = ProbeView("b", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
        lower.addSubview(a)
        upper.addSubview(b)
        app.addWindow(lower)
        app.addWindow(upper)
        lower.makeKeyAndVisible()
        return (app, lower, upper, a, b, log)
    }

    @Test func higherWindowLevelIsHitTestedFirstEvenWhenLowerIsKey() {
        let (app, lower, upper, _, b, log) = twoWindows(level: Window.alertLevel)
        #expect(app.keyWindow === lower)
        #expect(app.windowsInHitTestingOrder.first === upper)
        app.injectTouch(.began, at: Point(x: 50, y: 50), in: lower, timestamp: 0)
        #expect(log.entries == ["b began [0]"])
        #expect(b.received.first?.window === upper)
    }

    @Test func pointMissingTheHigherWindowsViewsStillStopsAtThatWindow() {
        // The upper window covers the screen: it is the hit view itself.
        let (app, lower, upper, _, _, log) = twoWindows(level: Window.alertLevel)
        var hitViews: [View?] = []
        app.addDeliveryObserver { hitViews.append($0.hitTest?.hitView) }
        app.injectTouch(.began, at: Point(x: 150, y: 150), in: lower, timestamp: 0)
        #expect(log.entries.isEmpty)
        #expect(hitViews.count == 1 && hitViews[0] === upper)
    }

    @Test func amongEqualLevelsTheMostRecentlyMadeKeyWindowIsHitTestedFirst() {
        let (app, lower, upper, _, _, log) = twoWindows(level: Window.normalLevel)
        // `lower` was made key after `upper` was added.
        #expect(app.windowsInHitTestingOrder.map { $0 === lower } == [true, false])
        app.injectTouch(.began, at: Point(x: 50, y: 50), in: lower, timestamp: 0)
        upper.makeKeyAndVisible()
        #expect(app.windowsInHitTestingOrder.first === upper)
        app.injectTouch(.began, at: Point(x: 50, y: 50), in: lower, id: 1, timestamp: 1)
        #expect(log.entries == ["a began [0]", "b began [1]"])
    }

    @Test func hiddenWindowIsNotHitTested() {
        let (app, lower, upper, _, _, log) = twoWindows(level: Window.alertLevel)
        upper.isHidden = true
        #expect(app.windowsInHitTestingOrder.map { $0 === lower } == [true])
        app.injectTouch(.began, at: Point(x: 50, y: 50), in: lower, timestamp: 0)
        #expect(log.entries == ["a began [0]"])
    }

    @Test func windowsAtDifferentScreenPositionsConvertThePointThroughTheScreen() {
        let log = EventLog()
        let app = Application()
        let main = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let popup = Window(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        popup.windowLevel = Window.alertLevel
        let inner = ProbeView("inner", frame: Rect(x: 40, y: 40, width: 20, height: 20), log: log)
        popup.addSubview(inner)
        app.addWindow(main)
        app.addWindow(popup)
        app.injectTouch(.began, at: Point(x: 150, y: 150), in: main, timestamp: 0)
        let touch = try! #require(inner.received.first)
        #expect(touch.window === popup)
        #expect(touch.location(in: nil) == Point(x: 50, y: 50))
        #expect(touch.location(in: inner) == Point(x: 10, y: 10))
        #expect(popup.convert(Point(x: 0, y: 0), to: main) == Point(x: 100, y: 100))
    }

    @Test func rootViewFillsTheWindowAndFollowsItsSize() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let root = ViewController()
        window.rootViewController = root
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        window.frame = Rect(x: 10, y: 10, width: 300, height: 150)
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 300, height: 150))
        let next = ViewController()
        window.rootViewController = next
        #expect(root.view.superview == nil)
        #expect(window.subviews === [next.view])
    }

    // MARK: 1.9

    @Test func disabledControlIsSkippedAndTheTouchGoesBehindIt() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let card = addView("card", Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        let button = Button(frame: Rect(x: 10, y: 10, width: 80, height: 30))
        let icon = addView("icon", Rect(x: 0, y: 0, width: 20, height: 20), to: button)
        card.addSubview(button)
        #expect(window.hitTest(Point(x: 15, y: 15), with: nil) === icon)
        button.isEnabled = false
        #expect(window.hitTest(Point(x: 15, y: 15), with: nil) === card)
        #expect(window.hitTest(Point(x: 50, y: 20), with: nil) === card)
        button.isEnabled = true
        #expect(window.hitTest(Point(x: 50, y: 20), with: nil) === button)
    }

    // MARK: 3.7

    @Test func imageViewsAndLabelsHaveInteractionDisabledByDefault() {
        #expect(!ImageView(frame: .zero).isUserInteractionEnabled)
        #expect(!Label(frame: .zero).isUserInteractionEnabled)
        #expect(!ImageView().isUserInteractionEnabled && !Label().isUserInteractionEnabled)
        #expect(View(frame: .zero).isUserInteractionEnabled)
        #expect(Button(frame: .zero).isUserInteractionEnabled)
    }

    @Test func buttonInsideAnImageViewIsUnreachableUntilInteractionIsTurnedOn() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let photo = ImageView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        window.addSubview(photo)
        let play = Button(frame: Rect(x: 80, y: 40, width: 40, height: 40))
        photo.addSubview(play)
        #expect(window.hitTest(Point(x: 100, y: 60), with: nil) === window)
        photo.isUserInteractionEnabled = true
        #expect(window.hitTest(Point(x: 100, y: 60), with: nil) === play)
    }

    @Test func labelOnAButtonLetsTheTouchThroughToTheButton() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let title = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        button.addSubview(title)
        window.addSubview(button)
        #expect(window.hitTest(Point(x: 50, y: 20), with: nil) === button)
    }
}
