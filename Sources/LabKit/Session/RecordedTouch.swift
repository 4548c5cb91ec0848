import ResponderKit

/// The last touch, kept to be replayed on a changed hierarchy: after a live
/// edit, R, the fix (T) and a reload of the scene or dump file.
public enum RecordedTouch: Sendable, Equatable {
    /// The mouse's touch: its phases in the scene's window, with their times.
    case touch([Sample])
    /// A right click: hit-testing only.
    case inspection(at: Point)

    public struct Sample: Sendable, Equatable {
        public let phase: Touch.Phase
        public let point: Point
        public let timestamp: Double
    }

    /// Where the touch began, in the scene's window.
    public var point: Point {
        switch self {
        case .touch(let samples): samples.first?.point ?? .zero
        case .inspection(let point): point
        }
    }
}
