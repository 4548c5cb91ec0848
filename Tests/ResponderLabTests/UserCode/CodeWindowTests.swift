import Foundation
import ResponderKit
import Scenes
import TestSupport
import Testing
import UserCode

@testable import LabKit

/// The window with the user's code (`run --code`): a saved file compiled again
/// and the last touch replayed, a broken save kept out, and a fault the window
/// comes back from.
@Suite("Users' code in the window", .serialized)
@MainActor
struct CodeWindowTests {
    /// The session's event log, in English.
    private func notes(_ session: LabSession) -> [String] {
        session.log.events.map(Strings.english.log.event)
    }

    /// Lets the window's loop run on the host's clock while the compiler works on its thread, until `condition`
    /// holds or two minutes pass (compiling is slow on a busy machine).
    private func run(_ host: FakeHost, until condition: () -> Bool) -> Bool {
        condition()
            || eventually(within: 120) {
                host.advance(by: 0.1)
                return condition()
            }
    }

    /// A session on the dump with the button's file, its padding 2, compiled into a cache of the test's; and the file.
    private func session() throws -> (session: LabSession, file: String) {
        let folder = try LabProcess.temporaryDirectory()
        let file = folder.appendingPathComponent("GrowingButton.swift").path
        let dump = folder.appendingPathComponent("app.txt").path
        try GrowingButtonSample.source(padding: "2").write(toFile: file, atomically: true, encoding: .utf8)
        try GrowingButtonSample.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let compiler = try UserCodeCompiler(cacheDirectory: folder.appendingPathComponent("cache").path)
        let code = try LabCode(paths: [file], build: compiler.build([file]), compiler: compiler)
        return (try LabSession.open(scene: nil, dump: dump, code: code), file)
    }

    @Test func aSavedFileIsCompiledAgainAndTheLastTouchReplayedWhileASaveThatDoesNotParseKeepsTheLastGoodCode() throws {
        let (session, file) = try session()
        let host = FakeHost()
        let lab = LabWindow(session: session, host: host, screen: try LabPainter())
        host.lab = lab

        // Eight points left of the button: outside its two points of padding.
        let beside = session.toScreen(Point(x: 92, y: 120))
        lab.handle(.pointerDown(.primary, x: beside.x, y: beside.y, time: host.now, modifiers: []))
        lab.handle(.pointerUp(.primary, x: beside.x, y: beside.y, time: host.now + 0.05, modifiers: []))
        host.advance(by: 0.1)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "UIView: 0x7f0000001100")

        try GrowingButtonSample.source(padding: "12").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(
            run(host) {
                session.overlay.explanation?.hitTest.hitView?.debugName == "MyApp.GrowingButton: 0x7f0000001200"
            })
        #expect(notes(session).contains(Strings.english.yourCode.reloaded(1)))
        #expect(session.document.codeError == nil)
        #expect(
            CodeDecisions.lines(try #require(session.overlay.explanation?.hitTest), in: session.scene)
                == ["GrowingButton.point(inside:) → true (your code)"])

