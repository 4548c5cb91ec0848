import ResponderKit

/// `backgroundColor = …` as UIKit prints it, for painting an imported view:
/// `UIExtendedSRGBColorSpace 0.95 0.95 0.97 1`, `UIExtendedGrayColorSpace 1 1`,
/// the older `UIDeviceRGBColorSpace …` and `UIDeviceWhiteColorSpace …`, and the
/// common system colours by name. Anything else paints nothing; never an error.
enum DumpColor {
    static func parse(_ value: ArraySlice<UInt8>) -> Color? {
        let text = Array(value)
        if let space = text.firstIndex(of: 0x20), text[..<space].suffix(10).elementsEqual("ColorSpace".utf8) {
            var n: [Double] = [], at = space
            while at < text.count {
                at = DumpText.skipSpaces(text, from: at, to: text.count)
                guard let (number, next) = DumpNumber.parse(text, at: at, end: text.count) else { break }
                n.append(min(max(number, 0), 1))
                at = next
            }
            let name = String(decoding: text[..<space], as: UTF8.self)
            if name.contains("RGB"), n.count >= 3 { return Color(red: n[0], green: n[1], blue: n[2], alpha: n.count > 3 ? n[3] : 1) }
            if name.contains("Gray") || name.contains("White"), n.count >= 1 { return Color(white: n[0], alpha: n.count > 1 ? n[1] : 1) }
            return nil
        }
        // `<UIDynamicSystemColor: 0x600001f0c5c0; name = systemBackgroundColor>`
        let key = Array("name = ".utf8)
        guard let start = text.indices.first(where: { text[$0...].starts(with: key) }) else { return nil }
        let name = text[(start + key.count)...].prefix { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39) }
        return systemColors[String(decoding: name, as: UTF8.self)]
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
