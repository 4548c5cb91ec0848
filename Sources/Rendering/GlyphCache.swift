import CFreeType

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

/// One face at one pixel size and transform: what FreeType renders glyphs for.
struct StrikeKey: Hashable {
    var weight: FontSpec.Weight
    /// Which fallback face's glyphs, whatever the weight; nil for the weight's own face.
    var fallback: Int?
    var size64: Int
    /// Upright glyphs are hinted; transformed ones are not.
    var hinted: Bool
    /// FreeType's 16.16 transform matrix (identity when upright).
    var xx: FT_Fixed, xy: FT_Fixed, yx: FT_Fixed, yy: FT_Fixed
}

/// The cached glyph bitmaps of a strike, by glyph index and quarter-pixel offsets.
final class Strike {
    let key: StrikeKey
    @exclusivity(unchecked)
    var glyphs: [Int: GlyphBitmap] = [:]

    init(_ key: StrikeKey) { self.key = key }
}
