import ResponderKit

/// An opaque 32-bit image in memory: the surface every `Canvas` draws into.
///
/// Pixels are stored row by row from the top-left corner, one `UInt32` per
/// pixel in `0xAARRGGBB` order with alpha always `0xFF`. On a little-endian
/// machine the bytes in memory are B, G, R, A — exactly what an X11 `ZPixmap`
/// image of depth 24 at 32 bits per pixel expects, so a host can hand
/// `pixels` to `XPutImage` without converting anything.
///
/// ```swift
/// var image = Framebuffer(width: 320, height: 200, fill: .white)
/// image[10, 20] = Framebuffer.pixel(from: .red)
/// try image.writePNG(to: "/tmp/out.png")
/// ```
public struct Framebuffer: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height` pixels, row-major from the top-left, `0xAARRGGBB` with `AA == 0xFF`.
    public var pixels: [UInt32]

    /// An image of the given size filled with `fill` (its alpha is ignored: the image is opaque).
    public init(width: Int, height: Int, fill: Color = .black) {
        precondition(width >= 0 && height >= 0, "Framebuffer size must not be negative")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: Framebuffer.pixel(from: fill), count: width * height)
    }

    /// An image wrapping existing pixels; `pixels.count` must be `width × height`.
    ///
    /// Alpha bytes are forced to `0xFF` so that the image stays opaque.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0, "Framebuffer size must not be negative")
        precondition(pixels.count == width * height, "Framebuffer needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.pixels.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] |= 0xFF00_0000 }
        }
    }

    /// The image's size in pixels.
    public var size: Size { Size(width: Double(width), height: Double(height)) }

    /// The pixel at column `x`, row `y` (both must be inside the image).
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the framebuffer")
            return pixels[y * width + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the framebuffer")
            pixels[y * width + x] = newValue | 0xFF00_0000
        }
    }

    /// The colour of the pixel at column `x`, row `y`.
    public func color(x: Int, y: Int) -> Color {
        Framebuffer.color(fromPixel: self[x, y])
    }

    /// Sets every pixel to `color`, ignoring its alpha: the plain, fastest fill.
    public mutating func fill(_ color: Color) {
        let value = Framebuffer.pixel(from: color)
        pixels.withUnsafeMutableBufferPointer { buffer in
            buffer.update(repeating: value)
        }
    }

    /// The opaque `0xFFRRGGBB` pixel nearest to `color` (alpha ignored, components clamped to 0…1).
    public static func pixel(from color: Color) -> UInt32 {
        0xFF00_0000 | (channel(color.red) << 16) | (channel(color.green) << 8) | channel(color.blue)
    }

    /// The colour of a `0xAARRGGBB` pixel, with alpha 1.
    public static func color(fromPixel pixel: UInt32) -> Color {
        Color(
            red: Double((pixel >> 16) & 0xFF) / 255,
            green: Double((pixel >> 8) & 0xFF) / 255,
            blue: Double(pixel & 0xFF) / 255)
    }

    /// A 0…1 component as a rounded 0…255 byte; NaN counts as 0.
    static func channel(_ value: Double) -> UInt32 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        return UInt32((value * 255).rounded())
    }
}
