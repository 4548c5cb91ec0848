import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// Hover's tooltip and G's ghosts as data: which view a click would hit, which
/// view under the pointer was passed over and why, and which views hit-testing
/// skips where nothing shows.
@Suite("Hover tooltip and ghosts")
@MainActor
struct GhostAndTooltipTests {
    /// why-not's covered target, where the tour clicks: the glass cover lies on it.
    static let covered = Point(x: 96, y: 478)
    /// why-not's hidden target, in the first tile.
    static let hidden = Point(x: 102, y: 175)

    static func tooltip(at p: Point, in scene: String = "why-not", _ strings: Strings = .english) throws -> [String] {
        let session = try LabSession(sceneName: scene)
        session.movePointer(to: session.toScreen(p))
        return try #require(HoverTooltip(showing: session, strings: strings)).lines.map(\.text)
    }

    @Test func theTooltipNamesTheHitViewAndTheHiddenTargetItPassedOver() throws {
        #expect(try Self.tooltip(at: Self.hidden) == ["click → Tile 1", "passed over Hidden target: hidden"])
    }

    @Test func theTooltipSaysWhatCoversTheTarget() throws {
        #expect(
            try Self.tooltip(at: Self.covered) == [
                "click → Glass cover", "passed over Covered target: covered by Glass cover",
            ])
    }

    @Test func theTooltipSaysWhichAncestorRefusedTheTargetInChinese() throws {
        // Refusing parent's hitTest returns nil: its target, in front, was never asked.
        let lines = try Self.tooltip(at: Point(x: 200 + 16 + 10 + 60, y: 308 + 90 + 20 + 45), Strings(.chinese))
        #expect(lines == ["点击 → Tile 6", "跳过 Target in refusing parent：Refusing parent 的 hitTest → nil"])
    }

    @Test func theFrontMostOfTheViewsPassedOverIsTheOneNamed() throws {
        // A and its subview A.2 both lie under B.1's point, covered by B: A.2 draws in front of A.
        #expect(
            try Self.tooltip(at: Point(x: 300, y: 255), in: "hit-order") == [
                "click → B.1", "passed over A.2: covered by B",
            ])
    }

    @Test func whereNoViewUnderThePointerWasPassedOverTheTooltipHasOneLine() throws {
        // Views asked whose bounds do not hold the point were not passed over there.
        #expect(try Self.tooltip(at: Point(x: 740, y: 590), in: "hit-order") == ["click → MainView"])
    }

    @Test func aTouchOrAnInspectionTakesTheOverlayFromHoverUntilThePointerMoves() throws {
        let session = try LabSession(sceneName: "why-not")
        #expect(session.overlay.hoverMode)
        let p = session.toScreen(Self.covered)
        session.movePointer(to: p)
        #expect(session.overlay.shownExplanation?.kind == .hover)
        session.inspect(at: p)
        #expect(
            session.overlay.shownExplanation?.kind == .inspect
                && HoverTooltip(showing: session, strings: .english) == nil)
        session.movePointer(to: p)
        session.touch(.began, at: p, timestamp: 1)
        session.touch(.ended, at: p, timestamp: 1.05)
        #expect(session.overlay.shownExplanation?.kind == .touch)
        session.overlay.hoverMode = false
        session.movePointer(to: p)
        #expect(
            session.overlay.shownExplanation?.kind == .touch && HoverTooltip(showing: session, strings: .english) == nil
        )
        // H again, the pointer still: the preview is back without waiting for a motion; D hides its tooltip.
        session.overlay.hoverMode = true
        #expect(
            session.overlay.shownExplanation?.kind == .hover && HoverTooltip(showing: session, strings: .english) != nil
        )
        session.overlay.isVisible = false
        #expect(HoverTooltip(showing: session, strings: .english) == nil)
    }

    @Test func ghostsAreTheHiddenAndTransparentViewsAndThoseCoveredAtThePoint() throws {
        let scene = try SceneCatalog.load("why-not")
        let trace = scene.window.hitTestTrace(at: Self.covered)
        let ghosts = Ghost.all(in: scene.window, trace: trace).map { ghost -> String in
            let why =
                switch ghost.reason {
                case .hidden: "hidden"
                case .transparent(let alpha): "alpha \(alpha.asSet)"
                case .coveredBy(let front): "covered by \(front.debugName)"
                default: "other"
                }
            return "\(ghost.view.debugName): \(why)"
        }
        #expect(
            ghosts == ["Hidden target: hidden", "Faint target: alpha 0.01", "Covered target: covered by Glass cover"])
        // Without a point, nothing is covered; the fix shows every target.
        #expect(Ghost.all(in: scene.window, trace: nil).count == 2)
        scene.setFixed(true)
        #expect(Ghost.all(in: scene.window, trace: nil).isEmpty)
    }

    @Test func aHiddenViewsSubviewsAreInsideItsGhostNotGhostsOfTheirOwn() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let panel = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let inner = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        inner.alpha = 0
        panel.addSubview(inner)
        root.addSubview(panel)
        #expect(Ghost.all(in: root, trace: nil).map { ObjectIdentifier($0.view) } == [ObjectIdentifier(inner)])
        panel.isHidden = true
        #expect(Ghost.all(in: root, trace: nil).map { ObjectIdentifier($0.view) } == [ObjectIdentifier(panel)])
    }
}
