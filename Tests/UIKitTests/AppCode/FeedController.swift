import UIKit

/// A screen that embeds a header child controller and a list, and presents a sheet.
final class FeedController: BaseViewController {
    let header = HeaderController()
    let chips = UIStackView()
    private(set) var removedFilters: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
        tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)

        addChild(header)
        view.addSubview(header.view)
        header.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
        header.didMove(toParent: self)

        chips.axis = .horizontal
        chips.spacing = 8
        chips.frame = CGRect(x: 16, y: 130, width: 288, height: 28)
        view.addSubview(chips)
        // The lab's stack views keep the frames they are given, as a dump's do.
        for (index, title) in ["Photos", "Nearby"].enumerated() {
            let chip = FilterChipView(frame: CGRect(x: CGFloat(index) * 108, y: 0, width: 100, height: 28))
            chip.title = title
            chip.delegate = self
            chips.addArrangedSubview(chip)
        }
        chips.layoutIfNeeded()
    }
}

extension FeedController: FilterChipViewDelegate {
    func filterChipDidTapRemove(_ chip: FilterChipView) {
        removedFilters.append(chip.title ?? "")
    }

    func filterChip(_ chip: FilterChipView, didChangeSelection isSelected: Bool) {}
}

final class HeaderController: BaseViewController {
    override func loadView() {
        view = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    }
}
