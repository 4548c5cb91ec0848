import Testing
import UIKit

/// A view that records its touches' UIKit facts.
final class TouchProbe: UIView {
    var seen: [(type: UITouch.TouchType, force: CGFloat, maximum: CGFloat, previous: CGPoint, location: CGPoint)] = []
    var eventFacts: [(type: UIEvent.EventType, all: Int, mine: Int)] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }

    private func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = touches.first else { return }
        seen.append(
            (
                touch.type, touch.force, touch.maximumPossibleForce, touch.previousLocation(in: self),
                touch.location(in: self)
            ))
        if let event {
            eventFacts.append((event.type, event.allTouches?.count ?? 0, event.touches(for: self)?.count ?? 0))
        }
    }
}

@MainActor
@Suite("The view lifecycle, touches and public open classes")
struct LifecycleAndTouchTests {
    let screen = Screen()

    @Test func aTouchIsAFingersAndItsEventTellsItsTouches() throws {
        let probe = TouchProbe(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        probe.isMultipleTouchEnabled = true
        screen.window.addSubview(probe)
        screen.app.injectTouch(.began, at: CGPoint(x: 60, y: 60), in: screen.window, timestamp: 0)
        screen.app.injectTouch(.moved, at: CGPoint(x: 70, y: 65), in: screen.window, timestamp: 0.02)
        screen.app.injectTouch(.ended, at: CGPoint(x: 70, y: 65), in: screen.window, timestamp: 0.04)
        try #require(probe.seen.count == 2)
        #expect(probe.seen[0].type == .direct && probe.seen[0].force == 0 && probe.seen[0].maximum == 0)
        #expect(probe.seen[1].previous == CGPoint(x: 10, y: 10) && probe.seen[1].location == CGPoint(x: 20, y: 15))
        #expect(probe.eventFacts.allSatisfy { $0.type == .touches && $0.all == 1 && $0.mine == 1 })
    }

    @Test func layoutRunsWhereItIsPendingAndOnlyThere() {
        let view = DesignSystemView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.calls.filter { $0 == "layoutSubviews" }.count == 1)
        view.frame.origin.x = 20  // moved, not resized: nothing to lay out
        view.layoutIfNeeded()
        #expect(view.calls.filter { $0 == "layoutSubviews" }.count == 1)
        view.bounds.size.width = 120  // resized
        view.layoutIfNeeded()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.calls.filter { $0 == "layoutSubviews" }.count == 3)
        view.addSubview(UIView())  // a new subview lays its superview out again
        view.layoutIfNeeded()
        #expect(view.calls.filter { $0 == "layoutSubviews" }.count == 4)
    }

    @Test func aSubviewsLayoutRunsAfterItsSuperviewsFromTheTopPendingAncestor() {
        let outer = DesignSystemView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = DesignSystemView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        outer.addSubview(inner)
        inner.layoutIfNeeded()  // the superview is pending too: it goes first
        #expect(outer.calls.contains("layoutSubviews") && inner.calls.contains("layoutSubviews"))
    }

    @Test func sizesAreWhatTheOverridesSay() {
        let view = DesignSystemView(frame: CGRect(x: 10, y: 10, width: 300, height: 10))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 200, height: 44))
        #expect(view.intrinsicContentSize == CGSize(width: 120, height: 44))
        #expect(
            UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(
            UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 6)).sizeThatFits(.zero) == CGSize(width: 5, height: 6))
    }

    @Test func movingIntoAWindowTellsTheViewBeforeAndAfter() {
        let view = DesignSystemView()
        screen.window.addSubview(view)
        #expect(
            view.calls == ["willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToWindow", "didMoveToSuperview"])
        view.removeFromSuperview()
        #expect(
            view.calls.suffix(4) == [
                "willMove(toSuperview: nil)", "willMove(toWindow:)", "didMoveToWindow", "didMoveToSuperview",
            ])
    }

    @Test func aCellPreparesForReuseAndIsConfiguredAgain() {
        let cell = ProfileCell(style: .default, reuseIdentifier: ProfileCell.reuseIdentifier)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
        cell.configure(name: "Ada", detail: "Engineer", avatar: UIImage(named: "ada"), following: true)
        var follows = 0
        cell.onFollow = { _ in follows += 1 }
        #expect(
            cell.nameLabel.text == "Ada" && cell.followButton.isSelected && cell.accessibilityLabel == "Ada, Engineer")
        #expect(
            cell.avatarView.layer.cornerRadius == 20 && cell.avatarView.clipsToBounds && cell.selectionStyle == .none)
        #expect(cell.nameLabel.font == .preferredFont(forTextStyle: .headline))
        #expect(cell.detailLabel.textColor == .secondaryLabel && cell.detailLabel.numberOfLines == 2)
        #expect(cell.followButton.contentHuggingPriority(for: .horizontal) == .required)
        // A constraint of one view's own size is installed on that view, the rest on the content view.
        #expect(cell.contentView.constraints.count == 7 && cell.avatarView.constraints.count == 2)
        cell.prepareForReuse()
        #expect(
            cell.reuseCount == 1 && cell.nameLabel.text == nil && cell.avatarView.image == nil
                && !cell.followButton.isSelected)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        screen.window.addSubview(table)
        table.addSubview(cell)
        cell.layoutIfNeeded()
        cell.onFollow = { _ in follows += 1 }
        #expect(cell.followButton.frame == CGRect(x: 224, y: 16, width: 80, height: 32))
        screen.tap(CGPoint(x: 260, y: 32))
        #expect(follows == 1 && cell.followButton.isSelected && cell.followButton.currentTitle == "Following")
    }

    @Test func tablesRegisterCellsAndKeepWhatIsSetOnThem() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let cell = table.dequeueReusableCell(withIdentifier: "plain", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "plain")
        table.register(ProfileCell.self, forCellReuseIdentifier: ProfileCell.reuseIdentifier)
        #expect(table.dequeueReusableCell(withIdentifier: ProfileCell.reuseIdentifier) == nil)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 64
        table.separatorStyle = .none
        table.keyboardDismissMode = .onDrag
        table.contentInsetAdjustmentBehavior = .never
        table.showsVerticalScrollIndicator = false
        #expect(table.rowHeight == -1 && table.estimatedRowHeight == 64 && table.separatorStyle == .none)
        #expect(table.keyboardDismissMode == .onDrag && !table.showsVerticalScrollIndicator)
        #expect(IndexPath(row: 3, section: 1).row == 3 && IndexPath(item: 2, section: 4).section == 4)
    }

    @Test func aCustomCollectionLayoutIsAskedAsCodeAsks() {
        let layout = CarouselLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 140), collectionViewLayout: layout)
        #expect(layout.collectionView === collection)
        layout.prepare()
        #expect(layout.scrollDirection == .horizontal && layout.itemSize == CGSize(width: 200, height: 120))
        let visible = layout.layoutAttributesForElements(in: collection.bounds) ?? []
        #expect(visible.map(\.indexPath.item) == [0, 1])
        #expect(visible[1].frame.minX == 210 && visible[1].zIndex == 1 && visible[1].center == CGPoint(x: 310, y: 60))
        let target = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: .zero)
        #expect(target.x == 210)
    }

    @Test func publicAndOpenSubclassesOverrideUIKitsOpenMembers() {
        let pill = PillView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        pill.layoutIfNeeded()
        #expect(pill.layer.cornerRadius == 15 && pill.layer is CAShapeLayer)
        #expect(PillView.layerClass == CAShapeLayer.self)
        let view: UIView = pill
        #expect(view.intrinsicContentSize == CGSize(width: 120, height: 44))
        #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 200, height: 44))
    }
}

