import CGIF

/// A GIF that giflib could not write.
public struct GIFError: Error, Hashable, CustomStringConvertible {
    /// giflib's own explanation, or what was wrong with the frames.
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { "GIF: \(message)" }
}

/// An animated GIF, built frame by frame: GitHub, docs sites and every browser
/// show it inline and loop it, where a video or an APNG is not shown everywhere.
///
/// Each frame after the first is stored as the rectangle that changed, its
/// unchanged pixels transparent, so that a finger moving over a still scene
/// costs the finger's pixels. One palette serves every frame, built from the
/// frames' own colours: the lab's flat fills and most text come out exact,
/// with no dithering; only when the frames hold more than 255 colours are the
/// rarest (antialiased edges, mostly) drawn in their nearest kept colour.
///
/// ```swift
/// var gif = GIFEncoder(width: 760, height: 600)
/// gif.add(first, delay: 50)   // hundredths of a second
/// gif.add(second, delay: 4)
/// let bytes = try gif.encode()
/// ```
public struct GIFEncoder {
    /// The palette's largest number of colours: 256 less the transparent index.
    public static let maximumColors = 255
    /// A pixel of a stored frame that did not change: never a colour, whose alpha byte is cleared.
    private static let unchanged: UInt32 = 0xFFFF_FFFF

    public let width: Int
    public let height: Int

    /// One frame as stored: the rectangle that changed, with `unchanged` where a pixel did not.
    private struct Frame {
        var x = 0, y = 0, width = 1, height = 1
        var pixels: [UInt32] = [GIFEncoder.unchanged]
        var delay: Int
    }

    private var frames: [Frame] = []
    private var previous: [UInt32] = []
    /// How many stored pixels have each colour: what the palette keeps first.
    private var histogram: [UInt32: Int] = [:]

    /// An animation of `width × height` pixels, with no frames yet.
    public init(width: Int, height: Int) {
        precondition(
            width > 0 && height > 0 && width <= 0xFFFF && height <= 0xFFFF, "a GIF is 1 to 65535 pixels each way")
        self.width = width
        self.height = height
    }

    /// The number of frames added.
    public var frameCount: Int { frames.count }

    /// Adds `image`, shown for `delay` hundredths of a second; its size must be the animation's.
    public mutating func add(_ image: Framebuffer, delay: Int) {
        precondition(image.width == width && image.height == height, "every frame of a GIF has the animation's size")
        let current = image.pixels.map { $0 & 0xFF_FFFF }
        var frame = Frame(delay: max(0, min(delay, 0xFFFF)))
        if previous.isEmpty {
            frame = Frame(x: 0, y: 0, width: width, height: height, pixels: current, delay: frame.delay)
        } else if let box = changedBox(current) {
            frame.x = box.x0
            frame.y = box.y0
            frame.width = box.x1 - box.x0
            frame.height = box.y1 - box.y0
            frame.pixels = []
            frame.pixels.reserveCapacity(frame.width * frame.height)
            for y in box.y0..<box.y1 {
                let row = y * width
                for x in box.x0..<box.x1 {
                    let p = current[row + x]
                    frame.pixels.append(p == previous[row + x] ? Self.unchanged : p)
                }
            }
        }
        for p in frame.pixels where p != Self.unchanged { histogram[p, default: 0] += 1 }
        frames.append(frame)
        previous = current
    }

