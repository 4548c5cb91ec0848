import Testing
import UIKit

@MainActor
@Suite("Layers: the view's own, of its layerClass, and layers of their own")
struct LayerTests {
    @Test func aViewsLayerIsMadeOnceOfItsLayerClass() throws {
        let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        let layer = try #require(header.layer as? CAGradientLayer)
        #expect(header.layer === layer)
        #expect(layer.delegate === header)
        #expect(
            layer.colors?.compactMap { $0 as? CGColor } == [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor])
        #expect(layer.startPoint == CGPoint(x: 0, y: 0) && layer.endPoint == CGPoint(x: 1, y: 1))
        #expect(layer.locations == [0, 1])
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test func aViewsLayerReadsAndWritesTheViewsGeometryAndLook() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.layer.cornerRadius = 8
        #expect(view.layer.cornerRadius == 8)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.layer.position == CGPoint(x: 100, y: 100))
        #expect(view.layer.presentation() === view.layer)
        #expect(view.layer.model() === view.layer)
    }

    @Test func aThreeDimensionalTransformShowsAndHitTestsByItsFlatPart() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(card)
        card.layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(card.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(card.frame == CGRect(x: 75, y: 75, width: 100, height: 100))
        #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let flipped = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        card.layer.transform = flipped
        #expect(card.layer.transform == flipped)
        #expect(abs(card.transform.a - 0.5) < 1e-9)
    }

    @Test func sublayersKeepTheirOrderAroundTheSubviewsLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel()
        view.addSubview(label)
        let ring = CAShapeLayer()
        let background = CAGradientLayer()
        view.layer.addSublayer(ring)
        view.layer.insertSublayer(background, at: 0)
        #expect(view.layer.sublayers?.count == 3)
        #expect(view.layer.sublayers?.first === background)
        #expect(view.layer.sublayers?[1] === label.layer)
        #expect(view.layer.sublayers?.last === ring)
        #expect(ring.superlayer === view.layer && label.layer.superlayer === view.layer)
        ring.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 2 && ring.superlayer == nil)
    }

    @Test func aShapeLayersPathAnswersWhetherAPointIsInside() {
        let view = DesignSystemView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        view.layoutIfNeeded()
        let shape = view.layer as? CAShapeLayer
        #expect(shape?.path?.contains(CGPoint(x: 50, y: 22)) == true)
        #expect(shape?.path?.contains(CGPoint(x: 0.5, y: 0.5)) == false)
        #expect(shape?.fillColor == UIColor.black.cgColor && shape?.strokeEnd == 1)
    }

    @Test func aLayerOfItsOwnKeepsItsGeometryAndHitTests() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(layer.position == CGPoint(x: 30, y: 20))
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.addSublayer(dot)
        #expect(layer.hitTest(CGPoint(x: 15, y: 15)) === dot)
        #expect(layer.hitTest(CGPoint(x: 45, y: 25)) === layer)
        #expect(layer.hitTest(CGPoint(x: 5, y: 5)) == nil)
        layer.cornerRadius = 4
        layer.masksToBounds = true
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous
        layer.zPosition = 2
        #expect(layer.cornerRadius == 4 && layer.masksToBounds && layer.zPosition == 2)
        #expect(
            layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner] && layer.cornerCurve == .continuous)
    }

    @Test func aFinishedAnimationIsGoneAndItsDelegateHeardItStopAndARepeatingOneStays() {
        final class Watcher: CAAnimationDelegate {
            var heard: [String] = []
            func animationDidStart(_ anim: CAAnimation) { heard.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.append("stop \(flag)") }
        }
        let view = UIView()
        let watcher = Watcher()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.delegate = watcher
        view.layer.add(fade, forKey: "fade")
        #expect(watcher.heard == ["start", "stop true"])
        #expect(view.layer.animation(forKey: "fade") == nil)

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.toValue = 1.2
        pulse.repeatCount = .infinity
        pulse.autoreverses = true
        view.layer.add(pulse, forKey: "pulse")
        #expect(view.layer.animationKeys() == ["pulse"])
        #expect((view.layer.animation(forKey: "pulse") as? CABasicAnimation)?.keyPath == "transform.scale")
        view.layer.removeAllAnimations()
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aTransactionsCompletionRunsWhenItCommits() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { log.append("completion") }
        #expect(CATransaction.animationDuration() == 0.5)
        log.append("inside")
        CATransaction.commit()
        #expect(log == ["inside", "completion"])
    }

    @Test func aDarkStyleResolvesTheGradientsColoursAgain() {
        let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(header)
        window.overrideUserInterfaceStyle = .dark
        #expect(header.traitCollection.userInterfaceStyle == .dark)
        #expect(header.traitChanges == 1)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(
            header.gradientLayer.colors?.compactMap { $0 as? CGColor }
                == [UIColor.systemPurple.resolvedColor(with: dark), UIColor.systemBlue.resolvedColor(with: dark)])
        #expect(UIColor.systemBlue.resolvedColor(with: dark) != UIColor.systemBlue)
    }
}
