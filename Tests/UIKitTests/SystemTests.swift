import Testing
import UIKit

@MainActor
@Suite("What view controllers ask of the system")
struct SystemTests {
    @Test func aFormFollowsTheKeyboardNotificationsItObserves() {
        let form = FormController()
        form.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        _ = form.view
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 508, width: 390, height: 336)])
        #expect(form.scrollView.contentInset.bottom == 336 && form.scrollView.verticalScrollIndicatorInsets.bottom == 336)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(form.scrollView.contentInset.bottom == 0)
        #expect(form.preferredStatusBarStyle == .lightContent && form.supportedInterfaceOrientations == .portrait)
        #expect(form.emailField.keyboardType == .emailAddress && form.emailField.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(form.emailField.delegate === form)
        #expect(form.emailField.delegate?.textFieldShouldReturn(form.emailField) == true && form.returnPresses == 1)
        #expect(UIViewController().preferredStatusBarStyle == .default && UIViewController().shouldAutorotate)
    }

    @Test func aSlidersThumbIsWhereItsValueSays() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 204, height: 31))
        slider.maximumValue = 10
        slider.value = 5
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 200, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
                == CGRect(x: 88, y: 1.5, width: 28, height: 28))
        slider.setThumbImage(UIImage(named: "knob"), for: .normal)
        #expect(slider.thumbImage(for: .highlighted) == UIImage(named: "knob"))
    }

    @Test func aScreenEdgePanBeginsOnlyAtItsEdge() {
        let screen = Screen()
        let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        edge.edges = .left
        screen.window.addGestureRecognizer(edge)
        let fromEdge = screen.drag(from: CGPoint(x: 5, y: 200), by: CGPoint(x: 120, y: 0), watching: edge)
        #expect(fromEdge.first == .began && fromEdge.contains(.ended))
        let fromMiddle = screen.drag(from: CGPoint(x: 150, y: 200), by: CGPoint(x: 120, y: 0), watching: edge, time: 5)
        #expect(fromMiddle == [.failed])
    }

    @Test func aStackKeepsItsCustomSpacing() {
        let first = UIView(), second = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.setCustomSpacing(24, after: first)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        #expect(stack.customSpacing(after: first) == 24 && stack.customSpacing(after: second) == UIStackView.spacingUseDefault)
        #expect(stack.isLayoutMarginsRelativeArrangement && stack.layoutMargins.left == 16)
    }

    @Test func theDeviceIsAnUprightIPhone() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
        #expect(UITraitCollection.current.userInterfaceStyle == .light && UIScreen.main.traitCollection.displayScale == 3)
    }
}

@MainActor
@Suite("Scroll views that stop where code says")
struct ScrollTargetTests {
    let screen = Screen()

    @Test func aCarouselSnapsToTheCardItsDelegateChose() throws {
        let carousel = CardCarousel(frame: CGRect(x: 0, y: 100, width: 320, height: 150))
        screen.window.addSubview(carousel)
        _ = screen.drag(from: CGPoint(x: 280, y: 170), by: CGPoint(x: -150, y: 0), watching: carousel.scrollView.panGestureRecognizer)
        screen.app.advanceTime(by: 2)
        let velocity = try #require(carousel.releaseVelocities.first)
        #expect(velocity.x > 0 && velocity.x < 20)   // points per millisecond, the content moving right
        let rest = try #require(carousel.restingOffsets.first)
        #expect(rest.truncatingRemainder(dividingBy: 210) == 0 && rest > 0)
        #expect(carousel.scrollView.contentOffset.x == rest)
    }

    @Test func aPagingScrollViewStopsOnAPage() {
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        pager.contentSize = CGSize(width: 960, height: 200)
        pager.isPagingEnabled = true
        screen.window.addSubview(pager)
        _ = screen.drag(from: CGPoint(x: 300, y: 100), by: CGPoint(x: -200, y: 0), watching: pager.panGestureRecognizer)
        screen.app.advanceTime(by: 2)
        #expect(pager.contentOffset.x == 320 && pager.isPagingEnabled)
    }
}
