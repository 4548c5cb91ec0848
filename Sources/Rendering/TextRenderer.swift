import CFreeType
import ResponderKit

/// Lays out and rasterizes text with FreeType: DejaVu Sans (regular and bold)
/// unless other font files are given.
///
/// Text is laid out with the fonts' unhinted advance widths and kerning, so a
/// string measures the same at every scale. Glyphs are hinted vertically only
/// (FreeType's light hinting: crisp baselines and x-heights, true shapes),
/// placed horizontally at quarter-pixel positions, and cached as 8-bit
/// coverage bitmaps keyed by glyph, pixel size and sub-pixel offset. Output is
/// deterministic: the same text renders to the same pixels on every run.
///
/// A FreeType library is not thread-safe, so a `TextRenderer` is not
/// `Sendable`: each renderer owns its own and stays with whoever renders.
public final class TextRenderer {
    private let library: FT_Library
    private var faces: [FontSpec.Weight: Face] = [:]
    private var bitmaps: [GlyphKey: GlyphBitmap] = [:]

    /// A renderer for DejaVu Sans, found with `FontFiles.locateDejaVuSans()`.
    /// - Throws: `FontError` when DejaVu Sans is not installed or cannot be opened.
    public convenience init() throws {
        try self.init(fontFiles: FontFiles.locateDejaVuSans())
    }

    /// A renderer for explicit font files (for example a CJK font).
    /// - Throws: `FontError.cannotOpen` when FreeType cannot open a file.
    public convenience init(regularFontPath: String, boldFontPath: String? = nil) throws {
        try self.init(fontFiles: FontFiles(regular: regularFontPath, bold: boldFontPath))
    }

    /// A renderer for the given font files.
    /// - Throws: `FontError.cannotOpen` when FreeType cannot open a file.
    public init(fontFiles: FontFiles) throws {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else { throw FontError.freeTypeUnavailable(freeTypeError: status) }
        self.library = library
        for (weight, path) in [(FontSpec.Weight.regular, fontFiles.regular), (.bold, fontFiles.bold)] {
            var face: FT_Face?
            let status = FT_New_Face(library, path, 0, &face)
            guard status == 0, let face else { throw FontError.cannotOpen(path: path, freeTypeError: status) }
            faces[weight] = Face(face)
        }
    }

    deinit {
        for face in faces.values { FT_Done_Face(face.face) }
        FT_Done_FreeType(library)
    }

    // MARK: Measuring

    /// The ascent, descent and line height of `font`, in user-space units.
    public func lineMetrics(for font: FontSpec) -> (ascent: Double, descent: Double, lineHeight: Double) {
        let face = self.face(font.weight)
        let scale = font.size / face.unitsPerEm
        return (face.ascender * scale, face.descender * scale, face.lineHeight * scale)
    }

