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
    /// Neither fontconfig nor the usual directories have DejaVu Sans.
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

/// The font files for the regular and bold faces, and the face that draws
/// the characters they lack.
public struct FontFiles: Hashable, Sendable {
    /// The path of the regular face.
    public var regular: String
    /// The path of the bold face (the regular one when there is no bold file).
    public var bold: String
    /// A font for the characters the regular and bold faces have no glyph for
    /// (DejaVu has no Chinese), in both weights; nil draws nothing for them.
    public var fallback: String?

    /// Explicit files, for example a CJK font; `bold` defaults to `regular`.
    public init(regular: String, bold: String? = nil, fallback: String? = nil) {
        self.regular = regular
        self.bold = bold ?? regular
        self.fallback = fallback
    }

    /// Where Debian's Chinese font packages put their files, the smallest
    /// first: fonts-wqy-microhei (what the Makefile installs), fonts-wqy-zenhei,
    /// fonts-noto-cjk, fonts-droid-fallback.
    public static let standardCJKFiles = [
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    ]

    /// Finds a font with Chinese glyphs: the first readable file of `candidates`,
    /// then, when `useFontconfig` is true, the first file `fc-list :lang=zh` names.
    ///
    /// - Throws: `FontError.cjkFontNotFound` when there is none.
    public static func locateCJKFont(
        useFontconfig: Bool = true, candidates: [String] = standardCJKFiles
    ) throws -> String {
        if let path = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) { return path }
        if useFontconfig, let listed = fontconfig(["fc-list", ":lang=zh", "-f", "%{file}\n"]) {
            let files = listed.split(separator: "\n").map(String.init).sorted()
            if let path = files.first(where: { FileManager.default.isReadableFile(atPath: $0) }) { return path }
        }
        throw FontError.cjkFontNotFound
    }

    /// These files with `path` as the fallback face.
    public func withFallback(_ path: String) -> FontFiles {
        FontFiles(regular: regular, bold: bold, fallback: path)
    }

    /// Where Debian's fonts-dejavu-core and other distributions put DejaVu.
    public static let standardDirectories = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/dejavu",
        "/usr/share/fonts/TTF",
        "/usr/share/fonts/truetype",
        "/usr/local/share/fonts",
    ]

    /// Finds DejaVu Sans and DejaVu Sans Bold: looks in `directories` first, then,
    /// when `useFontconfig` is true, asks fontconfig (`fc-match`). Without a bold
    /// face, the regular one is used for both.
    ///
    /// The directories come first because running `fc-match` twice costs tens of
    /// milliseconds of every start-up (two processes), and on the systems whose
    /// layout `standardDirectories` lists, fontconfig names the same files.
    ///
    /// - Throws: `FontError.dejaVuSansNotFound` when there is no regular face.
    public static func locateDejaVuSans(
        useFontconfig: Bool = true, directories: [String] = standardDirectories
    ) throws -> FontFiles {
        func find(fileName: String, pattern: String) -> String? {
            if let path = directories
                .map({ ($0 as NSString).appendingPathComponent(fileName) })
                .first(where: { FileManager.default.isReadableFile(atPath: $0) }) {
                return path
            }
            if useFontconfig, let path = fontconfig(["fc-match", "-f", "%{file}", pattern]),
               (path as NSString).lastPathComponent.caseInsensitiveCompare(fileName) == .orderedSame,
               FileManager.default.isReadableFile(atPath: path) {
                return path
            }
            return nil
        }
        guard let regular = find(fileName: "DejaVuSans.ttf", pattern: "DejaVu Sans:style=Book") else {
            throw FontError.dejaVuSansNotFound
        }
        let bold = find(fileName: "DejaVuSans-Bold.ttf", pattern: "DejaVu Sans:style=Bold")
        return FontFiles(regular: regular, bold: bold)
    }

    /// What a fontconfig command prints, trimmed, or nil when it is missing,
    /// fails or prints nothing. fc-match always answers with *some* font, so
    /// callers check the file name.
    private static func fontconfig(_ command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }
}
