import Foundation
import Glibc
import TestSupport

/// The user's own code (`--code`): how long its first run takes with nothing
/// compiled yet, what an unchanged run adds to the same run without code, and
/// how long a save takes to be compiled and its replay to reach the screen in
/// `run`. Each runs `responder-lab` as a user does, on a dump and a file of
/// its own, with the compiled libraries in a cache of the bench's.
enum CodeBench {
    static let names = ["first --code run, nothing compiled yet", "an unchanged --code run adds",
                        "run: a saved edit compiled and its replay on screen"]
    static let targets = [BenchFigure.atMost(60), BenchFigure.atMost(0.5), BenchFigure.atMost(5)]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run() -> [BenchFigure] {
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("responder-lab-bench-code-\(getpid())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let file = folder + "/GrowingButton.swift", dumpFile = folder + "/app.txt"
            try GrowingButtonSample.source(padding: "2").write(toFile: file, atomically: true, encoding: .utf8)
            try GrowingButtonSample.dump.write(toFile: dumpFile, atomically: true, encoding: .utf8)
            let trace = ["trace", "--dump", dumpFile, "--at", "95,120"]
            var figures = try headless(trace: trace, code: ["--code", file], cacheRoot: folder)
            figures += window(dump: dumpFile, file: file, cache: folder + "/cache-window")
            return figures
        } catch {
            return names.indices.map { BenchFigure(names[$0], nil, "s", target: targets[$0], note: "failed: \(error)") }
        }
    }

    /// Figures 1 and 2: `trace` with a cache emptied each time, then with the library cached, against no code.
    private static func headless(trace: [String], code: [String], cacheRoot: String) throws -> [BenchFigure] {
        var first: [Double] = []
        for round in 0..<3 {
            setenv("XDG_CACHE_HOME", cacheRoot + "/cache-\(round)", 1)
            first.append(try seconds(trace + code))
        }
        // Warm: the library is in the last cache; both runs interleaved, so a change in the machine's speed hits both.
        var with: [Double] = [], without: [Double] = []
        for _ in 0..<9 {
            with.append(try seconds(trace + code))
            without.append(try seconds(trace))
        }
        let added = Stopwatch.medianOf(with) - Stopwatch.medianOf(without)
        return [
            BenchFigure("\(names[0]), median of 3", Stopwatch.medianOf(first), "s", target: targets[0]),
            BenchFigure("\(names[1]), median of 9", added, "s", target: targets[1]),
            BenchFigure("  the same trace without --code, median", Stopwatch.medianOf(without), "s"),
        ]
    }

    /// Wall time of `responder-lab` with `arguments` to its exit; it must succeed.
    private static func seconds(_ arguments: [String]) throws -> Double {
        let start = Monotonic.nanoseconds()
        let process = try WindowBench.spawn(arguments)
        while process.isRunning { usleep(1000) }
        guard process.terminationStatus == 0 else {
            throw Failure(description: "responder-lab \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return Double(Monotonic.nanoseconds() - start) / 1e9
    }

    /// Figure 3: `run --code` on `$DISPLAY`; a click, then saves of the file, each timed
    /// from the write to the present of the frame that shows its replay.
    private static func window(dump: String, file: String, cache: String) -> [BenchFigure] {
        let name = "\(names[2]), median of 3"
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            return [BenchFigure(name, nil, "s", target: targets[2], note: "skipped: no $DISPLAY (run `make bench`, which starts Xvfb)")]
        }
        guard let xdotool = ExternalTool.which("xdotool") else {
            return [BenchFigure(name, nil, "s", target: targets[2], note: "skipped: xdotool is not installed")]
        }
        setenv("XDG_CACHE_HOME", cache, 1)
        do {
            let lab = try WindowBench.Lab.start(["--dump", dump, "--code", file])
            defer { lab.quit(xdotool: xdotool) }
            // A touch beside the button, for the saves to replay (the scene is drawn at y = 64, unzoomed).
            try ExternalTool.run(xdotool, ["mousemove", "--window", lab.windowID, "95", "184", "click", "1"])
            var times: [Double] = []
            for (round, padding) in ["12", "2", "12"].enumerated() {
                let saved = Monotonic.nanoseconds()
                try GrowingButtonSample.source(padding: padding).write(toFile: file, atomically: true, encoding: .utf8)
                let deadline = Date().addingTimeInterval(60)
                var reloads: [WindowBench.Lab.Log.Answer] = []
                repeat {
                    reloads = lab.log().answers(to: "code-reload")
                    if reloads.count > round { break }
                    Thread.sleep(forTimeInterval: 0.01)
                } while Date() < deadline
                guard reloads.count > round else { throw Failure(description: "save \(round + 1) was not replayed within 60 s") }
                times.append(Double(reloads[round].presented - saved) / 1e9)
            }
            return [BenchFigure(name, Stopwatch.medianOf(times), "s", target: targets[2])]
        } catch {
            return [BenchFigure(name, nil, "s", target: targets[2], note: "failed: \(error)")]
        }
    }
}
