import Testing
@testable import ResponderKit

/// Seed 003's hierarchy: a main view with A, B and C added in that order, each with two subviews.
@MainActor
func seed003() -> (window: Window, main: View) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let main = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    main.name = "MainView"
    window.addSubview(main)
    for (i, letter) in ["A", "B", "C"].enumerated() {
        let v = View(frame: Rect(x: 20 + Double(i) * 120, y: 20, width: 110, height: 200))
        v.name = letter
        main.addSubview(v)
        for j in 1...2 {
            let s = View(frame: Rect(x: 5, y: Double(j - 1) * 100 + 5, width: 100, height: 90))
            s.name = "\(letter).\(j)"
            v.addSubview(s)
        }
    }
    return (window, main)
}

@Suite("Seed 003: the order hit-testing visits views")
@MainActor
struct SeedScenarioTests {
    @Test func touchOnBOneVisitsCThenBThenBsSubviewsFromTheLast() {
        let (window, _) = seed003()
        let trace = window.hitTestTrace(at: Point(x: 150, y: 50))
        #expect(trace.hitView?.name == "B.1")
        #expect(trace.steps.map(\.view.debugName) == ["Window", "MainView", "C", "B", "B.2", "B.1"])
        #expect(trace.steps.map(\.verdict) == [.containsHit, .containsHit, .outsideBounds, .containsHit, .outsideBounds, .hit])
        let a = window.view(named: "A")!
        #expect(trace.verdict(for: a) == nil) // not under the point
        #expect(window.hitTest(Point(x: 150, y: 50), with: nil) === trace.hitView)
    }
}
