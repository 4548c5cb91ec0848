import ResponderKit
import Testing

extension Action {
    static let save: Action = "save"
    static let copy: Action = "copy"
}

@Suite("Target-action and the nil-target walk (behaviour 4.3)")
@MainActor
struct TargetActionTests {
    /// window (root: controller) ⊃ controller.view ⊃ card ⊃ button; a field
    /// beside the card that can become first responder; a delegate that performs nothing.
    @MainActor
    final class Scene {
        let log = EventLog()
        let app: Application
        let window: Window
        let controller = ViewController()
        let card: ActionView
        let field: ActionView
        let button: Button
        let delegate: Performer

        init() {
            (app, window) = makeApp()
            controller.name = "controller"
            window.rootViewController = controller
            card = ActionView("card", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log)
            field = ActionView("field", frame: Rect(x: 200, y: 0, width: 100, height: 30), log: log)
            button = Button(frame: Rect(x: 10, y: 10, width: 80, height: 30))
            button.name = "button"
            controller.view.addSubview(card)
            controller.view.addSubview(field)
            card.addSubview(button)
            delegate = Performer("delegate", performs: [], log: log)
            app.delegate = delegate
        }

        func tapButton(at time: Double = 0) {
            tap(app, window, at: Point(x: 20, y: 20), time: time)
        }
    }

    let s = Scene()

    @Test func respondersPerformNoActionByDefault() {
        let r = Responder()
        #expect(!r.canPerformAction(.save, withSender: nil))
        #expect(!r.perform(.save, withSender: nil))
        #expect(r.target(forAction: .save, withSender: nil) == nil)
    }

    @Test func explicitTargetReceivesTheActionWithTheControlAsSender() {
        let target = SenderRecorder()
        s.button.addTarget(target, action: .save, for: .touchUpInside)
        s.tapButton()
        #expect(target.received == ["save"])
        #expect(target.senders.count == 1 && target.senders[0] === s.button)
    }

    @Test func nilTargetActionWithAFirstResponderStartsThere() {
        s.field.performs = [.save]
        s.card.performs = [.save]  // nearer to the button, but not on the first responder's chain
        #expect(s.field.becomeFirstResponder())
        let activity = ActivityRecorder(s.app)
        s.button.addTarget(nil, action: .save, for: .touchUpInside)
        s.tapButton()
        #expect(s.log.entries == ["field save"])
        let trace = try! #require(activity.actionTraces.first)
        #expect(trace.isNilTargeted && trace.handled)
        #expect(trace.performer === s.field)
        #expect(trace.walked.map(\.debugName) == ["field"])
    }

