import CFreeType

/// A FreeType face with its design metrics and lookup caches.
final class FontFace {
    let face: FT_Face
    let unitsPerEm: Double
    let ascender: Double, descender: Double, lineHeight: Double
    let hasKerning: Bool
    @exclusivity(unchecked)
    private var indices: [UInt32: UInt32] = [:]
    @exclusivity(unchecked)
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
