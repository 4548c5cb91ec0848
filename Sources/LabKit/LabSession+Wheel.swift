import ResponderKit

/// The mouse wheel: not a touch, it scrolls (behaviour 7.2, 10.7).
extension LabSession {
    /// The wheel turned by `notches` (x: right, y: down; a notch is ±1) over a
    /// screen point: the innermost scroll view there that can scroll that way
    /// moves ``ScrollView/wheelNotchDistance`` points a notch, within its range.
    /// The panel's event list and the logs say which one moved, and where to.
    /// Returns the scroll view that moved, if one did.
    ///
    /// ```swift
    /// session.wheel(notches: Point(x: 0, y: 1), at: Point(x: 200, y: 300)) // one notch down
    /// ```
    @discardableResult
    public func wheel(notches: Point, at screenPoint: Point) -> ScrollView? {
        let point = toScene(screenPoint)
        let delta = Point(x: notches.x * ScrollView.wheelNotchDistance, y: notches.y * ScrollView.wheelNotchDistance)
        let moved = scene.window.scrollWheel(by: delta, at: point)
        noteScrollViewsAtRest()
        let arrow = Self.arrow(for: notches)
        let offset = moved.map { "\(Self.number($0.contentOffset.x)),\(Self.number($0.contentOffset.y))" }
        let outcome = moved.map { "\($0.debugName) (offset \(offset!))" } ?? "nothing scrolls that way here"
        note("wheel \(arrow) → \(outcome)")
        textLog?("wheel \(arrow) at \(Self.number(point.x)),\(Self.number(point.y)) → \(outcome)")
        jsonLog?(JSON.object([
            ("type", .string("wheel")),
            ("direction", .string(Self.direction(for: notches))),
            ("x", .number(point.x)),
            ("y", .number(point.y)),
            ("scrollView", moved.map { .string($0.debugName) } ?? .null),
            ("offset", moved.map { .object([("x", .number($0.contentOffset.x)), ("y", .number($0.contentOffset.y))]) } ?? .null),
        ]).serialized)
        return moved
    }

    private static func direction(for notches: Point) -> String {
        abs(notches.y) >= abs(notches.x) ? (notches.y < 0 ? "up" : "down") : (notches.x < 0 ? "left" : "right")
    }

    private static func arrow(for notches: Point) -> String {
        ["up": "↑", "down": "↓", "left": "←", "right": "→"][direction(for: notches)]!
    }

    private static func number(_ value: Double) -> String {
        JSON.number(value).serialized
    }
}
