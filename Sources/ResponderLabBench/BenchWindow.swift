import Foundation
import Glibc
import LabKit
import TestSupport

/// Figures 4–6: the real window on the X display in `$DISPLAY` (`make bench`
/// runs under a private Xvfb), driven by xdotool as a user would.
enum WindowBench {
    static func run(clicks: Int) -> [BenchFigure] {
        let names = [
            "click-to-pixels, median", "click-to-pixels, p99", "process start to first frame", "idle CPU over 5 s",
        ]
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            return skipped(names, "skipped: no $DISPLAY (run `make bench`, which starts Xvfb)")
        }
        guard let xdotool = ExternalTool.which("xdotool") else {
            return skipped(names, "skipped: xdotool is not installed")
        }
        do {
            return try measure(clicks: clicks, xdotool: xdotool)
        } catch {
            return skipped(names, "failed: \(error)")
        }
    }

    private static func skipped(_ names: [String], _ note: String) -> [BenchFigure] {
        let targets = [BenchFigure.atMost(5), nil, BenchFigure.atMost(250), BenchFigure.below(1)]
        let units = ["ms", "ms", "ms", "%"]
        return names.indices.map { BenchFigure(names[$0], nil, units[$0], target: targets[$0], note: note) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func measure(clicks: Int, xdotool: String) throws -> [BenchFigure] {
        // 5. Start-up, five times; the median counts. The floor: the same binary, the same scene, no window.
        var startups: [Double] = [], floors: [Double] = []
        for _ in 0..<5 {
            let t0 = Monotonic.nanoseconds()
            let describe = try spawn(["describe", "--scene", "hit-order"])
            // Polled like the lab's first frame (`waitUntilExit` adds tens of milliseconds).
            while describe.isRunning { usleep(1000) }
            floors.append(Double(Monotonic.nanoseconds() - t0) / 1e6)
            let lab = try Lab.start()
            startups.append(Double(lab.firstFrame - lab.spawned) / 1e6)
            lab.quit(xdotool: xdotool)
        }
        let lab = try Lab.start()
        defer { lab.process.terminate() }

        // 6. Idle: the window is up and nothing happens for five seconds.
        Thread.sleep(forTimeInterval: 0.5)
        let cpu0 = try ProcessCPU.ticks(of: lab.process.processIdentifier)
        let idleStart = Monotonic.nanoseconds()
        Thread.sleep(forTimeInterval: 5)
        let cpu1 = try ProcessCPU.ticks(of: lab.process.processIdentifier)
        let idleSeconds = Double(Monotonic.nanoseconds() - idleStart) / 1e9
        let idle = Double(cpu1 - cpu0) / Double(sysconf(Int32(_SC_CLK_TCK))) / idleSeconds * 100

        // 4. Clicks, 40 ms apart, on points of the scene taking turns (scene origin at y = 64).
        let points = [(300, 319), (120, 160), (500, 420), (650, 560), (250, 250)]
        var arguments: [String] = []
        for i in 0..<clicks {
            let (x, y) = points[i % points.count]
            arguments += [
                "mousemove", "--window", lab.windowID, "\(x)", "\(y)", "sleep", "0.02", "click", "1", "sleep", "0.04",
            ]
        }
        try ExternalTool.run(xdotool, arguments)
        let deadline = Date().addingTimeInterval(10)
        var log = Lab.Log(text: "")
        repeat {
            log = lab.log()
            if log.answers(to: "press").count >= clicks { break }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        lab.quit(xdotool: xdotool)
        let presses = log.answers(to: "press")
        guard presses.count >= clicks else {
            throw Failure(description: "the lab answered \(presses.count) of \(clicks) clicks")
        }
        guard let clock = log.clockCheck() else { throw Failure(description: "no clock samples in the latency log") }
        let latencies = presses.map(\.latency)
        let renders = presses.map { Double($0.render + $0.present) / 1e6 }
        let median = Stopwatch.medianOf(latencies)
        let startup = Stopwatch.medianOf(startups), floor = Stopwatch.medianOf(floors)
        return [
            BenchFigure(
                "click-to-pixels, median of \(clicks)", median, "ms", target: BenchFigure.atMost(5), note: clock),
            BenchFigure("click-to-pixels, p99", Stopwatch.percentile(latencies, 0.99), "ms"),
            BenchFigure(
                "  click-to-pixels ÷ the answering frame's render + present", median / Stopwatch.medianOf(renders), "×"),
            BenchFigure(
                "  the answering frame's render, median", Stopwatch.medianOf(presses.map { Double($0.render) / 1e6 }),
                "ms"),
            BenchFigure(
                "  its present (MIT-SHM put + XSync), median",
                Stopwatch.medianOf(presses.map { Double($0.present) / 1e6 }), "ms"),
            BenchFigure("process start to first frame, median of 5", startup, "ms", target: BenchFigure.atMost(250)),
            BenchFigure("  ÷ the same binary describing the scene, no window", startup / floor, "×"),
            BenchFigure(
                "idle CPU over \(BenchReport.format(idleSeconds)) s, window open", idle, "%",
                target: BenchFigure.below(1)),
        ]
    }

    /// A `responder-lab run --latency-log` on `$DISPLAY`, up to its first frame.
    struct Lab {
        let process: Process
        let logPath: String
        let spawned: UInt64
        let firstFrame: UInt64
        let windowID: String

        /// `responder-lab run SCENE --latency-log …`, where SCENE is `--scene hit-order` unless given.
        static func start(_ scene: [String] = ["--scene", "hit-order"]) throws -> Lab {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("responder-lab-latency-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log")
                .path
            let spawned = Monotonic.nanoseconds()
            let process = try spawn(["run"] + scene + ["--latency-log", path])
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                let log = Log(text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
                if let first = log.firstFrame, let window = log.windowID, log.clocks.count >= 20 {
                    return Lab(process: process, logPath: path, spawned: spawned, firstFrame: first, windowID: window)
                }
                guard process.isRunning else {
                    throw Failure(description: "responder-lab run exited with \(process.terminationStatus)")
                }
                usleep(1000)
            }
            process.terminate()
            throw Failure(description: "no first frame within 10 s")
        }

        func log() -> Log { Log(text: (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "") }

        func quit(xdotool: String) {
            _ = try? ExternalTool.run(xdotool, ["key", "--window", windowID, "q"])
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning { process.terminate() }
            try? FileManager.default.removeItem(atPath: logPath)
        }

        /// The parsed latency log (see `LatencyLog`).
        struct Log {
            var windowID: String?
            var firstFrame: UInt64?
            var clocks: [(before: UInt64, server: UInt32, after: UInt64)] = []
            /// An input and the frame that answered it (`LatencyLog`'s `input` lines).
            struct Answer {
                let kind: String
                let xTime: UInt32
                let presented: UInt64, render: UInt64, present: UInt64

                /// From the server's timestamp to the answering frame's present, in ms: both on
                /// CLOCK_MONOTONIC (see `clockCheck`); the X time wraps at 2^32 ms.
                var latency: Double {
                    let presentedMs = UInt32(truncatingIfNeeded: presented / 1_000_000)
                    return Double(Int32(bitPattern: presentedMs &- xTime)) + Double(presented % 1_000_000) / 1e6
                }
            }
            var answers: [Answer] = []

            func answers(to kind: String) -> [Answer] { answers.filter { $0.kind == kind } }

            init(text: String) {
                for line in text.split(separator: "\n") {
                    let f = line.split(separator: " ").map(String.init)
                    switch f.first {
                    case "window" where f.count >= 2: windowID = String(UInt(f[1].dropFirst(2), radix: 16) ?? 0)
                    case "first-frame" where f.count == 2: firstFrame = UInt64(f[1])
                    case "clock" where f.count == 4:
                        if let b = UInt64(f[1]), let s = UInt32(f[2]), let a = UInt64(f[3]) { clocks.append((b, s, a)) }
                    case "input" where f.count == 6:
                        if let x = UInt32(f[2]), let p = UInt64(f[3]), let r = UInt64(f[4]), let q = UInt64(f[5]) {
                            answers.append(Answer(kind: f[1], xTime: x, presented: p, render: r, present: q))
                        }
                    default: break
                    }
                }
            }

            /// Checks that the X server's clock is CLOCK_MONOTONIC in ms: how far
            /// each server time lies behind the monotonic readings around it.
            func clockCheck() -> String? {
                guard !clocks.isEmpty else { return nil }
                var lags: [Double] = [], outside = 0
                for c in clocks {
                    let before = Double(c.before) / 1e6, after = Double(c.after) / 1e6
                    let server =
                        Double(Int32(bitPattern: c.server &- UInt32(truncatingIfNeeded: c.before / 1_000_000)))
                        + Double(c.before / 1_000_000)
                    // A ms-truncated reading of CLOCK_MONOTONIC taken between `before` and `after` lies in
                    // [before − 1, after]; the server may use CLOCK_MONOTONIC_COARSE instead, but only when
                    // it ticks at least every millisecond: one more ms of slack.
                    if server < before - 2 || server > after { outside += 1 }
                    lags.append(after - server)
                }
                let maxLag = lags.max() ?? 0
                return "X time vs CLOCK_MONOTONIC over \(clocks.count) round trips: server time "
                    + "\(BenchReport.format(lags.min() ?? 0))…\(BenchReport.format(maxLag)) ms behind the reading after it"
                    + (outside == 0
                        ? " (consistent: same clock)"
                        : "; \(outside) samples inconsistent: the X server's clock is NOT CLOCK_MONOTONIC")
            }
        }
    }

    /// `responder-lab`, built beside this binary, with `arguments`, output discarded.
    static func spawn(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("responder-lab")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