        // Half written: the file does not parse, and the last good code runs on.
        try GrowingButtonSample.source(padding: "12 +").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(run(host) { session.document.codeError != nil })
        #expect(
            session.document.codeError?.hasPrefix("your code does not parse: \(file):") == true,
            "\(session.document.codeError ?? "")")
        #expect(notes(session).contains(Strings.english.yourCode.notReloaded))
        session.replayLastTouch()
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "MyApp.GrowingButton: 0x7f0000001200")

        // It parses but does not compile: the property and the method using it are left out, said, and UIKit's
        // point(inside:) answers: the replay is the view's behind.
        try GrowingButtonSample.source(padding: "twelve").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(
            run(host) {
                session.document.codeError == nil
                    && session.overlay.explanation?.hitTest.hitView?.debugName == "UIView: 0x7f0000001100"
            })
        #expect(
            session.code?.build?.leftOut.map(\.reason) == [
                "cannot find 'twelve' in scope",
                "uses padding, which was left out (GrowingButton.swift:4)",
            ])
        #expect(
            CodeDecisions.lines(try #require(session.overlay.explanation?.hitTest), in: session.scene) == [
                "GrowingButton.point(inside:) could not be compiled (uses padding, which was left out (GrowingButton.swift:4)): UIKit's default used"
            ])

        try GrowingButtonSample.source(padding: "1").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(
            run(host) {
                session.code?.build?.leftOut.isEmpty == true
                    && session.overlay.explanation?.hitTest.hitView?.debugName == "UIView: 0x7f0000001100"
            })
    }

    /// A touch asks the user's `point(inside:)` exactly as often as UIKit would: once; the overlay and
    /// the delivery explain that one answer (behaviour 1.1).
    @Test func aTouchAsksTheUsersCodeOnceAndThatAnswerIsExplained() throws {
        let folder = try LabProcess.temporaryDirectory()
        let file = CodeRun.engineSample("RealFiles/CountingView.swift")
        let compiler = try UserCodeCompiler(cacheDirectory: folder.appendingPathComponent("cache").path)
        let code = try LabCode(
            paths: [file], build: compiler.build([file], needing: ["CountingView"]), compiler: compiler)
        let session = try LabSession.open(scene: nil, dump: CodeRun.sample("counting-view.txt"), code: code)
        let counting = try #require(session.view(named: "0x7f8a4c30a400"))
        func questions() -> Int? {
            Mirror(reflecting: counting).children.first { $0.label == "questions" }?.value as? Int
        }
        #expect(questions() == 0)
        Script.click([Point(x: 100, y: 150)], in: session)
        #expect(questions() == 1)
        #expect(session.overlay.explanation?.hitTest.hitView === counting)
        #expect(session.overlay.explanation?.delivery?.view === counting)
        #expect(
            CodeDecisions.lines(try #require(session.overlay.explanation?.hitTest), in: session.scene) == [
                "CountingView.point(inside:) → true (your code)"
            ])
    }

    /// Only what the dump names is compiled: a saved dump that names another class of the code compiles it.
    @Test func aSavedDumpThatNamesAnotherClassCompilesTheCodeForIt() throws {
        let folder = try LabProcess.temporaryDirectory()
        let file = folder.appendingPathComponent("Views.swift").path,
            dump = folder.appendingPathComponent("app.txt").path
        try
            (GrowingButtonSample.source(padding: "2") + "\nclass PassThroughView: UIView {\n"
            + "    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }\n}\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        try GrowingButtonSample.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let compiler = try UserCodeCompiler(cacheDirectory: folder.appendingPathComponent("cache").path)
        let code = try LabCode(
            paths: [file], build: compiler.build([file], needing: ["GrowingButton"]), compiler: compiler)
        let session = try LabSession.open(scene: nil, dump: dump, code: code)
        #expect(code.build?.classes == ["GrowingButton"])
        #expect(code.build?.declaredViews.contains("PassThroughView") == true)
        let host = FakeHost()
        let lab = LabWindow(session: session, host: host, screen: try LabPainter())
        host.lab = lab

        let cover =
            "   |    | <MyApp.PassThroughView: 0x7f0000001300; frame = (0 0; 390 600); layer = <CALayer: 0x600000001300>>"
        try (GrowingButtonSample.dump + "\n" + cover + "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        #expect(
            run(host) {
                code.build?.classes.contains("PassThroughView") == true
                    && session.scene.userClass(
                        of: session.view(named: "0x7f0000001300") ?? View()) != nil
            })
        #expect(notes(session).contains(Strings.english.yourCode.compiling))
    }

    /// The header counts what was left out and the panel, before a touch, lists it.
    @Test func theHeaderCountsWhatWasLeftOutAndThePanelListsIt() throws {
        let folder = try LabProcess.temporaryDirectory()
        let shop = CodeRun.root.appendingPathComponent("Assets/Examples/Shop").path
        let compiler = try UserCodeCompiler(cacheDirectory: folder.appendingPathComponent("cache").path)
        let build = try compiler.build(
            [shop], needing: ["PromoBannerView", "PinCardView", "ChipView", "ProductCardCell"])
        let code = try LabCode(paths: [shop], build: build, compiler: compiler)
        let session = try LabSession.open(
            scene: nil, dump: CodeRun.root.appendingPathComponent("Assets/Dumps/shop.txt").path, code: code)
        let header = try #require(LabPainter.headerWarnings(session, strings: .english))
        #expect(header.hasPrefix("\(build.leftOut.count) pieces of your code left out"))
        let screen = try LabPainter()
        session.viewport.windowSize = Size(width: 1400, height: 900)
        _ = screen.render(session, size: Size(width: 1400, height: 900))
        let panel = screen.panelTexts.joined(separator: "\n")
        #expect(
            panel.localizedCaseInsensitiveContains(Strings.english.yourCode.leftOutTitle(build.leftOut.count)),
            "\(panel)")
        #expect(panel.contains(String(Strings.english.yourCode.leftOutLine(build.leftOut[0]).prefix(30))))
    }

    @Test func theInspectorsTreeMarksTheViewsTheCodeRuns() throws {
        let session = try session().session
        let rows = session.inspector.rows(of: session.scene, trace: nil)
        #expect(rows.filter(\.isUserCode).map(\.view.debugName) == ["MyApp.GrowingButton: 0x7f0000001200"])
        let button = try #require(session.view(named: "0x7f0000001200"))
        session.inspector.select(button)
        #expect(
            session.inspector.selectionProperties.contains {
                $0.key == "yourCode" && $0.value == "GrowingButton, writes point(inside:with:)"
            })
        #expect(session.scene.caveats(for: button).isEmpty)
    }
}

