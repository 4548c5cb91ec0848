import Foundation
import Rendering

/// Where the S key saves the window: `screenshots/` in the current directory
/// (ignored by git), one numbered PNG per save that overwrites nothing.
public enum Screenshots {
    public static let folder = "screenshots"

    /// Writes `frame` as `screenshots/responder-lab-SCENE-N.png`, N the first number
    /// not taken, and returns the file's absolute path.
    ///
    /// ```swift
    /// let path = try Screenshots.save(frame, scene: "chain") // "/home/me/lab/screenshots/responder-lab-chain-1.png"
    /// ```
    public static func save(
        _ frame: Framebuffer, scene: String, in directory: String = FileManager.default.currentDirectoryPath
    ) throws -> String {
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(Self.folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var n = 1
        while FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("responder-lab-\(scene)-\(n).png").path)
        { n += 1 }
        let path = folder.appendingPathComponent("responder-lab-\(scene)-\(n).png").standardizedFileURL.path
        try frame.writePNG(to: path)
        return path
    }
}
