/// The escapes of quoted texts (behaviour 12.1), undone.
extension DumpText {
    /// `bytes` with the escapes of a C, Swift, JSON or Objective-C string
    /// undone: `\n`, `\t`, `\r`, `\'`, `\"`, `\\`, `` \` ``, `\uXXXX` (a UTF-16
    /// pair for characters beyond it), `\u{…}`, and `\xNN`: a run of them that
    /// is UTF-8 as the bytes it says, else each the character U+00NN (`Apple\xa0ID`).
    /// An escape that is none of these stays as it is.
    static func unescaped(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\"), i + 1 < bytes.count else {
                out.append(b)
                i += 1
                continue
            }
            let e = bytes[i + 1]
            switch e {
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"):
                out.append(e == UInt8(ascii: "n") ? 0x0A : e == UInt8(ascii: "t") ? 0x09 : 0x0D)
                i += 2
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "`"):
                out.append(e)
                i += 2
                continue
            case UInt8(ascii: "u"):
                if let (scalar, next) = unicodeEscape(bytes, at: i) {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = next
                    continue
                }
            case UInt8(ascii: "x"):
                var run: [UInt8] = []
                var j = i
                while j + 3 < bytes.count, bytes[j] == UInt8(ascii: "\\"), bytes[j + 1] == UInt8(ascii: "x"),
                    let high = hexValue(bytes[j + 2]), let low = hexValue(bytes[j + 3])
                {
                    run.append(UInt8(high << 4 | low))
                    j += 4
                }
                if !run.isEmpty {
                    if String(validating: run, as: UTF8.self) != nil {
                        out.append(contentsOf: run)
                    } else {
                        for byte in run { out.append(contentsOf: Array(String(Character(Unicode.Scalar(byte))).utf8)) }
                    }
                    i = j
                    continue
                }
            default: break
            }
            out.append(contentsOf: [b, e])
            i += 2
        }
        return out
    }

    /// The character of the `\u` escape at `at` (`\u00e9`, `\u{1F600}`, a
    /// surrogate pair `\ud83d\ude00`) and where it ends; nil when it is not one.
    /// A lone surrogate is U+FFFD.
    private static func unicodeEscape(_ bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        func hex(from: Int, maximum: Int) -> (UInt32, Int, digits: Int) {
            var j = from, value: UInt32 = 0, digits = 0
            while j < bytes.count, digits < maximum, let d = hexValue(bytes[j]) {
                value = value << 4 | d
                digits += 1
                j += 1
            }
            return (value, j, digits)
        }
        var j = start + 2
        if j < bytes.count, bytes[j] == UInt8(ascii: "{") {
            let (value, end, digits) = hex(from: j + 1, maximum: 8)
            guard digits > 0, end < bytes.count, bytes[end] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value)
            else { return nil }
            return (scalar, end + 1)
        }
        let (unit, end, digits) = hex(from: j, maximum: 4)
        guard digits == 4 else { return nil }
        j = end
        switch unit {
        case 0xD800...0xDBFF:
            if j + 1 < bytes.count, bytes[j] == UInt8(ascii: "\\"), bytes[j + 1] == UInt8(ascii: "u") {
                let (low, lowEnd, lowDigits) = hex(from: j + 2, maximum: 4)
                if lowDigits == 4, (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                {
                    return (scalar, lowEnd)
                }
            }
            return ("\u{FFFD}", j)
        case 0xDC00...0xDFFF:
            return ("\u{FFFD}", j)
        default:
            return Unicode.Scalar(unit).map { ($0, j) }
        }
    }
}
