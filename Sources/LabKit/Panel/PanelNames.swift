import Rendering
import ResponderKit

/// What the panel calls a view where it has a line's room for it (a row of
/// the trace, a heading, a chip, the tooltip): what tells views apart. A
/// scene's views go by their names; a dump's, named by class and address,
/// by their class and the end of the address, and a label by its text.
///
/// ```swift
/// PanelNames.row(of: cell, strings: .english)    // "UITableViewCell …2d4b0" (debug name "UITableViewCell: 0x7fd3e1c2d4b0")
/// PanelNames.row(of: label, strings: .english)   // "UILabel \"Sounds & Haptics\""
/// PanelNames.shortened("covered by UITransitionView: 0x10a1fcbb0")   // "covered by UITransitionView …fcbb0"
/// ```
@MainActor
enum PanelNames {
    /// How many hex digits of an address are kept: enough to tell a dump's views apart.
    static let addressEnd = 5

    /// `responder`'s name in a row: a label's text after its class where it has no name of its own
    /// (a dump's, or a scene's unnamed one), else its name as `strings` shows it with a dump's address shortened.
    static func row(of responder: Responder, strings: Strings) -> String {
        let name = strings.name(responder), dumped = dumpedName(name)
        if let label = responder as? Label, let text = label.text, !text.isEmpty, dumped != nil || label.name == nil {
            return "\(dumped?.className ?? name) \"\(firstLine(of: text))\""
        }
        return dumped == nil ? name : shortened(name)
    }

    /// A view's own text as a row quotes it: its first line, and `…` where more lines follow (a
    /// text view's `Hi Maria,⏎⏎The figures…`), so that the row stays one line.
    static func firstLine(of text: String) -> String {
        guard let end = text.firstIndex(where: \.isNewline) else { return text }
        return String(text[..<end]) + "…"
    }

    /// `text` with every dumped name in it (`Class: 0x…`) shortened to the class and the address's end.
    static func shortened(_ text: String) -> String {
        guard text.contains(": 0x") else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var i = 0
        while i + 1 < words.count {
            // "Class:" then "0x…": the address may end in punctuation of the sentence (a closing bracket).
            if words[i].hasSuffix(":"), words[i].count > 1, words[i + 1].hasPrefix("0x") {
                let hex = words[i + 1].dropFirst(2).prefix { $0.isHexDigit }
                if hex.count > addressEnd {
                    let rest = words[i + 1].dropFirst(2 + hex.count)
                    words[i] = String(words[i].dropLast())
                    words[i + 1] = "…" + hex.suffix(addressEnd) + rest
                }
            }
            i += 1
        }
        return words.joined(separator: " ")
    }

    /// A row's name as it fits `width`: a dumped view's class cut short before the end of its address, which
    /// stays; a label's quoted text cut short inside its quotes, which close it (`UILabel "Personal Hot…"`).
    static func fitted(_ name: String, width: Double, font: FontSpec, canvas: Canvas) -> String {
        guard let renderer = canvas.textRenderer, canvas.measureText(name, font: font).width > width else {
            return name
        }
        if name.hasSuffix("\""), let open = name.firstIndex(of: "\""), name.index(after: open) < name.endIndex {
            let cut = renderer.truncate(
                String(name.dropLast()), toWidth: max(0, width - canvas.measureText("\"", font: font).width), font: font
            )
            // Cut before the text began: nothing quoted is left to close.
            return cut.count > name.distance(from: name.startIndex, to: open) + 1 ? cut + "\"" : cut
        }
        guard let space = name.lastIndex(of: " "), name[name.index(after: space)...].hasPrefix("…") else {
            return renderer.truncate(name, toWidth: width, font: font)
        }
        let end = String(name[space...])
        return renderer.truncate(
            String(name[..<space]), toWidth: max(0, width - canvas.measureText(end, font: font).width), font: font)
            + end
    }

    /// A debug name a dump gives (`MyApp.LikeButton: 0x7fb2c8d08c30`): its class; nil for any other name.
    private static func dumpedName(_ name: String) -> (className: String, address: Substring)? {
        guard let colon = name.range(of: ": 0x", options: .backwards) else { return nil }
        let address = name[name.index(colon.upperBound, offsetBy: -2)...]
        guard address.dropFirst(2).allSatisfy(\.isHexDigit), !address.dropFirst(2).isEmpty else { return nil }
        return (String(name[..<colon.lowerBound]), address)
    }

    /// A heading in small capitals: its words upper-cased, not the names in it. A class or
    /// method name (`UITableViewCell`, `touchesBegan`), an address, a number or a quoted text keeps its case.
    static func heading(_ text: String) -> String {
        var inQuote = false
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let opens = !inQuote && word.hasPrefix("\""), closes = word.hasSuffix("\"") && (inQuote || word.count > 1)
            let keepsCase =
                inQuote || opens || word.contains(where: \.isNumber)
                || word.filter(\.isLetter).dropFirst().contains(where: \.isUppercase)
            if opens, !closes { inQuote = true } else if inQuote, closes { inQuote = false }
            return keepsCase ? String(word) : word.uppercased()
        }.joined(separator: " ")
    }
}
