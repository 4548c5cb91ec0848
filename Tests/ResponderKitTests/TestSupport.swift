import Foundation
import ResponderKit

// Shared fixtures. Everything here uses the public API only, as an outside
// test suite would.

/// A list of what responders saw, in order: "name began [0]", …
@MainActor
final class EventLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// Touch ids of a set, sorted, as the log writes them: "[0, 1]".
@MainActor
func ids(_ touches: Set<Touch>) -> String {
    "\(touches.map(\.id).sorted())"
}

/// A view that logs every touches… call and either handles it (does not call
/// super) or forwards it (calls super), as `handles` says.
@MainActor
class ProbeView: View {
    let log: EventLog
    var handles: Bool
    /// Every touch this view received, with the phases it saw, in order.
    private(set) var phasesByTouch: [ObjectIdentifier: [Touch.Phase]] = [:]
    private(set) var received: [Touch] = []

    init(_ name: String, frame: Rect, log: EventLog, handles: Bool = true) {
        self.log = log
        self.handles = handles
        super.init(frame: frame)
        self.name = name
    }
    required init?(coder: NSCoder) { nil }

    private func note(_ phase: Touch.Phase, _ touches: Set<Touch>) {
        log.append("\(debugName) \(phase) \(ids(touches))")
        for touch in touches {
            if phasesByTouch[ObjectIdentifier(touch)] == nil { received.append(touch) }
            phasesByTouch[ObjectIdentifier(touch), default: []].append(phase)
        }
    }

    func phases(of touch: Touch) -> [Touch.Phase] { phasesByTouch[ObjectIdentifier(touch)] ?? [] }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        note(.began, touches)
        if !handles { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        note(.moved, touches)
        if !handles { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        note(.ended, touches)
        if !handles { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        note(.cancelled, touches)
        if !handles { super.touchesCancelled(touches, with: event) }
    }
}

/// A plain responder that logs and forwards (or handles), for the end of the chain.
@MainActor
final class ProbeResponder: Responder, ApplicationDelegate {
    let log: EventLog
    let label: String
    var handles: Bool
    var presses: [String] = []

    init(_ label: String, log: EventLog, handles: Bool = false) {
        self.label = label
        self.log = log
        self.handles = handles
        super.init()
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.append("\(label) began \(ids(touches))")
        if !handles { super.touchesBegan(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.append("\(label) ended \(ids(touches))")
        if !handles { super.touchesEnded(touches, with: event) }
    }
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        for p in presses { log.append("\(label) key \(p.key?.characters ?? "?")") }
        if !handles { super.pressesBegan(presses, with: event) }
    }
}

/// A view controller that logs the touches that reach it and forwards them.
@MainActor
final class ProbeController: ViewController {
    let log: EventLog
    let label: String
    init(_ label: String, log: EventLog) {
        self.label = label
        self.log = log
        super.init()
        name = label
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.append("\(label) began \(ids(touches))")
        super.touchesBegan(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        for p in presses { log.append("\(label) key \(p.key?.characters ?? "?")") }
        super.pressesBegan(presses, with: event)
    }
}

/// An application with one 400 × 400 window at the origin, made key.
@MainActor
func makeApp(size: Double = 400) -> (app: Application, window: Window) {
    let app = Application()
    let window = Window(frame: Rect(x: 0, y: 0, width: size, height: size))
    window.name = "window"
    app.addWindow(window)
    window.makeKeyAndVisible()
    return (app, window)
}

/// A named plain view added to `parent`.
@MainActor
@discardableResult
func addView(_ name: String, _ frame: Rect, to parent: View) -> View {
    let v = View(frame: frame)
    v.name = name
    parent.addSubview(v)
    return v
}

/// A tap (began then ended) at `point`, in window coordinates.
@MainActor
func tap(_ app: Application, _ window: Window, at point: Point, id: Int = 0, time: Double = 0) {
    app.injectTouch(.began, at: point, in: window, id: id, timestamp: time)
    app.injectTouch(.ended, at: point, in: window, id: id, timestamp: time + 0.05)
}

/// Whether two points agree within `tolerance`, relative to their size (at least 1).
func close(_ p: Point, _ q: Point, _ tolerance: Double = 1e-9) -> Bool {
    let scale = max(1, abs(p.x), abs(p.y), abs(q.x), abs(q.y))
    return abs(p.x - q.x) <= tolerance * scale && abs(p.y - q.y) <= tolerance * scale
}

func close(_ r: Rect, _ s: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(r.origin, s.origin, tolerance)
        && close(
            Point(x: r.size.width, y: r.size.height),
            Point(x: s.size.width, y: s.size.height), tolerance)
}

/// Whether two lists hold the same objects in the same order.
func === (lhs: [AnyObject], rhs: [AnyObject]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
