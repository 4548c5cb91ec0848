import CX11

/// X events in, `X11Event`s out: the boundary where Xlib's unions become Sendable Swift values.
extension X11Window {
    func convert(_ event: inout XEvent) -> [X11Event] {
        switch event.type {
        case ButtonPress:
            let e = event.xbutton
            implicitGrab = true
            return [
                .buttonPress(
                    button: Int(e.button), x: Double(e.x), y: Double(e.y),
                    time: UInt32(truncatingIfNeeded: e.time), modifiers: Self.modifiers(e.state))
            ]
        case ButtonRelease:
            let e = event.xbutton
            // The implicit grab ends when the last held button is released.
            let thisButton: UInt32 = (1...5).contains(e.button) ? 1 << (7 + e.button) : 0
            implicitGrab = e.state & Self.allButtonsMask & ~thisButton != 0
            return [
                .buttonRelease(
                    button: Int(e.button), x: Double(e.x), y: Double(e.y),
                    time: UInt32(truncatingIfNeeded: e.time), modifiers: Self.modifiers(e.state))
            ]
        case MotionNotify:
            let e = event.xmotion
            return [
                .motion(
                    x: Double(e.x), y: Double(e.y), time: UInt32(truncatingIfNeeded: e.time),
                    modifiers: Self.modifiers(e.state))
            ]
        case KeyPress, KeyRelease:
            return [.key(keyInput(&event))]
        case EnterNotify, LeaveNotify:
            let e = event.xcrossing
            var out: [X11Event] = []
            if e.mode == NotifyGrab && implicitGrab {
                // Someone else's grab took the pointer while a button of ours
                // was down: its release will not reach us.
                implicitGrab = false
                out.append(.grabLost)
            }
            out.append(event.type == EnterNotify ? .pointerEntered(x: Double(e.x), y: Double(e.y)) : .pointerLeft)
            return out
        case FocusIn, FocusOut:
            // Explanation moves in several steps (and, with PointerRoot focus and
            // no window manager, arrives with detail NotifyPointer as the
            // pointer enters and leaves): report changes only.
            guard event.xfocus.detail != NotifyInferior else { return [] }
            let focused = event.type == FocusIn
            guard focused != hasFocus else { return [] }
            hasFocus = focused
            if !focused { keysDown.removeAll() }
            return [focused ? .focusIn : .focusOut]
        case Expose:
            guard event.xexpose.count == 0 else { return [] }
            return [.expose]
        case ConfigureNotify:
            let e = event.xconfigure
            let newSize = (Int(e.width), Int(e.height))
            guard newSize != size else { return [] }
            size = newSize
            return [.resized(width: newSize.0, height: newSize.1)]
        case MapNotify:
            isMapped = true
            return [.mapped]
        case UnmapNotify:
            // An unviewable window loses its grab.
            isMapped = false
            implicitGrab = false
            return [.unmapped]
        case ClientMessage:
            let e = event.xclient
            if e.message_type == wmProtocols && e.format == 32
                && Atom(truncatingIfNeeded: e.data.l.0) == wmDeleteWindow
            {
                return [.closeRequested]
            }
            return []
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            return []
        default:
            return []
        }
    }

    private func keyInput(_ event: inout XEvent) -> X11Event.Key {
        var keyEvent = event.xkey
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 32)
        let count = XLookupString(&keyEvent, &buffer, Int32(buffer.count), &keysym, nil)
        // XLookupString yields Latin-1 bytes.
        var text = String(
            String.UnicodeScalarView(
                buffer.prefix(Int(max(count, 0))).map { Unicode.Scalar(UInt8(bitPattern: $0)) }))
        if text.isEmpty, keysym & 0xFF00_0000 == 0x0100_0000,
            let scalar = Unicode.Scalar(UInt32(keysym & 0x00FF_FFFF))
        {
            text = String(Character(scalar))  // Unicode keysyms (0x01000000 + code point)
        }
        let name = XKeysymToString(keysym).map { String(cString: $0) } ?? ""
        let isPress = event.type == KeyPress
        let keycode = keyEvent.keycode
        let isRepeat = isPress && keysDown.contains(keycode)
        if isPress { keysDown.insert(keycode) } else { keysDown.remove(keycode) }
        return X11Event.Key(
            keysym: UInt32(truncatingIfNeeded: keysym), name: name, text: text,
            modifiers: Self.modifiers(keyEvent.state), isPress: isPress, isRepeat: isRepeat,
            time: UInt32(truncatingIfNeeded: keyEvent.time), keycode: keycode)
    }

    private static let allButtonsMask = UInt32(Button1Mask | Button2Mask | Button3Mask | Button4Mask | Button5Mask)

    static func modifiers(_ state: UInt32) -> X11Event.Modifiers {
        var m: X11Event.Modifiers = []
        if state & UInt32(ShiftMask) != 0 { m.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { m.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { m.insert(.alt) }
        if state & UInt32(Button1Mask) != 0 { m.insert(.button1) }
        if state & UInt32(Button2Mask) != 0 { m.insert(.button2) }
        if state & UInt32(Button3Mask) != 0 { m.insert(.button3) }
        return m
    }
}
