import Testing
import UIKit

/// Overrides of `hitTest(_:with:)` and `point(inside:with:)` in the shapes real
/// apps write them, compiled against `import UIKit` alone: each answers as it
/// would on iOS where the code changes the default's answer, and where it does not.
@MainActor
@Suite("iOS overrides of the hit area")
struct HitAreaOverrideTests {
    @Test func passThroughViewGivesItsOwnAreaToWhatIsBehind() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let behind = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        let overlay = PassThroughView(frame: root.bounds)
        let close = UIButton(frame: CGRect(x: 260, y: 20, width: 44, height: 44))
        overlay.addSubview(close)
        root.addSubview(behind)
        root.addSubview(overlay)

        #expect(hit(root, 30, 30) === behind)  // the default would give the overlay
        #expect(hit(root, 200, 300) === root)  // nothing of the overlay's own
        #expect(hit(root, 270, 30) === close)  // its subviews still take touches

        let plain = UIView(frame: root.bounds)
        root.addSubview(plain)
        #expect(hit(root, 30, 30) === plain)  // what the code changes
    }

    @Test func passThroughWindowLetsTouchesReachTheWindowBelow() {
        let screen = Screen()
        let buy = UIButton(frame: CGRect(x: 20, y: 400, width: 120, height: 44))
        screen.window.addSubview(buy)

        let overlay = PassThroughWindow(frame: screen.window.bounds)
        overlay.windowLevel = .alert + 1
        let controller = UIViewController()
        overlay.rootViewController = controller
        let debugButton = UIButton(frame: CGRect(x: 260, y: 400, width: 44, height: 44))
        controller.view.addSubview(debugButton)
        screen.app.addWindow(overlay)

        #expect(screen.app.windowsInHitTestingOrder.first === overlay)
        #expect(screen.touchView(at: CGPoint(x: 30, y: 410)) === buy)
        #expect(screen.touchView(at: CGPoint(x: 270, y: 410)) === debugButton)
    }

    @Test func insetsGrowAButtonsTouchArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = ExpandedHitButton(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(button)

        #expect(hit(root, 45, 45) === root)  // insets not set: the default's answer
        button.hitTestEdgeInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        #expect(hit(root, 45, 45) === button)  // 5 points outside, within the insets
        #expect(hit(root, 79, 60) === button)  // the right edge grown by 10 (maximum edges out)
        #expect(hit(root, 80, 60) === root)
        #expect(hit(root, 60, 60) === button)
        button.isEnabled = false
        #expect(hit(root, 60, 60) === root)  // a disabled control is skipped before any override
    }

    @Test func theCSpellingsGrowTheAreaAlike() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = LegacyExpandedButton(frame: CGRectMake(50, 50, 20, 20))
        root.addSubview(button)

        #expect(hit(root, 41, 41) === button)
        #expect(hit(root, 39, 60) === root)
    }

    @Test func insetByGrowsASmallButtonToTheMinimumSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = MinimumTargetButton(frame: CGRect(x: 100, y: 100, width: 24, height: 24))
        let large = MinimumTargetButton(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        root.addSubview(small)
        root.addSubview(large)

        #expect(hit(root, 91, 112) === small)  // 10 points left of it: (44 - 24) / 2
        #expect(hit(root, 89, 112) === root)
        #expect(hit(root, 9, 40) === root)  // already larger than 44: not grown
        #expect(hit(root, 10, 40) === large)
    }
}
