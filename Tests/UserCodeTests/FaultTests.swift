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
        // Stopped on an instruction the compiler made for the loop, the frame may carry no file or line.
        if let file = fault.file { #expect(file == Fixtures.sample("Faults/NilTarget.swift")) }
        if let line = fault.line { #expect((19...23).contains(line)) }
    }

    @Test func symbolsNameTheirClassAndMethod() {
        #expect(UserCodeFault.split("Feed.LikeButton.hitTest(_:with:)") == ("Feed.LikeButton", "hitTest(_:with:)"))
        #expect(UserCodeFault.split("closure #1 in LikeButton.awakeFromNib()") == ("LikeButton", "awakeFromNib()"))
        #expect(UserCodeFault.split("LikeButton.likes.getter : Swift.Int") == ("LikeButton", "likes.getter"))
        #expect(UserCodeFault.split("makeCard()") == (nil, "makeCard()"))
    }
}

@Suite("Reading a backtrace")
struct BacktraceTests {
    @Test func theFirstFrameOfWrittenCodeNamesTheFault() throws {
        let text = """
        LabCode_1/Spin.swift:3: Fatal error: did not finish in 2 s

        *** Program crashed: Illegal instruction at 0x00007f53f7ef9361 ***

        Thread 0 "UserCodeRunner":
          0      0x00007f0000000001 SpinningView.rounds.modify : Swift.Int + 12 in libLabCode_1.so at //<compiler-generated>
          1 [ra] 0x00007f0000000002 SpinningView.point(inside:with:) + 90 in libLabCode_1.so at /src/Spin.swift
          2 [ra] 0x00007f0000000003 SpinningView.point(inside:with:) + 120 in libLabCode_1.so at /src/Spin.swift:21:13
          3 [ra] 0x00007f0000000004 main + 74 in UserCodeRunner at /work/main.swift:6:1

        Thread 1 crashed:
          0      0x00007f53f7ef9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra] 0x000055c22c9e5e9e closure #1 in static UserCodeChild.startWatchdog() + 125 in UserCodeRunner at /work/UserCodeChild.swift:60:13

        Backtrace took 0.02s
        """
        let fault = try #require(UserCodeFault.parse(text, kind: .hang, imagePrefix: "libLabCode_1"))
        #expect(fault.message == "did not finish in 2 s")
        #expect(fault.className == "SpinningView" && fault.method == "point(inside:with:)")
        #expect(fault.file == "/src/Spin.swift" && fault.line == 21 && fault.column == 13)
    }

    @Test func aCrashWithoutAMessageIsNamedByTheBacktracer() throws {
        let text = """
        *** Program crashed: Bad pointer dereference at 0x00007fff157fefe0 ***

        Thread 0 crashed:
            0 0x00007f9f859c8a2a EchoView.hitTest(_:with:) + 10 in libLabCode_1.so at /src/Echo.swift:12
        """
        let fault = try #require(UserCodeFault.parse(text, kind: .crash, imagePrefix: "libLabCode_"))
        #expect(fault.message == "Bad pointer dereference")
        #expect(fault.line == 12 && fault.column == nil)
        #expect(fault.description == "EchoView.hitTest(_:with:) at /src/Echo.swift:12: Bad pointer dereference")
        #expect(UserCodeFault.parse("no backtrace here", kind: .crash, imagePrefix: "libLabCode_") == nil)
    }

    @Test func aChildsOwnMessagesArePassedOnAndItsFaultReportIsNot() {
        let text = """
        responder-lab: warning: your code defines Spare, which no view of the dump is
        LabCode_1/Like.swift:7: Fatal error: Unexpectedly found nil while unwrapping an Optional value

        *** Signal 4: Backtracing from 0x00007f… done ***
        """
        #expect(UserCodeChild.messages(in: text) == "responder-lab: warning: your code defines Spare, which no view of the dump is\n")
        #expect(UserCodeChild.messages(in: "one\ntwo\n") == "one\ntwo\n")
    }
}