    /// The size of `text` in `font`, in user-space units; "\n" separates lines.
    public func measure(_ text: String, font: FontSpec) -> TextMetrics {
        let (ascent, descent, lineHeight) = lineMetrics(for: font)
        var width = 0.0
        var lineCount = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            width = max(width, layOut(line, font: font).width)
            lineCount += 1
        }
        return TextMetrics(width: width, ascent: ascent, descent: descent, lineHeight: lineHeight, lineCount: lineCount)
    }

    /// `text` shortened with a trailing "…" so that it is at most `maxWidth` wide
    /// (unchanged when it already fits; empty when not even "…" fits).
    public func truncate(_ text: String, toWidth maxWidth: Double, font: FontSpec) -> String {
        if measure(text, font: font).width <= maxWidth { return text }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var prefix = String(characters[..<count])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return prefix + "…"
        }
        func fits(_ count: Int) -> Bool { measure(candidate(count), font: font).width <= maxWidth }
        guard fits(0) else { return "" }
        var low = 0, high = characters.count - 1 // low fits; find the longest that fits
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }

    /// `text` broken into lines no wider than `maxWidth`: at spaces where
    /// possible, inside words that are too long on their own, and at every "\n".
    public func wrap(_ text: String, toWidth maxWidth: Double, font: FontSpec) -> [String] {
        func width(_ s: String) -> Double { layOut(Substring(s), font: font).width }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let joined = current.isEmpty ? String(word) : current + " " + word
                if width(joined) <= maxWidth { current = joined; continue }
                if !current.isEmpty { lines.append(current) }
                current = ""
                for character in word {
                    if !current.isEmpty, width(current + String(character)) > maxWidth {
                        lines.append(current)
                        current = ""
                    }
                    current.append(character)
                }
            }
            lines.append(current)
        }
        return lines
    }

    // MARK: Layout and glyphs (for Canvas)

    /// A glyph and the distance from the line's start to its origin, in user units.
    struct PlacedGlyph {
        var index: UInt32
        var x: Double
    }

    /// One line of text as glyphs with kerning applied; control characters are skipped.
    func layOut(_ line: Substring, font: FontSpec) -> (glyphs: [PlacedGlyph], width: Double) {
        let face = self.face(font.weight)
        let scale = font.size / face.unitsPerEm
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(line.unicodeScalars.count)
        var pen = 0 // font units: exact and the same at every size
        var previous: UInt32 = 0
        for scalar in line.unicodeScalars where scalar.value >= 0x20 && scalar.value != 0x7F {
            let index = face.glyphIndex(scalar)
            if previous != 0 && index != 0 { pen += face.kerning(previous, index) }
            glyphs.append(PlacedGlyph(index: index, x: Double(pen) * scale))
            pen += face.advance(index)
            previous = index
        }
        return (glyphs, Double(pen) * scale)
    }

    /// The coverage bitmap of a glyph at `pixelSize`, shifted right by
    /// `subpixelX` quarter pixels; `matrix` is FreeType's 16.16 transform
    /// (y up), nil for upright text, which is then hinted.
    func bitmap(
        glyph: UInt32, weight: FontSpec.Weight, pixelSize: Double,
        subpixelX: Int, subpixelY: Int = 0, matrix: FT_Matrix? = nil
    ) -> GlyphBitmap {
        let key = GlyphKey(
            weight: weight, glyph: glyph, size64: Int((pixelSize * 64).rounded()),
            subpixelX: subpixelX, subpixelY: subpixelY,
            matrix: matrix.map { [$0.xx, $0.xy, $0.yx, $0.yy] } ?? [])
        if let cached = bitmaps[key] { return cached }
        if bitmaps.count >= 8192 { bitmaps.removeAll(keepingCapacity: true) } // rotating text would grow it forever
        let rendered = render(key, matrix: matrix)
        bitmaps[key] = rendered
        return rendered
    }

    private func render(_ key: GlyphKey, matrix: FT_Matrix?) -> GlyphBitmap {
        let face = self.face(key.weight).face
        guard key.size64 > 0, FT_Set_Char_Size(face, 0, FT_F26Dot6(key.size64), 72, 72) == 0 else { return .empty }
        var delta = FT_Vector(x: FT_Pos(key.subpixelX * 16), y: FT_Pos(-key.subpixelY * 16))
        var transform = matrix ?? FT_Matrix(xx: 0x10000, xy: 0, yx: 0, yy: 0x10000)
        FT_Set_Transform(face, &transform, &delta)
        let hinting = matrix == nil ? CFreeType_LOAD_TARGET_LIGHT : CFreeType_LOAD_NO_HINTING
        guard FT_Load_Glyph(face, key.glyph, hinting | CFreeType_LOAD_NO_BITMAP) == 0,
              let slot = face.pointee.glyph,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0
        else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, width > 0 {
            for row in 0..<height {
                // A negative pitch means the rows are stored bottom-up.
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
        }
        return GlyphBitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            coverage: coverage)
    }

    private func face(_ weight: FontSpec.Weight) -> Face {
        faces[weight]! // both weights are opened in init
    }
}

/// An 8-bit coverage image of one glyph; `left`/`top` place its top-left
/// corner relative to the pen position (top counts upwards, as in FreeType).
struct GlyphBitmap {
    var width: Int
    var height: Int
    var left: Int
    var top: Int
    var coverage: [UInt8]

    static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
}

private struct GlyphKey: Hashable {
    var weight: FontSpec.Weight
    var glyph: UInt32
    var size64: Int
    var subpixelX: Int
    var subpixelY: Int
    var matrix: [Int]
}

/// A FreeType face with its design metrics and lookup caches.
private final class Face {
    let face: FT_Face
    let unitsPerEm: Double
    let ascender: Double, descender: Double, lineHeight: Double
    let hasKerning: Bool
    private var indices: [UInt32: UInt32] = [:]
    private var advances: [UInt32: Int] = [:]

    init(_ face: FT_Face) {
        self.face = face
        let record = face.pointee
        unitsPerEm = Double(max(record.units_per_EM, 1))
        ascender = Double(record.ascender)
        descender = -Double(record.descender)
        lineHeight = Double(max(Int(record.height), Int(record.ascender) - Int(record.descender)))
        hasKerning = CFreeType_HasKerning(face) != 0
    }

    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        if let index = indices[scalar.value] { return index }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        indices[scalar.value] = index
        return index
    }

    /// The horizontal advance in font units.
    func advance(_ glyph: UInt32) -> Int {
        if let advance = advances[glyph] { return advance }
        var value: FT_Fixed = 0
        let advance = FT_Get_Advance(face, glyph, CFreeType_LOAD_NO_SCALE, &value) == 0 ? Int(value) : 0
        advances[glyph] = advance
        return advance
    }

    /// The kerning between two glyphs in font units (0 without a kerning table).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning else { return 0 }
        var vector = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 else { return 0 }
        return Int(vector.x)
    }
}
