import Foundation
import Glibc
import LabKit
import Rendering
import TestSupport
import Testing

/// A private Xvfb server for one test, and the X clients tests drive it with
/// (xdotool clicks and types as a user would; xwd captures the window).
final class VirtualDisplay {
    let name: String
    private let server: Process
    /// openbox, when a test asked for a window manager (``startWindowManager()``).
    private var windowManager: Process?

    /// Starts `Xvfb` on a free display number and waits for its socket.
    init() throws {
        guard let xvfb = Self.which("Xvfb") else {
            throw Failure("Xvfb is not installed: `make test` installs it (Debian package xvfb)")
        }
        var number = Int.random(in: 140...900)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        {
            number += 1
        }
        name = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        // -noreset: without it the server resets whenever its last client leaves, refusing connections meanwhile.
        server.arguments = [name, "-screen", "0", "1400x900x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        // Ready when a client can talk to it, not merely when its socket exists.
        let server = server, name = name
        let ready = eventually {
            guard server.isRunning else { return true }
            return (try? ExternalTool.run("xdotool", ["getdisplaygeometry"], display: name)) != nil
        }
        guard ready, server.isRunning else { throw Failure("Xvfb \(name) did not start") }
    }

    /// Starts openbox on this display and returns once it manages windows: a
    /// real window manager reparents the lab's window, applies its size hints
    /// and resizes it as a user's would. openbox runs `--startup` only when it
    /// has taken the screen, so the file that command makes says it is ready.
    func startWindowManager() throws {
        guard let openbox = Self.which("openbox") else {
            throw Failure("openbox is not installed: `make test` installs it (Debian package openbox)")
        }
        let ready = FileManager.default.temporaryDirectory.appendingPathComponent("openbox-ready-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: openbox)
        process.arguments = ["--sm-disable", "--startup", "touch \(ready.path)"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        windowManager = process
        defer { try? FileManager.default.removeItem(at: ready) }
        guard eventually({ !process.isRunning || FileManager.default.fileExists(atPath: ready.path) }),
            process.isRunning
        else {
            throw Failure("openbox did not start on \(name)")
        }
    }

    /// The window's size in pixels, as the X server has it now.
    func size(of window: String) throws -> (width: Int, height: Int) {
        let out = String(decoding: try client("xdotool", ["getwindowgeometry", window]), as: UTF8.self)
        guard let line = out.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
            let text = line.split(separator: " ").last
        else { throw Failure("no geometry in \(out)") }
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { throw Failure("no geometry in \(out)") }
        return (parts[0], parts[1])
    }

    /// Kills the server, as a crash would. SIGKILL, because children of the
    /// test process may inherit a signal mask that blocks SIGTERM.
    func kill() {
        if let windowManager, windowManager.isRunning {
            Glibc.kill(windowManager.processIdentifier, SIGKILL)
            windowManager.waitUntilExit()
        }
        guard server.isRunning else { return }
        Glibc.kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        // A killed server leaves its lock and socket behind.
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    deinit { kill() }

    /// The window's contents as the X server has them, captured with xwd.
    func capture(_ window: String) throws -> Framebuffer {
        let shot = try XWD.decode(client("xwd", ["-silent", "-id", window]))
        return Framebuffer(width: shot.width, height: shot.height, pixels: shot.pixels)
    }

    /// Runs an X client (xdotool, xwd) on this display and returns its standard output.
    @discardableResult
    func client(_ tool: String, _ arguments: [String]) throws -> Data {
        try ExternalTool.run(tool, arguments, display: name)
    }

    /// The id of `lab`'s window once it is visible (with `--code`, once the code
    /// is compiled); fails, with what the lab printed, when it exits first or
    /// shows none within ``patience``.
    func window(of lab: RunningLab) throws -> String {
        var id: String?
        _ = eventually(every: 0.1) {
            // Exits 1 while no window matches.
            if let out = try? client("xdotool", ["search", "--onlyvisible", "--class", "ResponderLab"]) {
                id = String(decoding: out, as: UTF8.self).split(separator: "\n").first.map(String.init)
            }
            return id != nil || !lab.process.isRunning
        }
        if let id { return id }
        guard lab.process.isRunning else {
            throw Failure(
                "responder-lab exited with \(lab.process.terminationStatus) before showing a window: \(lab.stderr)")
        }
        throw Failure("no ResponderLab window appeared within \(Int(patience)) s; stderr: \(lab.stderr)")
    }

    static func which(_ tool: String) -> String? {
        ExternalTool.which(tool)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// A running `responder-lab` whose output is collected as it arrives.
final class RunningLab: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    init(_ arguments: [String], display: String, environment: [String: String] = [:]) throws {
        process.executableURL = LabProcess.binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            environment.merging(["DISPLAY": display]) { $1 }
        ) { $1 }
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, error: false)
        }
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, error: true)
        }
        try process.run()
    }

