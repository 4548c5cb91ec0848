import CX11
import Foundation
import Glibc
import TestSupport
import Testing

@testable import X11Host

private let testClass = X11Window.WindowClass(instance: "x11host-tests", className: "X11HostTests")

private let hasDisplay: Bool = {
    guard let value = getenv("DISPLAY") else { return false }
    return value.pointee != 0
}()

/// A gradient where every pixel differs in each channel, so a swapped byte
/// order or a wrong row stride shows.
private func gradient(width: Int, height: Int) -> [UInt32] {
    (0..<height).flatMap { y in
        (0..<width).map { x -> UInt32 in
            let red = UInt32(x * 4 & 0xFF), green = UInt32(y * 4 & 0xFF), blue = UInt32((x ^ y) & 0xFF)
            return 0xFF00_0000 | red << 16 | green << 8 | blue
        }
    }
}

/// How long a test lets the loop wait for the X server before it stops it (TestSupport's ``patience``).
private let loopPatience: Duration = .seconds(patience)

@MainActor
private func waitForExpose(_ window: X11Window) -> Bool {
    var exposed = false
    let timeout = window.scheduleTimer(after: loopPatience) { window.stop() }
    window.run { event in
        if event == .expose {
            exposed = true
            window.stop()
        }
    }
    window.cancelTimer(timeout)
    return exposed
}

/// Runs the loop until it ends by itself, or stops it after ``loopPatience`` (`.stopped`).
@MainActor
private func runUntilItEnds(_ window: X11Window) -> X11Window.Ending {
    let safety = window.scheduleTimer(after: loopPatience) { window.stop() }
    defer { window.cancelTimer(safety) }
    return window.run { _ in }
}

@Suite("X11Window without a display")
struct X11WindowErrorTests {
    @MainActor @Test func xStateBitsBecomeModifiers() {
        // ShiftMask 1<<0, ControlMask 1<<2, Mod1Mask 1<<3, Button1Mask 1<<8, Button3Mask 1<<10;
        // LockMask (1<<1) and Mod2 (NumLock, 1<<4) are not modifiers here.
        #expect(X11Window.modifiers(1 << 0 | 1 << 2 | 1 << 8) == [.shift, .control, .button1])
        #expect(X11Window.modifiers(1 << 3 | 1 << 10 | 1 << 1 | 1 << 4) == [.alt, .button3])
        #expect(X11Window.modifiers(0) == [])
    }

    @MainActor @Test func aMissingDisplayIsOneClearSentence() {
        #expect(throws: X11Error.cannotOpenDisplay(":4711")) {
            _ = try X11Window(displayName: ":4711", title: "t", windowClass: testClass, width: 10, height: 10)
        }
        #expect(X11Error.cannotOpenDisplay(":4711").description == "cannot open the X display \":4711\"")
        #expect(X11Error.displayNotSet.description == "no X display: $DISPLAY is not set")
    }
}

