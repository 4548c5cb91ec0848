import Foundation
import ResponderKit
import Testing

/// The core's API in UIKit's shape (behaviour 1–4 unchanged): what iOS code
/// calls compiles here and does what it does there.
@MainActor
@Suite("UIKit's shape of the API")
struct UIKitShapeTests {
    @Test func coreGraphicsRectanglesFollowItsRules() {
        let r = Rect(x: 10, y: 10, width: 20, height: 20)
        #expect(r.insetBy(dx: -5, dy: 2) == Rect(x: 5, y: 12, width: 30, height: 16))
        #expect(r.insetBy(dx: 10.5, dy: 0).isNull)
        #expect(
            Rect(x: 30, y: 30, width: -20, height: -20).offsetBy(dx: 1, dy: 1)
                == Rect(x: 11, y: 11, width: 20, height: 20))
        #expect(r.intersection(Rect(x: 30, y: 10, width: 5, height: 5)) == Rect(x: 30, y: 10, width: 0, height: 5))
        #expect(r.intersection(Rect(x: 31, y: 10, width: 5, height: 5)).isNull)
        #expect(!r.intersects(Rect(x: 30, y: 10, width: 5, height: 5)))
        #expect(
            r.contains(Rect(x: 10, y: 10, width: 20, height: 20)) && !r.contains(Rect(x: 9, y: 10, width: 2, height: 2))
        )
        #expect(Rect(x: 0.5, y: 1.2, width: 2, height: 2).integral == Rect(x: 0, y: 1, width: 3, height: 3))
        #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull && !Rect.null.contains(Point(x: .infinity, y: .infinity)))
        #expect(Rect.infinite.contains(Point(x: 1e300, y: -1e300)))
        #expect(Transform.identity.scaledBy(x: 2, y: 3).translatedBy(x: 1, y: 1).apply(to: .zero) == Point(x: 2, y: 3))
        #expect(Size(width: 2, height: 1).applying(Transform(scaleX: 3, y: 3)) == Size(width: 6, height: 3))
    }

    @Test func aButtonsTitlesFallBackToTheNormalState() {
        let button = Button(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.title == "Follow")
        #expect(button.title(for: .highlighted) == "Follow")
        #expect(button.currentTitle == "Follow")
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Following")
        #expect(button.titleLabel?.text == "Following")
        button.title = "Join"
        #expect(button.title(for: .normal) == "Join")
        #expect(button.buttonType == .system)
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
    }

    @Test func closureActionsRunWithTheirSenderAndReplaceBySameIdentifier() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        button.addAction(
            ClosureAction(identifier: .init("like")) { action in
                log.append("first \(action.sender as? Button === button)")
            }, for: .touchUpInside)
        button.addAction(ClosureAction(identifier: .init("like")) { _ in log.append("second") }, for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"])  // replaced, with both events
        button.removeAction(identifiedBy: .init("like"), for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(log == ["second", "second"])
        let primary = Button(
            frame: .zero,
            primaryAction: ClosureAction { action in
                log.append("primary \(action.sender != nil)")
            })
        primary.sendActions(for: .primaryActionTriggered)
        #expect(log.last == "primary true")
    }

    @Test func labelsAndImageViewsKeepUIKitsValuesAndTheLabsNames() {
        let label = Label(frame: .zero)
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        #expect(label.fontSize == 17 && label.isBold)
        label.isBold = false
        #expect(label.font == Font(pointSize: 17, weight: .regular))
        let photo = ImageView(image: Image(named: "beach"))
        #expect(photo.imageName == "beach" && !photo.isUserInteractionEnabled)
        photo.imageName = nil
        #expect(photo.image == nil)
    }

    @Test func aLayerIsItsViewSeenFromCoreAnimation() {
        let view = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        view.layer.cornerRadius = 8
        view.layer.masksToBounds = true
        view.layer.opacity = 0.5
        #expect(view.cornerRadius == 8 && view.clipsToBounds && view.alpha == 0.5)
        #expect(view.layer.position == Point(x: 30, y: 20) && view.layer == view.layer)
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        #expect(view.layer.superlayer == parent.layer)
        #expect(parent.layer.convert(Point(x: 1, y: 1), from: view.layer) == Point(x: 11, y: 11))
        #expect(view.layer.presentation()?.frame == view.frame)
    }

    @Test func cellsKeepAContentViewThatFillsThem() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "row")
        #expect(cell.subviews.first === cell.contentView)
        cell.frame = Rect(x: 0, y: 44, width: 320, height: 44)
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        let item = CollectionViewCell(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(item.contentView.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        let table = TableView(frame: .zero, style: .grouped)
        table.addSubview(cell)
        #expect(table.visibleCells == [cell] && table.style == .grouped)
    }

    @Test func aStackViewsArrangedViewsAreSubviewsTooAndLeaveWithThem() {
        let a = View(), b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.subviews == [a, b] && stack.arrangedSubviews == [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b] && stack.subviews == [a, b])
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func subclassesMadeFromACoderNeedNoOverride() throws {
        final class Badge: View {
            override init(frame: Rect) { super.init(frame: frame) }
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
        }
        final class Favourite: Button {
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
        }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let badge = try #require(Badge(coder: coder))
        #expect(badge.frame == .zero)
        let favourite = try #require(Favourite(coder: coder))
        #expect(favourite.isEnabled)
        let scroll = try #require(ScrollView(coder: coder))
        #expect(scroll.panGestureRecognizer.view === scroll && scroll.clipsToBounds)
    }

    @Test func classTestsWalkTheSuperclasses() {
        let views: [Responder] = [Button(), TableView(), Window(frame: .zero), ViewController()]
        #expect(views.map { $0.isKind(of: Control.self) } == [true, false, false, false])
        #expect(views.map { $0.isKind(of: ScrollView.self) } == [false, true, false, false])
        #expect(views.map { $0.isKind(of: View.self) } == [true, true, true, false])
        #expect(views.map { $0.isMember(of: View.self) } == [false, false, false, false])
        #expect(views[1] == views[1] && views[0] != views[1])
        #expect(TapGestureRecognizer().isKind(of: GestureRecognizer.self))
        #expect(!PanGestureRecognizer().isMember(of: GestureRecognizer.self))
    }

    @Test func presentingWithCompletionShowsAtOnce() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let root = ViewController()
        window.rootViewController = root
        let sheet = ViewController()
        var completed = 0
        root.present(sheet, animated: true) { completed += 1 }
        #expect(sheet.view.superview === window && completed == 1)
        sheet.dismiss(animated: true) { completed += 1 }
        #expect(sheet.view.superview == nil && root.presentedViewController == nil && completed == 2)
    }

    @Test func viewsAreFoundByTag() {
        let root = View(), inner = View(), deep = View()
        inner.addSubview(deep)
        root.addSubview(inner)
        deep.tag = 7
        #expect(root.viewWithTag(7) === deep && root.viewWithTag(8) == nil && root.viewWithTag(0) === root)
    }
}
