import Foundation
import Glibc
import LabKit
import ResponderKit
import Scenes
import TestSupport

/// Input → pixels on the generated 5,000-view dump (as large as the hierarchies users import), in the real
/// window on `$DISPLAY`: the pointer is moved with XTest, so the X server
/// makes each motion as it would a mouse's, and `run --latency-log` says when
/// the frame answering it was on screen (`LatencyLog`); each figure runs from
/// the moment the bench sent the input (`latencies(_:sent:)`). To time another input,
/// give it a kind in `LatencyLog.Input` and measure it here with `answers(to:)`.
@MainActor
enum InputLatencyBench {
    static let moves = 200
    /// Between two motions: more than a frame takes, so that each has a frame of its own.
    static let pause: useconds_t = 25_000

    /// Key presses for each of the tree's and the zoom's figures, as many as the motions: the 99th
    /// percentile (nearest rank) of 40 was the slowest press, so one stall of the host decided it.
    static let presses = 200
    /// Between two key presses: more than the slowest of their frames takes.
    static let keyPause: useconds_t = 60_000

    static let names = [
        "hover motion → pixels, median", "hover motion → pixels, p99", "drag in a scroll view → pixels, p99",
        "tree fold/unfold → pixels, p99", "zoom → pixels, p99",
    ]
    static let targets = [
        BenchFigure.atMost(4), BenchFigure.atMost(8), BenchFigure.atMost(8),
        BenchFigure.atMost(8), BenchFigure.atMost(16),
    ]

