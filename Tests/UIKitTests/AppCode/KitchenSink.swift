import UIKit

/// A grab bag of what view files commonly write, so that each spelling is compiled and run.
@MainActor
enum KitchenSink {
    static func buildBadge() -> UIView {
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.backgroundColor = UIColor.systemRed.withAlphaComponent(0.9)
        badge.layer.cornerRadius = 9
        badge.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        badge.layer.cornerCurve = .continuous
        badge.layer.borderColor = UIColor.white.cgColor
        badge.layer.borderWidth = 1.5
        badge.layer.zPosition = 10
        badge.layer.shouldRasterize = true
        badge.layer.rasterizationScale = UIScreen.main.scale
        badge.clipsToBounds = true
        badge.isUserInteractionEnabled = false
        badge.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            badge.heightAnchor.constraint(equalToConstant: 18),
            badge.widthAnchor.constraint(greaterThanOrEqualTo: badge.heightAnchor),
        ])
        let label = UILabel()
        label.text = "99+"
        label.font = .monospacedDigitSystemFont(ofSize: 11, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.lineBreakMode = .byClipping
        badge.addSubview(label)
        return badge
    }

    static func styleNavigation(_ controller: UIViewController) {
        controller.navigationItem.title = "Inbox"
        controller.navigationItem.largeTitleDisplayMode = .never
        controller.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: nil, action: nil),
            UIBarButtonItem(systemItem: .search, primaryAction: UIAction { _ in }),
        ]
        controller.navigationController?.navigationBar.prefersLargeTitles = true
        controller.modalPresentationStyle = .fullScreen
        controller.view.tintColor = .systemIndigo
    }

    static func decorate(_ view: UIView) {
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        gradient.locations = [0.5, 1]
        view.layer.insertSublayer(gradient, at: 0)

        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: view.bounds.midX, y: view.bounds.midY), radius: 20,
                startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
            ).cgPath
        ring.strokeColor = UIColor.tintColor.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 3
        ring.lineCap = .round
        ring.strokeEnd = 0.25
        view.layer.addSublayer(ring)

        let spin = CABasicAnimation(keyPath: "strokeEnd")
        spin.fromValue = 0
        spin.toValue = 1
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        spin.fillMode = .forwards
        spin.isRemovedOnCompletion = false
        ring.add(spin, forKey: "progress")

        let mask = CAShapeLayer()
        mask.path =
            UIBezierPath(
                roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 16, height: 16)
            ).cgPath
        view.layer.mask = mask

        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        path.closeSubpath()
        view.layer.shadowPath = path
    }

}
