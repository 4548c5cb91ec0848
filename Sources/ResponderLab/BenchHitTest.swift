import ResponderKit

/// Figures 1 and 2: hit-testing per visited view, untraced and traced, on
/// wide, deep and random trees.
@MainActor
enum HitTestBench {
    @MainActor
    struct Tree {
        let name: String
        let root: View
        let points: [Point]
        /// Views asked over all `points` (the trace's steps), the count the time is divided by.
        let visited: Int
        /// The asked views in visiting order, for the floor: touching as many views in an array.
        let visitOrder: [View]

        init(name: String, root: View, points: [Point]) {
            self.name = name
            self.root = root
            self.points = points
            var order: [View] = []
            for p in points { order += root.hitTestTrace(at: p).steps.map(\.view) }
            visited = order.count
            visitOrder = order
        }
    }

    static func run() -> [BenchFigure] {
        var figures: [BenchFigure] = []
        let trees = [wide(10_000), deep(10_000), random(1_000), random(10_000), random(100_000)]
        var ratios: [BenchFigure] = [], floors: [BenchFigure] = []
        for tree in trees {
            let root = tree.root, points = tree.points
            var sink = 0
            let (untraced, traced) = Stopwatch.interleaved({
                for p in points where root.hitTest(p, with: nil) != nil { sink &+= 1 }
            }, {
                for p in points { sink &+= root.hitTestTrace(at: p).steps.count }
            })
            let views = tree.visitOrder
            let floor = Stopwatch.median {
                var total = 0.0
                for v in views { total += v.bounds.size.width }
                sink &+= Int(total.isFinite ? 1 : 0)
            }
            precondition(sink != Int.min)
            let perView = untraced / Double(tree.visited)
            figures.append(BenchFigure("hit-test, \(tree.name)", perView, "ns/view", target: BenchFigure.atMost(20)))
            floors.append(BenchFigure(
                "  hit-test ÷ reading each visited view's bounds from an array, \(tree.name)", untraced / floor, "×"))
            ratios.append(BenchFigure(
                "traced ÷ untraced hit-test, \(tree.name)", traced / untraced, "×", target: BenchFigure.atMost(3)))
        }
        return figures + floors + ratios
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
        var rng = BenchRandom(seed: seed &+ UInt64(n))
        var views: [View] = []
        views.reserveCapacity(n)
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        views.append(root)
        for _ in 1..<n {
            let parent = views[rng.int(views.count)]
            let size = parent.bounds.size
            let w = size.width * rng.double(0.2, 0.8), h = size.height * rng.double(0.2, 0.8)
            let view = View(frame: Rect(x: rng.double(0, size.width - w), y: rng.double(0, size.height - h), width: w, height: h))
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

/// SplitMix64, seeded: the same trees and scenes on every run.
struct BenchRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
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
