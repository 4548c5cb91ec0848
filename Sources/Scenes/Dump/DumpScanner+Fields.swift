import ResponderKit

/// The fields that decide touch handling (behaviour 12.2), read out of their
/// text; every other field is only kept.
extension DumpScanner {
    /// Reads `span` into `view` when its key is one the lab uses; returns
    /// whether it was the frame. A value of the wrong form is an error: for
    /// the frame the line's, for the others the field's alone.
    mutating func apply(_ span: FieldSpan, to view: inout DumpView) throws(DumpLineError) -> Bool {
        let key = span.key, value = span.value
        // Most fields are neither; the length rules them out without comparing.
        switch key.count {
        case 3 where named(key, "tag"):
            view.tag = try integer(value, "tag")
        case 4 where named(key, "text"):
            view.text = unquoted(value)
        case 5 where named(key, "frame"):
            view.frame = try rect(value, "frame")
            return true
        case 5 where named(key, "alpha"):
            view.alpha = try numbers(value, "alpha", open: nil, count: 1, form: "a number")[0]
        case 6 where named(key, "hidden"):
            view.isHidden = try flag(value, "hidden")
        case 6 where named(key, "bounds"):
            view.bounds = try rect(value, "bounds")
        case 9 where named(key, "transform"):
            let n = try numbers(value, "transform", open: UInt8(ascii: "["), count: 6, form: "`[a, b, c, d, tx, ty]`")
            view.transform = Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
        case 9 where named(key, "baseClass"):
            view.baseClass = dump.string(value)
        case 11 where named(key, "contentSize"):
            let n = try numbers(value, "contentSize", open: UInt8(ascii: "{"), count: 2, form: "`{width, height}`")
            view.contentSize = Size(width: n[0], height: n[1])
        case 15 where named(key, "backgroundColor"):
            view.backgroundColor = DumpColor.parse(bytes, value)
        case 13 where named(key, "contentOffset"):
            let n = try numbers(value, "contentOffset", open: UInt8(ascii: "{"), count: 2, form: "`{x, y}`")
            view.contentOffset = Point(x: n[0], y: n[1])
        case 13 where named(key, "clipsToBounds"):
            view.clipsToBounds = try flag(value, "clipsToBounds")
        case 20 where named(key, "adjustedContentInset"):
            let n = try numbers(
                value, "adjustedContentInset", open: UInt8(ascii: "{"), count: 4, form: "`{top, left, bottom, right}`")
            view.adjustedContentInset = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        case 18 where named(key, "gestureRecognizers"):
            view.hasGestureRecognizers = true
        case 22 where named(key, "userInteractionEnabled"):
            view.isUserInteractionEnabled = try flag(value, "userInteractionEnabled")
        default: break
        }
        return false
    }

    func isFrame(_ span: FieldSpan) -> Bool {
        named(span.key, "frame")
    }

    private func named(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount
            && DumpText.starts(bytes, at: range.lowerBound, end: range.upperBound, with: literal)
    }

