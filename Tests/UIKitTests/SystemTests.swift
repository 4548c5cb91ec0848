import Testing
import UIKit

@MainActor
@Suite("What view controllers ask of the system")
struct SystemTests {
    @Test func aFormFollowsTheKeyboardNotificationsItObserves() {
        let form = FormController()
        form.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        _ = form.view
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 508, width: 390, height: 336)])
        #expect(
            form.scrollView.contentInset.bottom == 336 && form.scrollView.verticalScrollIndicatorInsets.bottom == 336)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(form.scrollView.contentInset.bottom == 0)
        #expect(form.preferredStatusBarStyle == .lightContent && form.supportedInterfaceOrientations == .portrait)
        #expect(
            form.emailField.keyboardType == .emailAddress
                && form.emailField.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(form.emailField.delegate === form)
        #expect(form.emailField.delegate?.textFieldShouldReturn(form.emailField) == true && form.returnPresses == 1)
        #expect(UIViewController().preferredStatusBarStyle == .default && UIViewController().shouldAutorotate)
        #expect(
            form.inputAccessoryView === form.accessoryBar && form.emailField.inputAccessoryView === form.accessoryBar)
        #expect(UIViewController().inputAccessoryView == nil && form.emailField.inputView == nil)
    }

    @Test func aSlidersThumbIsWhereItsValueSays() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 204, height: 31))
        slider.maximumValue = 10
        slider.value = 5
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 200, height: 4))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
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
        #expect(
            stack.customSpacing(after: first) == 24
                && stack.customSpacing(after: second) == UIStackView.spacingUseDefault)
        #expect(stack.isLayoutMarginsRelativeArrangement && stack.layoutMargins.left == 16)
    }

    @Test func theDeviceIsAnUprightIPhone() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
        #expect(
            UITraitCollection.current.userInterfaceStyle == .light && UIScreen.main.traitCollection.displayScale == 3)
    }
}

@MainActor
@Suite("Scroll views that stop where code says")
struct ScrollTargetTests {
    let screen = Screen()

    @Test func aCarouselSnapsToTheCardItsDelegateChose() throws {
        let carousel = CardCarousel(frame: CGRect(x: 0, y: 100, width: 320, height: 150))
        screen.window.addSubview(carousel)
        _ = screen.drag(
            from: CGPoint(x: 280, y: 170), by: CGPoint(x: -150, y: 0),
            watching: carousel.scrollView.panGestureRecognizer)
        screen.app.advanceTime(by: 2)
        let velocity = try #require(carousel.releaseVelocities.first)
        #expect(velocity.x > 0 && velocity.x < 20)  // points per millisecond, the content moving right
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

@MainActor
@Suite("Spellings view files use")
struct KitchenSinkTests {
    @Test func aBadgeKeepsEverythingItWasGiven() {
        let badge = KitchenSink.buildBadge()
        #expect(badge.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        #expect(badge.layer.rasterizationScale == 3 && badge.layer.zPosition == 10 && badge.clipsToBounds)
        #expect(badge.constraints.count == 2 && badge.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        let label = badge.subviews.first as? UILabel
        #expect(label?.font.fontDescriptor.symbolicTraits == [.traitBold, .traitMonoSpace])
        #expect(label?.lineBreakMode == .byClipping && label?.textAlignment == .center)
    }

    @Test func aNavigationItemAndBarKeepWhatTheyWereGiven() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        KitchenSink.styleNavigation(list)
        #expect(
            list.navigationItem.rightBarButtonItems?.count == 2
                && list.navigationItem.leftBarButtonItem?.title == "Edit")
        #expect(navigation.navigationBar.prefersLargeTitles && list.modalPresentationStyle == .fullScreen)
        #expect(list.view.tintColor == .systemIndigo)
    }

    @Test func layersAddedInCodeAreKept() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        KitchenSink.decorate(view)
        let layers = try #require(view.layer.sublayers)
        #expect(layers.count == 2 && layers.first is CAGradientLayer && layers.last is CAShapeLayer)
        #expect(layers.last?.animation(forKey: "progress") != nil)  // not removed on completion
        #expect((view.layer.mask as? CAShapeLayer)?.path?.contains(CGPoint(x: 50, y: 50)) == true)
        #expect(view.layer.shadowPath?.isEmpty == false)
        #expect(UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: nil).isEmpty)
        #expect(Bundle.main.loadNibNamed("Header", owner: nil) == nil)
    }
}

@MainActor
@Suite("Lists fed the modern way")
struct ModernListTests {
    enum Section { case pinned, recent }

    @Test func aDiffableSnapshotIsWhatTheDataSourceAnswers() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = "Today"
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.pinned, .recent])
        snapshot.appendItems(["Ada"], toSection: .pinned)
        snapshot.appendItems(["Grace", "Linus"])
        snapshot.insertItems(["Alan"], beforeItem: "Linus")
        var applied = false
        dataSource.apply(snapshot, animatingDifferences: false) { applied = true }
        #expect(applied && table.dataSource === dataSource)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .recent) == ["Grace", "Alan", "Linus"])
        #expect(
            dataSource.numberOfSections(in: table) == 2 && dataSource.tableView(table, numberOfRowsInSection: 1) == 3)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "Alan")
        #expect(dataSource.indexPath(for: "Ada") == IndexPath(row: 0, section: 0))
        let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: 2, section: 1))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Linus" && content.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(cell.textLabel?.text == "Linus" && cell.textLabel?.superview === cell.contentView)
    }

    @Test func aSubtitleCellsConfigurationIsItsStyles() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(cell.defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        #expect(cell.defaultContentConfiguration().secondaryTextProperties.color == .secondaryLabel)
        #expect(
            !UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
                .prefersSideBySideTextAndSecondaryText)
    }
}
