import Foundation
import Testing

@testable import UserCode

/// User code that traps, recurses without end or loops, run in a child
/// process (Tests/UserCodeRunner) as the lab runs it: each fault is reported
/// with the class, the method and the file:line, never a silent exit or a hang.
@Suite("Faults in user code")
struct FaultTests {
    private let runner = Fixtures.productsFolder + "/UserCodeRunner"

    private func hitTest(_ className: String, timeout: Double = 20) throws -> UserCodeChild.Result {
        let build = try Fixtures.faults.get()
        return try UserCodeChild.run(
            executable: runner,
            arguments: [build.libraryPath, build.moduleName, className, "100", "100", "50", "50"],
            timeout: timeout, libraryImagePrefix: "lib" + build.moduleName)
    }

    @Test func aWorkingHitTestAnswersThroughTheChild() throws {
        let build = try Fixtures.app.get()
        let result = try UserCodeChild.run(
            executable: runner,
            arguments: [build.libraryPath, build.moduleName, "LikeButton", "30", "30", "-5", "-5"],
            timeout: 20)
        #expect(result.fault == nil && result.exitStatus == 0)
        #expect(String(decoding: result.standardOutput, as: UTF8.self) == "LikeButton\n")
    }

    @Test func aForceUnwrappedNilIsReportedWhereItHappened() throws {
        let result = try hitTest("ForwardingButton")
        let fault = try #require(result.fault)
        #expect(fault.kind == .trap)
        #expect(fault.message == "Unexpectedly found nil while unwrapping an Optional value")
        #expect(fault.className == "ForwardingButton" && fault.method == "hitTest(_:with:)")
        #expect(fault.file == Fixtures.sample("Faults/NilTarget.swift") && fault.line == 7)
        #expect(
            fault.description.hasPrefix(
                "ForwardingButton.hitTest(_:with:) at \(Fixtures.sample("Faults/NilTarget.swift")):7:"))
    }

    @Test func endlessRecursionInHitTestIsReportedWithItsMethod() throws {
        let fault = try #require(try hitTest("EchoView").fault)
        #expect(fault.kind == .crash)
        #expect(fault.className == "EchoView" && fault.method == "hitTest(_:with:)")
        #expect((12...13).contains(fault.line ?? 0))
    }

    /// An endless loop in a fault sample, and where it must be reported.
    struct Loop: Sendable, CustomTestStringConvertible {
        let className: String
        let method: String
        let file: String
        /// The lines where it spins; for a helper, its call too, where the helper stood on an instruction without a line.
        let lines: ClosedRange<Int>
        let testDescription: String
    }

    static let loops = [
        Loop(
            className: "SpinningView", method: "point(inside:with:)", file: "NilTarget.swift", lines: 21...22,
            testDescription: "in the touch method"),
        Loop(
            className: "RingView", method: "point(inside:with:)", file: "Loops.swift", lines: 8...14,
            testDescription: "in a helper the touch method calls"),
        Loop(
            className: "TagFilterView", method: "point(inside:with:)", file: "Loops.swift", lines: 24...27,
            testDescription: "in a closure the standard library calls"),
        Loop(
            className: "SettlingView", method: "hitTest(_:with:)", file: "Loops.swift", lines: 37...40,
            testDescription: "in a computed property hitTest reads"),
    ]

    /// Stopped after 2 s of the hit test (the runner starts its watchdog once the library is loaded: the child's
    /// start is not counted). Where the lab stops the loop at a place of the user's code (x86-64:
    /// `UserCodeInterrupt`), the line is always one where it spins; elsewhere the backtracer's own sample may
    /// fall between lines.
    @Test(arguments: loops)
    func anEndlessLoopIsReportedAtTheTouchMethodAndTheLineWhereItSpins(_ loop: Loop) throws {
        let result = try hitTest(loop.className, timeout: 2)
        #expect(result.timedOut)
        let fault = try #require(result.fault, "\(result.standardError)")
        let report = "\(fault)\n\(result.standardError)"
        #expect(fault.kind == .hang)
        #expect(fault.message == "did not finish in 2 s")
        #expect(fault.className == loop.className && fault.method == loop.method, "\(report)")
        if UserCodeInterrupt.isAvailable {
            #expect(
                fault.file == Fixtures.sample("Faults/\(loop.file)") && fault.line.map(loop.lines.contains) == true,
                "\(report)")
        }
    }
}
