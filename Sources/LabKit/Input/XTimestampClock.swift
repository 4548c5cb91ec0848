/// Turns X server timestamps (32-bit milliseconds that wrap around every
/// 2^32 ms ≈ 49.7 days) into seconds that never go backwards.
///
/// The first timestamp seen maps to itself (`raw / 1000`); each later one
/// advances by its distance from the previous one, read as a signed 32-bit
/// difference, so a wrap from 0xFFFF_FFF0 to 0x10 is a step of 32 ms. An
/// earlier timestamp (a synthetic event with time 0, say) does not move the
/// clock back. Assumes events are seen at least once every 24.8 days.
public struct XTimestampClock: Sendable, Equatable {
    private var last: UInt32?
    private var milliseconds: Int64 = 0

    public init() {}

    /// The seconds for this X timestamp; advances the clock.
    public mutating func seconds(for raw: UInt32) -> Double {
        if let last {
            let step = Int64(Int32(bitPattern: raw &- last))
            if step > 0 {
                milliseconds += step
                self.last = raw
            }
        } else {
            milliseconds = Int64(raw)
            last = raw
        }
        return Double(milliseconds) / 1000
    }

    /// The latest time seen, in seconds (0 before any event).
    public var now: Double { Double(milliseconds) / 1000 }
}
