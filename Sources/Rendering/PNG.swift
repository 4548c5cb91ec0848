import CPNG

/// A PNG that libpng could not write or read.
public struct PNGError: Error, Hashable, CustomStringConvertible {
    /// The file involved, or nil for in-memory data.
    public var path: String?
    /// libpng's own explanation.
    public var message: String

    public var description: String {
        if let path { return "PNG \(path): \(message)" }
        return "PNG data: \(message)"
    }
}

extension Framebuffer {
    /// The image encoded as an 8-bit RGB PNG (libpng's simplified API).
    /// - Throws: `PNGError` with libpng's message.
    public func pngData() throws -> [UInt8] {
        let rgb = rgbBytes()
        var image = makeImage()
        var size = 0
        // The first call, without memory, measures; the second writes.
        var data: [UInt8] = []
        let written = rgb.withUnsafeBytes { bytes -> Bool in
            guard png_image_write_to_memory(&image, nil, &size, 0, bytes.baseAddress, 0, nil) != 0 else { return false }
            data = [UInt8](repeating: 0, count: size)
            return data.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, bytes.baseAddress, 0, nil) != 0
            }
        }
        guard written else { throw PNGError(path: nil, message: Self.message(of: image)) }
        return Array(data.prefix(size))
    }

    /// Writes the image as an 8-bit RGB PNG file at `path`.
    /// - Throws: `PNGError` with the path and libpng's message.
    public func writePNG(to path: String) throws {
        let rgb = rgbBytes()
        var image = makeImage()
        let written = rgb.withUnsafeBytes { bytes in
            png_image_write_to_file(&image, path, 0, bytes.baseAddress, 0, nil)
        }
        guard written != 0 else { throw PNGError(path: path, message: Self.message(of: image)) }
    }

    /// Decodes the PNG file at `path`. Transparent pixels are composited over black,
    /// since a framebuffer is opaque.
    /// - Throws: `PNGError` with the path and libpng's message.
    public init(pngFile path: String) throws {
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw PNGError(path: path, message: Self.message(of: image))
        }
        self = try Self.finishRead(&image, path: path)
    }

    /// Decodes PNG data held in memory.
    /// - Throws: `PNGError` with libpng's message.
    public init(pngData data: [UInt8]) throws {
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        // libpng reads from `data` until png_image_finish_read returns.
        self = try data.withUnsafeBytes { bytes in
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                throw PNGError(path: nil, message: Self.message(of: image))
            }
            return try Self.finishRead(&image, path: nil)
        }
    }

    private static func finishRead(_ image: inout png_image, path: String?) throws -> Framebuffer {
        let hadAlpha = image.format & CPNG_FORMAT_FLAG_ALPHA != 0
        // BGRA bytes are 0xAARRGGBB words on a little-endian machine: the framebuffer's layout.
        image.format = CPNG_FORMAT_BGRA
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            png_image_free(&image)
            throw PNGError(path: path, message: "unsupported image size \(width)×\(height)")
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let ok = pixels.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&image, nil, bytes.baseAddress, 0, nil)
        }
        guard ok != 0 else { throw PNGError(path: path, message: message(of: image)) }
        if hadAlpha {
            for i in pixels.indices {
                let p = pixels[i], a = p >> 24
                let r = ((p >> 16) & 0xFF) * a, g = ((p >> 8) & 0xFF) * a, b = (p & 0xFF) * a
                pixels[i] = ((r + 127) / 255) << 16 | ((g + 127) / 255) << 8 | ((b + 127) / 255)
            }
        }
        return Framebuffer(width: width, height: height, pixels: pixels)
    }

    private func makeImage() -> png_image {
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = CPNG_FORMAT_RGB
        return image
    }

    /// The pixels as packed R, G, B bytes.
    private func rgbBytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count * 3) { bytes, count in
            pixels.withUnsafeBufferPointer { source in
                for (i, p) in source.enumerated() {
                    bytes[3 * i] = UInt8(truncatingIfNeeded: p >> 16)
                    bytes[3 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    bytes[3 * i + 2] = UInt8(truncatingIfNeeded: p)
                }
            }
            count = pixels.count * 3
        }
    }

    /// libpng's NUL-terminated message from a failed call.
    private static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng failed without a message" : text
    }
}
