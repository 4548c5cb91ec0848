import ArgumentParser
import Foundation
import LabKit
import ResponderKit
import Scenes
import TestSupport

/// Figure 7 and the soak test: measurements of resident memory, each in a
/// process of its own (`responder-lab-bench --child memory|soak`), so that nothing else
/// the process did is counted; the dump's parse is timed in one too (`--child parse`).
enum MemoryBench {
    static let views = 100_000

    static func run() -> [BenchFigure] {
        let target = BenchFigure.atMost(64)
        let name = "resident memory, \(views.formatted)-view scene"
        let output: String
        do {
            output = try BenchChild.runChild(["--child", "memory", "--count", String(views)])
        } catch {
            return [BenchFigure(name, nil, "MB", target: target, note: "\(error)")]
        }
        let values = BenchChild.parse(output)
        guard let before = values["rss-before"]?.first, let after = values["rss-after"]?.first else {
            return [BenchFigure(name, nil, "MB", target: target, note: "unexpected output: \(output)")]
        }
        return [
            BenchFigure(name, Double(after) * 1024 / 1e6, "MB", target: target),
            BenchFigure("  the same process before building it", Double(before) * 1024 / 1e6, "MB"),
            BenchFigure("  the scene's share ÷ views", Double(after - before) * 1024 / Double(views), "bytes/view"),
        ]
    }
}

@MainActor
enum BenchChild {
    enum Kind: String, ExpressibleByArgument {
        case memory, soak, parse
    }

    static func run(_ kind: Kind, count: Int?) {
        switch kind {
        case .memory: memory(views: count ?? MemoryBench.views)
        case .soak: soak(touches: count ?? 1_000_000)
        case .parse: DumpBench.measureParse()
        }
        fflush(nil)
    }

    /// VmRSS of this process, in kB.
    static func residentKilobytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? -1
    }

    /// Builds a window of `views` named, coloured views (a random tree, as
    /// `HitTestBench.random`) and prints VmRSS before and after.
    static func memory(views: Int) {
        let before = residentKilobytes()
        let app = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        app.addWindow(window)
        window.makeKeyAndVisible()
        var all: [View] = [window]
        all.reserveCapacity(views)
        var rng = SplitMix64(seed: 7)
        for i in 1..<views {
            let parent = all[rng.int(all.count)]
            let size = parent.bounds.size
            let w = size.width * rng.double(0.2, 0.8), h = size.height * rng.double(0.2, 0.8)
            let view = View(
                frame: Rect(x: rng.double(0, size.width - w), y: rng.double(0, size.height - h), width: w, height: h))
            view.name = "v\(i)"
            view.backgroundColor = Color(hex: UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF)
            view.cornerRadius = 4
            parent.addSubview(view)
            all.append(view)
        }
        all = []
        let after = residentKilobytes()
        print("rss-before \(before)")
        print("rss-after \(after)")
        withExtendedLifetime((app, window)) {}
    }

    /// `touches` touches through the hit-order scene's session, as the window
    /// delivers them (traced, observed, summarised): taps, drags, cancels and
    /// second fingers at random points. Prints `rss TOUCHES KB` twenty times.
    static func soak(touches: Int) {
        guard let session = try? LabSession(sceneName: "hit-order") else {
            print("error: no scene")
            return
        }
        var rng = SplitMix64(seed: 0x50AC)
        var time = 1.0
        let every = max(touches / 20, 1)
        func point() -> Point {
            Point(
                x: rng.double(-20, Scene.size.width + 20),
                y: LabLayout.sceneOrigin.y + rng.double(-20, Scene.size.height + 20))
        }
        for i in 0..<touches {
            let start = point()
            let second = i % 7 == 3
            session.touch(.began, at: start, id: 0, timestamp: time)
            if second { session.touch(.began, at: point(), id: 1, timestamp: time) }
            for _ in 0..<rng.int(3) {
                time += 0.016
                session.touch(.moved, at: point(), id: 0, timestamp: time)
            }
            time += 0.05
            let end: Touch.Phase = rng.int(10) == 0 ? .cancelled : .ended
            session.touch(end, at: point(), id: 0, timestamp: time)
            if second { session.touch(.ended, at: point(), id: 1, timestamp: time) }
            time += 0.4  // no double taps: every touch is a first tap
            if (i + 1) % every == 0 { print("rss \(i + 1) \(residentKilobytes())") }
        }
    }

    /// Runs this binary with `arguments` and returns its standard output.
    nonisolated static func runChild(_ arguments: [String]) throws -> String {
        let this = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return String(decoding: try ExternalTool.run(this, arguments), as: UTF8.self)
    }

    /// `key number…` lines by key.
    nonisolated static func parse(_ output: String) -> [String: [Int]] {
        var values: [String: [Int]] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let key = fields.first else { continue }
            values[String(key), default: []] += fields.dropFirst().compactMap { Int($0) }
        }
        return values
    }
}
