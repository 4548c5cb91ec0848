import Foundation
import LabKit
import Rendering
import ResponderKit
import Testing

/// `render --animate` and `render --step`: the GIF giflib decodes is, frame by
/// frame, the stills of the moments its timeline names.
@Suite("Animations of a touch")
struct AnimationTests {
    static let tapOnBOne = Point(x: 300, y: 255)

    /// Pixels that differ between two images of the same size.
    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int {
        a.count != b.count
            ? max(a.count, b.count) : zip(a, b).reduce(0) { $0 + ($1.0 & 0xFF_FFFF != $1.1 & 0xFF_FFFF ? 1 : 0) }
    }

    @MainActor @Test func aTapIsTheLandingEachVisitEachLinkThenTheRelease() throws {
        let timeline = AnimationTimeline(
            actions: Script.actions(taps: [Self.tapOnBOne]), fps: 25,
            in: try LabSession(sceneName: "hit-order"))
        // Window, MainView, C, B, B.2, B.1 asked (behaviour 2.1); B.1 forwards to B, which handles it: 8 steps.
        #expect(timeline.frames.map(\.step) == [nil] + (0...8).map { $0 } + [nil, nil])
        #expect(timeline.frames.map(\.actions) == [0] + Array(repeating: 1, count: 9) + [2, 3])
        let steps = timeline.frames.compactMap { $0.step == nil ? nil : $0.delay }
        // C and B.2, which the point is not in, pass quicker.
        #expect(steps == [80, 60, 60, 30, 60, 30, 60, 45, 45 + 8])
        #expect(timeline.frames.last?.delay == 250)
    }

    @MainActor @Test func everyFrameOfTheDecodedGIFIsTheStillOfItsMomentAfterPaletteMapping() throws {
        let actions = Script.actions(taps: [Self.tapOnBOne])
        let timeline = AnimationTimeline(actions: actions, fps: 25, in: try LabSession(sceneName: "hit-order"))
        let folder = try LabProcess.temporaryDirectory()
        let path = folder.appendingPathComponent("tap.gif").path
        try ReplacedFile(path: path).commit(
            try Animation.gif(timeline, session: try LabSession(sceneName: "hit-order"), screen: try LabPainter()))

        let gif = try DecodedGIF(path: path)
        #expect(gif.loopsForever)
        #expect(gif.frames.count == timeline.frames.count)
        #expect(gif.frames.map(\.delay) == timeline.frames.map(\.delay))
        for (i, (frame, shown)) in zip(timeline.frames, gif.frames).enumerated() {
            // Each still from a scene opened afresh, not from the session that played the whole script.
            let session = try LabSession(sceneName: "hit-order")
            AnimationTimeline.show(frame, in: session, after: 0, actions: actions)
            let still = try LabPainter.render(session)
            #expect(Self.differing(gif.mapped(still), shown.image.pixels) == 0, "frame \(i): \(frame)")
        }
    }

    @MainActor @Test func theLabsFewColoursAreKeptExactlyFlatFillsAndAll() throws {
        let session = try LabSession(sceneName: "hit-order")
        Script.click([Self.tapOnBOne], in: session)
        let still = try LabPainter.render(session)
        var encoder = GIFEncoder(width: still.width, height: still.height)
        encoder.add(still, delay: 100)
        let palette = Set(encoder.palette)
        // The scene's fills, the panel, the chrome and the verdicts' colours are all in it.
        for color in [0xF4F1EA, 0x20242F, 0xFBFAF7, 0x1E9E57, 0x2F6FDB, 0xD93B3B] as [UInt32] {
            #expect(palette.contains(color), "\(String(color, radix: 16))")
        }
        #expect(palette.count <= GIFEncoder.maximumColors)
    }

