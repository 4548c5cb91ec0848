/// One line of an edits file, read character by character so that errors
/// name their column.
struct EditsLineParser {
    let characters: [Character]
    let file: String
    let line: Int

    /// A declaration with the columns that errors found later (names, requirements) point at.
    struct Parsed {
        let declaration: Declaration
        let nameColumn: Int?
        let requirementColumns: [Int]
    }

    /// The names a recognizer's kind may be given by.
    static let kinds: [String: RecognizerDeclaration.Kind] = {
        var kinds: [String: RecognizerDeclaration.Kind] = [:]
        for kind in RecognizerDeclaration.Kind.allCases {
            kinds[kind.rawValue] = kind
            kinds[kind.uikitClassName] = kind
            kinds[String(kind.uikitClassName.dropFirst(2))] = kind
        }
        return kinds
    }()

    /// The members a line may set: the properties as UIKit spells them and as dumps print them, and `gesture`.
    static let members: [String] = ["gesture"] + ViewProperty.allCases.flatMap { [$0.uikitName, $0.rawValue] }

    func error(_ column: Int, _ message: String) -> SceneError {
        SceneError(file: file, line: line, column: column + 1, message: message)
    }

    /// The line's declaration; nil for a blank or comment line.
    mutating func declaration() throws(SceneError) -> Parsed? {
        let end = contentEnd()
        let start = skipSpaces(from: 0, to: end)
        guard start < end else { return nil }
        guard let equals = find("=", from: start, to: end) else {
            throw error(
                start,
                "expected `VIEW.PROPERTY = VALUE` (a property) or `VIEW.gesture = KIND NAME OPTION=VALUE …` (a recognizer)"
            )
        }
        let leftEnd = trimEnd(equals, from: start)
        guard let dot = lastDot(from: start, to: leftEnd), dot > start else {
            throw error(
                start,
                """
                expected a view and `.PROPERTY` before `=`: an address (`0x…`), a class (`UIButton`, `MyApp.SendButton`), \
                a quoted name or an index path (`[0, 2]`)
                """)
        }
        let target = try readTarget(from: start, to: trimEnd(dot, from: start))
        let memberStart = skipSpaces(from: dot + 1, to: leftEnd)
        let member = String(characters[memberStart..<leftEnd])
        let valueStart = skipSpaces(from: equals + 1, to: end)
        guard valueStart < end else { throw error(valueStart, "expected a value after `=`") }
        if member == "gesture" || member == "gestureRecognizer" {
            return try recognizer(of: target, at: start, from: valueStart, to: end)
        }
        guard let property = ViewProperty(name: member) else {
            var message = member.isEmpty ? "expected a property after `.`" : "unknown property \"\(member)\""
            if let suggestion = closest(to: member, among: Self.members) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw error(memberStart, message)
        }
        let value = try readValue(of: property, from: valueStart, to: end)
        return Parsed(
            declaration: Declaration(target: target, change: .property(property, value), line: line, column: start + 1),
            nameColumn: nil, requirementColumns: [])
    }

    /// Where the line's text ends: before a `#` or `//` comment outside quotes, and trailing spaces.
    private func contentEnd() -> Int {
        var quoted = false, at = 0
        while at < characters.count {
            let c = characters[at]
            if c == "\\", quoted {
                at += 2
                continue
            }
            if c == "\"" { quoted.toggle() }
            if !quoted, c == "#" || (c == "/" && at + 1 < characters.count && characters[at + 1] == "/") { break }
            at += 1
        }
        return trimEnd(min(at, characters.count), from: 0)
    }

    private func skipSpaces(from start: Int, to end: Int) -> Int {
        var at = start
        while at < end, characters[at].isWhitespace { at += 1 }
        return at
    }

    private func trimEnd(_ end: Int, from start: Int) -> Int {
        var last = end
        while last > start, characters[last - 1].isWhitespace { last -= 1 }
        return last
    }

    /// The first `character` outside quotes and brackets.
    private func find(_ character: Character, from start: Int, to end: Int) -> Int? {
        var quoted = false, depth = 0, at = start
        while at < end {
            let c = characters[at]
            if quoted, c == "\\" {
                at += 2
                continue
            }
            if c == "\"" { quoted.toggle() }
            if !quoted {
                if c == "<" || c == "[" { depth += 1 }
                if c == ">" || c == "]" { depth = max(0, depth - 1) }
                if c == character, depth == 0 { return at }
            }
            at += 1
        }
        return nil
    }

    /// The last `.` outside quotes and brackets: a class name has dots of its own.
    private func lastDot(from start: Int, to end: Int) -> Int? {
        var dot: Int?, at = start
        while let next = find(".", from: at, to: end) {
            dot = next
            at = next + 1
        }
        return dot
    }

    private func readTarget(from start: Int, to end: Int) throws(SceneError) -> ViewTarget {
        let text = String(characters[start..<end])
        switch characters[start] {
        case "\"":
            var name = "", at = start + 1
            while at < end, characters[at] != "\"" {
                if characters[at] == "\\", at + 1 < end { at += 1 }
                name.append(characters[at])
                at += 1
            }
            guard at == end - 1 else {
                throw error(
                    at < end ? at + 1 : start,
                    at < end ? "expected `.` after the quoted name" : "expected the closing `\"` of the name")
            }
            return .name(name)
        case "[":
            guard characters[end - 1] == "]" else { throw error(end - 1, "expected `]` closing the index path") }
            var path: [Int] = []
            for part in String(characters[(start + 1)..<(end - 1)]).split(whereSeparator: { $0 == "," || $0 == " " }) {
                guard let index = Int(part), index >= 0 else {
                    throw error(start, "expected an index path of whole numbers, such as `[0, 2]`, not `\(text)`")
                }
                path.append(index)
            }
            return .indexPath(path)
        default:
            if text.hasPrefix("0x") {
                guard text.count > 2, text.dropFirst(2).allSatisfy(\.isHexDigit) else {
                    throw error(start, "expected an address of hexadecimal digits after `0x`, not `\(text)`")
                }
                return .address(text)
            }
            let allowed: (Character) -> Bool = { $0.isLetter || $0.isNumber || "_$.<>, ".contains($0) }
            guard
                let bad = characters[start..<end].firstIndex(where: { !allowed($0) })
                    ?? spaceOutsideBrackets(start, end)
            else {
                return .className(text)
            }
            throw error(
                bad,
                "expected a view: an address (`0x…`), a class (`UIButton`, `MyApp.SendButton`), a quoted name or an index path, not `\(text)`"
            )
        }
    }

