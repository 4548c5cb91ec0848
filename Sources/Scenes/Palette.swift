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

    static func lighter(_ c: Color, _ amount: Double = 0.45) -> Color {
        Color(red: c.red + (1 - c.red) * amount, green: c.green + (1 - c.green) * amount,
              blue: c.blue + (1 - c.blue) * amount, alpha: c.alpha)
    }
}

extension View {
    /// Names and paints the view as a filled card with a thin border: the building block of the scenes.
    @MainActor @discardableResult
    func styled(_ name: String, _ color: Color?, radius: Double = 10) -> Self {
        self.name = name
        backgroundColor = color
        cornerRadius = radius
        borderColor = Palette.border
        borderWidth = 1
        return self
    }
}

extension View {
    /// A scene's root view: it fills the window with the canvas colour, holding `subviews` back to front.
    @MainActor
    static func screen(_ subviews: [View], named name: String = "Screen") -> View {
        let screen = View(frame: Rect(origin: .zero, size: Scene.size)).styled(name, Palette.canvas, radius: 0)
        screen.borderWidth = 0
        for subview in subviews { screen.addSubview(subview) }
        return screen
    }
}

extension Label {
    @MainActor
    static func text(_ text: String, _ frame: Rect, size: Double = 13, bold: Bool = false,
                     color: Color = Palette.ink, align: Alignment = .left) -> Label {
        let l = Label(frame: frame)
        l.text = text
        l.fontSize = size
        l.isBold = bold
        l.textColor = color
        l.textAlignment = align
        return l
    }
}
