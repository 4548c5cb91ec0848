import ResponderKit
import Testing

/// The seeds' mistakes that no other suite contradicts outright (behaviour 9);
/// docs/why-not.md points at these tests.
@Suite("Seed errata: the rules the articles get wrong")
@MainActor
struct SeedErrataTests {
    /// Seed 002 counts down with an unsigned index from `count - 1`, which for
    /// no subviews is already the largest integer: a leaf must simply return itself.
    @Test func viewWithoutSubviewsReturnsItselfWithoutAskingAnyone() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let leaf = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(leaf)
        #expect(leaf.subviews.isEmpty)
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === leaf)
        let trace = window.hitTestTrace(at: Point(x: 50, y: 50))
        #expect(trace.steps.map(\.verdict) == [.containsHit, .hit])
    }

    /// Seed 003's sketch returns nil when `pointInside` is true: every point in
    /// a view's bounds must give that view or one of its subviews, never nil.
    @Test func viewWhosePointInsideIsTrueNeverReturnsNil() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = addView("card", Rect(x: 20, y: 20, width: 100, height: 100), to: window)
        let badge = addView("badge", Rect(x: 0, y: 0, width: 30, height: 30), to: card)
        for (x, y) in [(0.0, 0.0), (10, 10), (50, 50), (99, 99)] {
            let p = Point(x: x, y: y)
            #expect(card.point(inside: p, with: nil))
            let hit = card.hitTest(p, with: nil)
            #expect(hit === card || hit === badge)
        }
        #expect(card.hitTest(Point(x: 150, y: 150), with: nil) == nil)
    }

    /// Seed 004 gives the threshold as alpha < 0.1: it is 0.01.
    @Test func alphaOfFiveHundredthsIsHitThoughBelowOneTenth() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let faint = addView("faint", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        for alpha in [0.05, 0.09, 0.099] {
            faint.alpha = alpha
            #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === faint)
        }
    }

    /// Seed 000 calls the hit-test view the first responder (behaviour 5): a
    /// touch goes to its hit-test view and walks the chain from there, while
    /// the first responder, elsewhere, neither gets it nor stops being first responder.
    @Test func touchGoesToItsHitTestViewNotToTheFirstResponder() {
        let (app, window) = makeApp()
        let log = EventLog()
        let field = Field(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        field.name = "field"
        field.log = log
        window.addSubview(field)
        let button = ProbeView("button", frame: Rect(x: 0, y: 100, width: 100, height: 40), log: log)
        window.addSubview(button)
        #expect(field.becomeFirstResponder())

        tap(app, window, at: Point(x: 50, y: 120))

        #expect(log.entries == ["button began [0]", "button ended [0]"])
        #expect(button.received.first?.view === button)
        #expect(window.firstResponder === field)
    }
}
