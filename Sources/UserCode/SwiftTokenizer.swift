/// A Swift source file cut into the tokens the user-code engine reads:
/// identifiers and keywords, attributes (`@objc`), pound words
/// (`#selector`), punctuation, and whole string and number literals.
/// Comments and whitespace are skipped, so nothing inside a comment or a
/// string is ever taken for code.
///
/// It is a scanner, not a parser: it knows Swift's lexical rules (nested
/// block comments, multi-line and raw strings, interpolations that hold
/// strings of their own) and nothing of its grammar.
///
/// ```swift
/// let tokens = SwiftTokenizer(source: "@objc class A: UIView {} // class B").tokens
/// tokens.map(\.text) // ["@objc", "class", "A", ":", "UIView", "{", "}"]
/// ```
public struct SwiftTokenizer: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A name or a keyword, `` `backticked` `` ones included (their text keeps the backticks).
        case identifier
        /// `@` and the name after it.
        case attribute
        /// `#` and the word after it.
        case pound
        case string
        case number
        /// One character of punctuation or of an operator.
        case punctuation
    }

    public struct Token: Sendable, Equatable {
        public let kind: Kind
        /// Where the token starts and ends in the source's UTF-8 bytes.
        public let range: Range<Int>
        public let text: String
    }

    public let bytes: [UInt8]
    public private(set) var tokens: [Token] = []

    public init(source: String) {
        bytes = Array(source.utf8)
        var i = 0
        while i < bytes.count {
            i = scanToken(at: i)
        }
    }

    // MARK: Scanning

    /// Scans whatever starts at `i` (adding a token unless it is space or a comment); returns where it ends.
    private mutating func scanToken(at i: Int) -> Int {
        let c = bytes[i]
        switch c {
        case ascii(" "), ascii("\t"), ascii("\n"), ascii("\r"):
            return i + 1
        case ascii("/") where byte(i + 1) == ascii("/"):
            return lineEnd(from: i)
        case ascii("/") where byte(i + 1) == ascii("*"):
            return blockCommentEnd(from: i)
        case ascii("\""):
            return add(.string, i, stringEnd(from: i, hashes: 0))
        case ascii("#"):
            var hashes = 0
            while byte(i + hashes) == ascii("#") { hashes += 1 }
            if byte(i + hashes) == ascii("\"") { return add(.string, i, stringEnd(from: i + hashes, hashes: hashes)) }
            let end = identifierEnd(from: i + 1)
            return add(end > i + 1 ? .pound : .punctuation, i, max(end, i + 1))
        case ascii("@"):
            return add(.attribute, i, max(identifierEnd(from: i + 1), i + 1))
        case ascii("`"):
            var j = i + 1
            while j < bytes.count, bytes[j] != ascii("`"), bytes[j] != ascii("\n") { j += 1 }
            return add(.identifier, i, min(j + 1, bytes.count))
        case ascii("0")...ascii("9"):
            var j = i + 1
            while j < bytes.count, isIdentifierByte(bytes[j]) || bytes[j] == ascii(".") && isDigit(byte(j + 1)) { j += 1 }
            return add(.number, i, j)
        default:
            if isIdentifierStart(c) { return add(.identifier, i, identifierEnd(from: i)) }
            return add(.punctuation, i, i + 1)
        }
    }

    private mutating func add(_ kind: Kind, _ start: Int, _ end: Int) -> Int {
        tokens.append(Token(kind: kind, range: start..<end, text: String(decoding: bytes[start..<end], as: UTF8.self)))
        return end
    }

    private func byte(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 0 }

    private func lineEnd(from i: Int) -> Int {
        var j = i
        while j < bytes.count, bytes[j] != ascii("\n") { j += 1 }
        return j
    }

    /// The end of a block comment, which may hold others.
    private func blockCommentEnd(from i: Int) -> Int {
        var depth = 0, j = i
        while j < bytes.count {
            if bytes[j] == ascii("/"), byte(j + 1) == ascii("*") {
                depth += 1; j += 2
            } else if bytes[j] == ascii("*"), byte(j + 1) == ascii("/") {
                depth -= 1; j += 2
                if depth == 0 { return j }
            } else {
                j += 1
            }
        }
        return j
    }

    /// The end of the string literal whose opening quote is at `i`, after
    /// `hashes` `#`s (a raw string), closing quote and `#`s included.
    private func stringEnd(from i: Int, hashes: Int) -> Int {
        let multiLine = byte(i + 1) == ascii("\"") && byte(i + 2) == ascii("\"")
        var j = i + (multiLine ? 3 : 1)
        while j < bytes.count {
            let c = bytes[j]
            if c == ascii("\\"), hashesFollow(j + 1, count: hashes) {
                let k = j + 1 + hashes
                if byte(k) == ascii("(") {
                    j = interpolationEnd(from: k)
                } else {
                    j = k + 1
                }
                continue
            }
            if c == ascii("\n"), !multiLine { return j }
            if c == ascii("\"") {
                let quotes = multiLine ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(j + $0) == ascii("\"") }), hashesFollow(j + quotes, count: hashes) {
                    return j + quotes + hashes
                }
            }
            j += 1
        }
        return j
    }

    private func hashesFollow(_ i: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(i + $0) == ascii("#") }
    }

    /// The end of an interpolation `\( … )` whose `(` is at `i`: code, which
    /// may hold strings and comments of its own.
    private func interpolationEnd(from i: Int) -> Int {
        var depth = 0, j = i
        while j < bytes.count {
            switch bytes[j] {
            case ascii("("): depth += 1; j += 1
            case ascii(")"):
                depth -= 1; j += 1
                if depth == 0 { return j }
            case ascii("\""): j = stringEnd(from: j, hashes: 0)
            case ascii("#") where byte(j + 1) == ascii("\"") || byte(j + 1) == ascii("#"):
                var hashes = 0
                while byte(j + hashes) == ascii("#") { hashes += 1 }
                j = byte(j + hashes) == ascii("\"") ? stringEnd(from: j + hashes, hashes: hashes) : j + hashes
            case ascii("/") where byte(j + 1) == ascii("/"): j = lineEnd(from: j)
            case ascii("/") where byte(j + 1) == ascii("*"): j = blockCommentEnd(from: j)
            default: j += 1
            }
        }
        return j
    }

    private func identifierEnd(from i: Int) -> Int {
        var j = i
        while j < bytes.count, isIdentifierByte(bytes[j]) { j += 1 }
        return j
    }

    /// Letters, `_`, and any byte of a non-ASCII character (Swift allows most in names).
    private func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= ascii("a") && c <= ascii("z")) || (c >= ascii("A") && c <= ascii("Z")) || c == ascii("_") || c >= 0x80
    }

    private func isIdentifierByte(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= ascii("0") && c <= ascii("9") }
}

/// The byte of an ASCII character.
func ascii(_ character: Unicode.Scalar) -> UInt8 {
    UInt8(character.value)
}
