import CX11
import Glibc

/// One X connection with one top-level window: opens the display, creates
/// the window, blits framebuffers into it and runs the event loop. It reports
/// what happens (events, how the loop ended) and leaves every decision, the
/// process's exit included, to the caller.
///
/// The concerns live in their own files: the connection and the window here,
/// title and WM protocols in `+Protocols`, the loop in `+Loop`, the
/// conversion of X events in `+Events`, blits in `+Blit`.
///
/// Everything stays on the main actor (Xlib is not used from any other
/// thread). `run` blocks the main thread in `poll()` until `stop()`: while it
/// runs, other main-actor tasks do not get to run; use `scheduleTimer` for
/// anything that must happen later.
@MainActor
public final class X11Window {
    /// The display name actually opened (":99", "localhost:10.0", …).
    public let displayName: String
    /// The X window id (XID), e.g. for `xdotool … --window <id>`.
    public let windowID: UInt
    /// The window's current size in pixels (updated before `.resized` is
    /// reported).
    public internal(set) var size: (width: Int, height: Int)
    /// Whether the window is mapped (visible) as far as the last
    /// Map/UnmapNotify said.
    public internal(set) var isMapped = false
    /// Whether frames go through MIT-SHM (false: XPutImage over the wire).
    /// Known for sure after the first `present`.
    public var usesSharedMemory: Bool { sharedMemoryUsable }

    let display: OpaquePointer
    let window: Window
    let gc: GC
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    let netWMName: Atom
    let utf8String: Atom

    var sharedMemoryUsable: Bool
    var image: BlitImage?
    var timers = TimerQueue<() -> Void>()
    var stopRequested = false
    var isRunning = false
    /// Set by Xlib's IO error exit handler (a C callback, hence a pointer) when the connection is gone.
    let connectionLost: UnsafeMutablePointer<Int32>
    /// Another client destroyed the window: no request may name it any more.
    var windowDestroyed = false
    /// A button is held, so the server gave us an implicit pointer grab.
    var implicitGrab = false
    /// Keycodes currently down, to flag auto-repeat presses.
    var keysDown: Set<UInt32> = []
    /// Whether we last reported `.focusIn`.
    var hasFocus = false
    /// The title last set: the lab sets it after every key, and a new one is three property changes.
    var title: String?
    var closed = false
    /// The property `fetchServerTime` appends to; interned on first use.
    var timeAtom: Atom = 0

    /// The two names of WM_CLASS, by which window managers and tools
    /// (`xdotool search --class`) find the window.
    public struct WindowClass: Sendable, Equatable {
        /// The instance name, by convention the program's (`responder-lab`).
        public var instance: String
        /// The class name, by convention the application's, capitalised (`ResponderLab`).
        public var className: String

        public init(instance: String, className: String) {
            self.instance = instance
            self.className = className
        }
    }

