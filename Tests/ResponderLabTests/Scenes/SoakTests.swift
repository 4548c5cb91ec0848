import Foundation
import Testing

/// A million touches through a scene, as the window delivers them (traced,
/// observed, summarised for the panel): the lab's memory must stay flat.
@Suite("Soak: a million touches")
struct SoakTests {
    static let touches = 1_000_000

    @Test func aMillionTouchesThroughASceneGrowResidentMemoryByLessThanOneMegabyte() throws {
        // In a process of its own (`responder-lab-bench --child soak`), so that nothing else
        // the tests do in parallel counts: it prints VmRSS every 50,000 touches.
        let result = try LabProcess.run(
            ["--child", "soak", "--count", String(Self.touches)],
            executable: LabProcess.benchBinary)
        #expect(result.status == 0, "\(result.stderr)")
        let samples = result.stdout.split(separator: "\n").compactMap { line -> (touches: Int, kilobytes: Int)? in
            let f = line.split(separator: " ")
            guard f.count == 3, f[0] == "rss", let n = Int(f[1]), let kb = Int(f[2]) else { return nil }
            return (n, kb)
        }
        try #require(samples.count == 20, "\(result.stdout)")
        #expect(samples.last?.touches == Self.touches)
        // Warm-up: the first 100,000 touches fill the caches (glyph-free here: no rendering) and the allocator's pools.
        let warm = try #require(samples.first { $0.touches == 100_000 })
        let after = samples.filter { $0.touches > 100_000 }
        let peak = try #require(after.map(\.kilobytes).max())
        #expect(
            peak - warm.kilobytes < 1024,
            "VmRSS grew from \(warm.kilobytes) kB after warm-up to \(peak) kB: \(samples.map { "\($0.touches): \($0.kilobytes)" })"
        )
    }
}
