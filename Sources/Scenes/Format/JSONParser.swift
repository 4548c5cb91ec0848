/// A small JSON parser that keeps each value's line and column and refuses
/// duplicate keys. Foundation's `JSONSerialization` reports neither where a
/// value is nor duplicates, and scene errors must name both.
struct JSONParser {
    /// How deeply arrays and objects may nest before the parser stops: far more
    /// than a scene of ``SceneLimits/maximumViewDepth`` views needs, and well
    /// within the stack of a recursive descent.
    static let maximumNesting = 200

    /// A syntax error at a place in the text.
    struct SyntaxError: Error, Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(_ text: [UInt8]) {
        bytes = text
    }

    /// Parses one JSON value that fills the whole text (white space aside).
    static func parse(_ text: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(text)
        parser.skipWhitespace()
        let node = try parser.value()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return node
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: column, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func describeCurrent() -> String {
        guard let c = current else { return "end of file" }
        return c >= 0x20 && c < 0x7F ? "'\(Character(UnicodeScalar(c)))'" : "byte 0x\(String(c, radix: 16))"
    }

    private mutating func advance() {
        guard let c = current else { return }
        index += 1
        if c == 0x0A {
            line += 1
            column = 1
        } else if c & 0xC0 != 0x80 {
            // Continuation bytes of a UTF-8 sequence do not start a character.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { advance() }
    }

    private mutating func expect(_ word: String) throws(SyntaxError) {
        for byte in word.utf8 {
            guard current == byte else { throw error("expected \(word)") }
            advance()
        }
    }

    private mutating func value() throws(SyntaxError) -> JSONNode {
        let (startLine, startColumn) = (line, column)
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, line: startLine, column: startColumn) }
        switch current {
        case UInt8(ascii: "{"): return node(try object())
        case UInt8(ascii: "["): return node(try array())
        case UInt8(ascii: "\""): return node(.string(try string()))
        case UInt8(ascii: "t"):
            try expect("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try expect("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try expect("null")
            return node(.null)
        case UInt8(ascii: "N"):
            try expect("NaN")
            return node(.number(.nan))
        case UInt8(ascii: "I"):
            try expect("Infinity")
            return node(.number(.infinity))
        case let c? where c == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c):
            return node(.number(try number()))
        default: throw error("expected a value, got \(describeCurrent())")
        }
    }

    private mutating func nest() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumNesting {
            throw error("arrays and objects nest deeper than \(Self.maximumNesting) levels")
        }
        advance()
        skipWhitespace()
    }

    private mutating func object() throws(SyntaxError) -> JSONNode.Value {
        try nest()
        defer { depth -= 1 }
        var members: [JSONNode.Member] = []
        if current == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, got \(describeCurrent())")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                throw SyntaxError(line: keyLine, column: keyColumn, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\", got \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            members.append(JSONNode.Member(key: key, line: keyLine, column: keyColumn, node: try value()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
            case UInt8(ascii: "}"):
                advance()
                return .object(members)
            default: throw error("expected ',' or '}' after an object member, got \(describeCurrent())")
            }
        }
    }

    private mutating func array() throws(SyntaxError) -> JSONNode.Value {
        try nest()
        defer { depth -= 1 }
        var items: [JSONNode] = []
        if current == UInt8(ascii: "]") {
            advance()
            return .array(items)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
            case UInt8(ascii: "]"):
                advance()
                return .array(items)
            default: throw error("expected ',' or ']' after an array item, got \(describeCurrent())")
            }
        }
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") {
            advance()
            if current == UInt8(ascii: "I") {
                try expect("Infinity")
                return -.infinity
            }
        }
        func digits(_ parser: inout JSONParser) -> Bool {
            var any = false
            while let c = parser.current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
                parser.advance()
                any = true
            }
            return any
        }
        if current == UInt8(ascii: "0"), index + 1 < bytes.count,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1])
        {
            throw error("a number may not start with 0 unless it is 0")
        }
        guard digits(&self) else { throw error("expected a digit, got \(describeCurrent())") }
        if current == UInt8(ascii: ".") {
            advance()
            guard digits(&self) else { throw error("expected a digit after '.', got \(describeCurrent())") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard digits(&self) else { throw error("expected a digit in the exponent, got \(describeCurrent())") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text) else { throw error("cannot read the number \(text)") }
        return number
    }

    private mutating func string() throws(SyntaxError) -> String {
        advance()  // the opening quote
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let c = current else { throw error("unterminated string") }
            switch c {
            case UInt8(ascii: "\""):
                advance()
                flush(&run, into: &scalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(&run, into: &scalars)
                advance()
                scalars.append(try escape())
            case 0..<0x20:
                throw error("control character in a string: write it as an escape (\\n, \\t, \\u00XX)")
            default:
                run.append(c)
                advance()
            }
        }
    }

    private mutating func escape() throws(SyntaxError) -> UnicodeScalar {
        guard let c = current else { throw error("unterminated string") }
        advance()
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\") else {
                    throw error("a high surrogate must be followed by a low one")
                }
                advance()
                try expect("u")
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("expected a low surrogate") }
                return UnicodeScalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = UnicodeScalar(high) else { throw error("a lone low surrogate is not a character") }
            return scalar
        default:
            throw error("unknown escape '\\\(Character(UnicodeScalar(c)))'")
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = Character(UnicodeScalar(c)).hexDigitValue else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }
}
