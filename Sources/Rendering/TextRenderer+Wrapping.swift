extension TextRenderer {
    /// `text` broken into lines no wider than `maxWidth`: at spaces and
    /// between Chinese or Japanese characters where possible (never before
    /// closing punctuation such as ，。）, never after opening punctuation such
    /// as （「), inside runs that are too long on their own (Chinese closing
    /// punctuation still not first on a line), and at every "\n".
    ///
    /// ```swift
    /// text.wrap("命中视图，然后", toWidth: 40, font: FontSpec(size: 12))   // ["命中视", "图，然", "后"]
    /// ```
    public func wrap(_ text: String, toWidth maxWidth: Double, font: FontSpec) -> [String] {
        Self.value(in: &wraps, for: FittingKey(text: text, width: maxWidth, font: font)) {
            computeWrap(text, toWidth: maxWidth, font: font)
        }
    }

    /// Whether ``wrap(_:toWidth:font:)`` broke `text` into `lines` only where a line may end:
    /// at a space or beside a Chinese or Japanese character, never inside a word too long for its line.
    ///
    /// ```swift
    /// TextRenderer.breaksBetweenWords(["touchesCan", "celled"], of: "touchesCancelled") // false
    /// ```
    public static func breaksBetweenWords(_ lines: [String], of text: String) -> Bool {
        var rest = Substring(text)
        for (line, next) in zip(lines, lines.dropFirst()) {
            guard rest.hasPrefix(line) else { return true }
            rest = rest.dropFirst(line.count)
            if rest.first == " " {
                rest = rest.drop { $0 == " " }
                continue
            }
            guard let last = line.last, let first = next.first, LineBreaking.breakAllowed(between: last, and: first)
            else { return false }
        }
        return true
    }

    private func computeWrap(_ text: String, toWidth maxWidth: Double, font: FontSpec) -> [String] {
        // Each candidate line is measured by moving on from the line so far, not laid out
        // again from its start: a long label tried at four widths would be quadratic.
        func moved(_ pen: Pen, over piece: Substring) -> Pen {
            var pen = pen
            move(&pen, over: piece, font: font)
            return pen
        }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // `pen` has always gone over `current`, and nothing else.
            var current = "", pen = Pen()
            for word in paragraph.split(separator: " ") {
                for (number, run) in LineBreaking.unbreakableRuns(of: word).enumerated() {
                    let separator = current.isEmpty || number > 0 ? "" : " "
                    let joined = moved(moved(pen, over: separator[...]), over: run)
                    if width(at: joined, font: font) <= maxWidth {
                        (current, pen) = (current + separator + run, joined)
                        continue
                    }
                    if !current.isEmpty { lines.append(current) }
                    (current, pen) = ("", Pen())
                    for character in run {
                        let piece = String(character)[...]
                        var longer = moved(pen, over: piece)
                        if !current.isEmpty, width(at: longer, font: font) > maxWidth {
                            // Chinese closing punctuation takes the character before it to the new line, never starts one alone.
                            var carried = ""
                            if current.count > 1, let scalar = character.unicodeScalars.first,
                                LineBreaking.isCJK(scalar),
                                LineBreaking.closing.contains(scalar)
                            {
                                carried = String(current.removeLast())
                            }
                            lines.append(current)
                            (current, longer) = (carried, moved(moved(Pen(), over: carried[...]), over: piece))
                        }
                        current.append(character)
                        pen = longer
                    }
                }
            }
            lines.append(current)
        }
        return lines
    }
}

/// Where a line may break inside a word, after the simple CJK rules of
/// Unicode's line breaking algorithm (UAX #14): Chinese and Japanese
/// characters may be broken between, but a line never starts with closing
/// punctuation (classes CL, CP, EX, IS, NS, IN) nor ends with opening
/// punctuation (OP). Latin words stay whole.
enum LineBreaking {
    /// `word` (no spaces) cut at every place a line may break.
    static func unbreakableRuns(of word: Substring) -> [Substring] {
        var runs: [Substring] = []
        var start = word.startIndex
        var previous: Character?
        for index in word.indices {
            let character = word[index]
            if let previous, breakAllowed(between: previous, and: character) {
                runs.append(word[start..<index])
                start = index
            }
            previous = character
        }
        if start < word.endIndex { runs.append(word[start...]) }
        return runs
    }

    /// Whether a line may end with `before` and the next start with `after`.
    static func breakAllowed(between before: Character, and after: Character) -> Bool {
        guard let last = before.unicodeScalars.last, let first = after.unicodeScalars.first else { return false }
        return (isCJK(last) || isCJK(first)) && !opening.contains(last) && !closing.contains(first)
    }

    /// Ideographs, kana, hangul, CJK punctuation and fullwidth forms, emoji:
    /// the characters between which UAX #14 lets lines break (class ID and kin).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF,  // radicals, ideographic description characters
            0x3000...0x303F,  // CJK symbols and punctuation
            0x3040...0x31FF,  // kana, bopomofo, kanbun, CJK strokes
            0x3200...0x4DBF,  // enclosed and compatibility forms, extension A
            0x4E00...0x9FFF,  // unified ideographs
            0xA000...0xA4CF,  // Yi
            0xAC00...0xD7A3,  // hangul syllables
            0xF900...0xFAFF,  // compatibility ideographs
            0xFE30...0xFE4F,  // vertical and compatibility forms
            0xFF00...0xFFEF,  // fullwidth and halfwidth forms
            0x1F000...0x1FAFF,  // emoji and pictographs
            0x20000...0x3FFFD:  // supplementary ideographs
            true
        default:
            false
        }
    }

    /// No break after these (UAX #14 class OP, and opening quotes).
    static let opening = Set("([{（［｛｟「『【〔〖〘〚〈《〝｢‘“".unicodeScalars)

    /// No break before these: closing brackets and quotes (CL, CP), commas,
    /// stops and colons (IS, EX), the ellipsis (IN), and the small kana, the
    /// prolonged sound mark and the iteration marks of Japanese (NS).
    static let closing = Set(
        (")]}）］｝｠」』】〕〗〙〛〉》〞｣’”"
            + "、。，．：；！？,.:;!?%％‰℃…‥‼⁇⁈⁉"
            + "・ーｰ々〻ゝゞヽヾ〜～"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ").unicodeScalars)
}
