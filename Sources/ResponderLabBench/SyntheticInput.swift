import CXTest
import Glibc

/// Input made up in this process through the XTest extension: the server
/// takes it as if a user moved the mouse or pressed a key, stamps it with its
/// own clock and sends it to whichever window is under the pointer or has the
/// focus. The bench drives the lab's real window with it, without xdotool;
/// it is the bench's alone, so that the lab's binary carries no XTest code.
///
/// ```swift
/// let input = try SyntheticInput()
/// let origin = input.origin(ofWindow: id) ?? (0, 0)
/// input.movePointer(x: origin.x + 300, y: origin.y + 200)
/// input.pressButton(1); input.releaseButton(1)
/// ```
@MainActor
final class SyntheticInput {
    private let display: OpaquePointer

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Opens its own connection to `$DISPLAY` and checks for XTest.
    init() throws(Unavailable) {
        guard let display = XOpenDisplay(nil) else {
            throw Unavailable(description: "cannot open the display $DISPLAY names")
        }
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &event, &error, &major, &minor) != 0 else {
            XCloseDisplay(display)
            throw Unavailable(description: "the display has no XTest extension")
        }
        self.display = display
    }

    isolated deinit {
        XCloseDisplay(display)
    }

    /// Where the window's top-left corner is on the screen, or nil if there is no such window.
    func origin(ofWindow id: UInt) -> (x: Int, y: Int)? {
        var x: Int32 = 0, y: Int32 = 0
        var child: UInt = 0
        let root = XDefaultRootWindow(display)
        guard XTranslateCoordinates(display, Window(id), root, 0, 0, &x, &y, &child) != 0 else { return nil }
        return (Int(x), Int(y))
    }

    /// Moves the pointer to `(x, y)` on the screen, and sends the request at once.
    func movePointer(x: Int, y: Int) {
        XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0)
        XFlush(display)
    }

    func pressButton(_ button: Int) {
        XTestFakeButtonEvent(display, UInt32(button), 1, 0)
        XFlush(display)
    }

    func releaseButton(_ button: Int) {
        XTestFakeButtonEvent(display, UInt32(button), 0, 0)
        XFlush(display)
    }

    /// Presses and releases the key of `keysym` (an X keysym name: "h", "plus", "Return").
    /// False when the keyboard has no such key.
    @discardableResult
    func typeKey(_ keysym: String) -> Bool {
        let symbol = XStringToKeysym(keysym)
        guard symbol != 0 else { return false }
        let code = XKeysymToKeycode(display, symbol)
        guard code != 0 else { return false }
        XTestFakeKeyEvent(display, UInt32(code), 1, 0)
        XTestFakeKeyEvent(display, UInt32(code), 0, 0)
        XFlush(display)
        return true
    }

    /// Waits until the server has handled every request sent so far.
    func sync() {
        XSync(display, 0)
    }
}