    private func append(_ data: Data, error: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if error { err.append(data) } else { out.append(data) }
    }

    var stdout: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: out, as: UTF8.self)
    }
    var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: err, as: UTF8.self)
    }

    /// Waits until `condition` holds, or ``patience`` passes; whether it held.
    func wait(until condition: () -> Bool) -> Bool {
        eventually(every: 0.02, condition)
    }

    /// The CPU ticks (10 ms each) the lab used in a quiet span of `seconds`: the fewest of up to
    /// `spans` spans in a row, stopping at the first under `quiet`. A window that keeps working (a
    /// timer never stopped, a repaint loop) uses ticks in every span; a stall of a loaded host, or the
    /// end of a deceleration running late on it, in one.
    func idleTicks(seconds: Double = 3, spans: Int = 3, quiet: Int = 3) throws -> Int {
        var fewest = Int.max
        for _ in 0..<spans where fewest >= quiet {
            let before = try ProcessCPU.ticks(of: process.processIdentifier)
            Thread.sleep(forTimeInterval: seconds)
            fewest = min(fewest, try ProcessCPU.ticks(of: process.processIdentifier) - before)
        }
        return fewest
    }

    /// Waits for the process to exit, for up to ``patience``; its status, or nil when it is still running.
    func exitStatus() -> Int32? {
        wait { !process.isRunning } ? process.terminationStatus : nil
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// Decodes the ZPixmap, 32-bit TrueColor XWD files that `xwd` writes of a
/// depth-24 window into 0xAARRGGBB pixels.
enum XWD {
    static func decode(_ data: Data) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let bytes = [UInt8](data)
        func card32(_ index: Int) -> Int {
            let o = index * 4
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        guard bytes.count >= 100 else { throw VirtualDisplay.Failure("XWD file too short") }
        let headerSize = card32(0), format = card32(2), width = card32(4), height = card32(5)
        let byteOrder = card32(7), bitsPerPixel = card32(11), bytesPerLine = card32(12)
        let colors = card32(19)
        guard format == 2, bitsPerPixel == 32 else {
            throw VirtualDisplay.Failure("XWD: expected a 32-bit ZPixmap, got format \(format) at \(bitsPerPixel) bits")
        }
        let start = headerSize + colors * 12
        guard bytes.count >= start + height * bytesPerLine else {
            throw VirtualDisplay.Failure("XWD pixel data too short")
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * 4
                let b0 = UInt32(bytes[o]), b1 = UInt32(bytes[o + 1]), b2 = UInt32(bytes[o + 2]),
                    b3 = UInt32(bytes[o + 3])
                let value = byteOrder == 0 ? (b3 << 24 | b2 << 16 | b1 << 8 | b0) : (b0 << 24 | b1 << 16 | b2 << 8 | b3)
                pixels[y * width + x] = 0xFF00_0000 | (value & 0x00FF_FFFF)
            }
        }
        return (width, height, pixels)
    }
}
