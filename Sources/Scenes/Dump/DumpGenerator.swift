import ResponderKit

/// The `recursiveDescription` of a made-up iPad app, as many views as asked:
/// a split view with a sidebar table (rows of icons and labels, section
/// headers) beside a grid of cards in a collection view (photos, labels,
/// buttons with images, badges that stick out of their cell, now and then a
/// row of chips in a horizontal scroll view, a switch, a rotated sticker),
/// under navigation bars and over a tab bar, with the wrappers, layers,
/// gesture recognizers and hidden spinners real dumps have. The same seed
/// gives the same text; it reads with ``DumpReader`` like a real dump.
///
/// ```swift
/// let text = DumpGenerator.make(views: 5_000, seed: 1)
/// let scene = try DumpLoader.load(text: text, name: "generated")
/// scene.imported?.views.count   // 5000
/// ```
public enum DumpGenerator {
    /// The root window's frame: the size of the screen the bench draws at.
    public static let windowSize = Size(width: 1280, height: 800)

    /// A dump of exactly `views` views (at least 1) whose root is a `UIWindow` of ``windowSize``.
    public static func make(views: Int = 5_000, seed: UInt64 = 1) -> String {
        var layout = Layout(seed: seed)
        let root = layout.app(views: max(views, 1))
        return Printer(seed: seed).text(of: root)
    }

    /// One view before printing: its class, frame, fields before the layer,
    /// fields after it (a scroll view's), and the text after the `>`.
    final class Node {
        let className: String
        let frame: (x: Double, y: Double, width: Double, height: Double)
        var fields: [String]
        var afterLayer: [String] = []
        var trailer: String?
        var subviews: [Node] = []

        init(_ className: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ fields: [String] = [])
        {
            self.className = className
            frame = (x, y, width, height)
            self.fields = fields
        }

        @discardableResult
        func add(_ node: Node) -> Node {
            subviews.append(node)
            return node
        }

        var count: Int { 1 + subviews.reduce(0) { $0 + $1.count } }

        /// Takes off the last view printed under this one; false when it has no subviews.
        func removeLast() -> Bool {
            guard let last = subviews.last else { return false }
            if !last.removeLast() { subviews.removeLast() }
            return true
        }
    }

    /// The app's views: chrome first, then rows and cards until the count is reached.
    struct Layout {
        var rng: Random
        init(seed: UInt64) { rng = Random(seed: seed) }

        mutating func app(views: Int) -> Node {
            let size = DumpGenerator.windowSize
            let window = Node(
                "UIWindow", 0, 0, size.width, size.height,
                [gestures, "backgroundColor = " + systemColor("systemBackgroundColor")])
            let content = size.height - 49
            let split = wrappers(
                in: window, ["UITransitionView", "UIDropShadowView", "UILayoutContainerView"], size.width, content)
            split.fields.append(gestures)

            let sidebarColumn = wrappers(
                in: split, ["UIView", "UINavigationTransitionView", "UIViewControllerWrapperView"], 320, content)
            let table = scrollView(
                in: sidebarColumn, "UITableView", 320, content,
                background: systemColor("secondarySystemBackgroundColor"))
            navigationBar(in: sidebarColumn, width: 320, title: "Library", buttons: 1)

            let detail = split.add(Node("UIView", 320, 0, size.width - 320, content, ["autoresize = W+H"]))
            let detailColumn = wrappers(
                in: detail, ["UINavigationTransitionView", "UIViewControllerWrapperView"], size.width - 320, content)
            let grid = scrollView(
                in: detailColumn, "UICollectionView", size.width - 320, content,
                background: systemColor("systemGroupedBackgroundColor"))
            grid.trailer = " collection view layout: <UICollectionViewFlowLayout: 0x7fa1b3d0c7e0>"
            navigationBar(in: detailColumn, width: size.width - 320, title: "Discover", buttons: 3)
            tabBar(in: window, width: size.width, y: content)

            // About a tenth of the views in sidebar rows, cards for the rest; the last card cut to fit.
            var total = window.count
            let rows = max((views - total) / 12 / 6, 0)
            for row in 0..<rows {
                if row % 12 == 0 {
                    total += sectionHeader(in: table, y: Double(row) * 56 + Double(row / 12) * 38, number: row / 12)
                }
                total += tableRow(in: table, y: Double(row) * 56 + Double(row / 12 + 1) * 38, number: row)
            }
            table.afterLayer = scrollFields(
                offset: (0, 56 * 7), size: (320, Double(rows) * 56 + Double(rows / 12 + 1) * 38))
            var card = 0
            while total < views {
                total += self.card(in: grid, number: card)
                card += 1
            }
            let columns = 4.0, pitch = 276.0
            grid.afterLayer = scrollFields(
                offset: (0, pitch * 3), size: (size.width - 320, (Double(card) / columns).rounded(.up) * pitch + 16))
            while total > views, grid.removeLast() { total -= 1 }
            while total > views, window.removeLast() { total -= 1 }
            return window
        }