    @Test func renderStepKDrawsWhatTheAnimationShowsAtStepK() throws {
        let folder = try LabProcess.temporaryDirectory()
        let gifPath = folder.appendingPathComponent("tap.gif").path
        let script = ["--scene", "hit-order", "--tap", "300,255"]
        let animate = try LabProcess.run(["render"] + script + ["--animate", gifPath])
        #expect(animate.status == 0, "\(animate.stderr)")
        let gif = try DecodedGIF(path: gifPath)
        // Frame 1 is the finger landing (step 0), frame 1 + K is step K.
        for step in [0, 3, 4, 8] {
            let png = folder.appendingPathComponent("step-\(step).png").path
            let render = try LabProcess.run(["render"] + script + ["--step", "\(step)", "--out", png])
            #expect(render.status == 0, "\(render.stderr)")
            let still = try Framebuffer(pngFile: png)
            #expect(Self.differing(gif.mapped(still), gif.frames[1 + step].image.pixels) == 0, "step \(step)")
        }
    }

    @MainActor @Test func theStepKeysWalkForwardAndBackAndStopAtTheEnds() throws {
        let session = try LabSession(sceneName: "hit-order")
        Script.click([Self.tapOnBOne], in: session)
        #expect(session.overlay.stepProgress == nil)
        session.overlay.step(by: 1)  // N from everything drawn: the first visit
        #expect(session.overlay.stepProgress == TraceProgress(visits: 6, links: 2, position: 1))
        session.overlay.step(by: 1)
        #expect(session.overlay.stepProgress?.currentVisit == 2)
        session.overlay.stepToEnd()
        session.overlay.step(by: 1)
        #expect(session.overlay.stepProgress?.position == 8)
        #expect(session.overlay.stepProgress?.currentLink == 1)
        session.overlay.step(by: -1)
        #expect(session.overlay.stepProgress?.currentLink == 0)
        session.overlay.stepToStart()
        session.overlay.step(by: -1)
        #expect(session.overlay.stepProgress?.position == 0)
        #expect(session.overlay.showStep(9) == false)
        // A new touch is drawn whole again.
        Script.click([Point(x: 500, y: 500)], in: session)
        #expect(session.overlay.stepProgress == nil)
        session.overlay.step(by: -1)  // ← from everything drawn: one step before the end
        #expect(session.overlay.stepProgress.map { $0.position == $0.count - 1 } == true)
    }

    @MainActor @Test func aSkippedViewAppearsWithTheVisitThatDecidedIt() throws {
        let session = try LabSession(sceneName: "hit-order")
        Script.click([Self.tapOnBOne], in: session)
        let trace = try #require(session.overlay.explanation?.hitTest)
        let names = { (position: Int) -> [String] in
            let progress = TraceProgress(visits: trace.steps.count, links: 2, position: position)
            return trace.allSteps.filter { progress.reveals($0, in: trace) }.map(\.view.debugName)
        }
        #expect(names(0) == [])
        #expect(names(3) == ["Window", "MainView", "C"])
        // B is asked fourth: A and A.2, covered by B, come with it.
        #expect(names(4) == ["Window", "MainView", "C", "B", "A", "A.2"])
        #expect(names(8) == trace.allSteps.map(\.view.debugName))
    }

    @MainActor @Test func whileAScrollViewsDelayRunsTheClockIsSampledAtTheFrameRate() throws {
        let actions = Script.actions(taps: [], down: Point(x: 100, y: 400), waiting: 0.2)
        let timeline = AnimationTimeline(actions: actions, fps: 20, in: try LabSession(sceneName: "scroll"))
        let began = try #require(actions.first?.time)
        let running = timeline.frames.filter { $0.step == nil && $0.time > began && $0.time < began + 0.14 }
        // The 0.15 s delay (behaviour 10.3): frames 0.05 s apart, each shown 0.05 s.
        #expect(running.count == 2)
        for (a, b) in zip([began] + running.map(\.time), running.map(\.time)) {
            #expect(abs(b - a - 0.05) < 1e-9)
        }
        #expect(running.allSatisfy { $0.delay == 5 })
    }

