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
/// The events are sent by a child process (`Tests/StampedPointer`), as
/// xdotool's are: the test binary links no Xlib.
///
/// ```swift
/// let mouse = try StampedPointer(on: display, window: window)
/// try mouse.send([.press(100, 464, at: 0), .move(100, 360, at: 0.06), .release(100, 360, at: 0.06)])
/// ```
final class StampedPointer {
    /// One event: where in the window, and when, in seconds after the pointer's first time.
    struct Event {
        let kind: String
        let x: Int
        let y: Int
        let time: Double

        static func press(_ x: Int, _ y: Int, at time: Double) -> Event { Event(kind: "press", x: x, y: y, time: time) }
        /// With button 1 held.
        static func move(_ x: Int, _ y: Int, at time: Double) -> Event { Event(kind: "move", x: x, y: y, time: time) }
        static func release(_ x: Int, _ y: Int, at time: Double) -> Event {
            Event(kind: "release", x: x, y: y, time: time)
        }
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(on display: VirtualDisplay, window: String) throws {
        process.executableURL = LabProcess.binary.deletingLastPathComponent().appendingPathComponent("StampedPointer")
        process.arguments = [display.name, window]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends `events` in order, in one request to the server, and returns once the server has them.
    func send(_ events: [Event]) throws {
        let line = events.map { "\($0.kind) \($0.x) \($0.y) \($0.time)" }.joined(separator: ";")
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
        var answer = Data()
        while !answer.contains(UInt8(ascii: "\n")) {
            guard let more = try output.fileHandleForReading.read(upToCount: 1), !more.isEmpty else {
                process.waitUntilExit()
                throw VirtualDisplay.Failure("StampedPointer stopped: status \(process.terminationStatus)")
            }
            answer.append(more)
        }
        guard String(decoding: answer, as: UTF8.self) == "sent\n" else {
            throw VirtualDisplay.Failure("StampedPointer answered \(String(decoding: answer, as: UTF8.self))")
        }
    }
}
