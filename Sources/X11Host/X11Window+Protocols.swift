import CX11
import Glibc

/// The window as the window manager and other clients see it: title, class,
/// size hints, WM protocols, and the server's clock read through a property.
extension X11Window {
    /// Sets the window title (WM_NAME and _NET_WM_NAME).
    public func setTitle(_ title: String) {
        guard title != self.title else { return }
        self.title = title
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
        XChangeProperty(
            display, window, netWMName, utf8String, 8, PropModeReplace,
            &bytes, Int32(bytes.count))
        XFlush(display)
    }

    func setWindowManagerProperties(title: String, windowClass: WindowClass, minWidth: Int, minHeight: Int) {
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
        windowClass.instance.withCString { instance in
            windowClass.className.withCString { className in
                classHint.pointee.res_name = UnsafeMutablePointer(mutating: instance)
                classHint.pointee.res_class = UnsafeMutablePointer(mutating: className)
                // WM_NAME, WM_ICON_NAME, WM_NORMAL_HINTS, WM_HINTS, WM_CLASS,
                // WM_CLIENT_MACHINE, WM_LOCALE_NAME.
                Xutf8SetWMProperties(
                    display, window, title, title, nil, 0,
                    sizeHints, wmHints, classHint)
            }
        }
        setTitle(title)
        var pid = Int(getpid())
        _ = withUnsafeMutableBytes(of: &pid) { raw in
            XChangeProperty(
                display, window, XInternAtom(display, "_NET_WM_PID", 0), XAtom.cardinal,
                32, PropModeReplace, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// The events the window listens to.
    /// StructureNotify brings DestroyNotify too: another client destroying the window.
    static let eventMask =
        ExposureMask | StructureNotifyMask
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
        XChangeProperty(display, window, timeAtom, XAtom.string, 8, PropModeAppend, &nothing, 0)
        var event = XEvent()
        // Only our PropertyNotify can match: no other property changes while the mask is on.
        XWindowEvent(display, window, PropertyChangeMask, &event)
        XSelectInput(display, window, Self.eventMask)
        return UInt32(truncatingIfNeeded: event.xproperty.time)
    }
}

/// Xatom.h's predefined atoms, which it defines as casts Swift does not import.
enum XAtom {
    static let cardinal = Atom(6)
    static let string = Atom(31)
}
