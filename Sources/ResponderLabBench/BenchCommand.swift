import ArgumentParser
import Foundation
import Glibc
import LabCommandLine
import LabKit

/// `responder-lab-bench`: every figure docs/performance.md reports, each with its target.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder-lab-bench",
        abstract: "Measure hit-testing, rendering, the window and memory against their targets.",
        discussion: """
            Build in release first (`make bench` does): the targets are for a release build. \
            The window figures need an X display (`make bench` runs under a private Xvfb) and xdotool; \
            without them they are reported as skipped.
            """)

    @Flag(help: "Print a JSON array of {\"name\",\"value\",\"unit\",\"target\",\"met\"}, one per figure.")
    var json = false

    @Option(help: "Clicks for the click-to-pixels figure.")
    var clicks = 200

    @Option(help: "Only these groups (repeatable): hit-test, render, dump, window, memory, code.")
    var only: [BenchGroup] = []

    @Option(
        name: .customLong("write-dump"),
        help: ArgumentHelp(
            "Write the generated dump the figures use (\(DumpBench.views.formatted) views) to FILE and exit; "
                + "`responder-lab run --dump FILE` shows it.", valueName: "file"))
    var writeDump: String?

    /// A measurement that must run in a process of its own (`memory`, `soak`, `parse`); used by the bench and the tests.
    @Option(help: .hidden)
    var child: BenchChild.Kind?

    /// Views for `--child memory`, touches for `--child soak`.
    @Option(help: .hidden)
    var count: Int?

    func validate() throws {
        guard clicks >= 1 else { throw ValidationError("--clicks must be 1 or more, not \(clicks)") }
        if let count, count < 1 { throw ValidationError("--count must be 1 or more, not \(count)") }
    }

    /// Usage errors exit with 2, as `responder-lab`'s do (docs/command-line.md's exit statuses), not sysexits' 64.
    static func main() {
        mainWithUsageStatus()
    }

    mutating func run() throws {
        let options = self
        if let child = options.child {
            MainActor.assumeIsolated { BenchChild.run(child, count: options.count) }
            return
        }
        if let path = options.writeDump {
            try DumpBench.text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let groups = options.only.isEmpty ? BenchGroup.allCases : options.only
        var figures: [BenchFigure] = []
        for group in groups {
            if !options.json { BenchReport.progress("measuring \(group.rawValue)…") }
            switch group {
            case .hitTest: figures += MainActor.assumeIsolated { HitTestBench.run() }
            case .render:
                figures += MainActor.assumeIsolated { RenderBench.run() }
                figures += MainActor.assumeIsolated { AnimationBench.run() }
            case .dump: figures += MainActor.assumeIsolated { DumpBench.run() }
            case .window:
                figures += WindowBench.run(clicks: options.clicks)
                figures += MainActor.assumeIsolated { InputLatencyBench.run() }
            case .memory: figures += MemoryBench.run()
            case .code: figures += CodeBench.run()
            }
        }
        if options.json {
            print(BenchReport.json(figures))
        } else {
            print(BenchReport.table(figures))
        }
    }
}

enum BenchGroup: String, CaseIterable, ExpressibleByArgument {
    case hitTest = "hit-test", render, dump, window, memory, code
}

/// One line of the report.
struct BenchFigure {
    enum Comparison {
        case atMost, below
    }

    let name: String
    /// nil when the figure could not be measured here (no display, say); `note` says why.
    let value: Double?
    let unit: String
    /// nil for reference figures, which explain others and have no target of their own.
    let target: (Comparison, Double)?
    var note: String?

    init(_ name: String, _ value: Double?, _ unit: String, target: (Comparison, Double)? = nil, note: String? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
        self.target = target
        self.note = note
    }

    static func atMost(_ limit: Double) -> (Comparison, Double) { (.atMost, limit) }
    static func below(_ limit: Double) -> (Comparison, Double) { (.below, limit) }

    var met: Bool? {
        guard let (comparison, limit) = target else { return nil }
        guard let value, value.isFinite else { return false }
        switch comparison {
        case .atMost: return value <= limit
        case .below: return value < limit
        }
    }

