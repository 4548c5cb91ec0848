import ResponderKit

/// `backgroundColor = …` as UIKit prints it, for painting an imported view:
/// `UIExtendedSRGBColorSpace 0.95 0.95 0.97 1`, `UIExtendedGrayColorSpace 1 1`,
/// the older `UIDeviceRGBColorSpace …` and `UIDeviceWhiteColorSpace …`, and the
/// common system colours by name. Anything else paints nothing; never an error.
enum DumpColor {
    /// The colour printed in `bytes[value]`, read in place.
    static func parse(_ bytes: [UInt8], _ value: Range<Int>) -> Color? {
        let text = bytes[value]
        if let space = text.firstIndex(of: 0x20), text[..<space].suffix(10).elementsEqual("ColorSpace".utf8) {
            var n = DumpNumbers(), at = space
            while at < value.upperBound, n.count < DumpNumbers.capacity {
                at = DumpText.skipSpaces(bytes, from: at, to: value.upperBound)
                guard let (number, next) = DumpNumber.parse(bytes, at: at, end: value.upperBound) else { break }
                n.append(min(max(number, 0), 1))
                at = next
            }
            let name = text[..<space]
            if contains(name, "RGB"), n.count >= 3 {
                return Color(red: n[0], green: n[1], blue: n[2], alpha: n.count > 3 ? n[3] : 1)
            }
            if contains(name, "Gray") || contains(name, "White"), n.count >= 1 {
                return Color(white: n[0], alpha: n.count > 1 ? n[1] : 1)
            }
            return nil
        }
        // `<UIDynamicSystemColor: 0x600001f0c5c0; name = systemBackgroundColor>`
        let key = "name = ".utf8
        guard let start = text.indices.first(where: { text[$0...].starts(with: key) }) else { return nil }
        let name = text[(start + key.count)...].prefix {
            ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39)
        }
        return systemColors[String(decoding: name, as: UTF8.self)]
    }

    /// Whether `literal` occurs in `bytes`: the colour space's name, searched
    /// as bytes (Foundation's `contains` costs more than the rest of the line).
    private static func contains(_ bytes: ArraySlice<UInt8>, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { needle in
            guard needle.count <= bytes.count else { return false }
            return (bytes.startIndex...(bytes.endIndex - needle.count)).contains { at in
                bytes[at..<at + needle.count].elementsEqual(needle)
            }
        }
    }

    /// Light-mode values of the system colours dumps most often name.
    static let systemColors: [String: Color] = [
        "systemBackgroundColor": .white,
        "secondarySystemBackgroundColor": Color(red: 0.949, green: 0.949, blue: 0.969),
        "systemGroupedBackgroundColor": Color(red: 0.949, green: 0.949, blue: 0.969),
        "secondarySystemGroupedBackgroundColor": .white,
        "tableCellGroupedBackgroundColor": .white,
        "tableBackgroundColor": .white,
        "systemGray6Color": Color(red: 0.949, green: 0.949, blue: 0.969),
        "systemBlueColor": Color(red: 0, green: 0.478, blue: 1),
        "systemRedColor": Color(red: 1, green: 0.231, blue: 0.188),
        "labelColor": .black,
        "blackColor": .black,
        "whiteColor": .white,
        "clearColor": .clear,
    ]

    /// How the lab paints classes whose look comes from layers or private
    /// subviews that a dump does not show, when it prints no background colour:
    /// a bar's blur, its hairline, a switch's track (rounded).
    static let classLooks: [Substring: (fill: Color, rounded: Bool)] = [
        "UIVisualEffectView": (Color(white: 0.97, alpha: 0.94), false),
        "_UIBarBackgroundShadowView": (Color(white: 0, alpha: 0.3), false),
        "UISwitch": (Color(red: 0.204, green: 0.78, blue: 0.349), true),
    ]
}