@MainActor
@Suite("Overrides of UIKit's open hierarchy and sizing members")
struct OpenOverrideTests {
    @Test func aSelfSizingCellAnswersTheSizeItsTextNeeds() {
        let cell = SelfSizingCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.label.text = String(repeating: "word ", count: 14)
        let proposed = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        proposed.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        let preferred = cell.preferredLayoutAttributesFitting(proposed)
        #expect(preferred.size == CGSize(width: 300, height: 80))
        #expect(
            UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).systemLayoutSizeFitting(
                UIView.layoutFittingCompressedSize)
                == CGSize(width: 10, height: 10))
    }

    @Test func aContainerThatRedirectsAddSubviewKeepsItsContentInFront() {
        let card = ContainerCard(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        card.addSubview(button)
        #expect(button.superview === card.content && card.subviews.count == 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(card)
        card.content.frame = card.bounds
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        card.removeFromSuperview()
        #expect(card.removals == 1 && card.superview == nil)
    }
}

@MainActor
@Suite("Buttons and lists that lay themselves out")
struct ButtonAndEditingTests {
    @Test func aVerticalButtonPlacesItsImageAboveItsTitle() {
        let button = VerticalButton(frame: CGRect(x: 0, y: 0, width: 64, height: 50))
        button.setImage(UIImage(systemName: "house"), for: .normal)
        let content = button.contentRect(forBounds: button.bounds)
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 20, y: 4, width: 24, height: 24))
        #expect(button.titleRect(forContentRect: content) == CGRect(x: 0, y: 32, width: 64, height: 14))
        #expect(UIButton().imageRect(forContentRect: content).size == .zero)
    }

    @Test func theEditButtonTogglesEditingDownToTheRows() throws {
        let list = EditableListController()
        let edit = list.editButtonItem
        #expect(edit === list.editButtonItem && edit.systemItem == .edit)
        let action = try #require(edit.primaryAction)
        UIButton().sendAction(action)
        #expect(list.isEditing && list.rows.allSatisfy(\.isEditing))
        UIButton().sendAction(action)
        #expect(!list.isEditing && !list.rows[0].isEditing)
    }
}
