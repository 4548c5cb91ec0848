import Foundation
import Glibc

/// `run --latency-log FILE` (hidden; `bench` uses it): one line per fact the
/// input-to-pixels and start-up figures need, all times on `CLOCK_MONOTONIC`.
///
/// ```
/// window 0x200001 pid 4242
/// first-frame 81234567890                          monotonic ns right after the first present
/// clock 81234600000 81234 81234650000              monotonic ns, X server ms, monotonic ns (a round trip)
/// input press 81240 81243210000 2100000 310000     the kind of input (`Input`), its X time, monotonic ns
///                                                  right after the present of the frame answering it,
///                                                  that frame's render and present ns
/// input code-reload 0 81250000000 2100000 310000   the same for a save of the user's code compiled and replayed
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
    /// The X server's time now, in its milliseconds (one round trip): the `clock` lines' middle figure.
    private let serverTime: () -> UInt32
    private var inputs: [(kind: Input, xTime: UInt32)] = []
    private var framesPresented = 0

    init?(path: String, serverTime: @escaping () -> UInt32) {
        guard let file = fopen(path, "w") else { return nil }
        self.file = file
        self.serverTime = serverTime
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

    /// The inputs timed to the frame that answers them. To time another kind
    /// of input, add a case here and the inputs it stands for in `init(_:)`.
    enum Input: String {
        /// Button 1 pressed over the scene: a touch begins (or, with Shift, the inspector selects).
        case press
        /// The pointer moved (in hover mode, the hover trace follows it).
        case motion
        /// A key went down (the inspector's Return folding the tree, `+` zooming).
        case key
        /// The user's code, saved, was compiled and loaded, and the last touch replayed
        /// (`run --code`); its X time is 0: no event stands for it.
        case codeReload = "code-reload"

        /// The kind of input an event decoded to, if the log times it.
        init?(_ inputs: [LabInput]) {
            let kinds = inputs.compactMap { input -> Input? in
                switch input {
                case .touch(.began, _, TouchTranslator.mouseTouchID, _), .select: .press
                case .touch(.moved, _, _, _), .pointer, .treeHover, .pan: .motion
                case .command, .sceneKey(.began, _, _), .resignFirstResponder: .key
                default: nil
                }
            }
            guard let first = kinds.first else { return nil }
            self = first
        }
    }

    /// An input the next frame presented answers.
    func received(_ input: Input, xTime: UInt32) {
        inputs.append((input, xTime))
    }

    /// Call right after a frame's present returned, with the time it finished.
    /// After the first frame the X server's clock is sampled (the `clock` lines).
    func presented(at now: UInt64, renderNanoseconds: UInt64, presentNanoseconds: UInt64) {
        framesPresented += 1
        if framesPresented == 1 { write("first-frame \(now)") }
        for (kind, time) in inputs {
            write("input \(kind.rawValue) \(time) \(now) \(renderNanoseconds) \(presentNanoseconds)")
        }
        inputs.removeAll()
        if framesPresented == 1 { calibrate() }
    }

    /// Samples the X server's clock against the monotonic clock, `count` times.
    private func calibrate(count: Int = 20) {
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