    private func rect(_ value: Range<Int>, _ key: String) throws(DumpLineError) -> Rect {
        let n = try numbers(value, key, open: UInt8(ascii: "("), count: 4, form: "`(x y; width height)`")
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `count` numbers, between `open` and its closer when given, separated by
    /// spaces, commas or semicolons as UIKit prints them.
    // Inlined: called for every frame, and a call of its own showed in the time to read a dump.
    @inline(__always)
    private func numbers(_ value: Range<Int>, _ key: String, open: UInt8?, count: Int, form: String)
        throws(DumpLineError) -> DumpNumbers
    {
        var result = DumpNumbers()
        var at = value.lowerBound, end = value.upperBound
        func wrong() -> DumpLineError {
            error(at: value.lowerBound, "expected \(key) as \(form), got `\(excerpt(value))`")
        }
        if let open {
            guard at < end, bytes[at] == open, bytes[end - 1] == Self.closer(of: open) else { throw wrong() }
            at += 1
            end -= 1
        }
        while true {
            while at < end,
                DumpText.isSpace(bytes[at]) || bytes[at] == UInt8(ascii: ",") || bytes[at] == UInt8(ascii: ";")
            { at += 1 }
            guard at < end else { break }
            guard result.count < min(count, DumpNumbers.capacity),
                let (number, next) = DumpNumber.parse(bytes, at: at, end: end)
            else {
                throw wrong()
            }
            result.append(number)
            at = next
        }
        guard result.count == count else { throw wrong() }
        return result
    }

    private func flag(_ value: Range<Int>, _ key: String) throws(DumpLineError) -> Bool {
        if named(value, "YES") || named(value, "true") || named(value, "1") { return true }
        if named(value, "NO") || named(value, "false") || named(value, "0") { return false }
        throw error(at: value.lowerBound, "expected \(key) = YES or NO, got `\(excerpt(value))`")
    }

    private func integer(_ value: Range<Int>, _ key: String) throws(DumpLineError) -> Int {
        guard value.count <= 20, let n = Int(dump.string(value)) else {
            throw error(at: value.lowerBound, "expected \(key) as a whole number, got `\(excerpt(value))`")
        }
        return n
    }

    /// A quoted value without its quotes and with its escapes decoded
    /// (`\u4f7f`, `\xa0`, `\n`), other values as printed.
    private func unquoted(_ value: Range<Int>) -> String {
        guard value.count >= 2, let first = value.first,
            bytes[first] == UInt8(ascii: "'") || bytes[first] == UInt8(ascii: "\""),
            bytes[value.upperBound - 1] == bytes[first]
        else { return dump.string(value) }
        return dump.text(value.lowerBound + 1..<value.upperBound - 1)
    }

    /// The value as an error quotes it: at most 40 characters.
    private func excerpt(_ value: Range<Int>) -> String {
        let text = dump.string(value)
        return text.count > 40 ? text.prefix(40) + "…" : text
    }
}

/// The few numbers of one field (a transform's six at most), kept inline:
/// most lines have a frame, and an array for each would be an allocation a line.
struct DumpNumbers {
    static let capacity = 6
    private var values = InlineArray<6, Double>(repeating: 0)
    private(set) var count = 0

    mutating func append(_ value: Double) {
        values[count] = value
        count += 1
    }

    subscript(index: Int) -> Double {
        precondition(index < count)
        return values[index]
    }
}

/// Numbers as UIKit prints them (`%g`): `16`, `-0.5`, `20.333`, `1e-05`, `inf`, `nan`.
enum DumpNumber {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// The number at `at` and the offset after it; nil when there is none.
    static func parse(_ bytes: [UInt8], at start: Int, end: Int) -> (Double, Int)? {
        var at = start
        var negative = false
        if at < end, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") {
            negative = bytes[at] == UInt8(ascii: "-")
            at += 1
        }
        if at + 3 <= end, bytes[at] | 0x20 == UInt8(ascii: "i") || bytes[at] | 0x20 == UInt8(ascii: "n") {
            let word = (bytes[at] | 0x20, bytes[at + 1] | 0x20, bytes[at + 2] | 0x20)
            if word == (UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "f")) {
                return (negative ? -.infinity : .infinity, at + 3)
            }
            if word == (UInt8(ascii: "n"), UInt8(ascii: "a"), UInt8(ascii: "n")) { return (.nan, at + 3) }
            return nil
        }
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0
        while at < end, bytes[at] >= 0x30, bytes[at] <= 0x39 {
            if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[at] - 0x30) }
            digits += 1
            at += 1
        }
        if at < end, bytes[at] == UInt8(ascii: ".") {
            at += 1
            while at < end, bytes[at] >= 0x30, bytes[at] <= 0x39 {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[at] - 0x30) }
                digits += 1
                fractionDigits += 1
                at += 1
            }
        }
        guard digits > 0 else { return nil }
        var hasExponent = false
        if at < end, bytes[at] | 0x20 == UInt8(ascii: "e") {
            var e = at + 1
            if e < end, bytes[e] == UInt8(ascii: "-") || bytes[e] == UInt8(ascii: "+") { e += 1 }
            let exponentDigits = e
            while e < end, bytes[e] >= 0x30, bytes[e] <= 0x39 { e += 1 }
            if e > exponentDigits {
                hasExponent = true
                at = e
            }
        }
        // Up to 15 digits and a power of ten that is exact, one division is
        // correctly rounded (Clinger's fast path); the rest go to the library.
        if !hasExponent, digits <= 15 {
            let value = Double(mantissa) / powersOfTen[fractionDigits]
            return (negative ? -value : value, at)
        }
        guard let value = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else { return nil }
        return (value, at)
    }
}
