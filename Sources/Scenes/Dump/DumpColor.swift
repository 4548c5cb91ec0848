import ResponderKit

/// `backgroundColor = …` as UIKit prints it, for painting an imported view:
/// `UIExtendedSRGBColorSpace 0.95 0.95 0.97 1`, `UIExtendedGrayColorSpace 1 1`,
/// the older `UIDeviceRGBColorSpace …` and `UIDeviceWhiteColorSpace …`, and the
/// common system colours by name. Anything else paints nothing; never an error.
enum DumpColor {
    static func parse(_ text: Substring) -> Color? {
        let words = text.split(separator: " ")
        if let space = words.first, space.hasSuffix("ColorSpace") {
            let n = words.dropFirst().compactMap { Double($0) }.map { min(max($0, 0), 1) }
            if space.contains("RGB"), n.count >= 3 { return Color(red: n[0], green: n[1], blue: n[2], alpha: n.count > 3 ? n[3] : 1) }
            if space.contains("Gray") || space.contains("White"), n.count >= 1 { return Color(white: n[0], alpha: n.count > 1 ? n[1] : 1) }
            return nil
        }
        // `<UIDynamicSystemColor: 0x600001f0c5c0; name = systemBackgroundColor>`
        guard let range = text.range(of: "name = ") else { return nil }
        let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
        return systemColors[String(name)]
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
}
