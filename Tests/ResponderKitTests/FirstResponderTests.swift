import ResponderKit
import Testing

/// A text-field-like view: it can become first responder, may refuse to
/// resign, and logs the keys that reach it.
@MainActor
final class Field: View {
    var log: EventLog?
    var allowsResign = true
    var allowsBecome = true
    var resignCalls = 0
    var handlesKeys = false

    override var canBecomeFirstResponder: Bool { allowsBecome }
    override var canResignFirstResponder: Bool { allowsResign }

    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        for p in presses { log?.append("\(debugName) key \(p.key?.characters ?? "?")") }
        if !handlesKeys { super.pressesBegan(presses, with: event) }
    }
}

/// A view controller that can be first responder.
@MainActor
final class FocusableController: ViewController {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite("First responder and key presses (behaviour 5)")
@MainActor
struct FirstResponderTests {
    /// An application and a window with two fields; the scene keeps them all alive.
    @MainActor
    final class Scene {
        let app: Application
        let window: Window
        let a = Field(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let b = Field(frame: Rect(x: 0, y: 40, width: 100, height: 30))
        init() {
            (app, window) = makeApp()
            a.name = "a"
            b.name = "b"
            window.addSubview(a)
            window.addSubview(b)
        }
    }

    /// Held by the suite instance, so the application outlives every line of a test.
    let s = Scene()

    @Test func respondersCannotBecomeFirstResponderByDefault() {
        let (_, window) = makeApp()
        let v = addView("v", Rect(x: 0, y: 0, width: 10, height: 10), to: window)
        #expect(!v.canBecomeFirstResponder)
        #expect(!v.becomeFirstResponder())
        #expect(!v.isFirstResponder)
        #expect(!Responder().canBecomeFirstResponder)
    }

    @Test func responderThatCanBecomeFirstResponderInAWindowDoes() {
        let a = s.a
        #expect(a.becomeFirstResponder())
        #expect(a.isFirstResponder)
        #expect(a.becomeFirstResponder())  // already: still yes
        #expect(a.resignCalls == 0)
    }

    @Test func responderOutsideAnyWindowCannotBecomeFirstResponder() {
        let lone = Field(frame: .zero)
        #expect(!lone.becomeFirstResponder())
        #expect(!lone.isFirstResponder)
    }

    @Test func becomingFirstResponderAsksTheCurrentOneToResign() {
        let a = s.a, b = s.b
        a.becomeFirstResponder()
        #expect(b.becomeFirstResponder())
        #expect(a.resignCalls == 1)
        #expect(!a.isFirstResponder)
        #expect(b.isFirstResponder)
    }

    @Test func currentFirstResponderMayRefuseToResign() {
        let a = s.a, b = s.b
        a.becomeFirstResponder()
        a.allowsResign = false
        #expect(!b.becomeFirstResponder())
        #expect(a.isFirstResponder)
        #expect(!b.isFirstResponder)
        #expect(!a.resignFirstResponder())
        #expect(a.isFirstResponder)
    }

    @Test func currentResignsBeforeTheNewOneIsCheckedSoARefusalLeavesNone() {
        // behaviour 5's order: ask the current one to resign, then check canBecomeFirstResponder.
        let a = s.a, b = s.b
        a.becomeFirstResponder()
        b.allowsBecome = false
        #expect(!b.becomeFirstResponder())
        #expect(a.resignCalls == 1)
        #expect(!a.isFirstResponder && !b.isFirstResponder)
    }

    @Test func resignFirstResponderReturnsTrueByDefaultAndGivesUpTheStatus() {
        let a = s.a
        #expect(Responder().resignFirstResponder())
        a.becomeFirstResponder()
        #expect(a.resignFirstResponder())
        #expect(!a.isFirstResponder)
    }

    @Test func firstResponderLeavingItsWindowStopsBeingFirstResponder() {
        let a = s.a
        a.becomeFirstResponder()
        a.removeFromSuperview()
        #expect(!a.isFirstResponder)
    }

    @Test func viewControllerCanBeFirstResponderThroughItsViewsWindow() {
        let (_, window) = makeApp()
        let controller = FocusableController()
        #expect(!controller.becomeFirstResponder())
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
    }

    @Test func eachWindowHasItsOwnFirstResponder() {
        let app = s.app, window = s.window, a = s.a
        let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        app.addWindow(other)
        let c = Field(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        other.addSubview(c)
        a.becomeFirstResponder()
        c.becomeFirstResponder()
        #expect(a.isFirstResponder && c.isFirstResponder)
        #expect(a.resignCalls == 0)
        #expect(window.isKeyWindow)
    }

    // MARK: Key presses

    @Test func keyPressGoesToTheKeyWindowsFirstResponderAndWalksNext() {
        let (app, window) = makeApp()
        let log = EventLog()
        let root = ProbeController("root", log: log)
        window.rootViewController = root
        let field = Field(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        field.name = "field"
        field.log = log
        root.view.addSubview(field)
        let delegate = ProbeResponder("delegate", log: log)
        app.delegate = delegate
        #expect(field.becomeFirstResponder())
        app.injectKey(.began, key: Key(characters: "a"), timestamp: 0)
        #expect(log.entries == ["field key a", "root key a", "delegate key a"])
    }

    @Test func firstResponderThatHandlesAKeyStopsIt() {
        let app = s.app, a = s.a
        let log = EventLog()
        a.log = log
        a.handlesKeys = true
        let delegate = ProbeResponder("delegate", log: log)
        app.delegate = delegate
        a.becomeFirstResponder()
        app.injectKey(.began, key: Key(characters: "q"), timestamp: 0)
        #expect(log.entries == ["a key q"])
    }

    @Test func keyPressGoesToTheKeyWindowNotAnotherWindowsFirstResponder() {
        let app = s.app, window = s.window, a = s.a
        let log = EventLog()
        a.log = log
        let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        app.addWindow(other)
        let c = Field(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        c.name = "c"
        c.log = log
        other.addSubview(c)
        a.becomeFirstResponder()
        c.becomeFirstResponder()
        app.injectKey(.began, key: Key(characters: "x"), timestamp: 0)
        other.makeKeyAndVisible()
        app.injectKey(.began, key: Key(characters: "y"), timestamp: 1)
        #expect(log.entries == ["a key x", "c key y"])
        #expect(app.keyWindow === other && !window.isKeyWindow)
    }

    @Test func keyPressWithoutAFirstResponderStartsAtTheKeyWindow() {
        // behaviour 5 is silent here; pinned: the key window receives it and passes it on.
        let (app, _) = makeApp()
        let log = EventLog()
        let delegate = ProbeResponder("delegate", log: log)
        app.delegate = delegate
        app.injectKey(.began, key: Key(characters: "k"), timestamp: 0)
        #expect(log.entries == ["delegate key k"])
    }
}
