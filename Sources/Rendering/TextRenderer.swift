import CFreeType
import ResponderKit

/// Lays out and rasterizes text with FreeType: DejaVu Sans (regular and bold)
/// unless other font files are given, and a fallback face (a CJK font) for
/// the characters those lack. With a fallback face, the characters it lacks
/// too come from the first face of fontconfig's fallback list that has them,
/// opened when first needed.
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
    @exclusivity(unchecked)
    private var faces: [FontSpec.Weight: FontFace] = [:]
    /// Draw, in both weights, the characters the main faces have no glyph for:
    /// the given fallback face first, then the ones `matcher` finds.
    @exclusivity(unchecked)
    private var fallbackFaces: [FontFace] = []
    @exclusivity(unchecked)
    private var fallbackLocations: [FontLocation] = []
    /// Which fallback face draws a character the main faces lack (nil: none has it).
    @exclusivity(unchecked)
    private var fallbackForScalar: [UInt32: Int?] = [:]
    private let matcher: FontMatcher?
    @exclusivity(unchecked)
    private var strikes: [StrikeKey: Strike] = [:]
    /// The strike of the previous lookup: the glyphs of a string share one.
    @exclusivity(unchecked)
    private var lastStrike: Strike?
    @exclusivity(unchecked)
    private var cachedGlyphCount = 0
    /// Laid-out lines, and strings truncated or wrapped to a width: a window
    /// draws the same text frame after frame, and laying it out (a glyph lookup,
    /// an advance and a kerning pair per character; for a wrap, every prefix of
    /// every line) costs more than looking it up.
    @exclusivity(unchecked)
    private var layouts: [LayoutKey: (glyphs: [PlacedGlyph], width: Double)] = [:]
    @exclusivity(unchecked)
    private var truncations: [FittingKey: String] = [:]
    @exclusivity(unchecked)
    var wraps: [FittingKey: [String]] = [:]
    /// Entries each of those caches holds before it starts afresh.
    static let cacheLimit = 4096

    private struct LayoutKey: Hashable {
        var text: String
        var font: FontSpec
    }

    struct FittingKey: Hashable {
        var text: String
        var width: Double
        var font: FontSpec
    }

    /// A renderer for DejaVu Sans, found with `FontFiles.locateDejaVuSans()`.
    /// - Throws: `FontError` when DejaVu Sans is not installed or cannot be opened.
    public convenience init() throws {
        try self.init(fontFiles: FontFiles.locateDejaVuSans())
    }

    /// A renderer for explicit font files (for example a CJK font).
    /// - Throws: `FontError.cannotOpen` when FreeType cannot open a file.
    public convenience init(regularFontPath: String, boldFontPath: String? = nil) throws {
        try self.init(
            fontFiles: FontFiles(
                regular: FontLocation(path: regularFontPath), bold: boldFontPath.map { FontLocation(path: $0) }))
    }

    /// A renderer for the given font files. When they have a fallback face,
    /// `matcher` finds faces for the characters that one lacks too; without
    /// one, only the files' own glyphs are drawn.
    /// - Throws: `FontError.cannotOpen` when FreeType cannot open a file.
    public init(fontFiles: FontFiles, matcher: FontMatcher = .system) throws {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else { throw FontError.freeTypeUnavailable(freeTypeError: status) }
        self.library = library
        self.matcher = fontFiles.fallback == nil ? nil : matcher
        for (weight, path) in [(FontSpec.Weight.regular, fontFiles.regular), (.bold, fontFiles.bold)] {
            faces[weight] = try Self.openFace(path, in: library)
        }
        if let fallback = fontFiles.fallback {
            fallbackFaces = [try Self.openFace(fallback, in: library)]
            fallbackLocations = [fallback]
        }
    }

    /// The face at `location`: its index picks one face of a collection (.ttc).
    private static func openFace(_ location: FontLocation, in library: FT_Library) throws -> FontFace {
        var face: FT_Face?
        let status = FT_New_Face(library, location.path, FT_Long(location.index), &face)
        guard status == 0, let face else { throw FontError.cannotOpen(path: location.path, freeTypeError: status) }
        return FontFace(face)
    }

    deinit {
        for face in faces.values { FT_Done_Face(face.face) }
        for face in fallbackFaces { FT_Done_Face(face.face) }
        FT_Done_FreeType(library)
    }

    // MARK: Measuring

    /// The characters of `text` that neither the font nor its fallback has a
    /// glyph for: they would be drawn as nothing (or a box).
    public func missingGlyphs(in text: String, weight: FontSpec.Weight = .regular) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0.value >= 0x20 && $0 != "\n" && glyph(for: $0, weight: weight).index == 0 }
    }

    /// The family name FreeType reads from the face that draws `scalar` in
    /// `weight`: the main face's, or the fallback face's when only that one
    /// has a glyph for it; nil when neither has.
    public func fontFamily(drawing scalar: Unicode.Scalar, weight: FontSpec.Weight = .regular) -> String? {
        let (index, fallback) = glyph(for: scalar, weight: weight)
        let drawing = fallback.map { fallbackFaces[$0] } ?? face(weight)
        guard index != 0, let name = drawing.face.pointee.family_name else { return nil }
        return String(cString: name)
    }

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
        if !text.utf8.contains(0x0A) {
            // One line, what nearly every caller measures: no array of lines.
            width = layOut(text[...], font: font).width
            lineCount = 1
        } else {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                width = max(width, layOut(line, font: font).width)
                lineCount += 1
            }
        }
        return TextMetrics(width: width, ascent: ascent, descent: descent, lineHeight: lineHeight, lineCount: lineCount)
    }

    /// `text` shortened with a trailing "…" so that it is at most `maxWidth` wide
    /// (unchanged when it already fits; empty when not even "…" fits).
    public func truncate(_ text: String, toWidth maxWidth: Double, font: FontSpec) -> String {
        Self.value(in: &truncations, for: FittingKey(text: text, width: maxWidth, font: font)) {
            computeTruncation(text, toWidth: maxWidth, font: font)
        }
    }

    /// The value `cache` keeps for `key`, else `compute()`'s, kept; a full cache starts afresh.
    static func value<Key: Hashable, Value>(in cache: inout [Key: Value], for key: Key, _ compute: () -> Value) -> Value
    {
        if let cached = cache[key] { return cached }
        let result = compute()
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        return result
    }

    private func computeTruncation(_ text: String, toWidth maxWidth: Double, font: FontSpec) -> String {
        if measure(text, font: font).width <= maxWidth { return text }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var prefix = String(characters[..<count])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return prefix + "…"
        }
        func fits(_ count: Int) -> Bool { measure(candidate(count), font: font).width <= maxWidth }
        guard fits(0) else { return "" }
        var low = 0, high = characters.count - 1  // low fits; find the longest that fits
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }

    // MARK: Layout and glyphs (for Canvas)

    /// A glyph and the distance from the line's start to its origin, in user units.
    struct PlacedGlyph {
        var index: UInt32
        var x: Double
        /// Which fallback face the glyph is from; nil for the weight's own face.
        var fallback: Int?
    }

    /// One line of text as glyphs with kerning applied; control characters are skipped.
    func layOut(_ line: Substring, font: FontSpec) -> (glyphs: [PlacedGlyph], width: Double) {
        Self.value(in: &layouts, for: LayoutKey(text: String(line), font: font)) { computeLayout(line, font: font) }
    }

    private func computeLayout(_ line: Substring, font: FontSpec) -> (glyphs: [PlacedGlyph], width: Double) {
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(line.unicodeScalars.count)
        var pen = Pen()
        move(&pen, over: line, font: font) { glyphs.append($0) }
        return (glyphs, width(at: pen, font: font))
    }

    /// How far a line of text has taken the pen: all that laying out more of the
    /// line after it needs, so that a line built piece by piece (wrapping) comes
    /// out exactly as wide as the whole line laid out at once.
    struct Pen {
        /// The main face's advances and kerning, in font units: exact and the same at every size.
        var units = 0
        /// User units taken by fallback glyphs, whose em differs.
        var fallback = 0.0
        /// The last glyph of the main face, for kerning; 0 after a fallback glyph (no kerning across faces).
        var previous: UInt32 = 0
    }

    /// Moves `pen` over `text`, handing each glyph with its place to `place`; control characters are skipped.
    @inline(__always)
    func move(_ pen: inout Pen, over text: Substring, font: FontSpec, place: (PlacedGlyph) -> Void = { _ in }) {
        let face = self.face(font.weight)
        let scale = font.size / face.unitsPerEm
        for scalar in text.unicodeScalars where scalar.value >= 0x20 && scalar.value != 0x7F {
            let (index, fallback) = glyph(for: scalar, weight: font.weight)
            let glyphFace = fallback.map { fallbackFaces[$0] } ?? face
            if let side = Self.bracketSide(scalar),
                let (offset, advance) = Self.halfWidth(index, of: glyphFace, side: side)
            {
                // Fonts centre a full-width bracket in its em: half of it blank on each side
                // reads as `（ touchesBegan ）`: the ink goes against the text it encloses, a quarter em from the rest.
                let unit = font.size / glyphFace.unitsPerEm
                place(
                    PlacedGlyph(
                        index: index, x: Double(pen.units) * scale + pen.fallback + offset * unit, fallback: fallback))
                pen.fallback += advance * unit
                pen.previous = 0
                continue
            }
            if let fallback {
                place(PlacedGlyph(index: index, x: Double(pen.units) * scale + pen.fallback, fallback: fallback))
                pen.fallback += Double(glyphFace.advance(index)) * font.size / glyphFace.unitsPerEm
                pen.previous = 0
                continue
            }
            if pen.previous != 0 && index != 0 { pen.units += face.kerning(pen.previous, index) }
            place(PlacedGlyph(index: index, x: Double(pen.units) * scale + pen.fallback))
            pen.units += face.advance(index)
            pen.previous = index
        }
    }

    /// Which side of what it encloses a full-width bracket stands on; nil for any other character.
    static func bracketSide(_ scalar: Unicode.Scalar) -> BracketSide? {
        switch scalar.value {
        case 0xFF08, 0x3010, 0x300A, 0x3008, 0x300C, 0x300E, 0x3014, 0x3016, 0xFF3B, 0xFF5B: .opening
        case 0xFF09, 0x3011, 0x300B, 0x3009, 0x300D, 0x300F, 0x3015, 0x3017, 0xFF3D, 0xFF5D: .closing
        default: nil
        }
    }

    enum BracketSide { case opening, closing }

    /// Where a full-width bracket's origin goes and how far it moves the pen, in the face's units: its ink a
    /// twentieth of an em from the text it encloses and a quarter of an em from the text outside; nil for a narrow glyph.
    static func halfWidth(_ glyph: UInt32, of face: FontFace, side: BracketSide) -> (offset: Double, advance: Double)? {
        let em = face.unitsPerEm
        guard Double(face.advance(glyph)) >= em * 0.9 else { return nil }
        let ink = face.ink(glyph), inside = em / 20, outside = em / 4
        let advance = Double(ink.width) + inside + outside
        switch side {
        case .opening: return (outside - Double(ink.left), advance)
        case .closing: return (inside - Double(ink.left), advance)
        }
    }

    /// The width of the line the pen has gone over.
    func width(at pen: Pen, font: FontSpec) -> Double {
        Double(pen.units) * (font.size / face(font.weight).unitsPerEm) + pen.fallback
    }

    /// The glyph for `scalar`: the main face's, or a fallback face's (its number
    /// returned too) when the main face lacks it; index 0 (the missing glyph) otherwise.
    private func glyph(for scalar: Unicode.Scalar, weight: FontSpec.Weight) -> (index: UInt32, fallback: Int?) {
        let index = face(weight).glyphIndex(scalar)
        guard index == 0, !fallbackFaces.isEmpty else { return (index, nil) }
        let number: Int?
        if let known = fallbackForScalar[scalar.value] {
            number = known
        } else {
            number = findFallback(for: scalar)
            fallbackForScalar[scalar.value] = number
        }
        guard let number else { return (0, nil) }
        return (fallbackFaces[number].glyphIndex(scalar), number)
    }

    /// The first open fallback face with a glyph for `scalar`, else the face
    /// the matcher finds for it (opened and kept open with the others).
    private func findFallback(for scalar: Unicode.Scalar) -> Int? {
        if let open = fallbackFaces.firstIndex(where: { $0.glyphIndex(scalar) != 0 }) { return open }
        guard let location = matcher?.face(covering: scalar), !fallbackLocations.contains(location),
            let face = try? Self.openFace(location, in: library)
        else { return nil }
        fallbackFaces.append(face)
        fallbackLocations.append(location)
        // fontconfig's character set and the face's character map agree but for broken fonts.
        return face.glyphIndex(scalar) != 0 ? fallbackFaces.count - 1 : nil
    }

    /// The coverage bitmap of a glyph at `pixelSize`, shifted right by
    /// `subpixelX` quarter pixels; `matrix` is FreeType's 16.16 transform
    /// (y up), nil for upright text, which is then hinted.
    func bitmap(
        glyph: UInt32, weight: FontSpec.Weight, fallback: Int? = nil, pixelSize: Double,
        subpixelX: Int, subpixelY: Int = 0, matrix: FT_Matrix? = nil
    ) -> GlyphBitmap {
        guard pixelSize > 0, pixelSize < 4096 else { return .empty }  // FreeType's limit is lower anyway
        let m = matrix ?? FT_Matrix(xx: 0x10000, xy: 0, yx: 0, yy: 0x10000)
        let key = StrikeKey(
            weight: weight, fallback: fallback, size64: Int((pixelSize * 64).rounded()), hinted: matrix == nil,
            xx: m.xx, xy: m.xy, yx: m.yx, yy: m.yy)
        let strike: Strike
        if let last = lastStrike, last.key == key {
            strike = last
        } else {
            strike = strikes[key] ?? Strike(key)
            strikes[key] = strike
            lastStrike = strike
        }
        let glyphKey = Int(glyph) << 4 | subpixelX << 2 | subpixelY
        if let cached = strike.glyphs[glyphKey] { return cached }
        if cachedGlyphCount >= 8192 {  // rotating or zooming text would grow the cache forever
            strikes = [key: strike]
            strike.glyphs.removeAll()
            cachedGlyphCount = 0
        }
        let rendered = render(glyph, in: key, subpixelX: subpixelX, subpixelY: subpixelY)
        strike.glyphs[glyphKey] = rendered
        cachedGlyphCount += 1
        return rendered
    }

    private func render(_ glyph: UInt32, in key: StrikeKey, subpixelX: Int, subpixelY: Int) -> GlyphBitmap {
        let face = key.fallback.map { fallbackFaces[$0].face } ?? self.face(key.weight).face
        guard key.size64 > 0, FT_Set_Char_Size(face, 0, FT_F26Dot6(key.size64), 72, 72) == 0 else { return .empty }
        var delta = FT_Vector(x: FT_Pos(subpixelX * 16), y: FT_Pos(-subpixelY * 16))
        var transform = FT_Matrix(xx: key.xx, xy: key.xy, yx: key.yx, yy: key.yy)
        FT_Set_Transform(face, &transform, &delta)
        let hinting = key.hinted ? CFreeType_LOAD_TARGET_LIGHT : CFreeType_LOAD_NO_HINTING
        guard FT_Load_Glyph(face, glyph, hinting | CFreeType_LOAD_NO_BITMAP) == 0,
            let slot = face.pointee.glyph
        else { return .empty }
        if key.fallback != nil, key.weight == .bold {
            // CJK fonts come in one weight: thicken the outline by a 24th of the em, as FreeType's synthetic bold does.
            FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(key.size64 / 24))
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
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

    private func face(_ weight: FontSpec.Weight) -> FontFace {
        faces[weight]!  // both weights are opened in init
    }
}
