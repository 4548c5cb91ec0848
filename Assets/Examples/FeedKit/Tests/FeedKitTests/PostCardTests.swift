import Testing
import UIKit
@testable import FeedKit

/// The feed's touch logic, tested on Linux: ResponderLab's UIKit hit-tests,
/// delivers touches along the responder chain and runs the recognizers as
/// iOS does. The lab's `UIApplication` takes touches with `injectTouch`.
@MainActor
@Suite("A post card's touches")
struct PostCardTests {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = FeedViewController()
    let card = PostCardView(frame: CGRect(x: 0, y: 100, width: 320, height: 64))

    init() {
        window.rootViewController = controller
        controller.view.addSubview(card)
        app.addWindow(window)
        window.makeKeyAndVisible()
    }

    private func tap(_ x: CGFloat, _ y: CGFloat) {
        app.injectTouch(.began, at: CGPoint(x: x, y: y), in: window, timestamp: 0)
        app.injectTouch(.ended, at: CGPoint(x: x, y: y), in: window, timestamp: 0.05)
    }

    @Test func theLikeButtonIsTouchableAroundItAndPastTheCardsEdge() {
        // The button is 24 points wide at x 300…324 of a 320-point card: grown to 44, it reaches x 290…334.
        #expect(window.hitTest(CGPoint(x: 292, y: 136), with: nil) === card.likeButton)
        #expect(window.hitTest(CGPoint(x: 321, y: 136), with: nil) == nil)   // outside the window itself
        #expect(card.hitTest(CGPoint(x: 330, y: 36), with: nil) === card.likeButton)
        #expect(window.hitTest(CGPoint(x: 280, y: 136), with: nil) === card)
        tap(295, 136)
        #expect(card.likeButton.isLiked)
        #expect(card.likeButton.title(for: .normal) == "♥")
    }

    @Test func onlyTheAvatarsCircleIsTouchable() {
        #expect(window.hitTest(CGPoint(x: 32, y: 132), with: nil) === card.avatar)  // its centre
        #expect(window.hitTest(CGPoint(x: 14, y: 114), with: nil) === card)         // a corner of its square
    }

    @Test func touchesNobodyHandlesReachTheController() {
        tap(32, 132)
        #expect(card.avatar.taps == 1)
        #expect(controller.unhandledTouches == 0)   // the avatar handled it
        tap(150, 130)
        #expect(controller.unhandledTouches == 1)   // card → controller's view → controller
    }

    @Test func theSwipeBeginsSidewaysOnly() {
        func drag(dx: CGFloat, dy: CGFloat, at time: Double) -> UIGestureRecognizer.State {
            app.injectTouch(.began, at: CGPoint(x: 150, y: 130), in: window, timestamp: time)
            for step in 1...5 {
                let p = CGPoint(x: 150 + dx * CGFloat(step) / 5, y: 130 + dy * CGFloat(step) / 5)
                app.injectTouch(.moved, at: p, in: window, timestamp: time + 0.02 * Double(step))
            }
            let state = card.swipe.state
            app.injectTouch(.ended, at: CGPoint(x: 150 + dx, y: 130 + dy), in: window, timestamp: time + 0.2)
            return state
        }
        #expect(drag(dx: 60, dy: 4, at: 0) == .changed)
        #expect(drag(dx: 4, dy: 60, at: 1) == .failed)
    }
}
