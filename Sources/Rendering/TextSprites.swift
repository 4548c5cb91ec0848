/// Lines of text kept as the pixels they composited to over a ground of one
/// colour, to be copied instead of composited glyph by glyph when the same
/// line lands on the same ground again: a label's chip, a panel's row, the
/// tooltip, drawn again each frame where they were or a few pixels off.
///
/// A line's pixels depend only on its glyphs' bitmaps, where each lands
/// relative to the others, the paint and the ground, so that is the key: the
/// copy is the same, pixel for pixel, as compositing again. Lines the clip cuts,
/// or whose ground is not one colour, are composited as before.
struct TextSprites {
    /// A line of glyphs placed on whole pixels, relative to its first glyph's pen:
    /// what its bitmaps, and so its inked box, depend on.
    struct Line: Hashable {
        /// Per glyph: its pen's whole-pixel offset from the first's, its
        /// quarter-pixel offset, its fallback face and its index.
        private(set) var glyphs: [UInt64] = []
        /// A mix of `glyphs` taken as they are appended: hashing the array itself
        /// through `Hasher` cost more than the copies the cache saves.
        private var digest: UInt64 = 0
        let pixelSize: Double
        let weight: FontSpec.Weight

        init(capacity: Int, pixelSize: Double, weight: FontSpec.Weight) {
            glyphs.reserveCapacity(capacity)
            (self.pixelSize, self.weight) = (pixelSize, weight)
        }

        /// Adds the next glyph; false when a field does not fit its bits (the line is not kept).
        mutating func append(offset: Int, quarter: Int, fallback: Int?, index: UInt32) -> Bool {
            let face = (fallback ?? -1) + 1
            guard Int32(exactly: offset) != nil, face < 0x40, index <= 0xFF_FFFF else { return false }
            let word =
                UInt64(UInt32(truncatingIfNeeded: offset)) << 32 | UInt64(quarter) << 30
                | UInt64(face) << 24 | UInt64(index)
            glyphs.append(word)
            digest = (digest ^ word) &* 0x100_0000_01B3  // FNV-1a's prime, a word at a time
            return true
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
            hasher.combine(glyphs.count)
        }
    }

    /// A line as it composites: on what ground, in what paint (its opaque pixel and alpha).
    struct Key: Hashable {
        let line: Line
        let paint: UInt32, alpha: UInt32, ground: UInt32
    }

    /// The inked box's pixels, row by row, and where the box sits from the first glyph's pen on the baseline.
    struct Sprite {
        var left: Int, top: Int, width: Int, height: Int
        var pixels: [UInt32]
    }

    /// The box a line's glyphs ink, from its first glyph's pen on the baseline: found
    /// without looking up each glyph's bitmap, which a line copied whole never needs.
    struct InkedBox {
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    private var sprites: [Key: Sprite] = [:]
    private var boxes: [Line: InkedBox] = [:]
    private var pixelCount = 0
    /// All sprites together hold at most this many pixels (4 MB); past it, the cache starts again.
    static let capacity = 1 << 20
    /// A larger box is composited each time: a paragraph, not a label.
    static let largest = 1 << 15

    /// How many lines are kept, and how many times one was found.
    var count: Int { sprites.count }
    private(set) var hits = 0

    mutating func sprite(for key: Key) -> Sprite? {
        guard let sprite = sprites[key] else { return nil }
        hits += 1
        return sprite
    }

    mutating func keep(_ sprite: Sprite, for key: Key) {
        if pixelCount + sprite.pixels.count > Self.capacity {
            sprites.removeAll(keepingCapacity: true)
            pixelCount = 0
        }
        sprites[key] = sprite
        pixelCount += sprite.pixels.count
    }

    func box(of line: Line) -> InkedBox? { boxes[line] }

    mutating func keep(_ box: InkedBox, for line: Line) {
        // Lines of a zoom's every size come and go: the boxes start again as the sprites do.
        if boxes.count >= 1 << 14 { boxes.removeAll(keepingCapacity: true) }
        boxes[line] = box
    }
}

extension UnsafeMutablePointer<UInt32> {
    /// The pixel every pixel of the box has, if they all have one, in an image `stride` pixels wide.
    func uniformPixel(x0: Int, y0: Int, x1: Int, y1: Int, stride: Int) -> UInt32? {
        let ground = self[y0 * stride + x0]
        let eight = SIMD8<UInt32>(repeating: ground)
        for row in y0..<y1 {
            var column = x0
            let start = self + row * stride
            // Eight at a time: a label's box is checked each time it is drawn.
            while column + 8 <= x1 {
                let pixels = UnsafeRawPointer(start + column).loadUnaligned(as: SIMD8<UInt32>.self)
                guard all(pixels .== eight) else { return nil }
                column += 8
            }
            while column < x1 {
                guard start[column] == ground else { return nil }
                column += 1
            }
        }
        return ground
    }
}