    @Test(arguments: [
        (["--fps", "0"], "--fps must be 1 to 50, not 0"),
        (["--fps", "51"], "--fps must be 1 to 50, not 51"),
        (["--fps", "100000"], "--fps must be 1 to 50, not 100000"),
    ])
    func aFrameRateOutOfRangeIsRefusedNamingTheFlag(extra: [String], message: String) throws {
        let folder = try LabProcess.temporaryDirectory()
        let result = try LabProcess.run(
            [
                "render", "--scene", "hit-order", "--tap", "300,255",
                "--animate", folder.appendingPathComponent("a.gif").path,
            ] + extra)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aStepPastTheEndIsRefusedWithTheTouchsCount() throws {
        let folder = try LabProcess.temporaryDirectory()
        let png = folder.appendingPathComponent("s.png").path
        let past = try LabProcess.run([
            "render", "--scene", "hit-order", "--tap", "300,255", "--step", "9", "--out", png,
        ])
        #expect(past.status == 2)
        #expect(past.stderr.contains("--step 9 is past the end: the touch has 8 steps (0 to 8)"), "\(past.stderr)")
        let none = try LabProcess.run(["render", "--scene", "hit-order", "--step", "0", "--out", png])
        #expect(none.status == 2)
        #expect(none.stderr.contains("--step walks a touch"), "\(none.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anUnwritablePathFailsBeforeAnyWorkAndLeavesNothing() throws {
        let folder = try LabProcess.temporaryDirectory()
        let missing = folder.appendingPathComponent("no-such-folder/a.gif").path
        let result = try LabProcess.run(["render", "--scene", "hit-order", "--tap", "300,255", "--animate", missing])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--animate: cannot write \(missing): No such file or directory"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func tooManyFramesAreRefusedNamingTheFlagsAndLeaveNoPartialFile() throws {
        let folder = try LabProcess.temporaryDirectory()
        let gif = folder.appendingPathComponent("long.gif").path
        // 150 taps, each its landing, 8 steps, its release and the pause after: over 1,500 frames.
        let taps = (0..<150).flatMap { _ in ["--tap", "300,255"] }
        let result = try LabProcess.run(["render", "--scene", "hit-order", "--animate", gif] + taps)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--animate: this script makes 1651 frames at --fps 25, more than the 1500"),
            "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func upLiftsTheFingerOfDownAFrameAfterItsLastMove() throws {
        let down = Point(x: 380, y: 264), last = Point(x: 420, y: 264)
        let actions = Script.actions(taps: [], down: down, moves: [Point(x: 400, y: 264), last], up: true)
        #expect(actions.last == Script.TimedAction(.touch(.ended, last), at: 1 + 3.0 / 60))
        #expect(
            Script.actions(taps: [], down: down, up: true).last
                == Script.TimedAction(.touch(.ended, down), at: 1 + 1.0 / 60))
        let alone = try LabProcess.run(["render", "--scene", "controls", "--up", "--out", "/dev/null"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--up lifts the finger of --down: add --down X,Y"), "\(alone.stderr)")
    }

    @Test func theSameScriptGivesTheSameBytes() throws {
        let folder = try LabProcess.temporaryDirectory()
        let paths = ["a.gif", "b.gif"].map { folder.appendingPathComponent($0).path }
        for path in paths {
            let result = try LabProcess.run([
                "render", "--scene", "hot-area", "--tap", "590,168", "--lang", "zh", "--animate", path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let bytes = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(!bytes[0].isEmpty)
        #expect(bytes[0] == bytes[1])
    }

    @Test func anAnimationReplacesAnOlderFileWhole() throws {
        let folder = try LabProcess.temporaryDirectory()
        let gif = folder.appendingPathComponent("tap.gif").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: gif))
        let result = try LabProcess.run(["render", "--scene", "hit-order", "--tap", "300,255", "--animate", gif])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try DecodedGIF(path: gif).frames.count == 12)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tap.gif"])
    }
}