    static func run() -> [BenchFigure] {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            return skipped("skipped: no $DISPLAY (run `make bench`, which starts Xvfb)")
        }
        do {
            return try measure()
        } catch {
            return skipped("failed: \(error)")
        }
    }

    private static func skipped(_ note: String) -> [BenchFigure] {
        names.indices.map { BenchFigure(names[$0], nil, "ms", target: targets[$0], note: note) }
    }

    private static func measure() throws -> [BenchFigure] {
        let dump = FileManager.default.temporaryDirectory.appendingPathComponent("responder-lab-bench-\(getpid()).txt")
            .path
        try DumpBench.text.write(toFile: dump, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: dump) }
        // Where things are on screen: the lab lays the dump out the same way.
        let session = try LabSession(dumpFile: dump)
        let layout = session.layout, scene = layout.sceneRect
        guard let list = firstVerticalScrollView(in: session.scene.window) else {
            throw WindowBench.Failure(description: "the dump has no scroll view that scrolls vertically")
        }
        let box = list.bounds
        let listCenter = layout.toScreen(list.convert(Point(x: box.midX, y: box.midY), to: nil))

        let lab = try WindowBench.Lab.start(["--dump", dump])
        defer {
            lab.process.terminate()
            try? FileManager.default.removeItem(atPath: lab.logPath)
        }
        let input = try SyntheticInput()
        guard let id = UInt(lab.windowID), let origin = input.origin(ofWindow: id) else {
            throw WindowBench.Failure(description: "cannot find the lab's window \(lab.windowID)")
        }
        // When each input was sent, on the clock the lab's presents are read on.
        var sent: [UInt64] = []
        func move(to p: Point) {
            sent.append(Monotonic.nanoseconds())
            input.movePointer(x: origin.x + Int(p.x.rounded()), y: origin.y + Int(p.y.rounded()))
            usleep(pause)
        }

        // Hover: the lab starts with hover mode on (H would turn it off), so the pointer only wanders.
        move(to: Point(x: scene.midX, y: scene.midY))
        usleep(300_000)
        var rng = SplitMix64(seed: 16)
        let hoverStart = lab.log().answers(to: "motion").count
        for _ in 0..<moves {
            move(
                to: Point(x: rng.double(scene.minX + 4, scene.maxX - 4), y: rng.double(scene.minY + 4, scene.maxY - 4)))
        }
        let hover = try answers(lab, after: hoverStart, count: moves)

        // A drag in the list: down on it, up and down by 6 points a motion, up.
        move(to: listCenter)
        usleep(300_000)
        let dragStart = lab.log().answers(to: "motion").count
        input.pressButton(1)
        for step in 1...moves {
            move(to: Point(x: listCenter.x, y: listCenter.y + dragOffset(step)))
        }
        input.releaseButton(1)
        let drag = try answers(lab, after: dragStart, count: moves)

        // The inspector's tree: P shows it, Down selects its first row, the window;
        // Return folds and unfolds it, all 5,000 rows at once. Then + and − zoom about the pointer.
        func press(_ key: String) throws {
            sent.append(Monotonic.nanoseconds())
            guard input.typeKey(key) else { throw WindowBench.Failure(description: "the keyboard has no \(key) key") }
            usleep(keyPause)
        }
        try press("p")
        try press("Down")
        usleep(300_000)
        let treeStart = lab.log().answers(to: "key").count
        for _ in 0..<presses { try press("Return") }
        let tree = try answers(lab, to: "key", after: treeStart, count: presses)
        try press("p")
        move(to: Point(x: scene.midX, y: scene.midY))
        usleep(300_000)
        let zoomStart = lab.log().answers(to: "key").count
        for i in 0..<presses { try press(i % 2 == 0 ? "plus" : "minus") }
        let zoom = try answers(lab, to: "key", after: zoomStart, count: presses)

        let hoverLatencies = try latencies(hover, sent: sent), dragLatencies = try latencies(drag, sent: sent)
        let treeLatencies = try latencies(tree, sent: sent), zoomLatencies = try latencies(zoom, sent: sent)
        return [
            BenchFigure(
                "hover motion → pixels, \(DumpBench.views.formatted)-view dump, median of \(hover.count)",
                Stopwatch.medianOf(hoverLatencies), "ms", target: targets[0]),
            BenchFigure(
                "hover motion → pixels, p99", Stopwatch.percentile(hoverLatencies, 0.99), "ms", target: targets[1]),
            BenchFigure(
                "  median from the X server's timestamp (whole ms, rounded down)",
                Stopwatch.medianOf(hover.map(\.latency)), "ms"),
            BenchFigure(
                "  the answering frame's render + present, median",
                Stopwatch.medianOf(hover.map { Double($0.render + $0.present) / 1e6 }), "ms"),
            BenchFigure("    its render, median", Stopwatch.medianOf(hover.map { Double($0.render) / 1e6 }), "ms"),
            BenchFigure(
                "    its present (MIT-SHM put + XSync), median",
                Stopwatch.medianOf(hover.map { Double($0.present) / 1e6 }), "ms"),
            BenchFigure(
                "drag in a scroll view → pixels, p99 of \(drag.count)",
                Stopwatch.percentile(dragLatencies, 0.99), "ms", target: targets[2]),
            BenchFigure("  median", Stopwatch.medianOf(dragLatencies), "ms"),
            BenchFigure(
                "  the answering frame's render + present, median",
                Stopwatch.medianOf(drag.map { Double($0.render + $0.present) / 1e6 }), "ms"),
            BenchFigure(
                "tree fold/unfold (Return on the window's row) → pixels, p99 of \(tree.count)",
                Stopwatch.percentile(treeLatencies, 0.99), "ms", target: targets[3]),
            BenchFigure("  median", Stopwatch.medianOf(treeLatencies), "ms"),
            BenchFigure(
                "zoom (+ and − in turn) → pixels, p99 of \(zoom.count)",
                Stopwatch.percentile(zoomLatencies, 0.99), "ms", target: targets[4]),
            BenchFigure("  median", Stopwatch.medianOf(zoomLatencies), "ms"),
        ]
    }

    /// Milliseconds from sending each answered input to the present of the frame
    /// answering it. The server's timestamp would do as the start, but it is in
    /// whole milliseconds rounded down: timed from it, an input seems on average
    /// half a millisecond slower than it was. The send comes before the server
    /// stamps it, so this counts the trip to the server too.
    ///
    /// An answer belongs to the last input sent before its timestamp (whole ms, so
    /// up to one early): inputs go out `pause` or more apart, an answer a frame later.
    private static func latencies(_ answers: [WindowBench.Lab.Log.Answer], sent: [UInt64]) throws -> [Double] {
        try answers.map { answer in
            let send = sent.last { Int32(bitPattern: answer.xTime &- UInt32(truncatingIfNeeded: $0 / 1_000_000)) >= 0 }
            guard let send, answer.presented > send else {
                throw WindowBench.Failure(
                    description: "no input was sent before the one the server stamped \(answer.xTime)")
            }
            return Double(answer.presented - send) / 1e6
        }
    }

    /// The inputs of `kind` answered after the first `after`, once `count` of them are (or ten seconds passed).
    private static func answers(_ lab: WindowBench.Lab, to kind: String = "motion", after: Int, count: Int) throws
        -> [WindowBench.Lab.Log.Answer]
    {
        let deadline = Date().addingTimeInterval(10)
        var answered: [WindowBench.Lab.Log.Answer] = []
        repeat {
            answered = Array(lab.log().answers(to: kind).dropFirst(after))
            if answered.count >= count { break }
            usleep(50_000)
        } while Date() < deadline
        // Motions that came while a frame was drawn are answered together, by one frame: fewer lines.
        guard answered.count >= count / 2 else {
            throw WindowBench.Failure(
                description: "the lab answered \(answered.count) of \(count) inputs of kind \(kind)")
        }
        return answered
    }

    /// The drag's `step`th motion, from where it went down: up and down by 6 points a motion, 0 … −180 … 0.
    static func dragOffset(_ step: Int) -> Double {
        Double(abs(step % 60 - 30) - 30) * 6
    }

    static func firstVerticalScrollView(in root: View) -> ScrollView? {
        var stack = [root]
        while let view = stack.popLast() {
            if let scrollView = view as? ScrollView, scrollView.canScrollVertically, !scrollView.isHidden {
                return scrollView
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}
