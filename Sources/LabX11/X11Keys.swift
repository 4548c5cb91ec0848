import HostInput

/// X keysyms (X11/keysymdef.h) as the lab's keys: the one table that knows
/// both. A keysym already has Shift applied (Shift-a is `A`, Shift-= is
/// `plus` on a US layout), and so does the lab's character key.
enum X11Keys {
    /// The lab's key for `keysym`, and whether the keysym means Shift is down
    /// (Shift-Tab is its own keysym, ISO_Left_Tab); nil for a key the lab has
    /// no name for (a dead key, a media key, a legacy non-Latin keysym).
    ///
    /// ```swift
    /// X11Keys.key(for: 0xFF09)   // (.tab, impliesShift: false)
    /// X11Keys.key(for: 0xFE20)   // (.tab, impliesShift: true): ISO_Left_Tab
    /// X11Keys.key(for: 0xFFAB)   // (.character("+"), impliesShift: false): KP_Add
    /// ```
    static func key(for keysym: UInt32) -> (key: HostInput.Key, impliesShift: Bool)? {
        if keysym == isoLeftTab { return (.tab, true) }
        if let named = named[keysym] { return (named, false) }
        if let character = character(of: keysym) { return (.character(character), false) }
        return nil
    }

    /// Shift-Tab on XKB servers.
    static let isoLeftTab: UInt32 = 0xFE20

    /// The keysyms of keys that type no character, and of the keypad's, by the keys they are.
    static let named: [UInt32: HostInput.Key] = {
        var table: [UInt32: HostInput.Key] = [
            0xFF09: .tab, 0xFF89: .tab,  // Tab, KP_Tab
            0xFF1B: .escape,
            0xFF0D: .return, 0xFF8D: .return,  // Return, KP_Enter
            0xFF08: .backspace,
            0xFFFF: .delete, 0xFF9F: .delete,  // Delete, KP_Delete
            0xFF63: .insert, 0xFF9E: .insert,  // Insert, KP_Insert
            0xFF51: .left, 0xFF52: .up, 0xFF53: .right, 0xFF54: .down,
            0xFF96: .left, 0xFF97: .up, 0xFF98: .right, 0xFF99: .down,  // the keypad's, NumLock off
            0xFF50: .home, 0xFF57: .end, 0xFF55: .pageUp, 0xFF56: .pageDown,
            0xFF95: .home, 0xFF9C: .end, 0xFF9A: .pageUp, 0xFF9B: .pageDown,
            0xFFE1: .shift, 0xFFE2: .shift,
            0xFFE3: .control, 0xFFE4: .control,
            0xFFE9: .alt, 0xFFEA: .alt, 0xFFE7: .alt, 0xFFE8: .alt,  // Alt_L/R, Meta_L/R
            0xFFEB: .command, 0xFFEC: .command,  // Super_L/R
            0xFFE5: .capsLock,
        ]
        // F1 (0xFFBE) … F35 (0xFFE0).
        for number in 1...35 { table[0xFFBD + UInt32(number)] = .function(number) }
        // The keypad's digits (KP_0 0xFFB0 …) and operators type what the main keys do.
        for digit in 0...9 { table[0xFFB0 + UInt32(digit)] = .character(Character("\(digit)")) }
        let keypad: [UInt32: Character] = [
            0xFF80: " ", 0xFFAA: "*", 0xFFAB: "+", 0xFFAC: ",", 0xFFAD: "-",
            0xFFAE: ".", 0xFFAF: "/", 0xFFBD: "=",
        ]
        for (keysym, character) in keypad { table[keysym] = .character(character) }
        return table
    }()

    /// The character a keysym types: Latin-1 keysyms are their code point,
    /// Unicode keysyms 0x01000000 plus theirs.
    private static func character(of keysym: UInt32) -> Character? {
        let scalar: UInt32
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: scalar = keysym
        case 0x0100_0000...0x0110_FFFF: scalar = keysym & 0x00FF_FFFF
        default: return nil
        }
        guard let unicode = Unicode.Scalar(scalar), unicode.properties.generalCategory != .control else { return nil }
        return Character(unicode)
    }
}
