import CX11
import Foundation

/// A mouse whose events carry the times the test gives them: button presses,
/// motions and releases sent straight to the lab's window (`XSendEvent`), as
/// the X server would deliver them, stamped an hour ahead of the server's clock
/// so that no event the server stamps meanwhile is later.
///
/// The lab takes an event's time from its stamp (`LabClock`), so a drag's
/// speed, or a touch that ends before the scroll view's delay, is what the
/// stamps say, however late a busy machine delivers them. Events sent together
/// reach the lab together; the lab merges motions it reads in a row, as it
/// does a real mouse's.
///
/// ```swift
/// let mouse = try StampedPointer(on: display, window: window)
/// try mouse.send([.press(100, 464, at: 0), .move(100, 360, at: 0.06), .release(100, 360, at: 0.06)])
/// ```
final class StampedPointer {
    /// One event: where in the window, and when, in seconds after the pointer's first time.
    struct Event {
        let type: Int32
        let x: Int
        let y: Int
        let time: Double

        static func press(_ x: Int, _ y: Int, at time: Double) -> Event { Event(type: ButtonPress, x: x, y: y, time: time) }
        /// With button 1 held.
        static func move(_ x: Int, _ y: Int, at time: Double) -> Event { Event(type: MotionNotify, x: x, y: y, time: time) }
        static func release(_ x: Int, _ y: Int, at time: Double) -> Event { Event(type: ButtonRelease, x: x, y: y, time: time) }
    }

    private let display: OpaquePointer
    private let window: Window
    private let root: Window
    /// Where the window's top-left corner is on the screen.
    private let origin: (x: Int32, y: Int32)
    /// The stamp of time 0, in the server's milliseconds.
    private let start: UInt32

    init(on virtualDisplay: VirtualDisplay, window id: String) throws {
        guard let display = XOpenDisplay(virtualDisplay.name) else { throw VirtualDisplay.Failure("cannot open \(virtualDisplay.name)") }
        guard let window = Window(id) else { throw VirtualDisplay.Failure("no window \(id)") }
        self.display = display
        self.window = window
        root = XDefaultRootWindow(display)
        var x: Int32 = 0, y: Int32 = 0, child: Window = 0
        XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child)
        origin = (x, y)
        start = Self.serverTime(display, root: root) &+ 3_600_000
    }

    deinit {
        XCloseDisplay(display)
    }

    /// Sends `events` in order, in one request to the server.
    func send(_ events: [Event]) throws {
        for event in events {
            var sent = XEvent()
            let stamp = start &+ UInt32(event.time * 1000)
            let (x, y) = (Int32(event.x), Int32(event.y))
            // The buttons held just before the event, as X reports them: the press holds none yet.
            let held = UInt32(event.type == ButtonPress ? 0 : Button1Mask)
            if event.type == MotionNotify {
                sent.xmotion = XMotionEvent(type: MotionNotify, serial: 0, send_event: 1, display: display, window: window, root: root,
                                            subwindow: 0, time: Time(stamp), x: x, y: y, x_root: origin.x + x, y_root: origin.y + y,
                                            state: held, is_hint: 0, same_screen: 1)
            } else {
                sent.xbutton = XButtonEvent(type: event.type, serial: 0, send_event: 1, display: display, window: window, root: root,
                                            subwindow: 0, time: Time(stamp), x: x, y: y, x_root: origin.x + x, y_root: origin.y + y,
                                            state: held, button: UInt32(Button1), same_screen: 1)
            }
            // No mask: the event goes to the client that made the window, the lab.
            guard XSendEvent(display, window, 0, 0, &sent) != 0 else { throw VirtualDisplay.Failure("XSendEvent failed") }
        }
        XSync(display, 0)
    }

    /// The server's clock now: the stamp of a property change on a window of ours.
    private static func serverTime(_ display: OpaquePointer, root: Window) -> UInt32 {
        let probe = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        defer { XDestroyWindow(display, probe) }
        XSelectInput(display, probe, PropertyChangeMask)
        let atom = XInternAtom(display, "RESPONDER_LAB_TEST_TIME", 0)
        var nothing: UInt8 = 0
        XChangeProperty(display, probe, atom, Atom(31) /* XA_STRING */, 8, PropModeAppend, &nothing, 0)
        var event = XEvent()
        XWindowEvent(display, probe, PropertyChangeMask, &event)
        return UInt32(truncatingIfNeeded: event.xproperty.time)
    }
}
