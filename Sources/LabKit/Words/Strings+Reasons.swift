import ResponderKit

/// The hit-test's reasons (`HitTestTrace.Reason`) in the table's words. The
/// English entries are ResponderKit's own descriptions, which `print(trace)` and
/// `responder-lab trace` show: StringTableTests keep the two the same.
extension Strings {
    /// A reason in this language: `covered by C`, `被 C 遮挡`.
    @MainActor
    public func reason(_ reason: HitTestTrace.Reason) -> String {
        switch reason {
        case .hit: self[.hit]
        case .containsHit(let enlarged): self[enlarged ? .containsHitEnlarged : .containsHit]
        case .hidden: self[.hidden]
        case .interactionDisabled: self[.interactionOff]
        case .transparent(let alpha):
            alpha.stored.map { self[.transparentStored, ["alpha": alpha.asSet, "stored": $0]] }
                ?? self[.transparent, ["alpha": alpha.asSet]]
        case .disabledControl: self[.disabledControl]
        case .outsideBounds: self[.outsideBounds]
        case .rejectedByOverride(let method): self[method == .pointInside ? .pointInsideOverride : .hitTestOverride]
        case .coveredBy(let front): self[.coveredBy, ["view": name(front)]]
        case .ancestorRejected(let ancestor, let because):
            self[Self.ancestorPhrase(because), ["view": name(ancestor)]]
        }
    }

    /// The phrase for a view whose ancestor refused the point for `reason`.
    private static func ancestorPhrase(_ reason: HitTestTrace.Reason?) -> Phrase {
        switch reason {
        case .hidden?: .ancestorHidden
        case .interactionDisabled?: .ancestorInteractionOff
        case .transparent?: .ancestorTransparent
        case .disabledControl?: .ancestorDisabled
        case .outsideBounds?: .ancestorOutsideBounds
        case .rejectedByOverride(let method)?: method == .pointInside ? .ancestorPointInside : .ancestorHitTest
        default: .ancestorDidNotAsk
        }
    }
}