@Suite("X11Window on a real display", .serialized, .enabled(if: hasDisplay, "needs $DISPLAY (e.g. Xvfb)"))
struct X11WindowTests {
    @MainActor @Test(arguments: [true, false])
    func aPresentedFramebufferReadsBackPixelForPixel(sharedMemory: Bool) throws {
        let window = try X11Window(
            title: "ResponderLab test ✓", windowClass: testClass, width: 96, height: 64, sharedMemory: sharedMemory)
        defer { window.close() }
        #expect(window.windowID != 0)
        try #require(waitForExpose(window), "the window was never exposed")
        if !sharedMemory { #expect(!window.usesSharedMemory) }

        // A flat colour with three different bytes: byte order shows.
        window.present(pixels: [UInt32](repeating: 0xFF12_3456, count: 96 * 64), width: 96, height: 64)
        let flat = try #require(window.capture())
        #expect(flat.allSatisfy { $0 == 0x12_3456 }, "first pixel 0x\(String(flat[0], radix: 16))")

        let pixels = gradient(width: 96, height: 64)
        window.present(pixels: pixels, width: 96, height: 64)
        let shot = try #require(window.capture())
        #expect(shot == pixels.map { $0 & 0x00FF_FFFF })
    }

    @MainActor @Test func aFramebufferOfANewSizeRecreatesTheImage() throws {
        let window = try X11Window(title: "resize", windowClass: testClass, width: 40, height: 30)
        defer { window.close() }
        try #require(waitForExpose(window))
        window.present(pixels: [UInt32](repeating: 0xFF00_00FF, count: 20 * 10), width: 20, height: 10)
        window.present(pixels: gradient(width: 40, height: 30), width: 40, height: 30)
        let shot = try #require(window.capture())
        #expect(shot == gradient(width: 40, height: 30).map { $0 & 0x00FF_FFFF })
    }

    /// The order holds however late the loop gets to its timers: those due fire by deadline, and one
    /// scheduled from a timer waits for a later turn, after every timer due before it was scheduled.
    @MainActor @Test func theLoopFiresTimersInOrderAndStopEndsIt() throws {
        let window = try X11Window(title: "timers", windowClass: testClass, width: 20, height: 20)
        defer { window.close() }
        var fired: [String] = []
        let clock = ContinuousClock()
        let start = clock.now
        window.scheduleTimer(after: .milliseconds(40)) {
            fired.append("a")
            // Due on the next turn, all three; b's own timer on the one after.
            window.scheduleTimer(after: .zero) {
                fired.append("b")
                window.scheduleTimer(after: .zero) {
                    fired.append("b+0")
                    window.stop()
                    window.scheduleTimer(after: .zero) { fired.append("after stop") }
                }
            }
            window.scheduleTimer(after: .zero) { fired.append("c") }
            window.scheduleTimer(after: 0.0) { fired.append("seconds") }
        }
        window.scheduleTimer(after: .milliseconds(20)) { fired.append("first") }
        let cancelled = window.scheduleTimer(after: .milliseconds(30)) { fired.append("never") }
        let safety = window.scheduleTimer(after: loopPatience) { window.stop() }
        #expect(window.cancelTimer(cancelled))
        window.run { _ in }
        #expect(fired == ["first", "a", "b", "c", "seconds", "b+0"])
        // No timer fires before its time.
        #expect(start.duration(to: clock.now) >= .milliseconds(40))
        window.cancelTimer(safety)
    }

    @MainActor @Test func stopFromTheEventHandlerEndsTheLoop() throws {
        let window = try X11Window(title: "stop", windowClass: testClass, width: 20, height: 20)
        defer { window.close() }
        let safety = window.scheduleTimer(after: loopPatience) {
            Issue.record("no event arrived")
            window.stop()
        }
        var events: [X11Event] = []
        window.run { event in
            events.append(event)
            window.stop()
        }
        window.cancelTimer(safety)
        #expect(events.count == 1, "the loop returned right after the first event: \(events)")
    }

    @MainActor @Test(.enabled(if: xdotool != nil, "needs xdotool"))
    func theCallersWindowClassIsWhatToolsFindTheWindowBy() throws {
        let window = try X11Window(
            title: "class", windowClass: .init(instance: "x11host-class", className: "X11HostClassTest"),
            width: 20, height: 20)
        defer { window.close() }
        try #require(waitForExpose(window))
        let found = String(
            decoding: try ExternalTool.run("xdotool", ["search", "--class", "X11HostClassTest"]), as: UTF8.self)
        #expect(found.split(separator: "\n").compactMap { UInt($0) } == [window.windowID])
    }

    @MainActor @Test(.enabled(if: xdotool != nil, "needs xdotool"))
    func anotherClientDestroyingTheWindowEndsTheLoopWithWindowDestroyed() throws {
        let window = try X11Window(title: "destroyed", windowClass: testClass, width: 20, height: 20)
        defer { window.close() }
        try #require(waitForExpose(window))
        try ExternalTool.run("xdotool", ["windowclose", String(window.windowID)])
        let ending = runUntilItEnds(window)
        #expect(ending == .windowDestroyed)
    }

    @MainActor @Test(.enabled(if: xdotool != nil, "needs xdotool"))
    func aBlitIntoTheDestroyedWindowBeforeItsDestroyNotifyStillEndsWithWindowDestroyed() throws {
        let window = try X11Window(title: "blit after destroy", windowClass: testClass, width: 20, height: 20)
        defer { window.close() }
        try #require(waitForExpose(window))
        try ExternalTool.run("xdotool", ["windowclose", String(window.windowID)])
        // The blit names a window the server no longer has: an X error (BadDrawable), not an exit.
        window.present(pixels: [UInt32](repeating: 0xFF00_0000, count: 20 * 20), width: 20, height: 20)
        let ending = runUntilItEnds(window)
        #expect(ending == .windowDestroyed)
    }

    @MainActor @Test func anXErrorEndsTheLoopWithTheErrorInsteadOfExitingTheProcess() throws {
        let window = try X11Window(title: "x error", windowClass: testClass, width: 20, height: 20)
        defer { window.close() }
        // A window id of our connection's range that names nothing: BadWindow, reported asynchronously, for
        // request 8, X_MapWindow.
        let nothing = window.window | 0xFFFF
        XMapWindow(window.display, nothing)
        let ending = runUntilItEnds(window)
        #expect(ending == .xError(code: UInt8(BadWindow), request: 8, resource: UInt(nothing)))
    }
}

private let xdotool = ExternalTool.which("xdotool")