    /// The smallest box holding every pixel that differs from the previous frame; nil when none does.
    private func changedBox(_ current: [UInt32]) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        current.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                for y in 0..<height {
                    let row = y * width
                    var first = -1
                    for x in 0..<width where now[row + x] != before[row + x] {
                        first = x
                        break
                    }
                    guard first >= 0 else { continue }
                    var last = first
                    for x in stride(from: width - 1, to: first, by: -1) where now[row + x] != before[row + x] {
                        last = x
                        break
                    }
                    x0 = min(x0, first)
                    x1 = max(x1, last + 1)
                    y0 = min(y0, y)
                    y1 = y + 1
                }
            }
        }
        return x1 > x0 ? (x0, y0, x1, y1) : nil
    }

    /// The palette: every colour of the frames when there are at most
    /// ``maximumColors``, else the most frequent ones. Ties go to the lower
    /// value, so the same frames give the same palette and the same bytes.
    public var palette: [UInt32] {
        let ranked = histogram.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return ranked.prefix(Self.maximumColors).map(\.key).sorted()
    }

    /// Encodes the frames, looping forever.
    /// - Throws: `GIFError` when there are no frames or giflib fails.
    public func encode() throws -> [UInt8] {
        guard !frames.isEmpty else { throw GIFError(message: "an animation needs at least one frame") }
        let palette = self.palette
        let index = Self.indices(for: histogram.keys, in: palette)
        let transparent = UInt8(palette.count)
        let output = GIFOutput()
        var error: Int32 = 0
        guard
            let gif = EGifOpen(
                Unmanaged.passUnretained(output).toOpaque(),
                { gif, bytes, count in
                    guard let gif, let bytes, let user = gif.pointee.UserData else { return 0 }
                    Unmanaged<GIFOutput>.fromOpaque(user).takeUnretainedValue().bytes.append(
                        contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
                    return count
                }, &error)
        else { throw GIFError(message: Self.message(error)) }
        var open = true
        defer { if open { EGifCloseFile(gif, nil) } }

        EGifSetGifVersion(gif, true)
        let colors = palette.map {
            GifColorType(Red: UInt8($0 >> 16 & 0xFF), Green: UInt8($0 >> 8 & 0xFF), Blue: UInt8($0 & 0xFF))
        }
        let bits = GifBitSize(Int32(palette.count + 1))
        let padded =
            colors + Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: (1 << bits) - colors.count)
        guard let map = padded.withUnsafeBufferPointer({ GifMakeMapObject(1 << bits, $0.baseAddress) }) else {
            throw GIFError(message: "giflib could not make a colour map")
        }
        defer { GifFreeMapObject(map) }
        try check(gif, EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map))
        try putLoopForever(gif)

        var line = [GifPixelType](repeating: 0, count: width)
        for frame in frames {
            var control = GraphicsControlBlock(
                DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(frame.delay),
                TransparentColor: Int32(transparent))
            var extensionBytes = [GifByteType](repeating: 0, count: 4)
            let length = EGifGCBToExtension(&control, &extensionBytes)
            try check(gif, EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
            try check(
                gif,
                EGifPutImageDesc(
                    gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, nil))
            for row in 0..<frame.height {
                let start = row * frame.width
                for column in 0..<frame.width {
                    let p = frame.pixels[start + column]
                    line[column] = p == Self.unchanged ? transparent : index[p]!
                }
                try check(gif, EGifPutLine(gif, &line, Int32(frame.width)))
            }
        }
        open = false
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw GIFError(message: Self.message(error)) }
        return output.bytes
    }

    /// Each colour's palette index: its own, or its nearest colour's (squared
    /// RGB distance, ties to the lower index).
    static func indices(for colors: some Sequence<UInt32>, in palette: [UInt32]) -> [UInt32: UInt8] {
        var index: [UInt32: UInt8] = [:]
        for (i, color) in palette.enumerated() { index[color] = UInt8(i) }
        for color in colors where index[color] == nil {
            index[color] = UInt8(nearest(color, in: palette))
        }
        return index
    }

    /// The index of the palette colour nearest `color`.
    public static func nearest(_ color: UInt32, in palette: [UInt32]) -> Int {
        var best = 0, bestDistance = Int.max
        for (i, candidate) in palette.enumerated() {
            let dr = Int(color >> 16 & 0xFF) - Int(candidate >> 16 & 0xFF)
            let dg = Int(color >> 8 & 0xFF) - Int(candidate >> 8 & 0xFF)
            let db = Int(color & 0xFF) - Int(candidate & 0xFF)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return best
    }

    /// The NETSCAPE2.0 block: play the frames again and again.
    private func putLoopForever(_ gif: UnsafeMutablePointer<GifFileType>) throws {
        try check(gif, EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try check(gif, EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
        try check(gif, EGifPutExtensionBlock(gif, 3, [1, 0, 0] as [UInt8]))
        try check(gif, EGifPutExtensionTrailer(gif))
    }

    private func check(_ gif: UnsafeMutablePointer<GifFileType>, _ result: Int32) throws {
        guard result == GIF_OK else { throw GIFError(message: Self.message(gif.pointee.Error)) }
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// Where giflib's write callback appends the encoded bytes.
private final class GIFOutput {
    var bytes: [UInt8] = []
}
