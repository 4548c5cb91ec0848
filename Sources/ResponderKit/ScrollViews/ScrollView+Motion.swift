import Foundation

/// Calls its scroll view back once per display frame while the content moves
/// on its own. It rides the gesture recognizers' deadlines, so that
/// ``Application/nextDeadline`` (the one timer a host arms) includes the
/// frames, and has none once the content rests: an idle host sleeps. It is
/// attached to no view and receives no touches.
@MainActor
final class ScrollAnimationTimer: GestureRecognizer {
    weak var scrollView: ScrollView?

    override func deadlineReached() {
        scrollView?.advanceMotion()
    }
}

/// How one axis of the offset moves on its own.
enum AxisMotion {
    /// It stays where it is.
    case still(Double)
    /// A fling: the speed (points per second) is multiplied by `rate` every
    /// millisecond, and the motion stops at an edge of `low...high`.
    case decelerating(from: Double, velocity: Double, rate: Double, low: Double, high: Double)
    /// A glide from one value to another over `duration` seconds, fast then slow.
    case easing(from: Double, to: Double, duration: Double)

    /// How far a fling at `velocity` points per second still goes, all told:
    /// the integral of `velocity · rate^ms` to the end of time.
    static func glide(of velocity: Double, rate: Double) -> Double {
        abs(velocity / (1000 * log(rate)))
    }

    /// Where the motion comes to rest.
    var restingValue: Double {
        switch self {
        case .still(let value): value
        case let .easing(_, to, _): to
        case let .decelerating(from, velocity, rate, low, high):
            min(max(from + (velocity < 0 ? -1 : 1) * Self.glide(of: velocity, rate: rate), low), high)
        }
    }

    /// The value `elapsed` seconds after the motion started, and whether it is over.
    func value(after elapsed: Double) -> (value: Double, done: Bool) {
        switch self {
        case .still(let value):
            return (value, true)
        case let .easing(from, to, duration):
            let s = duration > 0 ? min(1, max(0, elapsed / duration)) : 1
            let eased = 1 - (1 - s) * (1 - s) * (1 - s)
            return (s >= 1 ? to : from + (to - from) * eased, s >= 1)
        case let .decelerating(from, velocity, rate, low, high):
            let ms = max(0, elapsed) * 1000
            let decay = pow(rate, ms)
            // The integral of velocity · rate^ms over the elapsed time.
            let value = from + velocity * (decay - 1) / (1000 * log(rate))
            if value <= low, velocity < 0 { return (low, true) }
            if value >= high, velocity > 0 { return (high, true) }
            return (value, Self.glide(of: velocity * decay, rate: rate) < ScrollView.decelerationStopDistance)
        }
    }
}

/// The offset's motion after a release or an animated change: one motion per axis.
struct ScrollMotion {
    var x: AxisMotion
    var y: AxisMotion
    let startTime: Double
    /// It follows a drag (or a touch that stopped a spring-back): the scroll view is decelerating.
    let afterDrag: Bool

    init(x: AxisMotion, y: AxisMotion, at time: Double, afterDrag: Bool) {
        self.x = x
        self.y = y
        self.startTime = time
        self.afterDrag = afterDrag
    }

    init(easingFrom from: Point, to: Point, at time: Double, afterDrag: Bool) {
        self.init(
            x: .easing(from: from.x, to: to.x, duration: ScrollView.animationDuration),
            y: .easing(from: from.y, to: to.y, duration: ScrollView.animationDuration),
            at: time, afterDrag: afterDrag)
    }

    func offset(at time: Double) -> (offset: Point, done: Bool) {
        let elapsed = time - startTime
        let (x, xDone) = self.x.value(after: elapsed)
        let (y, yDone) = self.y.value(after: elapsed)
        return (Point(x: x, y: y), xDone && yDone)
    }

    /// When an easing axis arrives, so that a frame lands exactly on it.
    var easingEnd: Double? {
        var end: Double?
        for axis in [x, y] {
            if case let .easing(_, _, duration) = axis { end = max(end ?? 0, startTime + duration) }
        }
        return end
    }
}

extension ScrollView {
    /// The time between two frames of motion: 1/60 s.
    public nonisolated static let frameInterval = 1.0 / 60
    /// A fling stops once less than half a point of its glide is left
    /// **(pinned)**: it ends within half a point of where it would come to rest.
    public nonisolated static let decelerationStopDistance = 0.5
    /// How long content left past an edge takes to spring back: 0.4 s **(pinned)**.
    public nonisolated static let springBackDuration = 0.4
    /// How long ``setContentOffset(_:animated:)`` glides: 0.3 s.
    public nonisolated static let animationDuration = 0.3
    /// How fast a release must move (points per second) for a paging scroll view
    /// to turn to the next page rather than the nearest.
    public nonisolated static let pagingFlickSpeed = 300.0

