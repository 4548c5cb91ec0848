import ResponderKit

/// The overlay's colours, one per family of verdicts, shared by the outlines,
/// the side panel and its legend (`Strings.legend`).
public enum VerdictStyle {
    public static let hit = Color(hex: 0x1E9E57)
    public static let containsHit = Color(hex: 0x2F6FDB)
    public static let invisible = Color(hex: 0x8557D0)
    public static let disabled = Color(hex: 0xE07B00)
    public static let outsideBounds = Color(hex: 0xD93B3B)
    public static let override = Color(hex: 0xC42D93)
    public static let covered = Color(hex: 0xA4701A)
    public static let ancestor = Color(hex: 0x7C8497)

    public static func color(for verdict: HitVerdict) -> Color {
        switch verdict {
        case .hit: hit
        case .containsHit: containsHit
        case .hidden, .transparent: invisible
        case .interactionDisabled, .disabledControl: disabled
        case .outsideBounds: outsideBounds
        case .rejectedByOverride: override
        case .coveredBy: covered
        case .ancestorRejected: ancestor
        }
    }
}
