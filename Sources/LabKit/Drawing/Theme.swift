import ResponderKit

/// The chrome's colours: a light header, a dark side panel.
enum Theme {
    static let chrome = Color(hex: 0xFBFAF7)
    static let text = Color(hex: 0x20242F)
    static let muted = Color(hex: 0x626A7A)
    static let accent = Color(hex: 0x3D6FD8)
    static let error = Color(hex: 0xC0392B)
    /// What a dump could not read, in the header: a warning, not an error.
    static let warning = Color(hex: 0xA35A00)
    static let footer = Color(hex: 0x2A2F3C)
    static let footerText = Color(hex: 0xD5DAE5)
    static let panel = Color(hex: 0x20242F)
    static let panelText = Color(hex: 0xE8EAF0)
    static let panelMuted = Color(hex: 0x98A1B3)
    static let forwardedChip = Color(hex: 0x4A5268)
    /// Behind the panel's row for the visit step-through made last.
    static let currentStep = Color(hex: 0x3A4256)
    /// The error colour, lightened to read on the dark panel.
    static let panelError = Color(hex: 0xFF8F80)
    /// The warning colour, lightened to read on the dark panel.
    static let panelWarning = Color(hex: 0xF2B33D)
}
