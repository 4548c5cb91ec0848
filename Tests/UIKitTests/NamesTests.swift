import Testing
import UIKit

// A user's module may name its own types as ResponderKit names its classes:
// `import UIKit` shows UIKit's names only, so none of these clash.
final class Window { let title = "my window model" }
final class Label { let text = "my label model" }
struct View { var id = 1 }
struct Point { var lat = 0.0, lon = 0.0 }

/// A subclass may declare the properties iOS code declares, even where the
/// lab's views have one of the same name (`name`, `cornerRadius`, …).
class ProfileBadge: UIView {
    var name: String = ""
    var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    var borderWidth: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidth }
    }
}

class TitledButton: UIButton {
    var title: String = "" {
        didSet { setTitle(title, for: .normal) }
    }
    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
}

@MainActor
@Suite("UIKit's names")
struct NamesTests {
    @Test func usersOwnTypesNamedLikeTheLabsClassesCompileBesideUIKit() {
        #expect(Window().title == "my window model")
        #expect(Label().text == "my label model")
        #expect(View().id == 1)
        #expect(Point(lat: 1, lon: 2).lon == 2)
    }

    @Test func subclassPropertiesNamedLikeTheLabsAreTheirOwn() {
        let badge = ProfileBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.name = "Ada"
        badge.cornerRadius = 20
        #expect(badge.layer.cornerRadius == 20)
        #expect(badge.name == "Ada")

        let button = TitledButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        button.title = "Follow"
        #expect(button.title(for: .normal) == "Follow")
        #expect(button.titleLabel?.text == "Follow")
        button.isHighlighted = true
        #expect(button.alpha == 0.5)
        #expect(button.state == .highlighted)
    }

    @Test func aWindowsSceneIsAUIWindowSceneBetweenItAndTheApplication() {
        let app = UIApplication()
        let scene = UIWindowScene()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.windowScene = scene
        app.addWindow(window)
        let connected: UIScene? = app.connectedScenes.first
        #expect((connected as? UIWindowScene) === scene)
        #expect(window.next === scene)
        #expect(scene.next === app)
        #expect(scene.windows.first === window)
    }

    @Test func typeTestsAnswerAsOnIOS() {
        let views: [UIView] = [UIButton(type: .system), UITableView(), UITextView(), UISwitch(), UIImageView()]
        #expect(views.map { $0 is UIControl } == [true, false, false, true, false])
        #expect(views.map { $0 is UIScrollView } == [false, true, true, false, false])
        #expect(views[0] as? UIButton != nil)
        #expect(views[1].isKind(of: UIScrollView.self))
        #expect(!views[1].isMember(of: UIScrollView.self))
        #expect(views[1].isMember(of: UITableView.self))
        #expect(!views[2].isKind(of: UITableView.self))
        #expect(UIPanGestureRecognizer().isKind(of: UIGestureRecognizer.self))
    }

    @Test func windowLevelsSpellAsInUIKit() {
        let window = UIWindow(frame: .zero)
        window.windowLevel = .alert + 1
        #expect(window.windowLevel == 2001)
        window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue - 1)
        #expect(window.windowLevel == 999)
        #expect(UIWindow.Level.normal == 0)
    }

    @Test func coreGraphicsMembersAndCSpellingsAgree() {
        let r = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(r.insetBy(dx: 5, dy: 5) == CGRectInset(r, 5, 5))
        #expect(r.insetBy(dx: 11, dy: 0).isNull)
        #expect(r.offsetBy(dx: 5, dy: -5) == CGRect(x: 15, y: 5, width: 20, height: 20))
        #expect(CGRectGetMidX(r) == 20 && r.maxY == 30)
        #expect(r.intersects(CGRect(x: 29, y: 29, width: 5, height: 5)))
        #expect(!r.intersects(CGRect(x: 30, y: 10, width: 5, height: 5)))  // touching is not overlapping
        #expect(r.intersection(CGRect(x: 100, y: 0, width: 1, height: 1)).isNull)
        #expect(CGRectContainsPoint(r, CGPointMake(10, 10)) && !r.contains(CGPoint(x: 30, y: 30)))
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4)) == CGPoint(x: 4, y: 6))
        let rotated = CGAffineTransform.identity.rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(rotated)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func controlSubclassesSeeUIEventAndUIControlEvent() {
        final class TrackingSwitch: UISwitch {
            var eventTypes: [UIEvent.EventType] = []
            var sent: UIControl.Event = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                if let event = event { eventTypes.append(event.type) }
                return super.beginTracking(touch, with: event)
            }
        }
        let screen = Screen()
        let toggle = TrackingSwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        toggle.addAction(
            UIAction { action in
                (action.sender as? TrackingSwitch)?.sent.insert(.touchUpInside)
            }, for: .touchUpInside)
        screen.window.addSubview(toggle)
        screen.app.injectTouch(.began, at: CGPoint(x: 20, y: 20), in: screen.window, timestamp: 0)
        screen.app.injectTouch(.ended, at: CGPoint(x: 20, y: 20), in: screen.window, timestamp: 0.1)
        #expect(toggle.eventTypes == [.touches])
        #expect(toggle.sent == .touchUpInside)
    }
}
