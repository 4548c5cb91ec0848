import ResponderKit

/// A tab bar with a centre button that sticks out above it: unreachable
/// where it sticks out, until the bar's `hitTest` override reaches it.
enum BulgeScene {
    @MainActor
    static func make() -> Scene {
        let barHeight = 72.0
        let bar = BulgingTabBar(frame: Rect(x: 0, y: Scene.size.height - barHeight, width: Scene.size.width, height: barHeight))
        bar.styled("TabBar", Palette.card, radius: 0)
        let items = ["Home", "Search", "", "Inbox", "Me"]
        let slot = Scene.size.width / Double(items.count)
        for (i, title) in items.enumerated() where !title.isEmpty {
            let item = Button(frame: Rect(x: Double(i) * slot + 16, y: 12, width: slot - 32, height: 48))
            item.styled(title, Palette.lighter(Palette.blue, 0.6), radius: 10)
            item.title = title
            bar.addSubview(item)
        }
        let compose = Button(frame: Rect(x: 2 * slot + (slot - 88) / 2, y: -40, width: 88, height: 88))
        compose.styled("Compose", Palette.accent, radius: 44)
        compose.title = "+"
        bar.addSubview(compose)
        bar.overflowingButton = compose

        let root = PolicyViewController(name: "TabController", policy: .silent) {
            let screen = View(frame: Rect(origin: .zero, size: Scene.size)).styled("Screen", Palette.canvas, radius: 0)
            screen.borderWidth = 0
            let content = PolicyView(frame: Rect(x: 0, y: 0, width: Scene.size.width, height: Scene.size.height - barHeight),
                                     policy: .handles).styled("Content", Palette.lighter(Palette.sand, 0.5), radius: 0)
            content.addSubview(Label.text("The + button's top half lies outside the tab bar's bounds.",
                                          Rect(x: 40, y: 200, width: 680, height: 22), size: 15, align: .center))
            content.addSubview(Label.text("Clicks there reach the content behind it, until TabBar overrides hitTest.",
                                          Rect(x: 40, y: 226, width: 680, height: 22), size: 15, align: .center))
            screen.addSubview(content)
            screen.addSubview(bar)
            return screen
        }
        return Scene(
            name: "bulge", title: "A button that sticks out",
            caption: "A subview outside its superview's bounds is seen but not touched, unless the superview's hitTest reaches it.",
            root: root, fixDescription: "turn TabBar's hitTest override on",
            tourTaps: [Point(x: compose.center.x, y: bar.frame.minY - 20)],
            applyFix: { bar.reachesOverflow = $0 })
    }
}

/// A view-controller hierarchy whose responders handle, forward with super,
/// or stay silent, with the application delegate at the end of the chain.
enum ChainScene {
    @MainActor
    static func make() -> Scene {
        let delegate = PolicyAppDelegate()
        let card = PolicyView(frame: Rect(x: 180, y: 150, width: 400, height: 300), policy: .forwardsWithSuper)
            .styled("Card", Palette.card, radius: 16)
        let avatar = ImageView(frame: Rect(x: 20, y: 20, width: 64, height: 64))
        avatar.styled("Avatar (ImageView)", Palette.teal, radius: 32)
        avatar.imageName = "person"
        card.addSubview(avatar)
        card.addSubview(Label.text("Card: forwards with super", Rect(x: 100, y: 30, width: 280, height: 20), size: 14, bold: true))
        card.addSubview(Label.text("CardController handles what reaches it", Rect(x: 100, y: 54, width: 280, height: 18), size: 12, color: Palette.muted))
        let body = View(frame: Rect(x: 20, y: 104, width: 360, height: 110)).styled("Body (silent)", Palette.lighter(Palette.lilac, 0.5))
        card.addSubview(body)
        let like = Button(frame: Rect(x: 20, y: 232, width: 120, height: 48))
        like.styled("Like", Palette.red, radius: 24)
        like.title = "♥ Like"
        card.addSubview(like)
        let cardController = PolicyViewController(name: "CardController", policy: .handles) { card }

        let banner = PolicyView(frame: Rect(x: 180, y: 40, width: 400, height: 70), policy: .forwardsWithSuper)
            .styled("Banner (forwards)", Palette.sand, radius: 12)
        banner.addSubview(Label.text("Nobody up the chain handles a touch here: discarded.",
                                     Rect(x: 14, y: 24, width: 372, height: 20), size: 12, align: .center))

        let feedController = PolicyViewController(name: "FeedController", policy: .silent) {
            let feed = View(frame: Rect(origin: .zero, size: Scene.size)).styled("Feed", Palette.canvas, radius: 0)
            feed.borderWidth = 0
            feed.addSubview(banner)
            feed.addSubview(card)
            return feed
        }
        feedController.addChild(cardController)
        return Scene(
            name: "chain", title: "The responder chain",
            caption: "Unhandled touches go view → controller → superview … → window → application → delegate, then are discarded.",
            root: feedController, delegate: delegate, fixDescription: "make AppDelegate handle touches",
            tourTaps: [Point(x: 380, y: 90)],
            applyFix: { delegate.policy = $0 ? .handles : .silent })
    }
}
