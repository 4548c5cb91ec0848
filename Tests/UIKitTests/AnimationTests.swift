import Testing
import UIKit

@MainActor
@Suite("Animations finish at once and run their completions")
struct AnimationTests {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    @Test func everyAnimateVariantLeavesTheFinalStateAndCompletesWithTrue() {
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3) { self.view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.3, animations: { self.view.center.x = 200 }, completion: { finished.append($0) })
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut, .allowUserInteraction],
            animations: { self.view.backgroundColor = .systemRed }, completion: { finished.append($0) })
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3,
            options: [], animations: { self.view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) },
            completion: { finished.append($0) })
        #expect(view.center.x == 200 && view.backgroundColor == .systemRed)
        #expect(view.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        #expect(finished == [true, true, true])
    }

    @Test func aRepeatingAnimationNeverCompletes() {
        var completed = false
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
            animations: { self.view.alpha = 0.25 }, completion: { _ in completed = true })
        #expect(view.alpha == 0.25 && !completed)
    }

    @Test func keyframesRunInTheOrderOfTheirStartTimes() {
        var order: [String] = []
        var done = false
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModeCubic],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    order.append("second")
                    self.view.alpha = 1
                }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    order.append("first")
                    self.view.alpha = 0
                }
            }, completion: { done = $0 })
        #expect(order == ["first", "second"] && view.alpha == 1 && done)
    }

    @Test func theDurationOfTheBlockIsInheritedInsideIt() {
        var inside: TimeInterval = -1
        UIView.animate(withDuration: 0.4) { inside = UIView.inheritedAnimationDuration }
        #expect(inside == 0.4 && UIView.inheritedAnimationDuration == 0)
    }

    @Test func aTransitionBetweenViewsSwapsThemInTheirSuperview() {
        let old = UIView(), new = UIView()
        view.addSubview(old)
        var done = false
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { done = $0 }
        #expect(old.superview == nil && new.superview === view && done)
        UIView.transition(
            with: view, duration: 0.2, options: .transitionFlipFromLeft, animations: { new.alpha = 0.375 })
        #expect(new.alpha == 0.375)
    }

    @Test func performWithoutAnimationRunsTheChangesWithAnimationsOff() {
        var enabledInside = true
        UIView.performWithoutAnimation {
            enabledInside = UIView.areAnimationsEnabled
            view.alpha = 0.75
        }
        #expect(!enabledInside && UIView.areAnimationsEnabled && view.alpha == 0.75)
    }

    @Test func aPropertyAnimatorRunsOnStartAndFinishesAtTheEnd() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { self.view.alpha = 0 }
        animator.addAnimations { self.view.center.y = 300 }
        animator.addCompletion { positions.append($0) }
        #expect(view.alpha == 1 && animator.state == .inactive)
        animator.startAnimation()
        #expect(view.alpha == 0 && view.center.y == 300 && positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 1)
    }

    @Test func aPausedAnimatorIsScrubbedThenStoppedAndFinishedWhereAsked() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { self.view.alpha = 0.625 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning && view.alpha == 0.625)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive)
    }

    @Test func aRunningAnimatorCompletesAtOnce() {
        var position: UIViewAnimatingPosition?
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
            animations: { self.view.alpha = 0.125 },
            completion: { position = $0 })
        #expect(view.alpha == 0.125 && position == .end)
    }

    @Test func animatingALayoutChangeLaysOutNow() {
        let chip = FilterChipView(frame: CGRect(x: 0, y: 0, width: 120, height: 28))
        chip.layoutIfNeeded()
        chip.frame.size.width = 200
        UIView.animate(withDuration: 0.25) { chip.layoutIfNeeded() }
        #expect(chip.closeButton.frame.maxX == 192)
    }
}
