import Testing

@testable import X11Host

@Suite("TimerQueue: the loop's timers without a display")
struct TimerQueueTests {
    let start = ContinuousClock.now

    @Test func timersFireInDeadlineOrderAndTiesInSchedulingOrder() {
        var queue = TimerQueue<String>()
        _ = queue.schedule(at: start + .milliseconds(30), "c")
        _ = queue.schedule(at: start + .milliseconds(10), "a")
        _ = queue.schedule(at: start + .milliseconds(20), "b1")
        _ = queue.schedule(at: start + .milliseconds(20), "b2")
        var fired: [String] = []
        while let (_, name) = queue.popDue(now: start + .seconds(1)) { fired.append(name) }
        #expect(fired == ["a", "b1", "b2", "c"])
        #expect(queue.isEmpty)
    }

    @Test func onlyDueTimersFire() {
        var queue = TimerQueue<Int>()
        _ = queue.schedule(at: start + .milliseconds(5), 1)
        _ = queue.schedule(at: start + .milliseconds(50), 2)
        #expect(queue.popDue(now: start + .milliseconds(4)) == nil)
        #expect(queue.popDue(now: start + .milliseconds(5))?.1 == 1)
        #expect(queue.popDue(now: start + .milliseconds(49)) == nil)
        #expect(queue.count == 1)
    }

    @Test func aCancelledTimerNeverFires() {
        var queue = TimerQueue<Int>()
        let token = queue.schedule(at: start, 1)
        _ = queue.schedule(at: start, 2)
        let first = queue.cancel(token)
        let second = queue.cancel(token)
        #expect(first)
        #expect(!second, "cancelling twice reports false")
        #expect(queue.popDue(now: start)?.1 == 2)
        #expect(queue.popDue(now: start) == nil)
    }

    @Test func thePollTimeoutIsTheNearestDeadlineRoundedUp() {
        var queue = TimerQueue<Int>()
        #expect(queue.pollTimeout(now: start) == -1, "no timers: wait forever")
        _ = queue.schedule(at: start + .microseconds(2_500), 1)
        _ = queue.schedule(at: start + .seconds(9), 2)
        #expect(queue.pollTimeout(now: start) == 3, "2.5 ms rounds up so the loop never wakes early")
        #expect(queue.pollTimeout(now: start + .microseconds(2_499)) == 1)
        #expect(queue.pollTimeout(now: start + .milliseconds(3)) == 0, "due: don't sleep")
    }
}