    var targetText: String? {
        target.map { Self.text($0.0, $0.1) }
    }

    private static func text(_ comparison: Comparison, _ limit: Double) -> String {
        "\(comparison == .atMost ? "≤" : "<") \(BenchReport.format(limit))"
    }
}

enum BenchReport {
    static func progress(_ line: String) {
        FileHandle.standardError.write(Data("responder-lab-bench: \(line)\n".utf8))
    }

    static func json(_ figures: [BenchFigure]) -> String {
        let items = figures.map { f -> JSON in
            var pairs: [(String, JSON)] = [
                ("name", .string(f.name.trimmingCharacters(in: .whitespaces))),  // the table's indent only
                ("value", f.value.map { .number(($0 * 1000).rounded() / 1000) } ?? .null),
                ("unit", .string(f.unit)),
                ("target", f.targetText.map { .string($0) } ?? .null),
                ("met", f.met.map { .bool($0) } ?? .null),
            ]
            if let note = f.note { pairs.append(("note", .string(note))) }
            return .object(pairs)
        }
        return JSON.array(items).serialized
    }

    static func table(_ figures: [BenchFigure]) -> String {
        let rows = figures.map { f in
            [f.name, f.value.map(format) ?? "—", f.unit, f.targetText ?? "", f.met.map { $0 ? "yes" : "NO" } ?? ""]
        }
        let header = ["figure", "value", "unit", "target", "met"]
        let widths = (0..<header.count).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return i == 1 ? pad + cell : cell + pad
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        var out = [machineDescription(), "", line(header), String(repeating: "-", count: widths.reduce(0, +) + 8)]
        for (f, row) in zip(figures, rows) {
            out.append(line(row))
            if let note = f.note { out.append("    " + note) }
        }
        return out.joined(separator: "\n")
    }

    /// "%.3g"-like: enough digits to compare, no exponent for everyday values.
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return String(format: "%.\(digits)f", value)
    }

    /// The machine the figures come from: CPU, cores, build, date.
    static func machineDescription() -> String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        #if DEBUG
            let build = "DEBUG build: the targets are for release (`swift build -c release`)"
        #else
            let build = "release build"
        #endif
        let date = ISO8601DateFormatter().string(from: Date())
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), \(build), \(date)"
    }
}

/// The monotonic clock (`CLOCK_MONOTONIC`): the same clock in every process
/// of the machine, and the one Xvfb stamps events with (see `LatencyLog`).
enum Monotonic {
    static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

/// Timing loops for code that runs in microseconds.
enum Stopwatch {
    /// Nanoseconds per call of `body`: the median of `rounds` rounds, each
    /// repeating `body` until `roundTime` seconds have passed.
    static func median(rounds: Int = 7, roundTime: Double = 0.05, _ body: () -> Void) -> Double {
        body()  // warm up
        return medianOf((0..<rounds).map { _ in round(roundTime, body) })
    }

    /// Like `median`, for two bodies whose ratio matters: their rounds are
    /// interleaved, so that a change in the machine's speed affects both alike.
    static func interleaved(rounds: Int = 7, roundTime: Double = 0.05, _ a: () -> Void, _ b: () -> Void)
        -> (a: Double, b: Double)
    {
        a()
        b()
        var ta: [Double] = [], tb: [Double] = []
        for _ in 0..<rounds {
            ta.append(round(roundTime, a))
            tb.append(round(roundTime, b))
        }
        return (medianOf(ta), medianOf(tb))
    }

    private static func round(_ seconds: Double, _ body: () -> Void) -> Double {
        let budget = UInt64(seconds * 1e9)
        let start = Monotonic.nanoseconds()
        var calls = 0
        var now = start
        repeat {
            body()
            calls += 1
            now = Monotonic.nanoseconds()
        } while now - start < budget
        return Double(now - start) / Double(calls)
    }

    static func medianOf(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        // Nearest rank: the smallest value with at least p of the values at or below it.
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
