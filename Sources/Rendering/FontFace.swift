import CFreeType

/// A FreeType face with its design metrics and lookup caches.
final class FontFace {
    let face: FT_Face
    let unitsPerEm: Double
    let ascender: Double, descender: Double, lineHeight: Double
    let hasKerning: Bool
    // Laying out a line asks these for every character: Latin text looks its
    // glyphs and advances up in arrays, not by hashing into a dictionary, and a
    // pair's kerning is asked of FreeType (a search of the font's table) once.
    @exclusivity(unchecked)
    private var latinIndices = [UInt32](repeating: FontFace.unknownIndex, count: FontFace.latinScalars)
    @exclusivity(unchecked)
    private var indices: [UInt32: UInt32] = [:]
    @exclusivity(unchecked)
    private var advances: [Int]
    @exclusivity(unchecked)
    private var kernings: [UInt64: Int] = [:]
    @exclusivity(unchecked)
    private var inks: [UInt32: (left: Int, width: Int)] = [:]

    /// Scalars below this have their glyph in an array (Latin, Greek, Cyrillic and their punctuation).
    private static let latinScalars = 0x500
    private static let unknownIndex = UInt32.max, unknownAdvance = Int.min

    init(_ face: FT_Face) {
        self.face = face
        let record = face.pointee
        unitsPerEm = Double(max(record.units_per_EM, 1))
        ascender = Double(record.ascender)
        descender = -Double(record.descender)
        lineHeight = Double(max(Int(record.height), Int(record.ascender) - Int(record.descender)))
        hasKerning = CFreeType_HasKerning(face) != 0
        advances = [Int](repeating: Self.unknownAdvance, count: max(Int(record.num_glyphs), 0))
    }

    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = Int(scalar.value)
        if value < Self.latinScalars, latinIndices[value] != Self.unknownIndex { return latinIndices[value] }
        if value >= Self.latinScalars, let index = indices[scalar.value] { return index }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        if value < Self.latinScalars { latinIndices[value] = index } else { indices[scalar.value] = index }
        return index
    }

    /// The horizontal advance in font units.
    func advance(_ glyph: UInt32) -> Int {
        let slot = Int(glyph)
        if slot < advances.count, advances[slot] != Self.unknownAdvance { return advances[slot] }
        var value: FT_Fixed = 0
        let advance = FT_Get_Advance(face, glyph, CFreeType_LOAD_NO_SCALE, &value) == 0 ? Int(value) : 0
        if slot < advances.count { advances[slot] = advance }
        return advance
    }

    /// Where the glyph's outline starts after its origin, and how wide it is, in font units.
    func ink(_ glyph: UInt32) -> (left: Int, width: Int) {
        if let known = inks[glyph] { return known }
        var ink = (left: 0, width: advance(glyph))
        if FT_Load_Glyph(face, glyph, CFreeType_LOAD_NO_SCALE) == 0, let slot = face.pointee.glyph {
            ink = (Int(slot.pointee.metrics.horiBearingX), Int(slot.pointee.metrics.width))
        }
        inks[glyph] = ink
        return ink
    }

    /// The kerning between two glyphs in font units (0 without a kerning table).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning else { return 0 }
        let pair = UInt64(left) << 32 | UInt64(right)
        if let known = kernings[pair] { return known }
        var vector = FT_Vector()
        let kerning =
            FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 ? Int(vector.x) : 0
        if kernings.count >= 1 << 16 { kernings.removeAll(keepingCapacity: true) }  // a long session of ever new text
        kernings[pair] = kerning
        return kerning
    }
}