        var gestures: String { mutating get { "gestureRecognizers = <NSArray: 0x6000\(hex(8))>" } }

        mutating func hex(_ digits: Int) -> String {
            let value = String(rng.next() & ((1 << (4 * UInt64(digits))) - 1), radix: 16)
            return String(repeating: "0", count: digits - value.count) + value
        }

        mutating func systemColor(_ name: String) -> String {
            "<UIDynamicSystemColor: 0x6000\(hex(8)); name = \(name)>"
        }

        /// Views filling their parent, one in the next, as controllers' containers nest; the innermost.
        func wrappers(in parent: Node, _ classes: [String], _ width: Double, _ height: Double) -> Node {
            classes.reduce(parent) { $0.add(Node($1, 0, 0, width, height, ["autoresize = W+H"])) }
        }

        mutating func scrollView(
            in parent: Node, _ className: String, _ width: Double, _ height: Double, background: String
        ) -> Node {
            let view = parent.add(
                Node(
                    className, 0, 0, width, height,
                    ["clipsToBounds = YES", "autoresize = W+H", gestures, "backgroundColor = " + background]))
            return view
        }

        func scrollFields(offset: (Double, Double), size: (Double, Double)) -> [String] {
            [
                "contentOffset: {\(number(offset.0)), \(number(offset.1))}",
                "contentSize: {\(number(size.0)), \(number(size.1))}",
                "adjustedContentInset: {50, 0, 0, 0}",
            ]
        }

        mutating func navigationBar(in parent: Node, width: Double, title: String, buttons: Int) {
            let bar = parent.add(Node("UINavigationBar", 0, 0, width, 50, ["autoresize = W"]))
            let background = bar.add(Node("_UIBarBackground", 0, -24, width, 74, ["userInteractionEnabled = NO"]))
            background.add(Node("UIVisualEffectView", 0, 0, width, 74, ["clipsToBounds = YES"]))
                .add(
                    Node(
                        "_UIVisualEffectBackdropView", 0, 0, width, 74,
                        ["clipsToBounds = YES", "userInteractionEnabled = NO"]))
            background.add(Node("_UIBarBackgroundShadowView", 0, 74, width, 0.5, ["userInteractionEnabled = NO"]))
            let content = bar.add(
                Node(
                    "_UINavigationBarContentView", 0, 0, width, 50,
                    ["layout = <_UINavigationBarContentViewLayout: 0x6000\(hex(8))>"]))
            content.add(
                Node("UILabel", 16, 14, 200, 22, ["text = '\(title)'", "opaque = NO", "userInteractionEnabled = NO"]))
            for i in 0..<buttons {
                let button = content.add(Node("_UIButtonBarButton", width - 52 - Double(i) * 44, 3, 44, 44, [gestures]))
                let modern = button.add(Node("_UIModernBarButton", 8, 6, 28, 32, ["opaque = NO"]))
                let image = modern.add(
                    Node("UIImageView", 2, 4, 24, 24, ["opaque = NO", "userInteractionEnabled = NO"]))
                image.trailer = " - " + ["plus.png", "magnifyingglass.png", "ellipsis.circle.png"][i % 3]
            }
        }

        mutating func tabBar(in window: Node, width: Double, y: Double) {
            let bar = window.add(Node("UITabBar", 0, y, width, 49, ["autoresize = W+TM", gestures]))
            let background = bar.add(Node("_UIBarBackground", 0, 0, width, 49, ["userInteractionEnabled = NO"]))
            background.add(Node("UIVisualEffectView", 0, 0, width, 49, ["clipsToBounds = YES"]))
            background.add(Node("_UIBarBackgroundShadowView", 0, -0.5, width, 0.5, ["userInteractionEnabled = NO"]))
            let titles = ["Home", "Discover", "Library", "Search", "Profile"]
            let itemWidth = width / Double(titles.count)
            for (i, title) in titles.enumerated() {
                let item = bar.add(
                    Node("UITabBarButton", Double(i) * itemWidth, 1, itemWidth, 48, ["opaque = NO", gestures]))
                let image = item.add(
                    Node(
                        "UITabBarSwappableImageView", itemWidth / 2 - 14, 4, 28, 24,
                        ["opaque = NO", "userInteractionEnabled = NO"]))
                image.trailer = " - tab-\(title.lowercased()).png"
                item.add(
                    Node(
                        "UITabBarButtonLabel", itemWidth / 2 - 30, 31, 60, 12,
                        ["text = '\(title)'", "opaque = NO", "userInteractionEnabled = NO"]))
            }
        }