/// The real window under Xvfb: the user's code traps or loops, and the window comes back.
@Suite("Users' code in the real window", .serialized)
struct CodeRealWindowTests {
    /// `run --code` on `dump` with the fault samples; a click on the faulting view (190, 150),
    /// then, once the window is back, on the button below it (190, 425), which must be delivered
    /// as `button`; Q ends it. Returns what it wrote on standard error.
    private func faultAndComeBack(_ dump: String, button: String, options: [String] = []) throws -> String {
        let display = try VirtualDisplay()
        let lab = try RunningLab(
            [
                "run", "--dump", CodeRun.sample(dump), "--log", "json",
                "--code", CodeRun.engineSample("Faults/NilTarget.swift"),
            ] + options,
            display: display.name, environment: CodeRun.environment.compactMapValues { $0 })
        let window = try display.window(of: lab)
        try display.client(
            "xdotool", ["mousemove", "--window", window, "190", "\(150 + RealWindowTests.sceneOrigin.y)", "click", "1"])
        #expect(lab.wait { lab.stderr.contains("the window comes back") }, "stderr: \(lab.stderr)")
        #expect(lab.process.isRunning)
        // The window is back: a click on the other button is delivered.
        #expect(lab.wait { lab.stderr.components(separatedBy: " in window 0x").count == 3 }, "stderr: \(lab.stderr)")
        let again = try display.window(of: lab)
        try display.client(
            "xdotool", ["mousemove", "--window", again, "190", "\(425 + RealWindowTests.sceneOrigin.y)", "click", "1"])
        #expect(lab.wait { lab.stdout.contains("\"view\":\"\(button)\"") }, "stdout: \(lab.stdout)")
        try display.client("xdotool", ["key", "q"])
        #expect(lab.exitStatus() == 0)
        return lab.stderr
    }

    @Test func theWindowComesBackAfterTheCodeTrapsAndKeepsAnswering() throws {
        // The forwarding button, whose hitTest force-unwraps a nil target (the button in front of it is asked first elsewhere).
        let stderr = try faultAndComeBack("fault-window.txt", button: "UIButton: 0x7f8a4f50a400")
        #expect(
            stderr.contains(
                "your code trapped: ForwardingButton.hitTest(_:with:) at \(CodeRun.engineSample("Faults/NilTarget.swift")):7:"
            ))
    }

    @Test func anEndlessLoopOnATouchIsStoppedAndTheWindowComesBack() throws {
        // The spinning view, whose point(inside:) loops while the point is inside it, stopped where it
        // calls `bounds.contains(point)` (x86-64). Five seconds: a turn of a loaded machine's window is not a hang.
        let faults = CodeRun.engineSample("Faults/NilTarget.swift")
        let stderr = try faultAndComeBack(
            "hang-window.txt", button: "UIButton: 0x7f8a4f60a400", options: ["--code-time-limit", "5"])
        #if arch(x86_64)
            #expect(stderr.contains("your code hung: SpinningView.point(inside:with:) at \(faults):21:"), "\(stderr)")
        #else
            #expect(stderr.contains("your code hung: SpinningView.point(inside:with:)"), "\(stderr)")
        #endif
        #expect(stderr.contains("did not finish in 5 s"))
    }
}