    /// Starts what follows a release with the content moving at `velocity`
    /// (points per second): past an edge, a spring-back; else, on an axis it
    /// can scroll, a fling that slows by ``decelerationRate`` each millisecond
    /// and stops at an edge. At the end of a drag the delegate is asked where
    /// the content should stop (`scrollViewWillEndDragging`); a target it
    /// moves is glided to instead. Returns whether the content moves on.
    func settleAfterRelease(velocity: Point, endingDrag: Bool = false) -> Bool {
        let offset = contentOffset
        let low = minimumContentOffset, high = maximumContentOffset
        let rate = decelerationRate.rawValue
        func axis(_ value: Double, _ speed: Double, _ low: Double, _ high: Double, _ scrolls: Bool) -> AxisMotion {
            if value < low || value > high {
                return .easing(from: value, to: min(max(value, low), high), duration: Self.springBackDuration)
            }
            // A rate outside 0 < rate < 1 would never slow down, or reverse: no fling.
            guard scrolls, speed.isFinite, rate > 0, rate < 1,
                AxisMotion.glide(of: speed, rate: rate) >= Self.decelerationStopDistance,
                !(value == low && speed < 0), !(value == high && speed > 0)
            else { return .still(value) }
            return .decelerating(from: value, velocity: speed, rate: rate, low: low, high: high)
        }
        var x = axis(offset.x, velocity.x, low.x, high.x, canScrollHorizontally)
        var y = axis(offset.y, velocity.y, low.y, high.y, canScrollVertically)
        if isPagingEnabled {
            let size = bounds.size
            x = Self.paged(
                offset.x, velocity.x, page: size.width, low: low.x, high: high.x, scrolls: canScrollHorizontally)
            y = Self.paged(
                offset.y, velocity.y, page: size.height, low: low.y, high: high.y, scrolls: canScrollVertically)
        }
        if endingDrag, let delegate {
            let projected = Point(x: x.restingValue, y: y.restingValue)
            var target = projected
            // UIKit gives the velocity in points per millisecond.
            delegate.scrollViewWillEndDragging(
                self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000),
                targetContentOffset: &target)
            if target.x != projected.x { x = .easing(from: offset.x, to: target.x, duration: Self.animationDuration) }
            if target.y != projected.y { y = .easing(from: offset.y, to: target.y, duration: Self.animationDuration) }
        }
        if case .still = x, case .still = y { return false }
        startMotion(ScrollMotion(x: x, y: y, at: currentTime, afterDrag: true))
        return true
    }

    /// A paging scroll view's axis after a release: to the nearest page
    /// boundary, or the next one in the direction of a flick faster than
    /// ``pagingFlickSpeed``, within the scrollable range.
    static func paged(_ value: Double, _ speed: Double, page: Double, low: Double, high: Double, scrolls: Bool)
        -> AxisMotion
    {
        guard scrolls, page > 0, page.isFinite, speed.isFinite else { return .still(value) }
        let position = value / page
        let index =
            speed > pagingFlickSpeed
            ? position.rounded(.up)
            : speed < -pagingFlickSpeed ? position.rounded(.down) : position.rounded()
        let target = min(max(index * page, low), high)
        return target == value ? .still(value) : .easing(from: value, to: target, duration: animationDuration)
    }

    /// Runs `motion` frame by frame on the application's clock; outside an
    /// application there is no clock, and the content goes straight to where it ends.
    func startMotion(_ motion: ScrollMotion) {
        self.motion = motion
        guard let application = window?.application else {
            finishMotion(at: .infinity)
            return
        }
        animationTimer.application = application
        scheduleNextFrame()
    }

    /// Stops the motion under way where it is (a finger came down, code set the offset).
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        animationTimer.cancelDeadline()
    }

    /// One frame: the offset moves to where the motion is now.
    func advanceMotion() {
        guard let motion else { return }
        let now = animationTimer.currentTime
        let (offset, done) = motion.offset(at: now)
        if done {
            finishMotion(at: now)
        } else {
            contentOffset = offset
            scheduleNextFrame()
        }
    }

    private func scheduleNextFrame() {
        guard let motion else { return }
        var next = animationTimer.currentTime + Self.frameInterval
        if let end = motion.easingEnd, end > animationTimer.currentTime { next = min(next, end) }
        animationTimer.scheduleDeadline(at: next)
    }

    private func finishMotion(at time: Double) {
        guard let motion else { return }
        self.motion = nil
        animationTimer.cancelDeadline()
        contentOffset = motion.offset(at: time).offset
        if motion.afterDrag {
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
