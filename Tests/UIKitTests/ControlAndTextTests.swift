import Testing
import UIKit

@MainActor
@Suite("Controls and text as app code sets them")
struct ControlAndTextTests {
    /// A badge label with room around its text, as apps write one: its overrides compile and answer.
    final class PaddedLabel: UILabel {
        var insets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
        private(set) var drawnIn: CGRect?

        override func drawText(in rect: CGRect) {
            drawnIn = rect
            super.drawText(in: rect.inset(by: insets))
        }

        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        }
    }

    @Test func aLabelsTextHooksAreOverridable() {
        let badge = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        badge.drawText(in: badge.bounds)
        #expect(badge.drawnIn == badge.bounds)
        #expect(
            badge.textRect(forBounds: badge.bounds, limitedToNumberOfLines: 1)
                == CGRect(x: 6, y: 2, width: 48, height: 16))
    }

    let screen = Screen()

    @Test func aButtonsTitlesAndColoursFollowItsState() {
        let cell = ProfileCell(style: .default, reuseIdentifier: ProfileCell.reuseIdentifier)
        let button = cell.followButton
        #expect(button.currentTitle == "Follow" && button.currentTitleColor == .systemBlue)
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.currentTitleColor == .secondaryLabel)
        #expect(button.title(for: .highlighted) == "Follow")
        button.setAttributedTitle(
            NSAttributedString(string: "Unfollow", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)]),
            for: .selected)
        #expect(button.attributedTitle(for: .selected)?.string == "Unfollow" && button.currentTitle == "Unfollow")
    }

    @Test func aConfiguredButtonShowsItsConfigurationsTitleAndSendsItsPrimaryAction() {
        let card = ControlsCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        screen.window.addSubview(card)
        let config = card.saveButton.configuration
        #expect(config?.style == .filled && config?.title == "Save" && config?.cornerStyle == .capsule)
        #expect(config?.contentInsets == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(config?.baseBackgroundColor == .systemGreen && config?.imagePadding == 6)
        #expect(card.saveButton.currentTitle == "Save")
        #expect(card.spinner.isHidden && !card.spinner.isAnimating)
        screen.tap(CGPoint(x: 70, y: 120))
        #expect(card.saves == 1 && card.spinner.isAnimating && !card.spinner.isHidden)
        card.spinner.stopAnimating()
        #expect(card.spinner.isHidden)
    }

    @Test func tappingASegmentSelectsItAndSendsValueChanged() {
        let card = ControlsCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        screen.window.addSubview(card)
        #expect(card.filter.numberOfSegments == 3 && card.filter.titleForSegment(at: 1) == "Unread")
        screen.tap(CGPoint(x: 16 + 200, y: 30))
        #expect(card.filter.selectedSegmentIndex == 2 && card.filterChanges == [2])
        #expect(card.haptics.impacts == [1] && card.haptics.preparedCount == 1)
        card.filter.setEnabled(false, forSegmentAt: 1)
        screen.tap(CGPoint(x: 16 + 120, y: 30), time: 1)
        #expect(card.filter.selectedSegmentIndex == 2 && card.filterChanges == [2])
        screen.tap(CGPoint(x: 16 + 10, y: 30), time: 2)
        #expect(card.filter.selectedSegmentIndex == 0 && card.filterChanges == [2, 0])
    }

    @Test func tappingBesideTheCurrentDotTurnsThePage() {
        let card = ControlsCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        screen.window.addSubview(card)
        var changes = 0
        card.pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        screen.tap(CGPoint(x: 16 + 200, y: 74))
        #expect(card.pages.currentPage == 1 && changes == 1)
        screen.tap(CGPoint(x: 16 + 20, y: 74), time: 1)
        #expect(card.pages.currentPage == 0 && changes == 2)
        screen.tap(CGPoint(x: 16 + 20, y: 74), time: 2)
        #expect(card.pages.currentPage == 0 && changes == 2)
    }

    @Test func aButtonThatChangesSelectionTogglesOnATap() {
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 60, height: 44))
        button.changesSelectionAsPrimaryAction = true
        screen.window.addSubview(button)
        screen.tap(CGPoint(x: 30, y: 30))
        #expect(button.isSelected)
        screen.tap(CGPoint(x: 30, y: 30), time: 1)
        #expect(!button.isSelected)
    }

    @Test func aLabelsAttributedTextIsItsText() {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        text.append(
            NSAttributedString(
                string: "world", attributes: [.foregroundColor: UIColor.systemRed, .paragraphStyle: style]))
        label.attributedText = text
        #expect(label.text == "Hello world")
        #expect(label.attributedText?.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(
            (label.attributedText?.attribute(.paragraphStyle, at: 7, effectiveRange: nil) as? NSParagraphStyle)?
                .lineSpacing == 4)
        label.text = "Bye"
        #expect(label.attributedText?.string == "Bye")
        label.lineBreakMode = .byWordWrapping
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.textAlignment = .natural
        #expect(
            label.lineBreakMode == .byWordWrapping && label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5
        )
        #expect(label.textAlignment == .natural)
        // Implicitly unwrapped, as UIKit's: an optional font or colour may be assigned, nil restores the default.
        label.font = UIFont(name: "Avenir-Book", size: 14)
        label.textColor = UIColor(named: "Primary")
        #expect(label.font.fontName == "Avenir-Book" && label.textColor == .black)
        label.font = nil
        #expect(label.font.pointSize == 14 && label.font.fontName == ".SFUI-Regular")
    }

    @Test func aTextFieldsPaddedRectsAndEyeButtonAreWhereItsOverridesSay() {
        let field = PaddedTextField(frame: CGRect(x: 20, y: 200, width: 280, height: 44))
        let eye = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightView = eye
        field.rightViewMode = .always
        field.isSecureTextEntry = true
        field.keyboardType = .asciiCapable
        field.returnKeyType = .done
        field.textContentType = .password
        field.borderStyle = .roundedRect
        field.placeholder = "Password"
        screen.window.addSubview(field)
        #expect(eye.superview === field && eye.frame == CGRect(x: 238, y: 7, width: 30, height: 30))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 12, y: 0, width: 214, height: 44))
        #expect(screen.touchView(at: CGPoint(x: 20 + 250, y: 222)) === eye)
        #expect(screen.touchView(at: CGPoint(x: 20 + 100, y: 222)) === field)
        #expect(field.isSecureTextEntry && field.keyboardType == .asciiCapable && field.returnKeyType == .done)
        #expect(field.textContentType == .password && field.borderStyle == .roundedRect)
        #expect(field.attributedPlaceholder?.string == "Password")
        field.rightViewMode = .whileEditing
        #expect(eye.isHidden)
        field.becomeFirstResponder()
        #expect(field.isEditing && !eye.isHidden)
    }

    @Test func aTextViewKeepsItsContainerAndTraits() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = "Notes"
        textView.isScrollEnabled = false
        textView.keyboardDismissMode = .interactive
        #expect(textView.textContainerInset == .zero && textView.textContainer.lineFragmentPadding == 0)
        #expect(textView.font?.pointSize == 17 && textView.attributedText?.string == "Notes")
        #expect(!textView.isScrollEnabled && textView.keyboardDismissMode == .interactive)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    }
}