    /// Opens the display and creates (and maps) the window.
    ///
    /// ```swift
    /// let window = try X11Window(title: "Lab", windowClass: .init(instance: "lab", className: "Lab"),
    ///                            width: 640, height: 480)
    /// ```
    ///
    /// - Parameters:
    ///   - displayName: an X display name; nil means `$DISPLAY`.
    ///   - title: the window title (UTF-8, any characters).
    ///   - windowClass: WM_CLASS.
    ///   - width, height: the initial size in pixels.
    ///   - minWidth, minHeight: the smallest size the window manager should
    ///     allow (WM_NORMAL_HINTS).
    ///   - sharedMemory: try MIT-SHM for blits (it falls back to XPutImage by
    ///     itself when the server cannot use it); false forces XPutImage.
    public init(
        displayName: String? = nil, title: String, windowClass: WindowClass, width: Int, height: Int,
        minWidth: Int = 1, minHeight: Int = 1, sharedMemory: Bool = true
    ) throws(X11Error) {
        let (display, name) = try Self.openDisplay(displayName)

        let screen = XDefaultScreen(display)
        let depth = XDefaultDepth(display, screen)
        guard let visual = XDefaultVisual(display, screen) else {
            XCloseDisplay(display)
            throw .unsupportedVisual("no default visual")
        }
        if let problem = Self.visualProblem(display: display, visual: visual, depth: depth) {
            XCloseDisplay(display)
            throw .unsupportedVisual(problem)
        }

        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = Pixmap(0)  // None: no server-side clearing, no flicker
        attributes.bit_gravity = NorthWestGravity  // keep the old content on resize
        attributes.event_mask = Self.eventMask
        let width = max(width, 1), height = max(height, 1)
        let window = XCreateWindow(
            display, XRootWindow(display, screen), 0, 0, UInt32(width), UInt32(height), 0,
            depth, UInt32(InputOutput), visual,
            UInt(CWBackPixmap | CWBitGravity | CWEventMask), &attributes)
        guard window != 0 else {
            XCloseDisplay(display)
            throw .windowCreationFailed("XCreateWindow returned no window")
        }

        var gcValues = XGCValues()
        gcValues.graphics_exposures = 0  // False: no GraphicsExpose/NoExpose for our blits
        guard let gc = XCreateGC(display, window, UInt(GCGraphicsExposures), &gcValues) else {
            XDestroyWindow(display, window)
            XCloseDisplay(display)
            throw .windowCreationFailed("XCreateGC failed")
        }

        self.displayName = name
        self.display = display
        self.window = window
        self.windowID = UInt(window)
        self.gc = gc
        self.visual = visual
        self.depth = depth
        self.size = (width, height)
        self.wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        self.wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        self.netWMName = XInternAtom(display, "_NET_WM_NAME", 0)
        self.utf8String = XInternAtom(display, "UTF8_STRING", 0)
        self.sharedMemoryUsable =
            sharedMemory
            && XShmQueryExtension(display) != 0
            && XImageByteOrder(display) == Self.hostByteOrder
        self.connectionLost = .allocate(capacity: 1)
        connectionLost.initialize(to: 0)
        Self.reportErrors(display: display, connectionLost: connectionLost)

        setWindowManagerProperties(title: title, windowClass: windowClass, minWidth: minWidth, minHeight: minHeight)
        var deleteAtom = wmDeleteWindow
        XSetWMProtocols(display, window, &deleteAtom, 1)
        // Key repeat without fake releases between the repeated presses.
        XkbSetDetectableAutoRepeat(display, 1, nil)
        XMapWindow(display, window)
        XFlush(display)
    }

    isolated deinit {
        close()
        connectionLost.deallocate()
    }

    /// Destroys the window and closes the connection; a running loop stops
    /// after the current event. Nothing but `close` may be called afterwards.
    /// Also done on deinit. After the connection was lost it only forgets it:
    /// there is no server left to ask.
    public func close() {
        guard !closed else { return }
        closed = true
        stopRequested = true
        guard connectionLost.pointee == 0 else { return }
        image?.destroy(display: display)
        image = nil
        XFreeGC(display, gc)
        if !windowDestroyed { XDestroyWindow(display, window) }
        XCloseDisplay(display)
        forgetErrors()
    }
}

/// write(2) to stderr: no Foundation, no global FILE* (not concurrency-safe).
func writeToStandardError(_ message: String) {
    var message = message
    message.withUTF8 { bytes in
        _ = write(2, bytes.baseAddress, bytes.count)
    }
}

extension X11Window {
    /// A connection to `displayName`, or to `$DISPLAY` when it is nil, and the
    /// name it was opened by (for messages).
    static func openDisplay(_ displayName: String?) throws(X11Error) -> (display: OpaquePointer, name: String) {
        let name: String
        if let displayName {
            name = displayName
        } else {
            guard let raw = getenv("DISPLAY"), raw.pointee != 0 else { throw .displayNotSet }
            name = String(cString: raw)
        }
        guard let display = XOpenDisplay(name) else { throw .cannotOpenDisplay(name) }
        return (display, name)
    }
}
