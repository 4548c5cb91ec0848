import ResponderKit
import Scenes
import Testing

/// The bench's made-up dumps read like real ones: exactly the views asked
/// for, nothing skipped, the same text for the same seed, and clicks landing
/// where UIKit would send them in the scrolled grid.
@Suite("Dumps: the generated app")
@MainActor
struct DumpGeneratorTests {
    static func load(views: Int = 5_000, seed: UInt64 = 1) throws -> Scene {
        try DumpLoader.load(text: DumpGenerator.make(views: views, seed: seed), name: "generated")
    }

    static func hit(_ scene: Scene, _ x: Double, _ y: Double) throws -> DumpView {
        let view = try #require(scene.window.hitTest(Point(x: x, y: y), with: nil))
        return try #require(scene.imported?.dumpView(for: view))
    }

    @Test(arguments: [1, 2, 7, 60, 333, 5_000])
    func readsAsExactlyTheViewsAskedForWithNothingSkipped(_ count: Int) throws {
        let imported = try #require(try Self.load(views: count).imported)
        #expect(imported.views.count == count)
        #expect(imported.skipped.total == 0)
        #expect(imported.dump.views[0].className == "UIWindow")
    }

    @Test func theSameSeedGivesTheSameTextAndAnotherSeedAnother() {
        #expect(DumpGenerator.make(views: 800, seed: 5) == DumpGenerator.make(views: 800, seed: 5))
        #expect(DumpGenerator.make(views: 800, seed: 5) != DumpGenerator.make(views: 800, seed: 6))
    }

    @Test func hasTheShapesOfARealApp() throws {
        let scene = try Self.load()
        let dump = try #require(scene.imported?.dump)
        #expect(scene.window.frame == Rect(origin: .zero, size: DumpGenerator.windowSize))
        func count(_ kind: DumpViewKind) -> Int { dump.views.filter { $0.kind == kind }.count }
        #expect(count(.scrollView) > 50)
        #expect(count(.button) > 500)
        #expect(count(.label) > 1_000)
        #expect(count(.imageView) > 500)
        #expect(count(.control) > 10)
        #expect(dump.views.filter(\.hasGestureRecognizers).count > 300)
        #expect(dump.views.contains { $0.isHidden })
        #expect(dump.views.contains { !$0.transform.isIdentity })
        #expect(dump.views.contains { $0.alpha == 0.5 })
        #expect(dump.views.map(\.depth).max() ?? 0 >= 10)
    }

    @Test func clicksInTheScrolledGridReachTheCardsButtons() throws {
        let scene = try Self.load()
        let dump = try #require(scene.imported?.dump)
        // The grid is scrolled down three rows of cards: card 13 is second in the top row.
        let like = try Self.hit(scene, 602, 248)
        #expect(like.className == "UIButton")
        #expect(like.parent.map { dump.views[$0].className } == "UIStackView")
        // Card 12 has a row of chips that scrolls sideways.
        let chip = try Self.hit(scene, 366, 246)
        #expect(chip.className == "UIButton")
        #expect(chip.parent.map { dump.views[$0].kind } == .scrollView)
        // Card 18's badge, over the cell's corner, inside the cell.
        #expect(try Self.hit(scene, 1018, 298).className == "MyApp.BadgeView")
        // The tab bar is in front of the grid.
        #expect(try Self.hit(scene, 400, 780).className == "UITabBarButton")
    }
}