@MainActor
@Suite("Typing, as the keyboard does")
struct TypingTests {
    /// A PIN pad that takes typing itself, as apps write one.
    final class PinView: UIView, UIKeyInput {
        private(set) var digits = ""
        var hasText: Bool { !digits.isEmpty }
        func insertText(_ text: String) { digits += text.filter(\.isNumber) }
        func deleteBackward() { _ = digits.popLast() }
        override var canBecomeFirstResponder: Bool { true }
    }

    /// A field that counts its deletes, overriding UIKit's `deleteBackward()`.
    final class CountingField: UITextField {
        private(set) var deletes = 0
        override func deleteBackward() {
            deletes += 1
            super.deleteBackward()
        }
    }

    @Test func aFieldTypedIntoSendsEditingChangedAndItsDeleteKeyIsOverridable() {
        let field = CountingField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        #expect(!field.hasText)
        field.insertText("4")
        field.insertText("2")
        field.deleteBackward()
        #expect(field.text == "4" && field.hasText && field.deletes == 1 && changes == 3)
        field.deleteBackward()
        field.deleteBackward()  // empty: nothing to delete, nothing sent
        #expect(field.text == "" && field.deletes == 3 && changes == 4)
    }

    @Test func aViewOfTheAppTakesTypingThroughUIKeyInput() {
        let pin = PinView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        let input: UIKeyInput = pin
        input.insertText("1a2")
        input.deleteBackward()
        #expect(pin.digits == "1" && input.hasText)
        let notes = UITextView(frame: .zero)
        (notes as UIKeyInput).insertText("hi")
        #expect(notes.text == "hi")
    }

    @Test func aDetailLabelIsASubtitleCellsAndADefaultCellHasNone() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.detailTextLabel?.text = "2 new"
        #expect(
            subtitle.detailTextLabel?.text == "2 new" && subtitle.detailTextLabel?.superview === subtitle.contentView)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }
}
