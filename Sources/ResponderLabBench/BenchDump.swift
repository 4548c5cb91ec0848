import Foundation
import Glibc
import LabKit
import Rendering
import ResponderKit
import Scenes
import TestSupport

/// The figures on a generated dump of an app's views: as large as
/// the hierarchies users import, the same on every run. Parsing it, a full
/// redraw of the lab window showing it, and the lab started on it (its first
/// frame and its resident memory, on the X display in `$DISPLAY`).
@MainActor
enum DumpBench {
    nonisolated static let views = 5_000
    nonisolated static let seed: UInt64 = 1
    nonisolated static let text = DumpGenerator.make(views: views, seed: seed)
    /// A click on a card's button in the scrolled grid, in the dump's window.
    static let tapPoint = Point(x: 602, y: 248)
    static let screenSize = Size(width: 1280, height: 800)

    /// Writes the dump to a file of its own in the temporary directory; the caller removes it.
    nonisolated static func file() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("responder-lab-bench-\(views)-views-\(getpid()).txt").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func run() -> [BenchFigure] {
        var figures = parse()
        let path: String
        do {
            path = try file()
        } catch {
            return figures + [
                BenchFigure(
                    "full redraw of the \(views.formatted)-view dump", nil, "ms", target: BenchFigure.atMost(16),
                    note: "\(error)")
            ]
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        figures += redraw(path)
        figures += frames(path)
        figures += start(path)
        return figures
    }

    /// The parse, timed in a process of its own (`--child parse`), as `run --dump`
    /// parses at its start: right after the hit-test group's trees of 100,000
    /// views, in this process, it measured 18–24 ms against 12–13 alone (three
    /// runs of each, alternating).
    nonisolated static func parse() -> [BenchFigure] {
        let name = "parse a \(views.formatted)-view dump (\(text.utf8.count / 1000) kB): text to views"
        let values: [String: [Int]]
        do {
            values = BenchChild.parse(try BenchChild.runChild(["--child", "parse"]))
        } catch {
            return [BenchFigure(name, nil, "ms", target: BenchFigure.atMost(20), note: "\(error)")]
        }
        guard let parse = values["parse-ns"]?.first, let read = values["read-ns"]?.first else {
            return [BenchFigure(name, nil, "ms", target: BenchFigure.atMost(20), note: "unexpected output: \(values)")]
        }
        return [
            BenchFigure(name, Double(parse) / 1e6, "ms", target: BenchFigure.atMost(20)),
            BenchFigure("  reading the text alone (DumpReader)", Double(read) / 1e6, "ms"),
        ]
    }

    /// `--child parse`: the reader's and the whole parse's medians, printed in nanoseconds.
    static func measureParse() {
        let bytes = Array(text.utf8)
        var loaded = 0
        let read = Stopwatch.median(roundTime: 0.2) {
            loaded &+= (try? DumpReader.read(bytes, file: "generated"))?.views.count ?? 0
        }
        let parse = Stopwatch.median(roundTime: 0.2) {
            loaded &+= (try? DumpLoader.load(bytes, file: "generated", name: "generated"))?.imported?.views.count ?? 0
        }
        print("read-ns \(Int(read))")
        print("parse-ns \(Int(parse))")
        print("views \(loaded)")
    }

    /// A full frame of the lab window on the dump after a click (the scene, the
    /// trace's overlay, the panel) at 1280×800, and the dump's views alone.
    static func redraw(_ path: String) -> [BenchFigure] {
        let name = "full redraw of the \(views.formatted)-view dump, lab window after a click, 1280×800"
        let session: LabSession, screen: LabPainter
        do {
            session = try LabSession(dumpFile: path)
            screen = try LabPainter()
        } catch {
            return [BenchFigure(name, nil, "ms", target: BenchFigure.atMost(16), note: "\(error)")]
        }
        Script.click([tapPoint], in: session)
        let frame = Stopwatch.median(roundTime: 0.2) { _ = screen.render(session, size: screenSize) }
        var figures = [BenchFigure(name, frame / 1e6, "ms", target: BenchFigure.atMost(16))]
        if let text = try? TextRenderer() {
            let canvas = Canvas(
                width: Int(screenSize.width), height: Int(screenSize.height), fill: .white, textRenderer: text)
            let window = session.scene.window
            let viewsOnly = Stopwatch.median(roundTime: 0.2) {
                canvas.clear(.white)
                ViewRenderer(showsNames: false).render(window, in: canvas)
            }
            figures.append(BenchFigure("  the dump's views alone, unzoomed, 1280×800", viewsOnly / 1e6, "ms"))
        }
        return figures
    }

    /// The frames the window's hover and scroll-drag figures wait for, drawn
    /// here without a window: the same motions as `InputLatencyBench`, each
    /// answered by `LabPainter.update` (what the window draws before it puts the
    /// damaged rectangles on screen). Reported, with no target of their own:
    /// they say how much of the window's figure is drawing.
    static func frames(_ path: String) -> [BenchFigure] {
        let hoverName =
            "  hover frame on the dump, drawn headless (LabPainter.update), median of \(InputLatencyBench.moves)"
        let dragName = "  scroll-drag frame on the dump, drawn headless, median of \(InputLatencyBench.moves)"
        let session: LabSession, screen: LabPainter
        do {
            session = try LabSession(dumpFile: path)
            screen = try LabPainter()
        } catch {
            return [
                BenchFigure(hoverName, nil, "ms", note: "\(error)"), BenchFigure(dragName, nil, "ms", note: "\(error)"),
            ]
        }
        _ = screen.update(session, size: session.layout.windowSize)
        let hover = hoverFrames(session, screen)
        var figures = [
            BenchFigure(hoverName, Stopwatch.medianOf(hover), "ms"),
            BenchFigure("    p99", Stopwatch.percentile(hover, 0.99), "ms"),
        ]
        if let drag = dragFrames(session, screen) {
            figures += [
                BenchFigure(dragName, Stopwatch.medianOf(drag), "ms"),
                BenchFigure("    p99", Stopwatch.percentile(drag, 0.99), "ms"),
            ]
        }
        let zoom = zoomFrames(session, screen)
        figures += [
            BenchFigure(
                "  zoom frame on the dump (+ and − in turn), drawn headless, median of \(zoom.count)",
                Stopwatch.medianOf(zoom), "ms"),
            BenchFigure("    p99", Stopwatch.percentile(zoom, 0.99), "ms"),
        ]
        let tree = treeFrames(session, screen)
        figures += [
            BenchFigure(
                "  tree fold/unfold frame on the dump, drawn headless, median of \(tree.count)",
                Stopwatch.medianOf(tree), "ms"),
            BenchFigure("    p99", Stopwatch.percentile(tree, 0.99), "ms"),
        ]
        return figures
    }

    /// The tree shown, its first row (the window) selected, then folded and unfolded in turn, as in `InputLatencyBench`.
    @inline(never)
    private static func treeFrames(_ session: LabSession, _ screen: LabPainter) -> [Double] {
        session.inspector.switchTab()
        session.inspector.moveSelection(by: 1)
        _ = screen.update(session, size: session.layout.windowSize, comparing: false)
        defer { session.inspector.switchTab() }
        return (0..<InputLatencyBench.presses).map { _ in
            frameTime(session, screen) { session.inspector.toggleCollapse() }
        }
    }

    /// + and − in turn with the pointer over the scene's middle, as in `InputLatencyBench`.
    @inline(never)
    private static func zoomFrames(_ session: LabSession, _ screen: LabPainter) -> [Double] {
        let scene = session.layout.sceneRect, center = Point(x: scene.midX, y: scene.midY)
        session.movePointer(to: center)
        return (0..<InputLatencyBench.presses).map { i in
            frameTime(session, screen) {
                session.viewport.zoom(by: i % 2 == 0 ? LabWindow.zoomStep : 1 / LabWindow.zoomStep, about: center)
                session.overlay.refreshPreview()
            }
        }
    }

    /// Milliseconds `screen` takes to draw the frame answering `input`.
    private static func frameTime(_ session: LabSession, _ screen: LabPainter, _ input: () -> Void) -> Double {
        input()
        let start = Monotonic.nanoseconds()
        // As the window on a local X server draws it: put on screen through shared memory, not compared first.
        _ = screen.update(session, size: session.layout.windowSize, comparing: false)
        return Double(Monotonic.nanoseconds() - start) / 1e6
    }

    /// The pointer wandering over the scene, as in `InputLatencyBench`.
    @inline(never)
    private static func hoverFrames(_ session: LabSession, _ screen: LabPainter) -> [Double] {
        let scene = session.layout.sceneRect
        var rng = SplitMix64(seed: 16)
        return (0..<InputLatencyBench.moves).map { _ in
            frameTime(session, screen) {
                session.movePointer(
                    to: Point(
                        x: rng.double(scene.minX + 4, scene.maxX - 4), y: rng.double(scene.minY + 4, scene.maxY - 4)))
            }
        }
    }

    /// A drag up and down the dump's first list, as in `InputLatencyBench`; nil when it has none.
    @inline(never)
    private static func dragFrames(_ session: LabSession, _ screen: LabPainter) -> [Double]? {
        guard let list = InputLatencyBench.firstVerticalScrollView(in: session.scene.window) else { return nil }
        let box = list.bounds
        let center = session.layout.toScreen(list.convert(Point(x: box.midX, y: box.midY), to: nil))
        var time = 1.0
        session.touch(.began, at: center, timestamp: time)
        defer { session.touch(.ended, at: center, timestamp: time + 0.025) }
        return (1...InputLatencyBench.moves).map { step in
            frameTime(session, screen) {
                time += 0.025
                session.touch(
                    .moved, at: Point(x: center.x, y: center.y + InputLatencyBench.dragOffset(step)), timestamp: time)
            }
        }
    }

    /// `responder-lab run --dump` on `$DISPLAY`, five times: process start to
    /// its first frame (the median), and its resident memory once it is up.
    nonisolated static func start(_ path: String) -> [BenchFigure] {
        let startName = "process start to first frame, \(views.formatted)-view dump, median of 5"
        let memoryName = "resident memory, lab window on the \(views.formatted)-view dump"
        func skipped(_ note: String) -> [BenchFigure] {
            [
                BenchFigure(startName, nil, "ms", target: BenchFigure.atMost(200), note: note),
                BenchFigure(memoryName, nil, "MB", target: BenchFigure.atMost(128), note: note),
            ]
        }
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            return skipped("skipped: no $DISPLAY (run `make bench`, which starts Xvfb)")
        }
        var startups: [Double] = [], residents: [Double] = []
        for _ in 0..<5 {
            let log = FileManager.default.temporaryDirectory
                .appendingPathComponent("responder-lab-bench-start-\(getpid()).log").path
            defer { try? FileManager.default.removeItem(atPath: log) }
            let spawned = Monotonic.nanoseconds()
            guard let process = try? WindowBench.spawn(["run", "--dump", path, "--latency-log", log]) else {
                return skipped("failed: responder-lab could not be started")
            }
            defer {
                process.terminate()
                process.waitUntilExit()
            }
            var first: UInt64?
            let deadline = Date().addingTimeInterval(10)
            while first == nil, process.isRunning, Date() < deadline {
                first = WindowBench.Lab.Log(text: (try? String(contentsOfFile: log, encoding: .utf8)) ?? "").firstFrame
                if first == nil { usleep(1000) }
            }
            guard let first else { return skipped("failed: no first frame within 10 s") }
            startups.append(Double(first - spawned) / 1e6)
            // Once it has settled: what it keeps while it shows the dump.
            Thread.sleep(forTimeInterval: 0.3)
            residents.append(Double(residentKilobytes(of: process.processIdentifier)) * 1024 / 1e6)
        }
        return [
            BenchFigure(startName, Stopwatch.medianOf(startups), "ms", target: BenchFigure.atMost(200)),
            BenchFigure(memoryName, residents.max() ?? .nan, "MB", target: BenchFigure.atMost(128)),
        ]
    }

    /// VmRSS of process `pid`, in kB; -1 when it cannot be read.
    nonisolated static func residentKilobytes(of pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? -1
    }
}
