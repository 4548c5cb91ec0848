import ResponderKit

/// The scroll views a finger left moving on their own (a fling, a
/// spring-back), watched until they stop: the log says when each comes to
/// rest (`{"type":"scrollEnded"…}`), which is how a user or a test knows a
/// fling is over.
///
/// ```swift
/// coasting.touchEnded(on: row)     // the list around the row flings on
/// coasting.stopped()               // [] while it moves; [list] once it rests
/// ```
@MainActor
struct Coasting {
    private var moving: [ScrollView] = []

    /// A touch on `view` ended or was cancelled: the scroll views around it that move on are watched.
    mutating func touchEnded(on view: View?) {
        var current = view
        while let candidate = current {
            if let scrollView = candidate as? ScrollView, scrollView.isDecelerating,
                !moving.contains(where: { $0 === scrollView })
            {
                moving.append(scrollView)
            }
            current = candidate.superview
        }
    }

    /// The watched scroll views that have stopped (at rest, or caught by a touch or the wheel), watched no more.
    mutating func stopped() -> [ScrollView] {
        let stopped = moving.filter { !$0.isDecelerating }
        moving.removeAll { !$0.isDecelerating }
        return stopped
    }
}
