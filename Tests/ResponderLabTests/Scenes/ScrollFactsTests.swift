import ResponderKit
import TestSupport
import Testing

@testable import LabKit

/// Which scroll views the overlay outlines the content of: found from the list
/// of scroll views by walking up from each, which must answer as a walk of the
/// whole tree does (it was one, and scrolling asked it every frame).
@Suite("Scroll views' content extents")
struct ScrollFactsTests {
    /// The whole-tree walk: a view is visited when it is shown and reaches into
    /// what its clipping ancestors leave of the root; a hidden or unreached view's subtree is skipped.
    @MainActor
    static func visibleByWalkingEverything(_ root: View) -> [ObjectIdentifier] {
        var found: [ObjectIdentifier] = []
        var stack: [(View, Rect)] = [(root, root.bounds)]
        while let (view, visible) = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            let box = Rect(boundingBoxOf: view.boundsQuad(in: root))
            guard view === root || box.intersection(visible).size.width > 0 else { continue }
            if let scrollView = view as? ScrollView, scrollView.contentSize.width > 0, scrollView.contentSize.height > 0
            {
                found.append(ObjectIdentifier(scrollView))
            }
            let inner = view.clipsToBounds && view !== root ? box.intersection(visible) : visible
            stack.append(contentsOf: view.subviews.reversed().map { ($0, inner) })
        }
        return found
    }

    @MainActor @Test func theScrollViewsOutlinedAreThoseAWalkOfEveryViewFinds() {
        var rng = SplitMix64(seed: 0x5C_0F)
        for _ in 0..<60 {
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            var views: [View] = [window]
            for _ in 0..<rng.int(120) + 10 {
                let parent = views[rng.int(views.count)]
                let frame = Rect(
                    x: rng.double(-80, parent.bounds.width), y: rng.double(-80, parent.bounds.height),
                    width: rng.double(1, 220), height: rng.double(1, 220))
                let view: View
                if rng.chance(0.3) {
                    let scrollView = ScrollView(frame: frame)
                    scrollView.contentSize =
                        rng.chance(0.1) ? .zero : Size(width: rng.double(50, 900), height: rng.double(50, 900))
                    scrollView.clipsToBounds = rng.chance(0.8)
                    view = scrollView
                } else {
                    view = View(frame: frame)
                    view.clipsToBounds = rng.chance(0.3)
                }
                view.isHidden = rng.chance(0.08)
                view.alpha = rng.chance(0.05) ? 0.005 : 1
                if rng.chance(0.1) { view.transform = Transform(rotationAngle: rng.double(-0.6, 0.6)) }
                parent.addSubview(view)
                views.append(view)
            }
            let extents = SceneFacts.scrollFacts(
                of: window, scrollViews: SceneFacts.scrollViews(in: window), strings: .english
            ).contentExtents
            let expected = Self.visibleByWalkingEverything(window).map { id in
                let scrollView = views.first { ObjectIdentifier($0) == id } as! ScrollView
                let size = scrollView.contentSize
                return Rect(x: 0, y: 0, width: size.width, height: size.height).corners.map {
                    scrollView.convert($0, to: window)
                }
            }
            #expect(extents == expected)
        }
    }

    @MainActor @Test func aScrollViewClippedAwayOrInsideAHiddenViewIsNotOutlined() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let clipper = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        clipper.clipsToBounds = true
        let clippedAway = ScrollView(frame: Rect(x: 150, y: 0, width: 50, height: 50))
        let hiddenHolder = View(frame: window.bounds)
        hiddenHolder.isHidden = true
        let insideHidden = ScrollView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let shown = ScrollView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        for scrollView in [clippedAway, insideHidden, shown] { scrollView.contentSize = Size(width: 500, height: 500) }
        window.addSubview(clipper)
        clipper.addSubview(clippedAway)
        clipper.addSubview(shown)
        window.addSubview(hiddenHolder)
        hiddenHolder.addSubview(insideHidden)
        let facts = SceneFacts.scrollFacts(
            of: window, scrollViews: SceneFacts.scrollViews(in: window), strings: .english)
        #expect(facts.contentExtents.count == 1)
        #expect(facts.contentExtents.first?.first == Point(x: 10, y: 10))
    }
}
