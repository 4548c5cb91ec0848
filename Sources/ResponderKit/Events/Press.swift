/// A key press, UIKit's `UIPress`: key events go to the key window's first
/// responder and walk `next` (behaviour 5).
///
/// ```swift
/// override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
///     if presses.contains(where: { $0.key?.characters == "q" }) { quit() }
///     else { super.pressesBegan(presses, with: event) }
/// }
/// ```
@MainActor
public final class Press: Hashable {
    public enum Phase: String, Sendable, Hashable {
        case began, ended, cancelled
    }

    public internal(set) var phase: Phase
    public let key: Key?
    public internal(set) var timestamp: Double

    init(phase: Phase, key: Key?, timestamp: Double) {
        self.phase = phase
        self.key = key
        self.timestamp = timestamp
    }

    public nonisolated static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The key of a press, UIKit's `UIKey`.
public struct Key: Hashable, Sendable {
    /// The text the key produces, with modifiers applied ("Q" with shift).
    public var characters: String
    /// The text without modifiers.
    public var charactersIgnoringModifiers: String
    /// A name for keys that produce no text: "Tab", "Escape", "Left", …
    public var name: String?
    public var modifierFlags: ModifierFlags

    public init(
        characters: String, charactersIgnoringModifiers: String? = nil, name: String? = nil,
        modifierFlags: ModifierFlags = []
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.name = name
        self.modifierFlags = modifierFlags
    }

    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = ModifierFlags(rawValue: 1 << 0)
        public static let control = ModifierFlags(rawValue: 1 << 1)
        public static let alternate = ModifierFlags(rawValue: 1 << 2)
    }
}

/// The presses delivered together, UIKit's `UIPressesEvent`.
@MainActor
public final class PressesEvent {
    public let timestamp: Double
    public let allPresses: Set<Press>

    init(timestamp: Double, presses: Set<Press>) {
        self.timestamp = timestamp
        self.allPresses = presses
    }
}
