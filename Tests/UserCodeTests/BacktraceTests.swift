import Foundation
import Testing

@testable import UserCode

/// Backtraces as Swift's backtracer prints them for a child that trapped,
/// crashed or was stopped looping (Samples/Backtraces: captured from the
/// runner, paths made short; a few put together from captured ones): each
/// names the user's class, the method that decides the touch and the line
/// where it stands, wherever the stop fell.
@Suite("Reading a backtrace")
struct BacktraceTests {
    private func fault(_ name: String, kind: UserCodeFault.Kind = .hang) throws -> UserCodeFault {
        let text = try String(contentsOfFile: Fixtures.sample("Backtraces/\(name).txt"), encoding: .utf8)
        return try #require(UserCodeFault.parse(text, kind: kind, imagePrefix: "libLabCode_9f2c41d07be3a5e8"))
    }

    /// A captured backtrace (or one put together from captured ones), and where it must be reported.
    struct Stop: Sendable, CustomTestStringConvertible {
        let fixture: String
        let className: String
        let method: String
        let file: String
        let line: Int
        let column: Int
        let testDescription: String
    }

    static let stops = [
        Stop(
            fixture: "stopped-at-a-call", className: "SpinningView", method: "point(inside:with:)",
            file: "/src/Spin.swift",
            line: 7, column: 22, testDescription: "stopped at a call the loop makes: that call"),
        Stop(
            fixture: "trapped-in-an-accessor", className: "SpinningView", method: "point(inside:with:)",
            file: "/src/Spin.swift",
            line: 8, column: 20,
            testDescription:
                "the watchdog's own trap in `rounds.modify`, a frame with no file: the touch method calling it"),
        Stop(
            fixture: "stopped-in-a-closure", className: "TagFilterView", method: "point(inside:with:)",
            file: "/src/TagFilterView.swift", line: 74, column: 49,
            testDescription: "in a closure the standard library calls: the method the closure is in"),
        Stop(
            fixture: "stopped-in-a-helper", className: "RingView", method: "point(inside:with:)",
            file: "/src/RingView.swift",
            line: 31, column: 16,
            testDescription:
                "in a helper, on an instruction without a line: the touch method, at its call to the helper"),
        Stop(
            fixture: "stopped-in-a-getter", className: "SettlingView", method: "hitTest(_:with:)",
            file: "/src/SettlingView.swift",
            line: 47, column: 15,
            testDescription: "in a computed property: the hitTest reading it, at the line in the property"),
        Stop(
            fixture: "stopped-in-a-nested-view", className: "SpinningView", method: "point(inside:with:)",
            file: "/src/Spin.swift",
            line: 7, column: 22,
            testDescription: "in a view UIKit asked for another view of the user's: the code the lab called last"),
        Stop(
            fixture: "stopped-in-layout", className: "CardView", method: "layoutSubviews()",
            file: "/src/CardView.swift",
            line: 31, column: 28,
            testDescription: "outside the touch methods: the method UIKit called, at the helper's line"),
    ]

    @Test(arguments: stops)
    func aLoopIsReportedAtTheTouchMethodAndTheLineWhereItStands(_ stop: Stop) throws {
        let fault = try fault(stop.fixture)
        #expect(fault.message == "did not finish in 2 s")
        #expect(fault.className == stop.className && fault.method == stop.method)
        #expect(fault.file == stop.file && fault.line == stop.line && fault.column == stop.column)
    }

    @Test func aStubOfTheLibraryIsNoMethodOfTheUsers() throws {
        // The watchdog's own trap fell in the library's call stub, its caller lost: nothing of the user's to name.
        let fault = try fault("trapped-in-a-stub")
        #expect(fault.className == nil && fault.method == nil && fault.file == nil)
        #expect(fault.description == "did not finish in 2 s")
    }

    @Test func aLoopStoppedBetweenStatementsTakesTheLineOfTheSameMethodsDeeperFrame() throws {
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
              1 [ra] 0x000055c22c9e5e9e UserCodeWatchdog.stop(_:) + 125 in UserCodeRunner at /work/UserCodeWatchdog.swift:60:13

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

    @Test func symbolsNameTheirClassAndMethod() {
        #expect(UserCodeFault.split("Feed.LikeButton.hitTest(_:with:)") == ("Feed.LikeButton", "hitTest(_:with:)"))
        #expect(UserCodeFault.split("closure #1 in LikeButton.awakeFromNib()") == ("LikeButton", "awakeFromNib()"))
        #expect(UserCodeFault.split("LikeButton.likes.getter : Swift.Int") == ("LikeButton", "likes.getter"))
        #expect(
            UserCodeFault.split(
                "protocol witness for UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:) in conformance Card")
                == ("Card", "gestureRecognizerShouldBegin(_:)"))
        #expect(UserCodeFault.split("makeCard()") == (nil, "makeCard()"))
    }

    @Test func aChildsOwnMessagesArePassedOnAndItsFaultReportIsNot() {
        let text = """
            responder-lab: warning: your code defines Spare, which no view of the dump is
            LabCode_1/Like.swift:7: Fatal error: Unexpectedly found nil while unwrapping an Optional value

            *** Signal 4: Backtracing from 0x00007f… done ***
            """
        #expect(
            UserCodeChild.messages(in: text)
                == "responder-lab: warning: your code defines Spare, which no view of the dump is\n")
        #expect(UserCodeChild.messages(in: "one\ntwo\n") == "one\ntwo\n")
    }
}
