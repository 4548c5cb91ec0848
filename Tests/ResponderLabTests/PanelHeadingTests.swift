import Rendering
import ResponderKit
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
        session.windowSize = LabLayout.minimumSize
        session.hover(at: session.toScreen(Point(x: 30, y: 470)))
        let frame = try LabScreen.render(session)
        let panel = session.layout.panelRect
        let ground = Framebuffer.pixel(from: Theme.panel)
        // The right margin (18 points) between the tabs and the legend, where a cut heading's last letters would be.
        let margin = Int(panel.maxX - 14)..<Int(panel.maxX)
        let rows = Int(panel.minY + 40)..<Int(panel.maxY - 100)
        let inked = rows.filter { y in margin.contains { x in frame[x, y] != ground } }
        #expect(inked.isEmpty, "rows \(inked.first ?? 0)… have ink in the panel's right margin")
    }
}
