extension HitTestTrace: @MainActor CustomStringConvertible {
    /// The trace as text for debugging: the asked views in visiting order,
    /// then the others under the point, each with its reason in a few English
    /// words. The lab's labels, in either language, come from LabKit's `Strings`.
    ///
    /// ```text
    /// hit-test at (300, 255) → B.1
    ///   1. Window      contains the hit
    ///   2. MainView    contains the hit
    ///   3. C           point outside its bounds
    ///   ...
    ///   -  A           covered by B
    /// ```
    public var description: String {
        var lines = ["hit-test at \(point) → \(hitView?.debugName ?? "nobody")"]
        // Reasons line up after the names, but a name longer than the column (a SwiftUI
        // dump's module-qualified generic classes) runs on alone instead of padding every row.
        let width = allSteps.lazy.map { $0.view.debugName.count }.filter { $0 <= Self.nameColumn }.max() ?? 0
        for step in allSteps {
            let name = step.view.debugName
            let number = step.order.map { String($0).leftPadded(to: 3) + "." } ?? "   -"
            lines.append(
                "\(number) \(name)\(String(repeating: " ", count: max(0, width - name.count)))  \(reason(for: step))")
        }
        return lines.joined(separator: "\n")
    }

    /// The widest name the reasons' column is aligned after, in characters.
    static let nameColumn = 40
}

extension HitTestTrace.Reason: @MainActor CustomStringConvertible {
    /// A few English words for debugging: `hidden`, `covered by C`,
    /// `alpha 0.01 (stored 0.0099999998) < 0.01`, `outside A's bounds`.
    @MainActor public var description: String {
        switch self {
        case .hit: "hit view"
        case .containsHit(let enlarged): enlarged ? "contains the hit (enlarged area)" : "contains the hit"
        case .hidden: "hidden"
        case .interactionDisabled: "interaction off"
        case .transparent(let alpha):
            "alpha \(alpha.asSet)" + (alpha.stored.map { " (stored \($0))" } ?? "") + " < 0.01"
        case .disabledControl: "disabled control"
        case .outsideBounds: "point outside its bounds"
        case .rejectedByOverride(let method):
            method == .pointInside ? "point(inside:) override → false" : "hitTest override → nil"
        case .coveredBy(let front): "covered by \(front.debugName)"
        case .ancestorRejected(let ancestor, let reason):
            switch reason {
            case .hidden?: "\(ancestor.debugName) is hidden"
            case .interactionDisabled?: "\(ancestor.debugName)'s interaction is off"
            case .transparent?: "\(ancestor.debugName)'s alpha < 0.01"
            case .disabledControl?: "\(ancestor.debugName) is a disabled control"
            case .outsideBounds?: "outside \(ancestor.debugName)'s bounds"
            case .rejectedByOverride(let method)?:
                method == .pointInside
                    ? "\(ancestor.debugName)'s point(inside:) → false" : "\(ancestor.debugName)'s hitTest → nil"
            default: "\(ancestor.debugName)'s hitTest did not ask it"
            }
        }
    }
}
