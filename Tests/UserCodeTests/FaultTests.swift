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
        return try UserCodeChild.run(executable: runner,
                                     arguments: [build.libraryPath, build.moduleName, className, "100", "100", "50", "50"],
                                     timeout: timeout, libraryImagePrefix: "lib" + build.moduleName)
    }

    @Test func aWorkingHitTestAnswersThroughTheChild() throws {
        let build = try Fixtures.app.get()
        let result = try UserCodeChild.run(executable: runner,
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
        #expect(fault.description.hasPrefix("ForwardingButton.hitTest(_:with:) at \(Fixtures.sample("Faults/NilTarget.swift")):7:"))
    }

    @Test func endlessRecursionInHitTestIsReportedWithItsMethod() throws {
        let fault = try #require(try hitTest("EchoView").fault)
        #expect(fault.kind == .crash)
        #expect(fault.className == "EchoView" && fault.method == "hitTest(_:with:)")
        #expect((12...13).contains(fault.line ?? 0))
    }

    @Test func anEndlessLoopIsStoppedAndReportedWhereItLoops() throws {
        let result = try hitTest("SpinningView", timeout: 2)
        #expect(result.timedOut)
        let fault = try #require(result.fault)
        #expect(fault.kind == .hang)
        #expect(fault.message == "did not finish in 2 s")
        #expect(fault.className == "SpinningView" && fault.method == "point(inside:with:)")
        #expect(fault.file == Fixtures.sample("Faults/NilTarget.swift"))
        // Stopped between two instructions of the loop, the frame may carry no line.
        if let line = fault.line { #expect((19...23).contains(line)) }
    }

    @Test func symbolsNameTheirClassAndMethod() {
        #expect(UserCodeFault.split("Feed.LikeButton.hitTest(_:with:)") == ("Feed.LikeButton", "hitTest(_:with:)"))
        #expect(UserCodeFault.split("closure #1 in LikeButton.awakeFromNib()") == ("LikeButton", "awakeFromNib()"))
        #expect(UserCodeFault.split("LikeButton.likes.getter : Swift.Int") == ("LikeButton", "likes.getter"))
        #expect(UserCodeFault.split("makeCard()") == (nil, "makeCard()"))
    }
}
