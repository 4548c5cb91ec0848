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
        let target = Point(x: canScrollHorizontally && delta.x != 0 ? moved.x : before.x,
                           y: canScrollVertically && delta.y != 0 ? moved.y : before.y)
        contentOffset = target
        return target != before
    }
}

extension Window {
    /// The innermost scroll view under `point` (in this window's coordinates)
    /// that can scroll along `delta`'s axis (``ScrollView/canScroll(along:)``):
    /// the one a wheel turned there moves. Found by hit-testing, so hidden and
    /// untouchable views are skipped as for a touch; nil when none qualifies.
    ///
    /// ```swift
    /// window.scrollView(at: pointer, along: Point(x: 0, y: 40))?.scroll(by: Point(x: 0, y: 40))
    /// ```
    public func scrollView(at point: Point, along delta: Point) -> ScrollView? {
        guard point.isFinite else { return nil }
        var current = hitTest(point, with: nil)
        while let view = current {
            if let scrollView = view as? ScrollView, scrollView.canScroll(along: delta) { return scrollView }
            current = view.superview
        }
        return nil
    }

    /// Scrolls the innermost scroll view under `point` that can scroll along
    /// `delta` by `delta` (clamped to its range): a host turns a wheel notch
    /// into `Point(x: 0, y: ±ScrollView.wheelNotchDistance)` (shift: x) and
    /// calls this. Returns the scroll view that moved, if one did.
    ///
    /// ```swift
    /// window.scrollWheel(by: Point(x: 0, y: ScrollView.wheelNotchDistance), at: pointer)
    /// ```
    @discardableResult
    public func scrollWheel(by delta: Point, at point: Point) -> ScrollView? {
        guard let scrollView = scrollView(at: point, along: delta), scrollView.scroll(by: delta) else { return nil }
        return scrollView
    }
}
