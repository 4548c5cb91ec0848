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
