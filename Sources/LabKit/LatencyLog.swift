import Foundation
import Glibc

/// `run --latency-log FILE` (hidden; `bench` uses it): one line per fact the
/// click-to-pixels and start-up figures need, all times on `CLOCK_MONOTONIC`.
///
/// ```
/// window 0x200001 pid 4242
/// first-frame 81234567890                          monotonic ns right after the first present
/// clock 81234600000 81234 81234650000              monotonic ns, X server ms, monotonic ns (a round trip)
/// press 81240 81243210000 2100000 310000           X time of a button-1 press, monotonic ns right after
///                                                  the present of the frame answering it, that frame's
///                                                  render and present ns
/// ```
///
/// X event timestamps are the server's `GetTimeInMillis()`, which on Linux is
/// `CLOCK_MONOTONIC` (or `CLOCK_MONOTONIC_COARSE` when that ticks at least every
/// millisecond) in milliseconds, truncated to 32 bits. So `present − press` is
/// how long the click took to reach the screen, from the moment the server
/// stamped it. The `clock` lines let the reader check that assumption: the
/// server's time must fall between the two monotonic readings around it
/// (allowing for the coarse clock's tick and the truncation to milliseconds).
@MainActor
final class LatencyLog {
    private let file: UnsafeMutablePointer<FILE>
    private var pressTimes: [UInt32] = []
    private var framesPresented = 0

    init?(path: String) {
        guard let file = fopen(path, "w") else { return nil }
        self.file = file
    }

    isolated deinit {
        fclose(file)
    }

    private func write(_ line: String) {
        fputs(line + "\n", file)
        fflush(file)
    }

    func windowOpened(id: UInt) {
        write("window 0x\(String(id, radix: 16)) pid \(getpid())")
    }

    /// A button-1 press that begins a touch; the next frame presented answers it.
    func pressed(xTime: UInt32) {
        pressTimes.append(xTime)
    }

    /// Call right after a frame's present returned, with the time it finished.
    /// Returns true for the first frame (then take the `clock` samples).
    @discardableResult
    func presented(at now: UInt64, renderNanoseconds: UInt64, presentNanoseconds: UInt64) -> Bool {
        framesPresented += 1
        if framesPresented == 1 { write("first-frame \(now)") }
        for time in pressTimes {
            write("press \(time) \(now) \(renderNanoseconds) \(presentNanoseconds)")
        }
        pressTimes.removeAll()
        return framesPresented == 1
    }

    /// Samples the X server's clock against the monotonic clock, `count` times.
    func calibrate(count: Int = 20, serverTime: () -> UInt32) {
        for _ in 0..<count {
            let before = Self.now()
            let server = serverTime()
            let after = Self.now()
            write("clock \(before) \(server) \(after)")
        }
    }

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
