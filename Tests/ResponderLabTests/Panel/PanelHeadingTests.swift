import Rendering
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// The panel's headings wrap rather than run off the panel: in the smallest
/// window (800 × 500) a dump's hover heading names the view by class and
/// address, and "RESPONDER CHAIN A CLICK WOULD TAKE (NOTHING DELIVERED)" is
/// wider than the narrowed panel.
@Suite("Panel: headings in a narrow panel")
@MainActor
struct PanelHeadingTests {
    @Test func headingsInTheSmallestWindowStayInsideThePanelsMargins() throws {
        let session = try LabSession(dumpFile: DamageRedrawTests.asset("Dumps/photo-feed.txt"))
        session.viewport.windowSize = LabLayout.minimumSize
        session.movePointer(to: session.toScreen(Point(x: 30, y: 470)))
        let screen = try LabPainter()
        let frame = screen.render(session, size: session.layout.windowSize)
        let panel = session.layout.panelRect
        let ground = Framebuffer.pixel(from: Theme.panel)
        // The right margin (18 points) between the tabs and the legend, where a cut heading's last letters would be.
        let margin = Int(panel.maxX - 14)..<Int(panel.maxX)
        let rows = Int(panel.minY + 40)..<Int(panel.maxY - 100)
        let inked = rows.filter { y in margin.contains { x in frame[x, y] != ground } }
        #expect(inked.isEmpty, "rows \(inked.first ?? 0)… have ink in the panel's right margin")
        // The hover's heading is wider than the panel: kept inside by wrapping, not by cutting it short,
        // it takes a second line, and the trace's first numbered badge starts under that line.
        let focus = try #require(session.overlay.shownExplanation)
        let heading = Strings.english.explanationTitle(
            .hover, point: focus.hitTest.point, hitView: focus.hitTest.hitView?.debugName
        ).uppercased()
        let canvas = Canvas(width: 1, height: 1, textRenderer: screen.text)
        #expect(canvas.measureText(heading, font: FontSpec(size: 11, weight: .bold)).width > panel.width - 36)
        let badges = Set(
            [
                VerdictStyle.hit, VerdictStyle.containsHit, VerdictStyle.invisible, VerdictStyle.disabled,
                VerdictStyle.outsideBounds, VerdictStyle.override, VerdictStyle.covered, VerdictStyle.ancestor,
            ]
            .map(Framebuffer.pixel(from:)))
        let top = Int(session.inspector.panelLayout.content.minY), column = Int(panel.minX + 18 + 4)
        let firstBadge = try #require((top..<Int(panel.maxY)).first { badges.contains(frame[column, $0]) })
        #expect(
            firstBadge - top > 20 + 10, "the trace starts \(firstBadge - top) points under the heading's top: one line")
    }

    /// In the smallest window the chain a click would take has room for one row: it shows the first link (the
    /// view a click would reach, shortened if need be) with the count of the rest beside it, not the count alone.
    @Test func theSmallestWindowStillShowsTheChainsFirstLink() throws {
        let session = try LabSession(dumpFile: DamageRedrawTests.asset("Dumps/photo-feed.txt"))
        session.viewport.windowSize = LabLayout.minimumSize
        session.movePointer(to: session.toScreen(Point(x: 315, y: 495)))
        #expect((session.overlay.shownExplanation?.predicted?.steps.count ?? 0) > 2)
        let frame = try LabPainter.render(session)
        let panel = session.layout.panelRect
        let chip = Framebuffer.pixel(from: Theme.forwardedChip)
        // Under the tabs (an inactive tab is that colour too) and above the legend.
        let chipPixels = (Int(panel.minY + 40)..<Int(panel.maxY - 150)).reduce(0) { count, y in
            count + (Int(panel.minX)..<Int(panel.maxX)).filter { frame[$0, y] == chip }.count
        }
        #expect(chipPixels > 1_000, "\(chipPixels) pixels of a forwarding link's chip")
    }

    /// The legend keeps every meaning whole: two columns where they fit, one in the narrowed panel.
    @Test(arguments: [Language.english, .chinese])
    func theLegendsMeaningsAreNeverCut(_ language: Language) throws {
        let screen = try LabPainter(language: language)
        let canvas = Canvas(width: 10, height: 10, fill: .white, textRenderer: screen.text)
        let strings = Strings(language)
        for (window, columns) in [(LabLayout.minimumSize, 1), (LabLayout.builtInWindowSize, 2)] {
            let width = LabLayout(sceneSize: Scene.size, windowSize: window).panelRect.width - 36
            #expect(PanelRenderer.legendColumns(width: width, strings: strings, canvas: canvas) == columns)
            let room = width / Double(columns) - 24
            for (_, meaning) in strings.legend {
                #expect(canvas.measureText(meaning, font: FontSpec(size: 11)).width <= room, "\(meaning) at \(window)")
            }
        }
    }
}
