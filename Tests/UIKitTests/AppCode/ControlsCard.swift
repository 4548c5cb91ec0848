import UIKit

/// A settings card: a segmented filter, a page control, a configured button, haptics, a spinner.
final class ControlsCard: UIView {
    let filter = UISegmentedControl(items: ["All", "Unread", "Flagged"])
    let pages = UIPageControl()
    let saveButton: UIButton
    let spinner = UIActivityIndicatorView(style: .medium)
    let haptics = UIImpactFeedbackGenerator(style: .light)
    private(set) var filterChanges: [Int] = []
    private(set) var saves = 0

    override init(frame: CGRect) {
        var config = UIButton.Configuration.filled()
        config.title = "Save"
        config.image = UIImage(systemName: "checkmark")
        config.imagePadding = 6
        config.cornerStyle = .capsule
        config.baseBackgroundColor = .systemGreen
        config.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        saveButton = UIButton(configuration: config, primaryAction: nil)
        super.init(frame: frame)

        filter.selectedSegmentIndex = 0
        filter.frame = CGRect(x: 16, y: 16, width: 240, height: 32)
        filter.addAction(
            UIAction { [weak self] action in
                guard let self, let control = action.sender as? UISegmentedControl else { return }
                self.haptics.impactOccurred()
                self.filterChanges.append(control.selectedSegmentIndex)
            }, for: .valueChanged)
        addSubview(filter)

        pages.numberOfPages = 3
        pages.currentPage = 0
        pages.frame = CGRect(x: 16, y: 60, width: 240, height: 28)
        pages.currentPageIndicatorTintColor = .label
        addSubview(pages)

        saveButton.frame = CGRect(x: 16, y: 100, width: 120, height: 44)
        saveButton.addAction(
            UIAction { [weak self] _ in
                self?.saves += 1
                self?.spinner.startAnimating()
            }, for: .primaryActionTriggered)
        addSubview(saveButton)

        spinner.frame = CGRect(x: 150, y: 112, width: 20, height: 20)
        spinner.hidesWhenStopped = true
        addSubview(spinner)
        haptics.prepare()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
