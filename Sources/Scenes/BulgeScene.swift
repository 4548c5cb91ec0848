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
            let content = PolicyView(frame: Rect(x: 0, y: 0, width: Scene.size.width, height: Scene.size.height - barHeight),
                                     policy: .handles).styled("Content", Palette.lighter(Palette.sand, 0.5), radius: 0)
            content.addSubview(Label.text("The + button's top half lies outside the tab bar's bounds.",
                                          Rect(x: 40, y: 200, width: 680, height: 22), size: 15, align: .center))
            content.addSubview(Label.text("Clicks there reach the content behind it, until TabBar overrides hitTest.",
                                          Rect(x: 40, y: 226, width: 680, height: 22), size: 15, align: .center))
            return View.screen([content, bar])
        }
        return Scene(
            name: "bulge", title: "A button that sticks out",
            caption: "A subview outside its superview's bounds is seen but not touched, unless the superview's hitTest reaches it.",
            root: root, fixDescription: "turn TabBar's hitTest override on",
            tourTaps: [Point(x: compose.center.x, y: bar.frame.minY - 20)],
            applyFix: { bar.reachesOverflow = $0 })
    }
}
