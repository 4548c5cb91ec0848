import Foundation
import Rendering
import ResponderKit
import Scenes
import X11Host

/// The lab in a real X11 window: X events become touches and key commands,
/// and each batch of input is answered with one repaint.
@MainActor
final class LabWindow {
    private let session: LabSession
    private let window: X11Window
    private let screen: LabScreen
    private var translator = TouchTranslator()
    private var needsDisplay = true
    private var frame: Framebuffer?
    private var savedCount = 0

    private init(session: LabSession, window: X11Window, screen: LabScreen) {
        self.session = session
        self.window = window
        self.screen = screen
    }

    /// Opens the window and runs until it is closed; exits the process with a
    /// message when there is no display.
    static func run(session: LabSession, displayName: String?) {
        let size = LabLayout.minimumSize
        let window: X11Window
        do {
            window = try X11Window(displayName: displayName, title: title(for: session), width: Int(size.width),
                                   height: Int(size.height), minWidth: Int(size.width), minHeight: Int(size.height))
        } catch {
            fail("""
                \(error).
                There is no window to open here. Render the scenes to PNG files instead, \
                e.g. `responder-lab render --scene \(session.scene.name) --tap 300,255 --out shot.png` \
                (or `responder-lab tour --out DIR`), or run under a virtual display: `xvfb-run responder-lab run`.
                """)
        }
        let screen: LabScreen
        do {
            screen = try LabScreen()
        } catch {
            fail("\(error)")
        }
        let lab = LabWindow(session: session, window: window, screen: screen)
        FileHandle.standardError.write(Data(
            "responder-lab: \(session.scene.name) in window 0x\(String(window.windowID, radix: 16)) on \(window.displayName)\n".utf8))
        window.run(beforeWaiting: { lab.displayIfNeeded() }, onEvent: { lab.handle($0) })
        window.close()
    }

    private static func title(for session: LabSession) -> String {
        "ResponderLab — \(session.scene.title)"
    }

    private func handle(_ event: HostEvent) {
        for input in translator.translate(event) { handle(input) }
        switch event {
        case .expose: window.redisplay()
        case .resized: needsDisplay = true
        case .closeRequested: window.stop()
        case .key(let key) where key.isPress: handle(key)
        default: break
        }
    }

    private func handle(_ input: TouchInput) {
        switch input {
        case let .touch(phase, x, y, id, timestamp):
            let p = Point(x: x, y: y)
            // A press outside the scene (header, panel) is not a touch; its later phases find no live touch.
            if phase == .began, !session.isOverScene(p) { return }
            session.touch(phase.touchPhase, at: p, id: id, timestamp: timestamp)
        case let .inspect(x, y):
            let p = Point(x: x, y: y)
            if session.isOverScene(p) { session.inspect(at: p) }
        case let .hover(x, y):
            session.hover(at: Point(x: x, y: y))
        case .hoverEnded:
            session.endHover()
        }
        needsDisplay = true
    }

    private func handle(_ key: HostEvent.Key) {
        let scenes = SceneCatalog.names.count
        switch key.name.lowercased() {
        case "tab" where !key.modifiers.contains(.shift): session.showScene(at: session.sceneIndex + 1)
        case "tab", "iso_left_tab": session.showScene(at: session.sceneIndex - 1)
        case let digit where digit.count == 1 && ("1"..."9").contains(digit):
            let index = Int(digit)! - 1
            guard index < scenes else { return }
            session.showScene(at: index)
        case "t": session.toggleFix()
        case "d": session.overlaysVisible.toggle()
        case "h": session.hoverMode.toggle()
        case "s": save()
        case "q", "escape":
            session.cancelLiveTouches()
            window.stop()
            return
        default: return
        }
        window.setTitle(Self.title(for: session))
        needsDisplay = true
    }

    private func displayIfNeeded() {
        guard needsDisplay else { return }
        needsDisplay = false
        let size = Size(width: Double(window.size.width), height: Double(window.size.height))
        let frame = screen.render(session, size: size)
        self.frame = frame
        window.present(pixels: frame.pixels, width: frame.width, height: frame.height)
    }

    /// Writes the window's contents to a PNG in the current directory.
    private func save() {
        guard let frame else { return }
        savedCount += 1
        let path = "responder-lab-\(session.scene.name)-\(savedCount).png"
        do {
            try frame.writePNG(to: path)
            session.note("saved \(path)")
        } catch {
            session.note("could not save \(path): \(error)")
        }
    }
}
