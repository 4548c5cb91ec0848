import UIKit

/// A story card as feeds write them: a close button wired by `#selector` to a private `@objc` method,
/// a pan recognizer whose handler moves the card, and an action named as Objective-C names it.
final class StoryCardView: UIView {
    let closeButton = UIButton(type: .system)
    let pan = UIPanGestureRecognizer()
    private(set) var closeCount = 0
    private(set) var lastSender: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(closeButton)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        pan.addTarget(self, action: #selector(handlePan(_:)))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func closeTapped() {
        closeCount += 1
        closeButton.isHidden = true
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        lastSender = "pan"
        transform = CGAffineTransform(translationX: 40, y: 0)
    }

    @objc(dismissCard:) func dismiss(_ sender: Any) {
        lastSender = "dismiss"
        alpha = 0
    }

    @IBAction func likeTapped(_ sender: UIButton) {
        lastSender = "like"
    }

    @objc func share(_ sender: Any, forEvent event: UIEvent) {
        lastSender = "share"
    }

    func notAnAction() {
        lastSender = "not an action"
    }
}

/// A drawer that performs `toggleDrawer` for whatever inside it sends it with no target.
@objcMembers
class DrawerView: UIView {
    private(set) var isOpen = false

    func toggleDrawer() {
        isOpen.toggle()
    }
}

/// A menu button that sends its action up the responder chain.
final class DrawerHandle: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(nil, action: #selector(DrawerView.toggleDrawer), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A class that routes actions itself keeps its own `perform(_:withSender:)`.
final class SelfRoutingView: UIView {
    private(set) var performed: [String] = []

    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        performed.append(action.name)
        return true
    }

    @objc func refresh() {}
}

// MARK: - Actions

extension StoryCardView {
    @objc func reportTapped() {
        lastSender = "report"
    }
}
