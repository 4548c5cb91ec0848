extension HitTestTrace: @MainActor CustomStringConvertible {
    /// The trace as text: the asked views in visiting order, then the others
    /// under the point, each with its reason.
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
        let width = allSteps.map { $0.view.debugName.count }.max() ?? 0
        for step in allSteps {
            let name = step.view.debugName
            let number = step.order.map { String($0).leftPadded(to: 3) + "." } ?? "   -"
            lines.append("\(number) \(name)\(String(repeating: " ", count: max(0, width - name.count)))  \(reason(for: step))")
        }
        return lines.joined(separator: "\n")
    }

    /// A short, human explanation of a step's verdict, as the overlay labels it:
    /// `hidden`, `alpha 0.005 < 0.01`, `outside A's bounds`, `covered by C`, …
    public func reason(for step: Step) -> String {
        switch step.verdict {
        case .hit: return "hit view"
        case .containsHit: return step.acceptedOutsideBounds ? "contains the hit (enlarged area)" : "contains the hit"
        case .hidden: return "hidden"
        case .interactionDisabled: return "interaction off"
        case .transparent(let alpha): return Self.alphaReason(alpha)
        case .disabledControl: return "disabled control"
        case .outsideBounds: return "point outside its bounds"
        case .rejectedByOverride:
            return step.rejectingMethod == .pointInside ? "point(inside:) override → false" : "hitTest override → nil"
        case .coveredBy(let front): return "covered by \(front.debugName)"
        case .ancestorRejected(let ancestor):
            let name = ancestor.debugName
            switch verdict(for: ancestor) {
            case .hidden?: return "\(name) is hidden"
            case .interactionDisabled?: return "\(name)'s interaction is off"
            case .transparent?: return "\(name)'s alpha < 0.01"
            case .disabledControl?: return "\(name) is a disabled control"
            case .outsideBounds?: return "outside \(name)'s bounds"
            case .rejectedByOverride?:
                return self.step(for: ancestor)?.rejectingMethod == .pointInside
                    ? "\(name)'s point(inside:) → false" : "\(name)'s hitTest → nil"
            default: return "\(name)'s hitTest did not ask it"
            }
        }
    }

    /// `alpha 0.005 < 0.01`; where the shortest spelling hides the `Float`
    /// rounding (0.01 is stored as 0.0099999998), both are shown (SPEC 1.2).
    static func alphaReason(_ alpha: Double) -> String {
        let (short, stored) = alphaSpellings(alpha)
        return stored.map { "alpha \(short) (stored \($0)) < 0.01" } ?? "alpha \(short) < 0.01"
    }

    /// A stored alpha as set (`0.01`, the `Float`'s shortest spelling) and,
    /// when that spelling reads as 0.01 or more and so hides why the view was
    /// skipped, as stored to ten digits (`0.0099999998`); for labels in other
    /// languages.
    public static func alphaSpellings(_ alpha: Double) -> (short: String, stored: String?) {
        let short = Float(alpha).description
        if let shown = Double(short), shown >= 0.01 { return (short, tenDigits(alpha)) }
        return (short, nil)
    }

    /// Ten significant digits without trailing zeros: 0.0099999998.
    private static func tenDigits(_ value: Double) -> String {
        var digits = Int((value * 1e10).rounded())
        var scale = 10
        while scale > 0, digits % 10 == 0 { digits /= 10; scale -= 1 }
        let text = String(digits).leftPadded(to: scale + 1, with: "0")
        let cut = text.index(text.endIndex, offsetBy: -scale)
        return scale == 0 ? text : text[..<cut] + "." + text[cut...]
    }
}

extension String {
    fileprivate func leftPadded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