        /// Returns the views added.
        mutating func sectionHeader(in table: Node, y: Double, number: Int) -> Int {
            let header = table.add(
                Node("UITableViewHeaderFooterView", 0, y, 320, 38, ["text = 'Section \(number + 1)'"]))
            header.add(
                Node(
                    "_UITableViewHeaderFooterViewBackground", 0, 0, 320, 38,
                    [
                        "userInteractionEnabled = NO",
                        "backgroundColor = " + systemColor("systemGroupedBackgroundColor"),
                    ]))
            header.add(
                Node(
                    "UITableViewLabel", 16, 14, 288, 18,
                    ["text = '\(words(2).uppercased())'", "opaque = NO", "userInteractionEnabled = NO"]))
            return header.count
        }

        mutating func tableRow(in table: Node, y: Double, number: Int) -> Int {
            let cell = table.add(
                Node(
                    "UITableViewCell", 0, y, 320, 56,
                    [
                        "text = '\(words(2))'", "autoresize = W", gestures,
                        "backgroundColor = " + systemColor("secondarySystemGroupedBackgroundColor"),
                    ]))
            let content = cell.add(Node("UITableViewCellContentView", 0, 0, 296, 55.5, ["opaque = NO", gestures]))
            let icon = content.add(
                Node(
                    "UIImageView", 16, 12, 32, 32,
                    ["clipsToBounds = YES", "opaque = NO", "userInteractionEnabled = NO"]))
            icon.trailer = " - icon-\(number % 17).png"
            content.add(
                Node(
                    "UITableViewLabel", 60, 9, 220, 20,
                    ["text = '\(words(2))'", "opaque = NO", "userInteractionEnabled = NO"]))
            content.add(
                Node(
                    "UITableViewLabel", 60, 30, 220, 16,
                    ["text = '\(words(4))'", "opaque = NO", "userInteractionEnabled = NO"]))
            cell.add(Node("UIImageView", 298, 21, 8, 14, ["opaque = NO", "userInteractionEnabled = NO"])).trailer =
                " - chevron.right.png"
            cell.add(
                Node(
                    "_UITableViewCellSeparatorView", 60, 55.5, 260, 0.5,
                    ["backgroundColor = UIExtendedSRGBColorSpace 0.776 0.776 0.784 1"]))
            return cell.count
        }

        /// A card in the grid's 4 columns; about 20 views.
        mutating func card(in grid: Node, number: Int) -> Int {
            let x = 16 + Double(number % 4) * 236, y = 16 + Double(number / 4) * 276
            let cell = grid.add(Node("MyApp.CardCell", x, y, 220, 260, ["baseClass = UICollectionViewCell", gestures]))
            if number % 23 == 7 { cell.fields.append("alpha = 0.5") }
            let content = cell.add(
                Node(
                    "UIView", 0, 0, 220, 260,
                    [
                        "clipsToBounds = YES", gestures,
                        "backgroundColor = " + systemColor("secondarySystemGroupedBackgroundColor"),
                    ]))
            content.add(
                Node(
                    "UIImageView", 0, 0, 220, 140,
                    [
                        "clipsToBounds = YES", "opaque = NO", "userInteractionEnabled = NO",
                        "backgroundColor = UIExtendedSRGBColorSpace \(channel()) \(channel()) \(channel()) 1",
                    ])
            )
            .trailer = " - photo-\(number).jpg"
            content.add(
                Node(
                    "UIActivityIndicatorView", 91.5, 51.5, 37, 37,
                    ["hidden = YES", "opaque = NO", "autoresize = LM+RM+TM+BM"]))
            content.add(
                Node(
                    "UILabel", 12, 148, 196, 20, ["text = '\(words(3))'", "opaque = NO", "userInteractionEnabled = NO"])
            )
            content.add(
                Node(
                    "UILabel", 12, 170, 196, 34,
                    ["text = '\(words(7))'", "opaque = NO", "clipsToBounds = YES", "userInteractionEnabled = NO"]))
            if number % 5 == 2 {
                // A row of chips that scrolls sideways, half scrolled.
                let chips = content.add(Node("UIScrollView", 12, 214, 196, 32, ["clipsToBounds = YES", gestures]))
                for i in 0..<6 {
                    let chip = chips.add(
                        Node(
                            "UIButton", Double(i) * 76, 2, 70, 28,
                            [
                                "opaque = NO",
                                "backgroundColor = " + systemColor("systemGray6Color"),
                            ]))
                    chip.add(
                        Node(
                            "UIButtonLabel", 10, 6, 50, 16,
                            ["text = '\(words(1))'", "opaque = NO", "userInteractionEnabled = NO"]))
                }
                chips.afterLayer = scrollFields(offset: (Double(number % 3) * 60, 0), size: (456, 32))
            } else {
                let stack = content.add(Node("UIStackView", 12, 214, 136, 36, ["opaque = NO"]))
                for (i, symbol) in ["heart", "bubble", "paperplane"].enumerated() {
                    let button = stack.add(Node("UIButton", Double(i) * 48, 0, 36, 36, ["opaque = NO"]))
                    button.add(
                        Node(
                            "UIImageView", 6, 6, 24, 24,
                            ["clipsToBounds = YES", "opaque = NO", "userInteractionEnabled = NO"])
                    )
                    .trailer = " - \(symbol).png"
                }
                if number % 4 == 1 {
                    let toggle = content.add(Node("UISwitch", 157, 216, 51, 31, ["opaque = NO", gestures]))
                    toggle.add(Node("UIView", 0, 0, 51, 31, ["userInteractionEnabled = NO"]))
                        .add(Node("UIImageView", 2, 2, 27, 27, ["opaque = NO", "userInteractionEnabled = NO"]))
                }
            }
            if number % 3 == 0 {
                // A badge on the cell, out of the clipping content view, past the cell's corner.
                let badge = cell.add(
                    Node(
                        "MyApp.BadgeView", 200, -8, 28, 20,
                        [
                            "baseClass = UIView",
                            "backgroundColor = " + systemColor("systemRedColor"),
                        ]))
                badge.add(
                    Node(
                        "UILabel", 4, 2, 20, 16,
                        ["text = '\(number % 9 + 1)'", "opaque = NO", "userInteractionEnabled = NO"]))
            }
            if number % 17 == 5 {
                // A sticker turned by 0.2 rad: the frame is the turned bounds' box.
                cell.add(
                    Node(
                        "UIImageView", 150, 110, 54.2, 44.8,
                        ["transform = [0.980067, 0.198669, -0.198669, 0.980067, 0, 0]", "opaque = NO"])
                )
                .trailer = " - sticker-new.png"
            }
            return cell.count
        }

