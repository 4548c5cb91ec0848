import Testing
import UIKit

@MainActor
@Suite("Auto Layout as records")
struct AutoLayoutTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = UIView()
    let title = UILabel()

    init() {
        root.addSubview(card)
        card.addSubview(title)
    }

    @Test func anchorsMakeConstraintsThatKeepWhatTheyWereGiven() {
        let top = card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
        let width = card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        let height = card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.75, constant: 10)
        let below = title.topAnchor.constraint(greaterThanOrEqualTo: card.topAnchor)
        let tight = title.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -4)
        #expect(top.firstItem === card && top.secondItem === root.safeAreaLayoutGuide)
        #expect(top.firstAttribute == .top && top.secondAttribute == .top && top.constant == 8 && top.multiplier == 1)
        #expect(width.multiplier == 0.5 && width.secondItem === root && width.secondAttribute == .width)
        #expect(height.multiplier == 0.75 && height.constant == 10 && height.secondItem === card)
        #expect(below.relation == .greaterThanOrEqual && tight.relation == .lessThanOrEqual && tight.constant == -4)
        #expect(!top.isActive && top.priority == .required)
    }

    @Test func activatingInstallsOnTheNearestCommonAncestor() {
        let inCard = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16)
        let inRoot = title.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        let own = card.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([inCard, inRoot, own])
        #expect(card.constraints.map { ObjectIdentifier($0) } == [inCard, own].map { ObjectIdentifier($0) })
        #expect(root.constraints.map { ObjectIdentifier($0) } == [ObjectIdentifier(inRoot)])
        NSLayoutConstraint.deactivate([inCard, inRoot])
        #expect(card.constraints.count == 1 && root.constraints.isEmpty && !inCard.isActive && own.isActive)
        card.removeConstraint(own)
        #expect(card.constraints.isEmpty && !own.isActive)
        card.addConstraint(own)
        #expect(own.isActive && card.constraints.count == 1)
    }

    @Test func theItemAndAttributeInitializerMatchesTheAnchors() {
        let c = NSLayoutConstraint(
            item: title, attribute: .centerX, relatedBy: .equal, toItem: card,
            attribute: .centerX, multiplier: 1, constant: 0)
        c.identifier = "title.centerX"
        c.isActive = true
        #expect(c.firstAnchor == title.centerXAnchor && c.secondAnchor == card.centerXAnchor)
        #expect(c.firstAnchor != title.centerYAnchor)
        #expect(card.constraints.first === c && c.identifier == "title.centerX")
        #expect(c.description.contains("title.centerX"))
    }

    @Test func anchorsAreTheSameObjectEachTime() {
        #expect(card.topAnchor === card.topAnchor)
        #expect(card.topAnchor == card.topAnchor)
        #expect(card.topAnchor != root.topAnchor)
        #expect(card.leadingAnchor.item === card)
    }

    @Test func prioritiesSpellAsInUIKit() {
        let c = card.widthAnchor.constraint(equalToConstant: 100)
        c.priority = .defaultHigh - 1
        #expect(c.priority.rawValue == 749)
        c.priority = UILayoutPriority(rawValue: 999)
        #expect(c.priority < .required && c.priority > .defaultHigh)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        title.setContentHuggingPriority(.required, for: .horizontal)
        title.setContentCompressionResistancePriority(UILayoutPriority(1), for: .vertical)
        #expect(title.contentHuggingPriority(for: .horizontal) == .required)
        #expect(title.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(title.contentCompressionResistancePriority(for: .vertical).rawValue == 1)
        #expect(title.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let c = title.leadingAnchor.constraint(equalToSystemSpacingAfter: card.leadingAnchor, multiplier: 2)
        let d = title.topAnchor.constraint(equalToSystemSpacingBelow: card.topAnchor, multiplier: 1)
        #expect(c.constant == 16 && d.constant == 8)
    }

    @Test func theSystemGuidesHaveTheFramesTheirViewsGeometryGives() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let view: UIView = controller.view
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
        #expect(view.safeAreaLayoutGuide.owningView === view)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 747))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
        // A subview under the top bar has the part of the safe area it lies in.
        let banner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        view.addSubview(banner)
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    }

    @Test func aGuideOfYourOwnBelongsToTheViewItIsAddedTo() {
        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        card.addLayoutGuide(guide)
        #expect(guide.owningView === card && card.layoutGuides.first === guide)
        let c = guide.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        c.isActive = true
        #expect(card.constraints.first === c && c.firstItem === guide)
        #expect(guide.layoutFrame == .zero)
        card.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && card.layoutGuides.isEmpty)
    }

    @Test func updateConstraintsRunsWhereAsked() {
        let view = DesignSystemView(frame: .zero)
        view.updateConstraintsIfNeeded()
        #expect(view.calls.filter { $0 == "updateConstraints" }.count == 1)
        view.updateConstraintsIfNeeded()
        #expect(view.calls.filter { $0 == "updateConstraints" }.count == 1)
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(view.calls.filter { $0 == "updateConstraints" }.count == 2)
        #expect(DesignSystemView.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
    }
}
