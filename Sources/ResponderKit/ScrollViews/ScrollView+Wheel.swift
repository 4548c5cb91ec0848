extension ScrollView {
    /// How far one notch of a mouse wheel scrolls: 40 points.
    public nonisolated static let wheelNotchDistance = 40.0

    /// Whether a movement by `delta` is along an axis this scroll view can
    /// scroll: the larger component decides, the vertical one on a tie, as for
    /// the pan (behaviour 10.2). A zero delta is along no axis.
    public func canScroll(along delta: Point) -> Bool {
        guard isScrollEnabled, delta.isFinite, delta != .zero else { return false }
        return abs(delta.y) >= abs(delta.x) ? canScrollVertically : canScrollHorizontally
    }

    /// Moves the content by `delta` at once, kept within the scrollable range
    /// (no rubber band): what a wheel does. Any motion under way stops.
    /// Returns whether the offset changed.
    ///
    /// ```swift
    /// list.scroll(by: Point(x: 0, y: 3 * ScrollView.wheelNotchDistance)) // three notches down
    /// ```
    @discardableResult
    public func scroll(by delta: Point) -> Bool {
        guard delta.isFinite else { return false }
        stopMotion()
        let before = contentOffset
        let moved = clamped(Point(x: before.x + delta.x, y: before.y + delta.y))
        // Only the axes the delta moves along, and that can scroll, move.
        let target = Point(
            x: canScrollHorizontally && delta.x != 0 ? moved.x : before.x,
            y: canScrollVertically && delta.y != 0 ? moved.y : before.y)
        contentOffset = target
        return target != before
    }
}
