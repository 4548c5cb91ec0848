import ResponderKit

/// A pixel-by-pixel comparison of two framebuffers, for golden-image tests.
///
/// A pixel differs when any of its red, green or blue bytes differs by more
/// than `tolerance`. Images of different sizes never match; they are compared
/// over the union of their sizes, and pixels present in only one count as
/// different.
///
/// ```swift
/// let diff = ImageDiff(expected: golden, actual: rendered, tolerance: 2)
/// if !diff.matches {
///     try diff.image.writePNG(to: "out/scene.diff.png")
///     Issue.record("\(diff)")
/// }
/// ```
public struct ImageDiff: Sendable, CustomStringConvertible {
    /// The expected image's size in pixels.
    public let expectedSize: (width: Int, height: Int)
    /// The actual image's size in pixels.
    public let actualSize: (width: Int, height: Int)
    /// How many pixels differ by more than the tolerance (including pixels outside the common area).
    public let differingPixelCount: Int
    /// The largest channel difference seen in the common area, 0…255.
    public let maxChannelDifference: Int
    /// The actual image dimmed to grey where it matches, bright magenta where it differs.
    public let image: Framebuffer

    /// Whether the sizes are equal.
    public var sizesMatch: Bool { expectedSize == actualSize }

    /// Whether the sizes are equal and no pixel differs beyond the tolerance.
    public var matches: Bool { sizesMatch && differingPixelCount == 0 }

    /// Compares `actual` against `expected`, allowing `tolerance` per channel.
    public init(expected: Framebuffer, actual: Framebuffer, tolerance: Int = 0) {
        expectedSize = (expected.width, expected.height)
        actualSize = (actual.width, actual.height)
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let magenta: UInt32 = 0xFFFF_00FF
        var diff = Framebuffer(width: width, height: height, fill: Color(red: 1, green: 0, blue: 1))
        var count = 0, largest = 0
        let commonWidth = min(expected.width, actual.width), commonHeight = min(expected.height, actual.height)
        diff.pixels.withUnsafeMutableBufferPointer { out in
            expected.pixels.withUnsafeBufferPointer { e in
                actual.pixels.withUnsafeBufferPointer { a in
                    for y in 0..<commonHeight {
                        for x in 0..<commonWidth {
                            let p = e[y * expected.width + x], q = a[y * actual.width + x]
                            let difference = max(
                                abs(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)),
                                abs(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF)),
                                abs(Int(p & 0xFF) - Int(q & 0xFF)))
                            largest = max(largest, difference)
                            if difference > tolerance {
                                count += 1
                                out[y * width + x] = magenta
                            } else {
                                // A faint grey copy of the image shows where the differences are.
                                let luma = (Int((q >> 16) & 0xFF) * 3 + Int((q >> 8) & 0xFF) * 6 + Int(q & 0xFF)) / 10
                                let grey = UInt32(96 + luma * 96 / 255)
                                out[y * width + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                            }
                        }
                    }
                }
            }
        }
        count += width * height - commonWidth * commonHeight
        differingPixelCount = count
        maxChannelDifference = largest
        image = diff
    }

    public var description: String {
        if !sizesMatch {
            return "image sizes differ: expected \(expectedSize.width)×\(expectedSize.height), "
                + "got \(actualSize.width)×\(actualSize.height)"
        }
        if matches { return "images match (largest channel difference \(maxChannelDifference))" }
        return "\(differingPixelCount) pixels differ (largest channel difference \(maxChannelDifference))"
    }
}
