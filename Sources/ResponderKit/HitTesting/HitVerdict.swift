/// Why a view did or did not receive a touch at a point (behaviour 8).
///
/// ```swift
/// switch trace.verdict(for: badge) {
/// case .transparent(let alpha)?: print("alpha \(alpha) is below 0.01")
/// case .coveredBy(let front)?: print("covered by \(front.debugName)")
/// default: break
/// }
/// ```
public enum HitVerdict: Hashable, Sendable {
    /// The view was returned: it is the hit view.
    case hit
    /// The view was asked and accepted the point, and one of its subviews answered.
    case containsHit
    /// Skipped with its subtree: `isHidden`.
    case hidden
    /// Skipped with its subtree: `isUserInteractionEnabled == false`.
    case interactionDisabled
    /// Skipped with its subtree: alpha below 0.01 (the stored, `Float`-precision alpha).
    case transparent(alpha: Double)
    /// Skipped with its subtree: a control with `isEnabled == false`.
    case disabledControl
    /// Asked, but the point is outside its bounds.
    case outsideBounds
    /// A custom `hitTest` or `point(inside:)` said no where the default would have said yes.
    case rejectedByOverride
    /// Never asked: a view in front of it (a sibling of it or of an ancestor) answered first.
    case coveredBy(View)
    /// Never asked: an ancestor was skipped or refused the point; that ancestor's verdict says why.
    case ancestorRejected(View)

    /// Whether the verdict means the view accepted the point.
    public var isAccepted: Bool {
        switch self {
        case .hit, .containsHit: true
        default: false
        }
    }

    /// The verdict's name as the JSON log writes it: `hit`, `outsideBounds`, `coveredBy`, …
    public var kind: String {
        switch self {
        case .hit: "hit"
        case .containsHit: "containsHit"
        case .hidden: "hidden"
        case .interactionDisabled: "interactionDisabled"
        case .transparent: "transparent"
        case .disabledControl: "disabledControl"
        case .outsideBounds: "outsideBounds"
        case .rejectedByOverride: "rejectedByOverride"
        case .coveredBy: "coveredBy"
        case .ancestorRejected: "ancestorRejected"
        }
    }

    public static func == (lhs: HitVerdict, rhs: HitVerdict) -> Bool {
        switch (lhs, rhs) {
        case let (.transparent(a), .transparent(b)): a == b
        case let (.coveredBy(a), .coveredBy(b)), let (.ancestorRejected(a), .ancestorRejected(b)): a === b
        default: lhs.kind == rhs.kind && !lhs.hasPayload
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        switch self {
        case .transparent(let alpha): hasher.combine(alpha)
        case .coveredBy(let view), .ancestorRejected(let view): hasher.combine(ObjectIdentifier(view))
        default: break
        }
    }

    private var hasPayload: Bool {
        switch self {
        case .transparent, .coveredBy, .ancestorRejected: true
        default: false
        }
    }
}

extension HitVerdict: @MainActor CustomStringConvertible {
    @MainActor public var description: String {
        switch self {
        case .transparent(let alpha): "transparent(alpha: \(alpha))"
        case .coveredBy(let view): "coveredBy(\(view.debugName))"
        case .ancestorRejected(let view): "ancestorRejected(\(view.debugName))"
        default: kind
        }
    }
}
