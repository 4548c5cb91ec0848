import ResponderKit

/// The last touch, kept to be replayed on a changed hierarchy: after a live
/// edit, R, the fix (T) and a reload of the scene or dump file; and, in
/// `run --code`'s child, kept for its parent, to be replayed after a fault
/// (``CodeChildState``).
public enum RecordedTouch: Sendable, Equatable, Codable {
    /// The mouse's touch: its phases in the scene's window, with their times.
    case touch([Sample])
    /// A right click: hit-testing only.
    case inspection(at: Sample)

    /// One phase at a point of the scene's window.
    public struct Sample: Sendable, Equatable, Codable {
        public let phase: Touch.Phase
        public let point: Point
        public let timestamp: Double

        public init(phase: Touch.Phase, point: Point, timestamp: Double) {
            self.phase = phase
            self.point = point
            self.timestamp = timestamp
        }

        private enum CodingKeys: String, CodingKey { case phase, x, y, timestamp }

        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            let name = try values.decode(String.self, forKey: .phase)
            guard let phase = Touch.Phase(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .phase, in: values, debugDescription: "no touch phase \(name)")
            }
            self.phase = phase
            point = Point(x: try values.decode(Double.self, forKey: .x), y: try values.decode(Double.self, forKey: .y))
            timestamp = try values.decode(Double.self, forKey: .timestamp)
        }

        public func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode(phase.rawValue, forKey: .phase)
            try values.encode(point.x, forKey: .x)
            try values.encode(point.y, forKey: .y)
            try values.encode(timestamp, forKey: .timestamp)
        }
    }

    /// A right click at `point`.
    public static func inspection(at point: Point) -> RecordedTouch {
        .inspection(at: Sample(phase: .began, point: point, timestamp: 0))
    }

    /// Where the touch began, in the scene's window.
    public var point: Point {
        switch self {
        case .touch(let samples): samples.first?.point ?? .zero
        case .inspection(let sample): sample.point
        }
    }

    /// The touch as a replay plays it: one cut short (the window's child faulted while it was down)
    /// ends where it was.
    public var finished: RecordedTouch {
        guard case .touch(let samples) = self, let last = samples.last, last.phase != .ended, last.phase != .cancelled
        else {
            return self
        }
        return .touch(samples + [Sample(phase: .ended, point: last.point, timestamp: last.timestamp)])
    }
}
