import CX11
import Glibc

/// One X connection with one top-level window: opens the display, creates
/// the window, blits framebuffers into it and runs the event loop.
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

    private let display: OpaquePointer
    private let window: Window
    private let gc: GC
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    private let netWMName: Atom
    private let utf8String: Atom

    private var sharedMemoryUsable: Bool
    private var image: BlitImage?
    private var timers = TimerQueue<() -> Void>()
    private var stopRequested = false
    private(set) var isRunning = false
    /// A button is held, so the server gave us an implicit pointer grab.
    var implicitGrab = false
    /// Keycodes currently down, to flag auto-repeat presses.
    var keysDown: Set<UInt32> = []
    /// Whether we last reported `.focusIn`.
    var hasFocus = false
    private var closed = false
    /// The property `fetchServerTime` appends to; interned on first use.
    private var timeAtom: Atom = 0

    /// Opens the display and creates (and maps) the window.
    ///
    /// - Parameters:
    ///   - displayName: an X display name; nil means `$DISPLAY`.
    ///   - title: the window title (UTF-8, any characters).
    ///   - width, height: the initial size in pixels.
    ///   - minWidth, minHeight: the smallest size the window manager should
    ///     allow (WM_NORMAL_HINTS).
    ///   - sharedMemory: try MIT-SHM for blits (it falls back to XPutImage by
    ///     itself when the server cannot use it); false forces XPutImage.
    public init(displayName: String? = nil, title: String, width: Int, height: Int,
                minWidth: Int = 1, minHeight: Int = 1, sharedMemory: Bool = true) throws(X11Error) {
        let name: String
        if let displayName {
            name = displayName
        } else {
            guard let raw = getenv("DISPLAY"), raw.pointee != 0 else { throw .displayNotSet }
            name = String(cString: raw)
        }
        guard let display = XOpenDisplay(name) else { throw .cannotOpenDisplay(name) }
        Self.installIOErrorHandler()

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
        attributes.background_pixmap = Pixmap(0)       // None: no server-side clearing, no flicker
        attributes.bit_gravity = NorthWestGravity       // keep the old content on resize
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
        gcValues.graphics_exposures = 0   // False: no GraphicsExpose/NoExpose for our blits
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
        self.sharedMemoryUsable = sharedMemory
            && XShmQueryExtension(display) != 0
            && XImageByteOrder(display) == Self.hostByteOrder

        setWindowManagerProperties(title: title, minWidth: minWidth, minHeight: minHeight)
        var deleteAtom = wmDeleteWindow
        XSetWMProtocols(display, window, &deleteAtom, 1)
        // Key repeat without fake releases between the repeated presses.
        XkbSetDetectableAutoRepeat(display, 1, nil)
        XMapWindow(display, window)
        XFlush(display)
    }

    isolated deinit {
        close()
    }

    /// Destroys the window and closes the connection; a running loop stops
    /// after the current event. Nothing but `close` may be called afterwards.
    /// Also done on deinit.
    public func close() {
        guard !closed else { return }
        closed = true
        stopRequested = true
        image?.destroy(display: display)
        image = nil
        XFreeGC(display, gc)
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    /// Sets the window title (WM_NAME and _NET_WM_NAME).
    public func setTitle(_ title: String) {
        var bytes = Array(title.utf8)
        title.withCString { cTitle in
            var property = XTextProperty()
            var list: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(mutating: cTitle)
            if Xutf8TextListToTextProperty(display, &list, 1, XStdICCTextStyle, &property) >= 0 {
                XSetWMName(display, window, &property)
                XSetWMIconName(display, window, &property)
                XFree(property.value)
            }
        }
        XChangeProperty(display, window, netWMName, utf8String, 8, PropModeReplace,
                        &bytes, Int32(bytes.count))
        XFlush(display)
    }

    private func setWindowManagerProperties(title: String, minWidth: Int, minHeight: Int) {
        let sizeHints = XAllocSizeHints()!
        sizeHints.pointee.flags = PMinSize
        sizeHints.pointee.min_width = Int32(clamping: max(minWidth, 1))
        sizeHints.pointee.min_height = Int32(clamping: max(minHeight, 1))
        let wmHints = XAllocWMHints()!
        wmHints.pointee.flags = InputHint | StateHint
        wmHints.pointee.input = 1
        wmHints.pointee.initial_state = NormalState
        let classHint = XAllocClassHint()!
        defer {
            XFree(sizeHints)
            XFree(wmHints)
            XFree(classHint)
        }
        "responder-lab".withCString { instance in
            "ResponderLab".withCString { className in
                classHint.pointee.res_name = UnsafeMutablePointer(mutating: instance)
                classHint.pointee.res_class = UnsafeMutablePointer(mutating: className)
                // WM_NAME, WM_ICON_NAME, WM_NORMAL_HINTS, WM_HINTS, WM_CLASS,
                // WM_CLIENT_MACHINE, WM_LOCALE_NAME.
                Xutf8SetWMProperties(display, window, title, title, nil, 0,
                                     sizeHints, wmHints, classHint)
            }
        }
        setTitle(title)
        var pid = Int(getpid())
        _ = withUnsafeMutableBytes(of: &pid) { raw in
            XChangeProperty(display, window, XInternAtom(display, "_NET_WM_PID", 0), Atom(6) /* XA_CARDINAL */,
                            32, PropModeReplace, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// The events the window listens to.
    private static let eventMask = ExposureMask | StructureNotifyMask
        | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | ButtonMotionMask
        | KeyPressMask | KeyReleaseMask | EnterWindowMask | LeaveWindowMask | FocusChangeMask

    /// The X server's time now, in the milliseconds its event timestamps use.
    ///
    /// One round trip: a zero-length append to a property of the window makes
    /// the server send a PropertyNotify stamped with its current time (the
    /// ICCCM's way to get a timestamp). Other events read meanwhile stay queued
    /// for the loop. For measuring latency: on Xvfb and Xorg the timestamps are
    /// milliseconds of the machine's `CLOCK_MONOTONIC` (`GetTimeInMillis`), so
    /// comparing with `clock_gettime` tells how old an event is.
    public func fetchServerTime() -> UInt32 {
        precondition(!closed, "fetchServerTime after close")
        if timeAtom == 0 { timeAtom = XInternAtom(display, "_RESPONDER_LAB_TIME", 0) }
        XSelectInput(display, window, Self.eventMask | PropertyChangeMask)
        var nothing: UInt8 = 0
        XChangeProperty(display, window, timeAtom, Atom(31) /* XA_STRING */, 8, PropModeAppend, &nothing, 0)
        var event = XEvent()
        // Only our PropertyNotify can match: no other property changes while the mask is on.
        XWindowEvent(display, window, PropertyChangeMask, &event)
        XSelectInput(display, window, Self.eventMask)
        return UInt32(truncatingIfNeeded: event.xproperty.time)
    }

    // MARK: - Visual checks

    #if _endian(little)
    static let hostByteOrder = LSBFirst
    #else
    static let hostByteOrder = MSBFirst
    #endif

    /// nil when the visual stores a pixel 0x00RRGGBB in 32 bits, which is a
    /// 0xAARRGGBB UInt32 in host byte order; else what is wrong.
    private static func visualProblem(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>,
                                      depth: Int32) -> String? {
        let v = visual.pointee
        if v.`class` != TrueColor { return "visual class \(v.`class`), not TrueColor" }
        if depth != 24 && depth != 32 { return "depth \(depth)" }
        if v.red_mask != 0xFF0000 || v.green_mask != 0x00FF00 || v.blue_mask != 0x0000FF {
            return "masks red 0x\(String(v.red_mask, radix: 16)) green 0x\(String(v.green_mask, radix: 16)) blue 0x\(String(v.blue_mask, radix: 16))"
        }
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return "no pixmap formats" }
        defer { XFree(formats) }
        let bitsPerPixel = (0..<Int(count)).first { formats[$0].depth == depth }.map { formats[$0].bits_per_pixel }
        if bitsPerPixel != 32 { return "depth \(depth) is stored in \(bitsPerPixel.map(String.init) ?? "no") bits per pixel" }
        return nil
    }

    // MARK: - Presenting frames

    /// Blits a framebuffer of 0xAARRGGBB pixels (row-major, `width` pixels
    /// per row, top row first) to the window's top-left corner. Alpha is
    /// ignored. A framebuffer of another size than the last one recreates
    /// the image (as after a resize). Returns when the pixels are copied: the
    /// buffer may be reused at once.
    public func present(pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
        precondition(!closed, "present after close")
        guard width > 0, height > 0, let base = pixels.baseAddress else { return }
        precondition(pixels.count >= width * height, "framebuffer smaller than width × height")
        if let current = image, current.width != width || current.height != height {
            current.destroy(display: display)
            image = nil
        }
        if image == nil { image = makeImage(width: width, height: height) }
        guard let image else { return }
        image.copy(from: base, width: width, height: height)
        put(image)
    }

    public func present(pixels: [UInt32], width: Int, height: Int) {
        pixels.withUnsafeBufferPointer { present(pixels: $0, width: width, height: height) }
    }

    /// Blits the last presented framebuffer again (done by itself on Expose).
    public func redisplay() {
        guard !closed, let image else { return }
        put(image)
    }

    private func put(_ image: BlitImage) {
        let w = UInt32(image.width), h = UInt32(image.height)
        if image.sharedSegment != nil {
            XShmPutImage(display, window, gc, image.ximage, 0, 0, 0, 0, w, h, 0)
            // Wait until the server has read the segment, so the next frame
            // cannot overwrite it mid-copy. Events read meanwhile stay queued
            // and the loop handles them before it polls again.
            XSync(display, 0)
        } else {
            XPutImage(display, window, gc, image.ximage, 0, 0, 0, 0, w, h)
            XFlush(display)
        }
    }

    private func makeImage(width: Int, height: Int) -> BlitImage? {
        if sharedMemoryUsable {
            if let shared = BlitImage.shared(display: display, visual: visual, depth: depth,
                                             width: width, height: height) {
                return shared
            }
            // The server could not attach our segment (remote display) or
            // the system refused the segment: use XPutImage from now on.
            sharedMemoryUsable = false
        }
        return BlitImage.plain(display: display, visual: visual, depth: depth, width: width, height: height)
    }

    /// Reads the window's pixels back from the server (0x00RRGGBB each),
    /// for tests. nil if the window is not viewable.
    func capture() -> [UInt32]? {
        let (w, h) = size
        guard let shot = XGetImage(display, window, 0, 0, UInt32(w), UInt32(h), cx11_all_planes(), ZPixmap) else {
            return nil
        }
        defer { XDestroyImage(shot) }
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                out[y * w + x] = UInt32(truncatingIfNeeded: XGetPixel(shot, Int32(x), Int32(y))) & 0x00FF_FFFF
            }
        }
        return out
    }

    // MARK: - Timers

    /// Runs `action` on the loop after `delay` (monotonic clock). Timers fire
    /// in deadline order, ties in scheduling order; a timer scheduled from a
    /// timer fires on a later turn of the loop, never in the same one.
    @discardableResult
    public func scheduleTimer(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken {
        timers.schedule(at: ContinuousClock.now.advanced(by: max(delay, .zero)), action)
    }

    /// `scheduleTimer(after:_:)` with the delay in seconds.
    @discardableResult
    public func scheduleTimer(after seconds: Double, _ action: @escaping () -> Void) -> TimerToken {
        let delay: Duration = seconds.isFinite && seconds > 0 ? .nanoseconds(Int64(min(seconds, 1e9) * 1e9)) : .zero
        return scheduleTimer(after: delay, action)
    }

    /// Cancels a timer; false if it already fired or was cancelled.
    @discardableResult
    public func cancelTimer(_ token: TimerToken) -> Bool {
        timers.cancel(token)
    }

    // MARK: - The loop

    /// Runs the event loop until `stop()`.
    ///
    /// Each turn: every queued X event is converted and handed to `onEvent`
    /// in order (consecutive motions merged); then the due timers fire; then
    /// `beforeWaiting` runs (the place to render and `present` once per batch
    /// of input); then, if nothing new arrived, the loop sleeps in `poll()` on
    /// the connection until input or the next timer deadline. Idle, it uses
    /// no CPU. If the X server goes away the process prints one line to
    /// stderr and exits with status 3.
    public func run(beforeWaiting: () -> Void = {}, onEvent: (HostEvent) -> Void) {
        precondition(!closed, "run after close")
        precondition(!isRunning, "run is not reentrant")
        isRunning = true
        stopRequested = false
        defer { isRunning = false }
        let fd = XConnectionNumber(display)

        while !stopRequested {
            // Drain what Xlib has queued and what the socket has (XPending
            // flushes our requests and reads without blocking).
            while !stopRequested && XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == MotionNotify { mergeQueuedMotions(into: &event) }
                for hostEvent in convert(&event) {
                    onEvent(hostEvent)
                    if stopRequested { break }
                }
            }
            if stopRequested { break }

            let now = ContinuousClock.now
            while !stopRequested, let (_, action) = timers.popDue(now: now) {
                action()
            }
            if stopRequested { break }

            beforeWaiting()
            if stopRequested { break }

            // The handlers may have synced (and so queued events) or
            // scheduled a due timer: never sleep with work pending.
            if XPending(display) > 0 { continue }
            let timeout = timers.pollTimeout(now: ContinuousClock.now)
            if timeout == 0 { continue }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                Self.connectionLost()
            }
            if ready > 0 && pfd.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 {
                Self.connectionLost()
            }
        }
    }

    /// Ends `run` after the current event or timer.
    public func stop() {
        stopRequested = true
    }

    /// Replaces a motion event by the last of the motions queued right
    /// behind it (same window, same buttons and modifiers).
    private func mergeQueuedMotions(into event: inout XEvent) {
        while XEventsQueued(display, QueuedAlready) > 0 {
            var next = XEvent()
            XPeekEvent(display, &next)
            guard next.type == MotionNotify,
                  next.xmotion.window == event.xmotion.window,
                  next.xmotion.state == event.xmotion.state else { return }
            XNextEvent(display, &event)
        }
    }

    // MARK: - Losing the server

    static let connectionLostMessage = "responder-lab: lost the connection to the X server\n"

    /// Prints one line and exits with status 3. Never returns.
    static func connectionLost() -> Never {
        writeToStandardError(connectionLostMessage)
        exit(3)
    }

    private static func installIOErrorHandler() {
        // A C callback: it captures nothing, so it can only print and exit.
        _ = XSetIOErrorHandler { _ in
            writeToStandardError(X11Window.connectionLostMessage)
            exit(3)
        }
    }
}

/// write(2) to stderr: no Foundation, no global FILE* (not concurrency-safe).
func writeToStandardError(_ message: String) {
    var message = message
    message.withUTF8 { bytes in
        _ = write(2, bytes.baseAddress, bytes.count)
    }
}