        /// A colour channel as UIKit prints one: `0.627`.
        mutating func channel() -> String { number((rng.double(0.4, 0.9) * 1000).rounded() / 1000) }

        mutating func words(_ count: Int) -> String {
            (0..<count).map { _ in Self.vocabulary[rng.int(Self.vocabulary.count)] }.joined(separator: " ")
        }

        static let vocabulary = [
            "Morning", "light", "over", "the", "harbour", "Sam's", "notes", "trail", "run", "coffee",
            "market", "weekend", "city", "walk", "photos", "draft", "shared", "album", "lake", "road",
            "trip", "new", "recipe", "garden", "ideas", "reading", "list", "music", "evening", "sketch",
        ]
    }

    /// The text of a tree of nodes, with made-up addresses, one per view in print order.
    struct Printer {
        let base: UInt64

        init(seed: UInt64) {
            var rng = Random(seed: seed ^ 0xADD2E55)
            base = 0x7F00_0000_0000 | (rng.next() & 0xFF_FF00_0000)
        }

        func text(of root: Node) -> String {
            var out = ""
            out.reserveCapacity(root.count * 200)
            var index = 0
            var stack: [(node: Node, depth: Int)] = [(root, 0)]
            while let (node, depth) = stack.popLast() {
                for _ in 0..<depth { out += "   | " }
                out += line(node, index: index)
                out += "\n"
                index += 1
                for sub in node.subviews.reversed() { stack.append((sub, depth + 1)) }
            }
            return out
        }

        func line(_ node: Node, index: Int) -> String {
            let f = node.frame
            var fields = ["frame = (\(number(f.x)) \(number(f.y)); \(number(f.width)) \(number(f.height)))"]
            fields += node.fields
            let layer =
                node.className == "UIWindow"
                ? "UIWindowLayer" : node.className.hasSuffix("Label") ? "_UILabelLayer" : "CALayer"
            fields.append("layer = <\(layer): 0x\(String(0x6000_00C0_0000 + UInt64(index) * 0x20, radix: 16))>")
            fields += node.afterLayer
            let address = String(base + UInt64(index) * 0x110, radix: 16)
            return "<\(node.className): 0x\(address); \(fields.joined(separator: "; "))>" + (node.trailer ?? "")
        }
    }

    static func number(_ value: Double) -> String { DumpWriter.number(value) }

    /// SplitMix64, so that the text depends on the seed alone.
    struct Random {
        var state: UInt64
        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func int(_ upperBound: Int) -> Int { Int(next() % UInt64(upperBound)) }
        mutating func double(_ low: Double, _ high: Double) -> Double {
            low + Double(next() >> 11) / Double(1 << 53) * (high - low)
        }
    }
}
