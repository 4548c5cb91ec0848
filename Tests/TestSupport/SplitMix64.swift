/// SplitMix64: a tiny, seeded, deterministic generator, so that a failing
/// random case reproduces from the seed printed with it, and the bench builds
/// the same trees on every run. The one generator of the tests and the bench.
///
/// ```swift
/// var rng = SplitMix64(seed: 0xC0FFEE)
/// let x = rng.double(0, 320), side = rng.int(4)
/// ```
public struct SplitMix64 {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    /// Uniform in [lo, hi).
    public mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
    /// Uniform in 0..<n.
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    public mutating func chance(_ p: Double) -> Bool { unit() < p }
    public mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
}
