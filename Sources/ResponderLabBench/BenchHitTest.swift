import ResponderKit
import TestSupport

/// Hit-testing on wide, deep and random trees: the traced hit-test per point
/// (its target), the hit-test against the same search over plain structs, and
/// the cost per visited view and traced ÷ untraced, reported.
@MainActor
enum HitTestBench {
    @MainActor
    struct Tree {
        let name: String
        let root: View
        let points: [Point]
        /// Views asked over all `points` (the trace's steps), the count the time is divided by.
        let visited: Int
        /// Steps the traces report over all `points`: the asked views and those under the point never asked.
        let reported: Int

        init(name: String, root: View, points: [Point]) {
            self.name = name
            self.root = root
            self.points = points
            var order: [View] = []
            var reported = 0
            for p in points {
                let trace = root.hitTestTrace(at: p)
                order += trace.steps.map(\.view)
                reported += trace.steps.count + trace.unasked.count
            }
            visited = order.count
            self.reported = reported
        }
    }

    static func run() -> [BenchFigure] {
        let trees = [wide(10_000), deep(10_000), random(1_000), random(10_000), random(100_000)]
        var perView: [BenchFigure] = [], floors: [BenchFigure] = [], traces: [BenchFigure] = []
        var ratios: [BenchFigure] = [], reports: [BenchFigure] = []
        for tree in trees {
            let root = tree.root, points = tree.points
            var sink = 0
            let (untraced, traced) = Stopwatch.interleaved(
                {
                    for p in points where root.hitTest(p, with: nil) != nil { sink &+= 1 }
                },
                {
                    for p in points { sink &+= root.hitTestTrace(at: p).steps.count }
                })
            let flat = FlatTree(tree.root)
            // Interleaved with the hit-test itself: their ratio is the figure, and the machine is shared.
            let (again, floor) = Stopwatch.interleaved(
                {
                    for p in points where root.hitTest(p, with: nil) != nil { sink &+= 1 }
                },
                {
                    for p in points where flat.hitTest(p) >= 0 { sink &+= 1 }
                })
            precondition(sink != Int.min)
            let isRandom = tree.name.hasPrefix("random")
            perView.append(BenchFigure("hit-test, \(tree.name)", untraced / Double(tree.visited), "ns/view"))
            floors.append(
                BenchFigure(
                    "hit-test ÷ the same search over plain structs in one array, \(tree.name)", again / floor, "×",
                    target: BenchFigure.atMost(2.5)))
            let perPoint = traced / Double(points.count) / 1000
            traces.append(
                BenchFigure(
                    "traced hit-test, \(tree.name), per point", perPoint, "µs",
                    target: isRandom ? BenchFigure.atMost(10) : nil))
            ratios.append(BenchFigure("traced ÷ untraced hit-test, \(tree.name)", traced / untraced, "×"))
            reports.append(
                BenchFigure(
                    "  steps a trace reports (asked + never asked) per point, \(tree.name)",
                    Double(tree.reported) / Double(points.count), "steps"))
        }
        // Interleaved, as the ratio is the figure and the machine's speed changes between the trees' rounds.
        let small = trees[2], large = trees[4]
        var sink = 0
        let (tracedSmall, tracedLarge) = Stopwatch.interleaved(
            {
                for p in small.points { sink &+= small.root.hitTestTrace(at: p).steps.count }
            },
            {
                for p in large.points { sink &+= large.root.hitTestTrace(at: p).steps.count }
            })
        precondition(sink != Int.min)
        let growth = BenchFigure(
            "traced hit-test, random 100,000 ÷ random 1,000, per point",
            (tracedLarge / Double(large.points.count)) / (tracedSmall / Double(small.points.count)),
            "×", target: BenchFigure.atMost(2))
        return traces + [growth] + reports + floors + perView + ratios
    }

    /// One root with `n` children side by side, one point wide; the point is in
    /// the first child, so every child is asked (front to back) before it answers.
    static func wide(_ n: Int) -> Tree {
        let root = View(frame: Rect(x: 0, y: 0, width: Double(n), height: 100))
        root.name = "root"
        for i in 0..<n {
            let child = View(frame: Rect(x: Double(i), y: 0, width: 1, height: 100))
            root.addSubview(child)
        }
        return Tree(name: "wide 1×\(n.formatted)", root: root, points: [Point(x: 0.5, y: 50)])
    }

