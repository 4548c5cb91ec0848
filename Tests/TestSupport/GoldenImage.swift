import Foundation
import Rendering

/// The golden-image tests' comparison: pixel for pixel, and when it fails, a
/// picture of where (ImageDiff's image) written beside the render, and a
/// sentence for the test to record.
public enum GoldenImage {
    /// Compares `actual` with `expected`; when they differ, writes the diff image
    /// to `diffImage` and returns what differs, else nil.
    ///
    /// ```swift
    /// if let difference = GoldenImage.difference(rendered, from: golden, named: "why-not.png",
    ///                                            diffImage: "/tmp/why-not.diff.png") {
    ///     Issue.record("\(difference)")
    /// }
    /// ```
    public static func difference(
        _ actual: Framebuffer, from expected: Framebuffer, named name: String,
        reference: String = "its golden image", diffImage: String
    ) -> String? {
        let diff = ImageDiff(expected: expected, actual: actual)
        guard !diff.matches else { return nil }
        try? diff.image.writePNG(to: diffImage)
        return "\(name) differs from \(reference): \(diff); diff image: \(diffImage)"
    }

    /// The same for two PNG files: the diff image goes beside `actual`, as `NAME.diff.png`.
    public static func difference(ofPNG actual: URL, fromPNG expected: URL, named name: String) throws -> String? {
        let diffImage = actual.deletingPathExtension().path + ".diff.png"
        return difference(
            try Framebuffer(pngFile: actual.path), from: try Framebuffer(pngFile: expected.path),
            named: name, diffImage: diffImage)
    }
}
