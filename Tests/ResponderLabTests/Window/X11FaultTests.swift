import Foundation
import Testing

/// The real window under X11 faults on a private Xvfb: a storm of resizes
/// and exposures while clicking, and the window manager closing the window
/// in the middle of a drag, another client destroying it. (The server dying mid-drag is
/// `RealWindowTests.killingTheServerMidDragEndsTheLabAfterCancellingTheTouch`.)
@Suite("X11 faults under Xvfb", .serialized)
struct X11FaultTests {
    @Test func aFloodOfResizesAndExposuresWhileClickingLeavesTheLabResponsiveAndQuitsCleanly() throws {
        let display = try VirtualDisplay()
        let lab = try RunningLab(["run", "--scene", "hit-order", "--log", "json"], display: display.name)
        let window = try display.window(of: lab)

        // One xdotool run: 400 resizes (tiny, huge, ordinary) and 40 unmap/map pairs (each map
        // exposes the whole window), with a click on B.1 every tenth step.
        var storm: [String] = []
        let sizes = [(1, 1), (1240, 698), (4000, 3000), (300, 900), (1500, 40), (2, 700), (1240, 698), (800, 600)]
        for i in 0..<400 {
            let (w, h) = sizes[i % sizes.count]
            storm += ["windowsize", window, "\(w)", "\(h)"]
            if i % 10 == 9 {
                storm += [
                    "windowunmap", window, "windowmap", window, "windowsize", window, "1240", "698",
                    "mousemove", "--window", window, "300", "319", "click", "1",
                ]
            }
        }
        try display.client("xdotool", storm)
        #expect(lab.process.isRunning, "the lab died in the storm: \(lab.stderr)")

        // Still responsive: a click now is logged at once, with the right view.
        let before = lab.stdout.split(separator: "\n").count
        try display.client(
            "xdotool",
            ["windowsize", window, "1240", "698", "mousemove", "--window", window, "300", "319", "click", "1"])
        #expect(
            lab.wait { lab.stdout.split(separator: "\n").count >= before + 2 }, "no answer to a click: \(lab.stderr)")
        let lines = try LabProcess.jsonLines(lab.stdout)
        #expect(lines.suffix(2).map { $0["phase"] as? String } == ["began", "ended"])
        #expect(lines.suffix(2).first?["view"] as? String == "B.1")
        // Every touch of the storm began once and ended once (an unmap cancels the one held).
        let began = lines.filter { $0["phase"] as? String == "began" }.count
        let ended = lines.filter { ["ended", "cancelled"].contains($0["phase"] as? String) }.count
        #expect(began == ended && began >= 30, "began \(began), ended or cancelled \(ended)")

        // The lab quits on the press and destroys its window: xdotool's release then fails, as expected.
        _ = try? display.client("xdotool", ["key", "--window", window, "q"])
        #expect(lab.exitStatus() == 0, "stderr: \(lab.stderr)")
    }

    @Test(
        .enabled(
            if: VirtualDisplay.which("python3") != nil,
            "python3 sends the close request (a tiny Xlib client through ctypes)"))
    func theWindowManagerClosingTheWindowMidDragCancelsTheTouchAndExitsZero() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try display.labDraggingOnB1()

        // What a window manager does for the close button: a WM_PROTOCOLS ClientMessage
        // carrying WM_DELETE_WINDOW (`xdotool windowclose` would destroy the window instead).
        try display.sendDeleteWindow(to: window)

        #expect(lab.exitStatus() == 0, "stderr: \(lab.stderr)")
        let phases = try LabProcess.jsonLines(lab.stdout).map { $0["phase"] as? String }
        #expect(phases.first == "began")
        #expect(phases.last == "cancelled", "\(phases)")
        #expect(!phases.contains("ended"))
        _ = try? display.client("xdotool", ["mouseup", "1"])
    }

    @Test func anotherClientDestroyingTheWindowMidDragCancelsTheTouchAndExitsZero() throws {
        let display = try VirtualDisplay()
        let (lab, window) = try display.labDraggingOnB1()

        // XDestroyWindow from another client: no close request first, the window is simply gone.
        try display.client("xdotool", ["windowclose", window])

        #expect(lab.exitStatus() == 0, "stderr: \(lab.stderr)")
        let phases = try LabProcess.jsonLines(lab.stdout).map { $0["phase"] as? String }
        #expect(phases.first == "began")
        #expect(phases.last == "cancelled", "\(phases)")
        #expect(lab.stderr.contains("the window was destroyed"), "stderr: \(lab.stderr)")
        _ = try? display.client("xdotool", ["mouseup", "1"])
    }
}

extension VirtualDisplay {
    /// A lab logging JSON with button 1 held on B.1 and moved once (the touch is live).
    func labDraggingOnB1() throws -> (RunningLab, String) {
        let lab = try RunningLab(["run", "--scene", "hit-order", "--log", "json"], display: name)
        let window = try window(of: lab)
        try client(
            "xdotool",
            [
                "mousemove", "--window", window, "300", "319", "mousedown", "1",
                "mousemove", "--window", window, "320", "330",
            ])
        #expect(lab.wait { lab.stdout.contains("\"moved\"") }, "the drag never arrived: \(lab.stderr)")
        return (lab, window)
    }

    /// Sends `window` the ICCCM close request, WM_PROTOCOLS / WM_DELETE_WINDOW, as a
    /// window manager does: a tiny X client, python3 calling Xlib through ctypes.
    func sendDeleteWindow(to window: String) throws {
        let script = """
            import ctypes, sys
            x = ctypes.cdll.LoadLibrary("libX11.so.6")
            x.XOpenDisplay.restype = ctypes.c_void_p
            x.XOpenDisplay.argtypes = [ctypes.c_char_p]
            x.XInternAtom.restype = ctypes.c_ulong
            x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
            x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
            x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
            x.XCloseDisplay.argtypes = [ctypes.c_void_p]
            class XClientMessageEvent(ctypes.Structure):
                _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                            ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                            ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]
            class XEvent(ctypes.Union):
                _fields_ = [("xclient", XClientMessageEvent), ("pad", ctypes.c_long * 24)]
            display = x.XOpenDisplay(None)
            if not display:
                sys.exit("cannot open the display")
            window = int(sys.argv[1], 0)
            event = XEvent()
            event.xclient.type = 33  # ClientMessage
            event.xclient.window = window
            event.xclient.message_type = x.XInternAtom(display, b"WM_PROTOCOLS", 0)
            event.xclient.format = 32
            event.xclient.data[0] = x.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
            event.xclient.data[1] = 0  # CurrentTime
            if not x.XSendEvent(display, window, 0, 0, ctypes.byref(event)):
                sys.exit("XSendEvent failed")
            x.XSync(display, 0)
            x.XCloseDisplay(display)
            """
        try client("python3", ["-c", script, window])
    }
}
