import Testing
import UIKit

@MainActor
@Suite("Colours, fonts, images and the view's look")
struct AppearanceTests {
    @Test func systemColoursHaveTheirLightValuesAndResolveDark() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemGray6.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 242.0 / 255 && g == 242.0 / 255 && b == 247.0 / 255 && a == 1)
        #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(UIColor.black.resolvedColor(with: dark) == .black)
    }

    @Test func aDynamicColourIsItsLightFaceAndResolvesToItsDarkOne() {
        let card = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(white: 0.1, alpha: 1) : UIColor(red: 1, green: 1, blue: 0.9, alpha: 1)
        }
        #expect(card.blue == 0.9)
        #expect(card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 0.1, alpha: 1))
        let faded = card.withAlphaComponent(0.5)
        #expect(
            faded.alpha == 0.5 && faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).alpha == 0.5)
        #expect(UIColor(named: "BrandColor") == nil)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect(abs(h - 0.5) < 1e-9 && s == 1 && v == 1)
    }

    @Test func fontsFollowTheTextStylesAndWeights() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let semibold = UIFont.systemFont(ofSize: 15, weight: .semibold)
        #expect(semibold.fontName == ".SFUI-Semibold" && semibold.familyName == ".AppleSystemUIFont")
        let named = UIFont(name: "Avenir-Heavy", size: 20)
        #expect(named?.fontName == "Avenir-Heavy" && named?.familyName == "Avenir" && named?.pointSize == 20)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(
            UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular).fontDescriptor.symbolicTraits
                == .traitMonoSpace)
        let bolded = UIFont.systemFont(ofSize: 14).fontDescriptor.withSymbolicTraits(.traitBold).map {
            UIFont(descriptor: $0, size: 0)
        }
        #expect(bolded?.fontDescriptor.symbolicTraits == .traitBold && bolded?.pointSize == 14)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: semibold) == semibold)
        #expect(UIFont.systemFont(ofSize: 17).lineHeight > 17)
    }

    @Test func imagesKeepWhatCodeSetsOnThem() {
        let star = UIImage(
            systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold))
        #expect(star?.isSymbolImage == true)
        #expect(star?.symbolConfiguration?.pointSize == 20 && star?.symbolConfiguration?.weight == .semibold)
        let template = UIImage(named: "logo")?.withRenderingMode(.alwaysTemplate)
        #expect(template?.renderingMode == .alwaysTemplate && template?.name == "logo")
        let tinted = UIImage(systemName: "heart")?.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
        #expect(tinted?.tintColor == .systemRed && tinted?.renderingMode == .alwaysOriginal)
        let large = star?.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(large?.symbolConfiguration?.scale == .large && large?.symbolConfiguration?.pointSize == 20)
    }

    @Test func theViewsLookIsReadBackAsSet() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.contentMode == .scaleToFill && view.autoresizingMask == [] && view.isOpaque)
        view.contentMode = .scaleAspectFill
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isOpaque = false
        view.semanticContentAttribute = .forceRightToLeft
        #expect(
            view.contentMode == .scaleAspectFill && view.autoresizingMask.contains(.flexibleHeight) && !view.isOpaque)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func theTintIsInheritedAndItsChangeIsTold() {
        let root = UIView()
        let child = DesignSystemView()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        #expect(child.calls.last == "tintColorDidChange")
        child.tintColor = .systemOrange
        root.tintColor = .systemTeal
        #expect(child.tintColor == .systemOrange)
        #expect(child.calls.filter { $0 == "tintColorDidChange" }.count == 2)
        child.tintColor = nil
        #expect(child.tintColor == .systemTeal)
    }

    @Test func accessibilityIsKeptAndDefaultsAsUIKits() {
        let button = UIButton(type: .system)
        #expect(button.isAccessibilityElement && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(UILabel().accessibilityTraits == .staticText && !UIView().isAccessibilityElement)
        let view = DesignSystemView()
        #expect(view.accessibilityLabel == "Design system view")
        view.accessibilityLabel = "Card"
        view.accessibilityHint = "Opens the post"
        view.accessibilityValue = "3 of 5"
        view.accessibilityIdentifier = "card"
        view.accessibilityIncrement()
        #expect(view.accessibilityLabel == "Card" && view.accessibilityHint == "Opens the post")
        #expect(view.accessibilityValue == "3 of 5" && view.accessibilityIdentifier == "card")
        #expect(view.calls.last == "accessibilityIncrement")
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test func theScreenAndHapticsAnswer() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844) && UIScreen.main.scale == 3)
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.screen === UIScreen.main)
        let haptic = UIImpactFeedbackGenerator(style: .rigid)
        haptic.prepare()
        haptic.impactOccurred(intensity: 0.4)
        #expect(haptic.style == .rigid && haptic.impacts == [0.4] && haptic.preparedCount == 1)
        let notify = UINotificationFeedbackGenerator()
        notify.notificationOccurred(.success)
        #expect(notify.notifications == [.success])
    }

    @Test func aVisualEffectViewsContentViewFillsItAndTakesTouches() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        blur.contentView.addSubview(button)
        #expect(blur.contentView.frame == blur.bounds)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect(blur.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        #expect(blur.hitTest(CGPoint(x: 150, y: 50), with: nil) === blur.contentView)
    }
}
