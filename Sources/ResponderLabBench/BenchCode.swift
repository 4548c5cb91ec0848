import Foundation
import Glibc
import TestSupport

/// The user's own code (`--code`), on the shop of Assets/Examples: a folder of
/// an app's view files as they are, among them a 438-line cell, on its dump.
/// How long a run takes when that file has changed (it is read, and what does
/// not compile is left out, round after round), what an unchanged run adds to
/// the same run without code, and how long a one-line save of the file takes
/// to be compiled and its replay to reach the screen in `run`. Each runs
/// `responder-lab` as a user does, with the compiled libraries in a cache of
/// the bench's.
enum CodeBench {
    static let names = [
        "--code run of a changed 438-line file (the shop)", "an unchanged --code run adds",
        "run: a one-line save compiled and its replay on screen",
    ]
    static let targets = [BenchFigure.atMost(3), BenchFigure.atMost(0.5), BenchFigure.atMost(1)]

    /// The shop's folder and dump, in the repository the bench was built from.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The file the runs change, and the line a save changes in it.
    static let changedFile = "Sources/Shop/ProductCardCell.swift"
    static let changedLine = (
        from: "static let heartTouchSlop: CGFloat = 8", to: "static let heartTouchSlop: CGFloat = 12"
    )

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run() -> [BenchFigure] {
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "responder-lab-bench-code-\(getpid())"
            ).path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let shop = folder + "/Shop", dump = repository.appendingPathComponent("Assets/Dumps/shop.txt").path
            try FileManager.default.copyItem(
                atPath: repository.appendingPathComponent("Assets/Examples/Shop").path, toPath: shop)
            let trace = ["trace", "--dump", dump, "--at", "60,136"]
            var figures = try headless(trace: trace, shop: shop, cache: folder + "/cache")
            figures += window(dump: dump, shop: shop, cache: folder + "/cache-window")
            return figures
        } catch {
            return names.indices.map { BenchFigure(names[$0], nil, "s", target: targets[$0], note: "failed: \(error)") }
        }
    }

    /// Figures 1 and 2: `trace` after the file changed (a comment added each time, so nothing is in the
    /// cache for it), then with the library cached, against no code.
    private static func headless(trace: [String], shop: String, cache: String) throws -> [BenchFigure] {
        setenv("XDG_CACHE_HOME", cache, 1)
        let file = shop + "/" + changedFile
        let original = try String(contentsOfFile: file, encoding: .utf8)
        var changed: [Double] = []
        for round in 0..<3 {
            try (original + "// round \(round)\n").write(toFile: file, atomically: true, encoding: .utf8)
            changed.append(try seconds(trace + ["--code", shop]))
        }
        // Warm: the library is cached; both runs interleaved, so a change in the machine's speed hits both.
        var with: [Double] = [], without: [Double] = []
        for _ in 0..<9 {
            with.append(try seconds(trace + ["--code", shop]))
            without.append(try seconds(trace))
        }
        try original.write(toFile: file, atomically: true, encoding: .utf8)
        let added = Stopwatch.medianOf(with) - Stopwatch.medianOf(without)
        return [
            BenchFigure("\(names[0]), median of 3", Stopwatch.medianOf(changed), "s", target: targets[0]),
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
            throw Failure(
                description:
                    "responder-lab \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return Double(Monotonic.nanoseconds() - start) / 1e9
    }

    /// Figure 3: `run --code` on `$DISPLAY`; a click, then one-line saves of the cell's file, each timed
    /// from the write to the present of the frame that shows its replay.
    private static func window(dump: String, shop: String, cache: String) -> [BenchFigure] {
        let name = "\(names[2]), median of 3"
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            return [
                BenchFigure(
                    name, nil, "s", target: targets[2],
                    note: "skipped: no $DISPLAY (run `make bench`, which starts Xvfb)")
            ]
        }
        guard let xdotool = ExternalTool.which("xdotool") else {
            return [BenchFigure(name, nil, "s", target: targets[2], note: "skipped: xdotool is not installed")]
        }
        setenv("XDG_CACHE_HOME", cache, 1)
        do {
            let file = shop + "/" + changedFile
            let original = try String(contentsOfFile: file, encoding: .utf8)
            defer { try? original.write(toFile: file, atomically: true, encoding: .utf8) }
            let lab = try WindowBench.Lab.start(["--dump", dump, "--code", shop])
            defer { lab.quit(xdotool: xdotool) }
            // A touch on the scene, for the saves to replay.
            try ExternalTool.run(xdotool, ["mousemove", "--window", lab.windowID, "120", "300", "click", "1"])
            var times: [Double] = []
            for round in 0..<3 {
                let text =
                    round.isMultiple(of: 2)
                    ? original.replacingOccurrences(of: changedLine.from, with: changedLine.to) : original
                let saved = Monotonic.nanoseconds()
                try text.write(toFile: file, atomically: true, encoding: .utf8)
                let deadline = Date().addingTimeInterval(60)
                var reloads: [WindowBench.Lab.Log.Answer] = []
                repeat {
                    reloads = lab.log().answers(to: "code-reload")
                    if reloads.count > round { break }
                    Thread.sleep(forTimeInterval: 0.01)
                } while Date() < deadline
                guard reloads.count > round else {
                    throw Failure(description: "save \(round + 1) was not replayed within 60 s")
                }
                times.append(Double(reloads[round].presented - saved) / 1e9)
            }
            return [BenchFigure(name, Stopwatch.medianOf(times), "s", target: targets[2])]
        } catch {
            return [BenchFigure(name, nil, "s", target: targets[2], note: "failed: \(error)")]
        }
    }
}
