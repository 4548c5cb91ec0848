import Testing
import UIKit

@MainActor
@Suite("A filter chip as app code writes it")
struct FilterChipTests {
    let screen = Screen()

    @MainActor final class Owner: FilterChipViewDelegate {
        var removed: [String] = []
        var selections: [Bool] = []
        func filterChipDidTapRemove(_ chip: FilterChipView) { removed.append(chip.title ?? "") }
        func filterChip(_ chip: FilterChipView, didChangeSelection isSelected: Bool) { selections.append(isSelected) }
    }

    func chip() -> FilterChipView {
        let chip = FilterChipView(frame: CGRect(x: 20, y: 100, width: 120, height: 28))
        chip.title = "Photos"
        screen.window.addSubview(chip)
        chip.layoutIfNeeded()
        return chip
    }

    @Test func layoutSubviewsPlacesTheCloseButtonOnceLayoutIsAskedFor() {
        let chip = FilterChipView(frame: CGRect(x: 20, y: 100, width: 120, height: 28))
        #expect(chip.closeButton.frame == .zero)
        chip.layoutIfNeeded()
        #expect(chip.closeButton.frame == CGRect(x: 96, y: 6, width: 16, height: 16))
        chip.frame.size.width = 160
        chip.layoutIfNeeded()
        #expect(chip.closeButton.frame.minX == 136)
    }

    @Test func theTinyCloseButtonTakesTouchesAcrossFortyFourPoints() {
        let chip = chip()
        // 14 points left of the 16-point button, and 8 above the chip: still the button's.
        #expect(screen.touchView(at: CGPoint(x: 20 + 96 - 13, y: 100 + 2)) === chip.closeButton)
        #expect(screen.touchView(at: CGPoint(x: 20 + 104, y: 100 - 7)) === chip.closeButton)
        #expect(screen.touchView(at: CGPoint(x: 20 + 40, y: 100 + 14)) === chip)
        #expect(screen.touchView(at: CGPoint(x: 20 + 40, y: 100 - 12)) === screen.window)
    }

    @Test func tappingCloseTellsTheDelegateAndTheAnimationFinishesAtOnce() {
        let chip = chip()
        let owner = Owner()
        chip.delegate = owner
        screen.tap(CGPoint(x: 20 + 104, y: 100 + 14))
        #expect(owner.removed == ["Photos"])
        #expect(chip.alpha == 0)
        #expect(chip.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(chip.superview == nil)  // the completion ran
    }

    @Test func tappingTheChipTogglesItThroughItsSelector() {
        let chip = chip()
        let owner = Owner()
        chip.delegate = owner
        screen.tap(CGPoint(x: 20 + 40, y: 100 + 14))
        #expect(owner.selections == [true])
        #expect(chip.backgroundColor == .systemBlue)
        #expect(chip.titleLabel.textColor == .white)
        screen.tap(CGPoint(x: 20 + 40, y: 100 + 14), time: 1)
        #expect(owner.selections == [true, false])
        #expect(chip.backgroundColor == .systemGray6)
    }

    @Test func itsLookIsReadBackAsSet() {
        let chip = chip()
        #expect(chip.layer.cornerRadius == 14)
        #expect(chip.layer.borderWidth == 1)
        #expect(chip.layer.borderColor == UIColor.separator.cgColor)
        #expect(chip.layer.shadowOpacity == 0.12)
        #expect(chip.layer.shadowOffset == CGSize(width: 0, height: 2))
        #expect(chip.layer.shadowRadius == 4)
        #expect(chip.layer.shadowColor == UIColor.black.cgColor)
        #expect(chip.layer.shadowPath?.boundingBox == chip.bounds)
        #expect(chip.backgroundColor == .systemGray6)
        #expect(chip.tintColor == .secondaryLabel)
        #expect(chip.titleLabel.font == .preferredFont(forTextStyle: .subheadline))
        #expect(chip.titleLabel.font.pointSize == 15)
        #expect(chip.closeButton.image(for: .normal) == UIImage(systemName: "xmark.circle.fill"))
        #expect(chip.closeButton.accessibilityLabel == "Remove filter")
        #expect(chip.accessibilityTraits == .button && chip.isAccessibilityElement)
        #expect(chip.intrinsicContentSize == CGSize(width: 92, height: 28))
    }

    @Test func itsConstraintsAreRecordsOfWhatItAsked() throws {
        let chip = chip()
        #expect(!chip.titleLabel.translatesAutoresizingMaskIntoConstraints)
        #expect(chip.closeButton.translatesAutoresizingMaskIntoConstraints)
        let width = try #require(chip.widthConstraint)
        #expect(width.isActive)
        #expect(width.firstItem === chip && width.secondItem == nil)
        #expect(width.firstAttribute == .width && width.relation == .greaterThanOrEqual)
        #expect(width.constant == 64 && width.priority == .defaultHigh)
        // Installed on the nearest common ancestor: the chip, for itself and its label.
        #expect(chip.constraints.count == 4)
        let leading = try #require(
            chip.constraints.first { $0.firstItem === chip.titleLabel && $0.firstAttribute == .leading })
        #expect(leading.secondItem === chip && leading.secondAttribute == .leading && leading.constant == 12)
        #expect(leading.firstAnchor == chip.titleLabel.leadingAnchor)
        #expect(leading.secondAnchor == chip.leadingAnchor)
        // The frames stay what code set: nothing solves the constraints.
        #expect(chip.frame == CGRect(x: 20, y: 100, width: 120, height: 28))
        width.isActive = false
        #expect(chip.constraints.count == 3 && !width.isActive)
    }
}
