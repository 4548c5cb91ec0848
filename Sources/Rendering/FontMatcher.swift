import CFontconfig
import Synchronization

/// A font file and the face inside it: a collection (`.ttc`) holds several
/// faces, and `index` says which one FreeType opens.
///
/// ```swift
/// let simplifiedChinese = FontLocation(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 2)
/// ```
public struct FontLocation: Hashable, Sendable {
    /// The font file.
    public var path: String
    /// The face in the file (0 for a file with one face).
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }
}

/// What fontconfig answered for a request: where the face is, and the names
/// the face goes by.
public struct FontMatch: Hashable, Sendable {
    /// The file and the face index to open.
    public var location: FontLocation
    /// The face's family names, as fontconfig lists them (localized names too).
    public var families: [String]
    /// The face's style (for example "Book" or "Bold").
    public var style: String

    /// Whether `family` is one of the face's family names (case-insensitively).
    public func isFamily(_ family: String) -> Bool {
        families.contains { $0.lowercased() == family.lowercased() }
    }
}

/// Finds fonts with fontconfig, in this process: by family, style and
/// language, with the face index of collections honoured.
///
/// fontconfig always answers with *some* face (its closest match), so callers
/// check the answer: `FontFiles.locateDejaVuSans(using:)` checks the family,
/// a match by `language` only answers faces that support the language.
/// Answers are cached, one lookup per request. The configuration loads on
/// the first request: with the system's font cache that costs a few
/// milliseconds, a match a fraction of one.
///
/// ```swift
/// let chinese = FontMatcher.system.match(language: "zh-cn")   // the face for Simplified Chinese
/// let mono = FontMatcher(fontFiles: ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"])
///     .match(family: "WenQuanYi Micro Hei Mono")              // index 1 of the collection
/// ```
public final class FontMatcher: Sendable {
    /// The system's configuration (`/etc/fonts`, the user's fonts), shared by every renderer.
    public static let system = FontMatcher(source: .system)

    private enum Source {
        case system
        case files([String])
    }

    private struct Request: Hashable {
        var family: String?
        var style: String?
        var language: String?
    }

    private struct State {
        let source: Source
        /// Loaded on the first request; fontconfig's own type, used only under the lock.
        var config: OpaquePointer?
        var answers: [Request: FontMatch?] = [:]
        /// fontconfig's fallback list, best first, with each face's character set (read once).
        var fallbacks: [(location: FontLocation, characters: OpaquePointer)]?
        /// What holds the character sets of `fallbacks`.
        var fallbackSet: UnsafeMutablePointer<FcFontSet>?
    }

    private let state: Mutex<State>

    private init(source: Source) {
        state = Mutex(State(source: source))
    }

    /// A matcher that knows only `fontFiles` and none of the system's fonts
    /// or rules: for tests, and for a program that ships its own fonts.
    public convenience init(fontFiles: [String]) {
        self.init(source: .files(fontFiles))
    }

    deinit {
        state.withLock { state in
            if let fallbackSet = state.fallbackSet { FcFontSetDestroy(fallbackSet) }
            if let config = state.config { FcConfigDestroy(config) }
        }
    }

    /// The face fontconfig picks for `family`, `style` and `language` (an
    /// RFC 3066 tag as fontconfig spells it: "zh-cn", "ja"), each optional; nil
    /// when there are no fonts at all, or when `language` is given and the
    /// picked face does not support it.
    public func match(family: String? = nil, style: String? = nil, language: String? = nil) -> FontMatch? {
        let request = Request(family: family, style: style, language: language)
        return state.withLock { state in
            if let answer = state.answers[request] { return answer }
            let answer = Self.lookUp(request, in: Self.config(&state))
            state.answers[request] = answer
            return answer
        }
    }

    /// The first face of fontconfig's fallback list (`FcFontSort` for the
    /// default pattern: sans-serif in the locale's language) whose character
    /// set has `scalar`; nil when none has. The list and the character sets
    /// are read once.
    public func face(covering scalar: Unicode.Scalar) -> FontLocation? {
        state.withLock { state in
            if state.fallbacks == nil { Self.sortFallbacks(&state) }
            return state.fallbacks?.first { FcCharSetHasChar($0.characters, scalar.value) != 0 }?.location
        }
    }

    private static func sortFallbacks(_ state: inout State) {
        state.fallbacks = []
        guard let config = config(&state), let pattern = FcPatternCreate() else { return }
        defer { FcPatternDestroy(pattern) }
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return }
        state.fallbackSet = set
        for font in UnsafeBufferPointer(start: set.pointee.fonts, count: Int(set.pointee.nfont)) {
            var characters: OpaquePointer?
            guard let font, let location = location(of: font),
                FcPatternGetCharSet(font, FC_CHARSET, 0, &characters) == FcResultMatch, let characters
            else { continue }
            state.fallbacks?.append((location, characters))
        }
    }

    private static func config(_ state: inout State) -> OpaquePointer? {
        if let config = state.config { return config }
        switch state.source {
        case .system:
            state.config = FcInitLoadConfigAndFonts()
        case .files(let files):
            guard let config = FcConfigCreate() else { return nil }
            for file in files { _ = FcConfigAppFontAddFile(config, file) }
            state.config = config
        }
        return state.config
    }

    private static func lookUp(_ request: Request, in config: OpaquePointer?) -> FontMatch? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        if let family = request.family { _ = FcPatternAddString(pattern, FC_FAMILY, family) }
        if let style = request.style { _ = FcPatternAddString(pattern, FC_STYLE, style) }
        if let language = request.language { _ = FcPatternAddString(pattern, FC_LANG, language) }
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        if let language = request.language {
            var languages: OpaquePointer?
            guard FcPatternGetLangSet(font, FC_LANG, 0, &languages) == FcResultMatch, let languages,
                FcLangSetHasLang(languages, language) != FcLangDifferentLang
            else { return nil }
        }
        guard let location = location(of: font) else { return nil }
        var families: [String] = []
        while let family = string(font, FC_FAMILY, Int32(families.count)) { families.append(family) }
        return FontMatch(location: location, families: families, style: string(font, FC_STYLE, 0) ?? "")
    }

    /// The file and face index of a font pattern.
    private static func location(of font: OpaquePointer) -> FontLocation? {
        guard let path = string(font, FC_FILE, 0) else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return FontLocation(path: path, index: Int(index))
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