    @Test func nilTargetActionWalksNextFromTheFirstResponder() {
        s.controller.view.name = "root"
        let performer = Performer("appDelegate", performs: [.copy], log: s.log)
        s.app.delegate = performer
        s.field.becomeFirstResponder()
        let activity = ActivityRecorder(s.app)
        s.button.addTarget(nil, action: .copy, for: .touchUpInside)
        s.tapButton()
        #expect(s.log.entries == ["appDelegate copy"])
        #expect(
            activity.actionTraces.first?.walked.map(\.debugName)
                == ["field", "root", "controller", "window", "Application", "appDelegate"])
    }

    @Test func nilTargetActionWithoutAFirstResponderStartsAtTheSender() {
        s.field.performs = [.save]  // not on the button's chain
        s.card.performs = [.save]
        let activity = ActivityRecorder(s.app)
        s.button.addTarget(nil, action: .save, for: .touchUpInside)
        s.tapButton()
        #expect(s.log.entries == ["card save"])
        #expect(activity.actionTraces.first?.walked.map(\.debugName) == ["button", "card"])
    }

    @Test func nilTargetActionNobodyPerformsReturnsFalseAfterWalkingTheWholeChain() {
        s.controller.view.name = "root"
        let activity = ActivityRecorder(s.app)
        #expect(!s.app.sendAction(.save, to: nil, from: s.button, for: nil))
        let trace = try! #require(activity.actionTraces.first)
        #expect(!trace.handled && trace.performer == nil)
        #expect(
            trace.walked.map(\.debugName) == [
                "button", "card", "root", "controller", "window", "Application", "delegate",
            ])
        #expect(activity.lines == ["save → nobody"])
    }

    @Test func sendActionReturnsWhetherTheExplicitTargetPerformedIt() {
        s.card.performs = [.save]
        #expect(s.app.sendAction(.save, to: s.card, from: nil, for: nil))
        #expect(!s.app.sendAction(.copy, to: s.card, from: nil, for: nil))
        #expect(s.log.entries == ["card save"])
    }

    @Test func nilTargetStartsAtTheFirstResponderOfTheSendersWindowNotTheKeyWindows() {
        let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        s.app.addWindow(other)
        let elsewhere = ActionView("elsewhere", frame: Rect(x: 0, y: 0, width: 10, height: 10), log: s.log)
        elsewhere.performs = [.save]
        other.addSubview(elsewhere)
        elsewhere.becomeFirstResponder()
        other.makeKeyAndVisible()
        s.card.performs = [.save]
        #expect(s.app.sendAction(.save, to: nil, from: s.button, for: nil))
        #expect(s.log.entries == ["card save"])
        // A sender in no window: the key window's first responder.
        #expect(s.app.sendAction(.save, to: nil, from: "menu", for: nil))
        #expect(s.log.entries == ["card save", "elsewhere save"])
    }

    @Test func targetForActionCanBeOverriddenToRedirect() {
        let helper = Performer("helper", performs: [.save], log: s.log)
        let redirecting = Redirector(to: helper)
        let activity = ActivityRecorder(s.app)
        #expect(s.app.sendAction(.save, to: nil, from: redirecting, for: nil))
        #expect(s.log.entries == ["helper save"])
        #expect(activity.actionTraces.first?.walked.map(\.debugName) == ["Redirector", "helper"])
    }

    @Test func sameTargetAndActionAddedTwiceIsSentOncePerEvent() {
        let target = SenderRecorder()
        s.button.addTarget(target, action: .save, for: .touchDown)
        s.button.addTarget(target, action: .save, for: .touchUpInside)
        #expect(s.button.allControlEvents == [.touchDown, .touchUpInside])
        #expect(s.button.actions(forTarget: target, forControlEvent: .touchDown) == [.save])
        s.tapButton()
        #expect(target.received == ["save", "save"])
    }

    @Test func removeTargetStopsTheEventsNamed() {
        let target = SenderRecorder()
        s.button.addTarget(target, action: .save, for: [.touchDown, .touchUpInside])
        s.button.addTarget(nil, action: .copy, for: .touchUpInside)
        s.button.removeTarget(target, action: nil, for: .touchDown)
        #expect(s.button.allTargets.count == 1)
        #expect(s.button.actions(forTarget: nil, forControlEvent: .touchUpInside) == [.copy])
        s.tapButton()
        #expect(target.received == ["save"])
        s.button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(s.button.allTargets.isEmpty && s.button.allControlEvents.isEmpty)
    }

    @Test func closuresRunInRegistrationOrderAndCanBeRemoved() {
        var calls: [String] = []
        let first = s.button.addAction(for: .touchUpInside) { _ in calls.append("first") }
        s.button.addAction(for: [.touchDown, .touchUpInside]) { control in calls.append("second \(control.debugName)") }
        s.tapButton()
        #expect(calls == ["second button", "first", "second button"])
        s.button.removeAction(first, for: .allEvents)
        calls = []
        s.tapButton(at: 1)
        #expect(calls == ["second button", "second button"])
    }

    @Test func targetThatWentAwaySendsNothing() {
        var target: SenderRecorder? = SenderRecorder()
        weak let gone = target
        s.button.addTarget(target, action: .save, for: .touchUpInside)
        s.card.performs = [.save]
        target = nil
        #expect(gone == nil)
        s.tapButton()
        #expect(s.log.entries.isEmpty)  // not turned into a nil-target action
    }

    @Test func sendActionsForSendsTheRegisteredActionsAndReportsTheEvents() {
        let activity = ActivityRecorder(s.app)
        var calls = 0
        s.button.addAction(for: .valueChanged) { _ in calls += 1 }
        s.button.sendActions(for: .valueChanged)
        #expect(calls == 1)
        #expect(activity.lines == ["button sent valueChanged"])
    }

    @Test func controlOutsideAnyApplicationStillWalksFromItself() {
        let log = EventLog()
        let panel = ActionView("panel", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
        panel.performs = [.save]
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        panel.addSubview(button)
        button.addTarget(nil, action: .save, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(log.entries == ["panel save"])
    }
}

/// Records the actions performed on it and who sent them; performs everything.
@MainActor
final class SenderRecorder: Responder {
    var received: [String] = []
    var senders: [AnyObject] = []
    override func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool { true }
    override func perform(_ action: Action, withSender sender: Any?) -> Bool {
        received.append(action.name)
        if let sender { senders.append(sender as AnyObject) }
        return true
    }
}

/// Answers every target(forAction:) with another responder.
@MainActor
final class Redirector: Responder {
    let other: Responder
    init(to other: Responder) {
        self.other = other
        super.init()
    }
    override func target(forAction action: Action, withSender sender: Any?) -> Responder? { other }
}
