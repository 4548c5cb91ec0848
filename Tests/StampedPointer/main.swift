// A mouse whose events carry the times the real-window tests give them: a
// child process, as xdotool is, so that the test binary links no Xlib.
//
//   StampedPointer <display> <window>
//
// Each line on standard input is one batch of events, sent to the window in
// one request; the process answers `sent` once the server has them. An event
// is `press|move|release <x> <y> <seconds>`, events separated by `;`, times
// counted from the process's start (see the tests' `StampedPointer`).
import CX11
import Foundation

/// Xatom.h's `XA_STRING`, a cast Swift does not import.
let xaString = Atom(31)

/// The server's clock now: the stamp of a property change on a window of ours.
func serverTime(_ display: OpaquePointer, root: Window) -> UInt32 {
    let probe = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
    defer { XDestroyWindow(display, probe) }
    XSelectInput(display, probe, PropertyChangeMask)
    let atom = XInternAtom(display, "RESPONDER_LAB_TEST_TIME", 0)
    var nothing: UInt8 = 0
    XChangeProperty(display, probe, atom, xaString, 8, PropModeAppend, &nothing, 0)
    var event = XEvent()
    XWindowEvent(display, probe, PropertyChangeMask, &event)
    return UInt32(truncatingIfNeeded: event.xproperty.time)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("StampedPointer: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: StampedPointer <display> <window>") }
guard let display = XOpenDisplay(arguments[1]) else { fail("cannot open \(arguments[1])") }
guard let window = Window(arguments[2]) else { fail("no window \(arguments[2])") }
let root = XDefaultRootWindow(display)
var originX: Int32 = 0
var originY: Int32 = 0
var child: Window = 0
XTranslateCoordinates(display, window, root, 0, 0, &originX, &originY, &child)
// An hour ahead of the server's clock, so that no event the server stamps meanwhile is later.
let start = serverTime(display, root: root) &+ 3_600_000

while let line = readLine() {
    for item in line.split(separator: ";") {
        let fields = item.split(separator: " ")
        guard fields.count == 4, let x = Int32(fields[1]), let y = Int32(fields[2]), let time = Double(fields[3]) else {
            fail("cannot read \(item)")
        }
        let type: Int32
        switch fields[0] {
        case "press": type = ButtonPress
        case "move": type = MotionNotify
        case "release": type = ButtonRelease
        default: fail("no event \(fields[0])")
        }
        let stamp = Time(start &+ UInt32(time * 1000))
        // The buttons held just before the event, as X reports them: the press holds none yet.
        let held = UInt32(type == ButtonPress ? 0 : Button1Mask)
        var sent = XEvent()
        if type == MotionNotify {
            sent.xmotion = XMotionEvent(
                type: MotionNotify, serial: 0, send_event: 1, display: display, window: window, root: root,
                subwindow: 0, time: stamp, x: x, y: y, x_root: originX + x, y_root: originY + y,
                state: held, is_hint: 0, same_screen: 1)
        } else {
            sent.xbutton = XButtonEvent(
                type: type, serial: 0, send_event: 1, display: display, window: window, root: root,
                subwindow: 0, time: stamp, x: x, y: y, x_root: originX + x, y_root: originY + y,
                state: held, button: UInt32(Button1), same_screen: 1)
        }
        // No mask: the event goes to the client that made the window, the lab.
        guard XSendEvent(display, window, 0, 0, &sent) != 0 else { fail("XSendEvent failed") }
    }
    XSync(display, 0)
    FileHandle.standardOutput.write(Data("sent\n".utf8))
}
XCloseDisplay(display)
