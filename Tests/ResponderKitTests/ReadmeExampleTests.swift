import ResponderKit
import Testing

/// The README's ResponderKit example, kept true by running it.
@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test func readmeExamplePrintsTheDocumentedTrace() {
        let app = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        app.addWindow(window)
        window.makeKeyAndVisible()

        let card = View(frame: Rect(x: 20, y: 20, width: 200, height: 120))
        card.name = "card"
        let badge = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        badge.name = "badge"
        badge.alpha = 0.01  // stored as a Float: 0.0099999998, below 0.01
        card.addSubview(badge)
        window.addSubview(card)

        let trace = window.hitTestTrace(at: Point(x: 40, y: 40))
        #expect(
            "\(trace)" == """
                hit-test at (40, 40) → card
                  1. Window  contains the hit
                  2. card    hit view
                  3. badge   alpha 0.01 (stored 0.0099999998) < 0.01
                """)
        #expect(trace.verdict(for: badge) == .transparent(alpha: badge.alpha))
    }
}
