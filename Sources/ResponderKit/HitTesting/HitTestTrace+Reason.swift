extension HitTestTrace {
    /// Why a step's view did or did not get the touch: its verdict with
    /// everything a label needs to say so, and no words (behaviour 8). The
    /// lab words it in English and Chinese (LabKit's `Strings`).
    ///
    /// ```swift
    /// switch trace.reason(for: step) {
    /// case .transparent(let alpha): print(alpha.asSet, alpha.stored ?? "")
    /// case .ancestorRejected(let ancestor, because: .outsideBounds?): print("outside", ancestor.debugName)
    /// default: break
    /// }
    /// ```
    public indirect enum Reason {
        /// The view was returned: it is the hit view.
        case hit
        /// One of its subviews answered; `enlargedArea` when its `point(inside:)`
        /// accepted a point outside its bounds.
        case containsHit(enlargedArea: Bool)
        case hidden
        case interactionDisabled
        /// Alpha below 0.01, as set and as stored.
        case transparent(Alpha)
        case disabledControl
        case outsideBounds
        /// A custom `hitTest` or `point(inside:)`, the one named, said no.
        case rejectedByOverride(HitTestMethod)
        /// Never asked: `front` answered first.
        case coveredBy(View)
        /// Never asked: the ancestor was skipped or refused the point for its
        /// own reason; nil when the trace has none for it. An ancestor that
        /// accepted the point (`hit`, `containsHit`) is one whose `hitTest`
        /// override did not ask this view.
        case ancestorRejected(View, because: Reason?)
    }

    /// An alpha hit-testing skipped, spelled as set and, where that spelling
    /// hides the `Float` rounding, as stored (behaviour 1.2).
    public struct Alpha: Hashable, Sendable {
        /// The stored alpha.
        public let value: Double
        /// The `Float`'s shortest spelling: `0.01`, `0.005`.
        public let asSet: String
        /// Ten significant digits (`0.0099999998`) when ``asSet`` reads as 0.01
        /// or more and so does not show why the view was skipped; else nil.
        public let stored: String?

        /// The spellings of a stored alpha.
        public init(_ value: Double) {
            self.value = value
            asSet = Float(value).description
            stored = Double(asSet).map { $0 >= 0.01 } == true ? Self.tenDigits(value) : nil
        }

        /// Ten significant digits without trailing zeros: 0.0099999998.
        private static func tenDigits(_ value: Double) -> String {
            var digits = Int((value * 1e10).rounded())
            var scale = 10
            while scale > 0, digits % 10 == 0 {
                digits /= 10
                scale -= 1
            }
            let text = String(digits).leftPadded(to: scale + 1, with: "0")
            let cut = text.index(text.endIndex, offsetBy: -scale)
            return scale == 0 ? text : text[..<cut] + "." + text[cut...]
        }
    }

    /// The reason for a step's verdict, with the ancestor's own reason where
    /// an ancestor rejected the view.
    public func reason(for step: Step) -> Reason {
        switch step.verdict {
        case .hit: .hit
        case .containsHit: .containsHit(enlargedArea: step.acceptedOutsideBounds)
        case .hidden: .hidden
        case .interactionDisabled: .interactionDisabled
        case .transparent(let alpha): .transparent(Alpha(alpha))
        case .disabledControl: .disabledControl
        case .outsideBounds: .outsideBounds
        case .rejectedByOverride: .rejectedByOverride(step.rejectingMethod ?? .hitTest)
        case .coveredBy(let front): .coveredBy(front)
        case .ancestorRejected(let ancestor):
            .ancestorRejected(ancestor, because: self.step(for: ancestor).map(reason(for:)))
        }
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