    /// `n` views each inside the previous one; the point is in all of them.
    static func deep(_ n: Int) -> Tree {
        // Built from the bottom up: each addSubview then has no window to walk up to.
        var top = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for _ in 1..<n {
            let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(top)
            top = parent
        }
        return Tree(name: "deep \(n.formatted) nested", root: top, points: [Point(x: 50, y: 50)])
    }

    /// A random recursive tree of `n` views: each view's parent is any earlier
    /// view, its frame a random part of the parent's bounds; one view in twenty
    /// is rotated, one in forty is hidden or transparent or has interaction off.
    /// 1,000 random points.
    static func random(_ n: Int, seed: UInt64 = 0xB3_7C4) -> Tree {
        var rng = SplitMix64(seed: seed &+ UInt64(n))
        var views: [View] = []
        views.reserveCapacity(n)
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        views.append(root)
        for _ in 1..<n {
            let parent = views[rng.int(views.count)]
            let size = parent.bounds.size
            let w = size.width * rng.double(0.2, 0.8), h = size.height * rng.double(0.2, 0.8)
            let view = View(
                frame: Rect(x: rng.double(0, size.width - w), y: rng.double(0, size.height - h), width: w, height: h))
            if rng.chance(0.05) { view.transform = Transform(rotationAngle: rng.double(-0.5, 0.5)) }
            switch rng.int(120) {
            case 0: view.isHidden = true
            case 1: view.alpha = 0
            case 2: view.isUserInteractionEnabled = false
            default: break
            }
            parent.addSubview(view)
            views.append(view)
        }
        let points = (0..<1000).map { _ in Point(x: rng.double(0, 1000), y: rng.double(0, 1000)) }
        return Tree(name: "random \(n.formatted)", root: root, points: points)
    }
}

/// The floor for figure 1: the same tree as plain values in one array (no
/// objects, no reference counting, no dynamic dispatch, no overrides), searched
/// the way `View.hitTest` searches it, the same views visited.
struct FlatTree {
    struct Node {
        var bounds: Rect
        var center: Point
        /// The inverse transform; nil for the identity.
        var inverse: Transform?
        var skipped: Bool
        var firstChild: Int32
        var childCount: Int32
    }

    private var nodes: [Node] = []

    @MainActor
    init(_ root: View) {
        // Breadth first, so that each node's children are consecutive.
        var queue: [View] = [root]
        var head = 0
        nodes.reserveCapacity(1024)
        while head < queue.count {
            let v = queue[head]
            head += 1
            let t = v.transform
            let inverse: Transform? =
                t.isIdentity
                ? nil
                : (t.determinant != 0 && t.determinant.isFinite
                    ? t.inverted()
                    : Transform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan))
            nodes.append(
                Node(
                    bounds: v.bounds, center: v.center, inverse: inverse,
                    skipped: v.isHidden || !v.isUserInteractionEnabled || v.alpha < 0.01,
                    firstChild: Int32(queue.count), childCount: Int32(v.subviews.count)))
            queue += v.subviews
        }
    }

    /// The index of the hit node, or -1.
    func hitTest(_ point: Point) -> Int {
        nodes.withUnsafeBufferPointer { hit(0, point, $0) }
    }

    private func hit(_ i: Int, _ p: Point, _ nodes: UnsafeBufferPointer<Node>) -> Int {
        let node = nodes[i]
        guard !node.skipped, node.bounds.contains(p) else { return -1 }
        var child = Int(node.firstChild) + Int(node.childCount)
        while child > Int(node.firstChild) {
            child -= 1
            let c = nodes[child]
            var x = p.x - c.center.x, y = p.y - c.center.y
            if let t = c.inverse { (x, y) = (t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty) }
            let q = Point(
                x: x + c.bounds.origin.x + c.bounds.size.width / 2, y: y + c.bounds.origin.y + c.bounds.size.height / 2)
            let h = hit(child, q, nodes)
            if h >= 0 { return h }
        }
        return i
    }
}

extension Int {
    /// 10000 → "10,000".
    var formatted: String {
        let digits = Array(String(self))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
