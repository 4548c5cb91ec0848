import HostInput

/// Turns ``HostInput``s into ``TouchInput``s following behaviour 7. A pure
/// value: feed it every input in order, each with its time on the lab's clock
/// (``LabClock``), which it stamps the touches with.
///
/// - The primary button's press → `began` (id 0); motion with it held → `moved`;
///   release → `ended` at the release location, wherever the pointer is.
/// - A primary press while a touch is live (its release was lost) cancels
///   that touch at its last location first, then begins a new one.
/// - A release without a live touch, and the middle button's press and
///   release → nothing. The secondary button → `inspect`. Motion with the
///   middle button held (and no touch live) → `pan` by the distance moved
///   since the press or the last motion.
/// - The wheel → `wheel`, never a touch; with Shift held, a vertical turn
///   scrolls sideways (behaviour 10.7).
/// - Motion while a touch is live but without the primary button held also
///   means the release was lost: the touch is cancelled at its last location.
/// - Motion with no primary button → `hover`; the pointer leaving → `hoverEnded`.
/// - `grabLost` and `unmapped` while a touch is live → `cancelled` at the last
///   known location. (The window going away is the window's to end: ``LabWindow/close()``.)
///
/// - A primary press with Ctrl held adds a second finger (id 1), as the iOS
///   Simulator's pinch does: it begins at the press point with the mouse's
///   finger, and moves mirrored about that point (at `2·press − pointer`), so
///   dragging spreads or pinches the two fingers. With Shift held too, the
///   second finger mirrors the mouse about ``mirrorCenter`` instead (the
///   Simulator's two-finger mode), so it lands on the opposite side. Both end together.
public struct TouchTranslator: Sendable, Equatable {
    /// The touch id of the mouse.
    public static let mouseTouchID = 0
    /// The touch id of the simulated second finger (Ctrl held at the press).
    public static let mirroredTouchID = 1

    struct LiveTouch: Sendable, Equatable {
        var x: Double
        var y: Double
    }

    private var live: [Int: LiveTouch] = [:]
    /// Where the press that added a second finger happened; the second finger mirrors the mouse about it.
    private var pivot: LiveTouch?
    /// The point Ctrl-Shift mirrors the second finger about (the scene's center); nil: the press point.
    private var center: LiveTouch?
    /// Where the middle button was pressed or last moved to, while it is held.
    private var panAnchor: LiveTouch?

    public init(mirrorCenter: (x: Double, y: Double)? = nil) {
        center = mirrorCenter.map { LiveTouch(x: $0.x, y: $0.y) }
    }

    /// The point Ctrl-Shift mirrors the second finger about, for presses from
    /// now on: the window moves it when the scene moves (zoom, pan, resize).
    public var mirrorCenter: (x: Double, y: Double)? {
        get { center.map { ($0.x, $0.y) } }
        set { center = newValue.map { LiveTouch(x: $0.x, y: $0.y) } }
    }

    /// Whether a touch is live (began, not yet ended or cancelled).
    public var isTracking: Bool { !live.isEmpty }

    /// The ids of the live touches, in order.
    public var liveTouchIDs: [Int] { live.keys.sorted() }

    /// What `input`, which happened at `timestamp`, means.
    public mutating func translate(_ input: HostInput, at timestamp: Double) -> [TouchInput] {
        switch input {
        case let .pointerDown(button, x, y, _, modifiers):
            switch button {
            case .primary:
                var out = cancelAll(at: timestamp)
                live[Self.mouseTouchID] = LiveTouch(x: x, y: y)
                out.append(.touch(phase: .began, x: x, y: y, id: Self.mouseTouchID, timestamp: timestamp))
                if modifiers.contains(.control) {
                    pivot = modifiers.contains(.shift) ? center ?? LiveTouch(x: x, y: y) : LiveTouch(x: x, y: y)
                    let second = mirrored(x, y)!
                    live[Self.mirroredTouchID] = second
                    out.append(
                        .touch(phase: .began, x: second.x, y: second.y, id: Self.mirroredTouchID, timestamp: timestamp))
                }
                return out
            case .middle:
                panAnchor = LiveTouch(x: x, y: y)
                return []
            case .secondary:
                return [.inspect(x: x, y: y)]
            }

        case let .pointerUp(button, x, y, _, _):
            if button == .middle { panAnchor = nil }
            guard button == .primary, live.removeValue(forKey: Self.mouseTouchID) != nil else { return [] }
            var out: [TouchInput] = [.touch(phase: .ended, x: x, y: y, id: Self.mouseTouchID, timestamp: timestamp)]
            if let mirror = mirrored(x, y), live.removeValue(forKey: Self.mirroredTouchID) != nil {
                out.append(
                    .touch(phase: .ended, x: mirror.x, y: mirror.y, id: Self.mirroredTouchID, timestamp: timestamp))
            }
            pivot = nil
            return out

        case let .pointerMoved(x, y, _, buttons, _):
            if let touch = live[Self.mouseTouchID] {
                guard buttons.contains(.primary) else {
                    // The primary button is up but its release never came.
                    var out = cancelAll(at: timestamp)
                    out.append(.hover(x: x, y: y))
                    return out
                }
                if touch.x == x && touch.y == y { return [] }
                live[Self.mouseTouchID] = LiveTouch(x: x, y: y)
                var out: [TouchInput] = [.touch(phase: .moved, x: x, y: y, id: Self.mouseTouchID, timestamp: timestamp)]
                if let mirror = mirrored(x, y), live[Self.mirroredTouchID] != nil {
                    live[Self.mirroredTouchID] = mirror
                    out.append(
                        .touch(phase: .moved, x: mirror.x, y: mirror.y, id: Self.mirroredTouchID, timestamp: timestamp))
                }
                return out
            }
            // The primary button held without a touch: a press we never saw (made
            // before the window appeared). Not a touch, and not a hover.
            if buttons.contains(.primary) { return [] }
            if let anchor = panAnchor, buttons.contains(.middle) {
                panAnchor = LiveTouch(x: x, y: y)
                return anchor.x == x && anchor.y == y ? [] : [.pan(dx: x - anchor.x, dy: y - anchor.y)]
            }
            panAnchor = nil
            return [.hover(x: x, y: y)]

        case let .wheel(dx, dy, x, y, _, modifiers):
            // Shift turns a vertical turn sideways (behaviour 10.7).
            let sideways = modifiers.contains(.shift) && dx == 0
            return [.wheel(dx: sideways ? dy : dx, dy: sideways ? 0 : dy, x: x, y: y)]

        case .grabLost, .unmapped:
            return cancelAll(at: timestamp)

        case let .pointerEntered(x, y):
            return isTracking ? [] : [.hover(x: x, y: y)]

        case .pointerLeft:
            return isTracking ? [] : [.hoverEnded]

        case .key, .expose, .resized, .closeRequested, .mapped, .focusIn, .focusOut:
            return []
        }
    }

    /// The second finger's place for the mouse at (x, y): mirrored about the press point.
    private func mirrored(_ x: Double, _ y: Double) -> LiveTouch? {
        pivot.map { LiveTouch(x: 2 * $0.x - x, y: 2 * $0.y - y) }
    }

    /// Cancels every live touch at its last location, in id order.
    private mutating func cancelAll(at timestamp: Double) -> [TouchInput] {
        pivot = nil
        let out = live.keys.sorted().map { id -> TouchInput in
            let touch = live[id]!
            return .touch(phase: .cancelled, x: touch.x, y: touch.y, id: id, timestamp: timestamp)
        }
        live.removeAll()
        return out
    }
}
