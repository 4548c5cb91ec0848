import ResponderKit

/// The scenes' colours: soft, distinct fills that leave the overlay's
/// verdict colours (green, red, orange, purple) easy to read on top.
enum Palette {
    static let canvas = Color(hex: 0xF4F1EA)
    static let card = Color(hex: 0xFFFFFF)
    static let ink = Color(hex: 0x2B2B33)
    static let muted = Color(hex: 0x6B6B78)
    static let red = Color(hex: 0xE8A0A0)
    static let green = Color(hex: 0x9FD3A8)
    static let blue = Color(hex: 0x9DBCE8)
    static let sand = Color(hex: 0xE9D6A8)
    static let lilac = Color(hex: 0xC9B6E4)
    static let teal = Color(hex: 0x8FCFCB)
    static let slate = Color(hex: 0x50586A)
    static let accent = Color(hex: 0x3D6FD8)
    static let border = Color(hex: 0x2B2B33, alpha: 0.25)

    /// The names a scene file may use for these colours.
    static let named: [String: Color] = [
        "canvas": canvas, "card": card, "ink": ink, "muted": muted, "red": red, "green": green, "blue": blue,
        "sand": sand, "lilac": lilac, "teal": teal, "slate": slate, "accent": accent, "border": border,
        "white": .white, "black": .black, "clear": .clear,
    ]

    static func lighter(_ c: Color, _ amount: Double) -> Color {
        Color(
            red: c.red + (1 - c.red) * amount, green: c.green + (1 - c.green) * amount,
            blue: c.blue + (1 - c.blue) * amount, alpha: c.alpha)
    }
}
