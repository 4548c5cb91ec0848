/// The scroll view's own pan: a plain ``PanGestureRecognizer`` that knows its
/// scroll view, so traces can say "taken by scrolling".
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    var scrollView: ScrollView? { view as? ScrollView }
}

extension ScrollView {
    /// How much of the finger's travel past an edge the rubber band follows:
    /// `limit ± (1 - 1 / (overshoot * 0.55 / size + 1)) * size` (behaviour 10.2).
    public nonisolated static let rubberBandCoefficient = 0.55

    /// The offset a drag to the unclamped `offset` shows: clamped to the range,
    /// or past the edges with the rubber band when ``bounces`` is on. An axis
    /// the scroll view cannot scroll along keeps `fixed`'s value.
    func draggedOffset(_ offset: Point, keeping fixed: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        let size = bounds.size
        let x =
            canScrollHorizontally
            ? Self.banded(offset.x, low: low.x, high: high.x, size: size.width, bounces: bounces) : fixed.x
        let y =
            canScrollVertically
            ? Self.banded(offset.y, low: low.y, high: high.y, size: size.height, bounces: bounces) : fixed.y
        return Point(x: x, y: y)
    }

    /// One axis of ``draggedOffset(_:keeping:)``.
    static func banded(_ value: Double, low: Double, high: Double, size: Double, bounces: Bool) -> Double {
        guard bounces, size > 0, size.isFinite else { return min(max(value, low), high) }
        func band(_ overshoot: Double) -> Double {
            (1 - 1 / (overshoot * rubberBandCoefficient / size + 1)) * size
        }
        if value < low { return low - band(low - value) }
        if value > high { return high + band(value - high) }
        return value
    }

    /// Whether the pan may begin now (behaviour 10.2, 10.5): the larger
    /// component of the finger's travel, vertical on a tie, lies along an axis
    /// the scroll view can scroll; and the content that already has a touch of
    /// the pan lets it go. A control keeps it by default: the verdict is noted
    /// on the touch for the trace.
    func panMayBegin() -> Bool {
        let travel = scrollPan.translation(in: self)
        let vertical = abs(travel.y) >= abs(travel.x)
        guard vertical ? canScrollVertically : canScrollHorizontally else { return false }
        for touch in scrollPan.tracked {
            guard let recognition = touch.recognition, recognition.contentHasTouch,
                let content = touch.view, content !== self
            else { continue }
            // Apple: with canCancelContentTouches off, touchesShouldCancel is not called.
            guard canCancelContentTouches else { return false }
            if !touchesShouldCancel(in: content) {
                recognition.keptBy = self
                return false
            }
        }
        return true
    }

    /// Follows the pan's states: the drag begins, moves the offset by the
    /// finger's travel since it began, and ends with a fling or a spring-back.
    func panDidChange(_ state: GestureRecognizer.State) {
        switch state {
        case .began:
            stopMotion()
            dragStart = (contentOffset, scrollPan.translation(in: self))
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard let start = dragStart else { return }
            let t = scrollPan.translation(in: self)
            let target = Point(
                x: start.offset.x - (t.x - start.translation.x),
                y: start.offset.y - (t.y - start.translation.y))
            contentOffset = draggedOffset(target, keeping: start.offset)
        case .ended, .cancelled:
            guard dragStart != nil else { return }
            dragStart = nil
            isDragging = false
            // The content moves against the finger.
            let finger = state == .ended ? scrollPan.velocity(in: self) : .zero
            let decelerates = settleAfterRelease(
                velocity: Point(x: -finger.x, y: -finger.y), endingDrag: state == .ended)
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
            if decelerates { delegate?.scrollViewWillBeginDecelerating(self) }
        default:
            break
        }
    }

    /// The last finger on the scroll view lifted without a drag: content left
    /// past an edge (a stopped spring-back) springs back.
    func trackingDidEnd() {
        guard !isDragging, motion == nil, clamped(contentOffset) != contentOffset else { return }
        _ = settleAfterRelease(velocity: .zero)
    }
}
