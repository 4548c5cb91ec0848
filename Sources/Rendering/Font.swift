import Foundation
import ResponderKit

/// Which font to draw text in: a size in points (user-space units) and a weight.
///
/// ```swift
/// let label = FontSpec(size: 12)
/// let title = FontSpec(size: 17, weight: .bold)
/// ```
public struct FontSpec: Hashable, Sendable {
    /// The weights the text renderer has a face for.
    public enum Weight: Hashable, Sendable {
        /// DejaVu Sans (Book).
        case regular
        /// DejaVu Sans Bold.
        case bold
    }

    /// The em size in user-space units (pixels at scale 1).
    public var size: Double
    /// Regular or bold.
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// The size of a piece of text, in user-space units.
public struct TextMetrics: Hashable, Sendable {
    /// The advance width of the longest line (where the next character would start).
    public var width: Double
    /// From the baseline up to the top of the font's tallest letters.
    public var ascent: Double
    /// From the baseline down to the bottom of descenders (a positive distance).
    public var descent: Double
    /// The distance from one line's baseline to the next.
    public var lineHeight: Double
    /// How many lines the text has (lines are separated by "\n").
    public var lineCount: Int

    /// The box the text is laid out in: `width` × (`ascent` + `descent` + a `lineHeight` per extra line).
    public var size: Size {
        Size(width: width, height: ascent + descent + Double(max(lineCount - 1, 0)) * lineHeight)
    }
}

/// Where `Canvas.drawText`'s point is relative to the text.
public enum TextAnchor: Hashable, Sendable {
    /// The point is the top-left corner of the text's box (`ascent` above the first baseline).
    case topLeft
    /// The point is on the first line's baseline, at the left end.
    case baselineLeft
    /// The point is the centre of the text's box (`TextMetrics.size`).
    case center
}

/// A font the text renderer could not find or open.
public enum FontError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// fontconfig knows no DejaVu Sans.
    case dejaVuSansNotFound
    /// FreeType could not open the file at `path`.
    case cannotOpen(path: String, freeTypeError: Int32)
    /// FreeType itself did not start.
    case freeTypeUnavailable(freeTypeError: Int32)
    /// Chinese text was asked for and no installed font has Chinese glyphs.
    case cjkFontNotFound

    public var description: String {
        switch self {
        case .dejaVuSansNotFound:
            "DejaVu Sans was not found: install the fonts-dejavu-core package (apt-get install fonts-dejavu-core)."
        case .cannotOpen(let path, let code):
            "FreeType could not open the font file \(path) (FreeType error \(code))."
        case .freeTypeUnavailable(let code):
            "FreeType could not be initialised (FreeType error \(code))."
        case .cjkFontNotFound:
            "Chinese text (--lang zh) needs a CJK font and none was found: install the fonts-wqy-microhei package "
                + "(apt-get install fonts-wqy-microhei), or any font fontconfig lists for `fc-list :lang=zh`."
        }
    }

    public var errorDescription: String? { description }
}

/// The faces for the regular and bold weights, and the face that draws the
/// characters they lack.
///
/// ```swift
/// let files = try FontFiles.locateDejaVuSans().withFallback(FontFiles.locateCJKFont())
/// let text = try TextRenderer(fontFiles: files)
/// ```
public struct FontFiles: Hashable, Sendable {
    /// The regular face.
    public var regular: FontLocation
    /// The bold face (the regular one when there is no bold face).
    public var bold: FontLocation
    /// A face for the characters the regular and bold faces have no glyph for
    /// (DejaVu has no Chinese), in both weights; nil draws nothing for them.
    public var fallback: FontLocation?

    /// Explicit faces, for example a CJK font; `bold` defaults to `regular`.
    public init(regular: FontLocation, bold: FontLocation? = nil, fallback: FontLocation? = nil) {
        self.regular = regular
        self.bold = bold ?? regular
        self.fallback = fallback
    }

    /// The face fontconfig picks for `language` (Simplified Chinese unless
    /// told otherwise): for Noto Sans CJK that is the SC face of the
    /// collection, not its first (Japanese) one.
    ///
    /// - Throws: `FontError.cjkFontNotFound` when no font supports the language.
    public static func locateCJKFont(language: String = "zh-cn", using matcher: FontMatcher = .system) throws
        -> FontLocation
    {
        guard let match = matcher.match(language: language) else { throw FontError.cjkFontNotFound }
        return match.location
    }

    /// These faces with `fallback` as the fallback face.
    public func withFallback(_ fallback: FontLocation) -> FontFiles {
        FontFiles(regular: regular, bold: bold, fallback: fallback)
    }

    /// DejaVu Sans and DejaVu Sans Bold, as fontconfig finds them. Without a
    /// bold face, the regular one is used for both.
    ///
    /// - Throws: `FontError.dejaVuSansNotFound` when there is no DejaVu Sans.
    public static func locateDejaVuSans(using matcher: FontMatcher = .system) throws -> FontFiles {
        let family = "DejaVu Sans"
        guard let regular = matcher.match(family: family, style: "Book"), regular.isFamily(family) else {
            throw FontError.dejaVuSansNotFound
        }
        let bold = matcher.match(family: family, style: "Bold").flatMap { $0.isFamily(family) ? $0 : nil }
        return FontFiles(regular: regular.location, bold: bold?.location)
    }
}