    /// A space in a class name that is not inside `<…>`.
    private func spaceOutsideBrackets(_ start: Int, _ end: Int) -> Int? {
        var depth = 0
        for at in start..<end {
            if characters[at] == "<" { depth += 1 }
            if characters[at] == ">" { depth = max(0, depth - 1) }
            if characters[at] == " ", depth == 0 { return at }
        }
        return nil
    }

    private func readValue(of property: ViewProperty, from start: Int, to end: Int) throws(SceneError)
        -> ViewProperty.Value
    {
        let text = String(characters[start..<end])
        if property == .alpha {
            guard let alpha = Double(text), alpha.isFinite, (0...1).contains(alpha) else {
                throw error(start, "expected alpha as a number from 0 to 1, not `\(text)`")
            }
            return .number(alpha)
        }
        guard let flag = Self.flag(text) else {
            throw error(start, "expected \(property.uikitName) = true or false, not `\(text)`")
        }
        return .flag(flag)
    }

    static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on", "1": true
        case "false", "no", "off", "0": false
        default: nil
        }
    }

    /// `KIND [NAME] [OPTION=VALUE …]`, options separated by spaces or commas.
    private func recognizer(of target: ViewTarget, at targetStart: Int, from start: Int, to end: Int) throws(SceneError)
        -> Parsed
    {
        var words = self.words(from: start, to: end)
        let (kindText, kindColumn) = words.removeFirst()
        guard let kind = Self.kinds[kindText] else {
            var message = "unknown recognizer \"\(kindText)\"; expected tap, longPress, pan, swipe, pinch or rotation"
            if let suggestion = closest(to: kindText, among: Self.kinds.keys.sorted()) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw error(kindColumn, message)
        }
        var name: String?, nameColumn: Int?
        if let (word, column) = words.first, !word.contains("=") {
            guard word.first.map({ $0.isLetter || $0 == "_" }) == true,
                word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
            else {
                throw error(
                    column,
                    "expected the recognizer's name (letters, digits, `_`, `-`) or an option `KEY=VALUE`, not `\(word)`"
                )
            }
            (name, nameColumn) = (word, column + 1)
            words.removeFirst()
        }
        var declaration = RecognizerDeclaration(kind: kind, name: name)
        var requirementColumns: [Int] = []
        var seen: [String: Int] = [:]
        for (word, column) in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw error(column, "expected an option `KEY=VALUE` of the \(kind.rawValue) recognizer, not `\(word)`")
            }
            let key = String(word[..<equals]), value = String(word[word.index(after: equals)...])
            let valueColumn = column + key.count + 1
            guard let option = RecognizerOption(key, of: kind) else {
                let keys = RecognizerOption.keys(of: kind)
                var message =
                    "the \(kind.rawValue) recognizer has no option \"\(key)\" (it has \(keys.joined(separator: ", ")))"
                if let suggestion = closest(to: key, among: keys) { message += "; did you mean \"\(suggestion)\"?" }
                throw error(column, message)
            }
            if let first = seen[option.key] {
                throw error(column, "\(option.key) is set at column \(first + 1) already")
            }
            seen[option.key] = column
            guard !value.isEmpty else { throw error(valueColumn, "expected a value after `\(key)=`") }
            try option.apply(value, to: &declaration) { self.error(valueColumn, $0) }
            if option == .requireToFail {
                var offset = valueColumn
                for name in declaration.requiresToFail {
                    requirementColumns.append(offset + 1)
                    offset += name.count + 1
                }
            }
        }
        return Parsed(
            declaration: Declaration(
                target: target, change: .recognizer(declaration), line: line, column: targetStart + 1),
            nameColumn: nameColumn, requirementColumns: requirementColumns)
    }

    /// The words between `start` and `end`, with their columns; `key = value` is one word `key=value`.
    private func words(from start: Int, to end: Int) -> [(String, Int)] {
        var words: [(String, Int)] = []
        var at = start
        while at < end {
            at = skipSpaces(from: at, to: end)
            guard at < end else { break }
            let wordStart = at
            var word = ""
            while at < end, !characters[at].isWhitespace {
                word.append(characters[at])
                at += 1
            }
            // `key = value` and `key =value` are `key=value`; `requireToFail=a, b` is one list.
            let next = skipSpaces(from: at, to: end)
            if let last = words.last, word.hasPrefix("="), !last.0.contains("=") {
                words[words.count - 1].0 += word
            } else if let last = words.last,
                last.0.hasSuffix("=") || (last.0.hasSuffix(",") && last.0.contains("=") && !word.contains("="))
            {
                words[words.count - 1].0 += word
            } else {
                words.append((word, wordStart))
            }
            at = next
        }
        // A trailing `,` separates options: `taps=2, touches=1`.
        return words.map { word, column in
            (word.hasSuffix(",") && !word.hasSuffix("=,") ? String(word.dropLast()) : word, column)
        }
    }
}
