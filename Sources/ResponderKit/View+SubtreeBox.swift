extension View {
    /// Whether some view of this subtree, this view included, may have `point`
    /// (in this view's coordinates, mapped down as hit-testing does) inside its
    /// bounds. False is certain; true may be wrong (the box is a bounding box).
    func subtreeBoxMightContain(_ point: Point) -> Bool {
        if !subtreeBox.isValid { computeSubtreeBox() }
        let box = subtreeBox
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        // Written so that NaN in the box (no bound) says maybe, and NaN in the point says no.
        if minX.isNaN { return !point.x.isNaN && !point.y.isNaN }
        return point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Forgets the subtree boxes of this view and its ancestors.
    func subtreeDidChange() {
        var view: View? = self
        while let v = view, v.subtreeBox.isValid {
            v.subtreeBox.isValid = false
            view = v.superview
        }
    }

    /// The union of the bounds and of each subview's box mapped into this view
    /// (the bounding box of its corners), widened to the next `Float`s outside so
    /// that no rounding in mapping points down can put a point outside it.
    private func computeSubtreeBox() {
        let b = bounds
        var minX = min(b.origin.x, b.origin.x + b.size.width), maxX = max(b.origin.x, b.origin.x + b.size.width)
        var minY = min(b.origin.y, b.origin.y + b.size.height), maxY = max(b.origin.y, b.origin.y + b.size.height)
        var bounded = true
        for subview in subviews {
            if !subview.subtreeBox.isValid { subview.computeSubtreeBox() }
            let box = subview.subtreeBox
            guard !box.minX.isNaN else { bounded = false; continue }
            let corners = [
                Point(x: Double(box.minX), y: Double(box.minY)), Point(x: Double(box.maxX), y: Double(box.minY)),
                Point(x: Double(box.maxX), y: Double(box.maxY)), Point(x: Double(box.minX), y: Double(box.maxY)),
            ]
            for corner in corners {
                let p = subview.convertToSuperview(corner)
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        // Any NaN or infinity (a broken geometry anywhere below) makes the box no bound.
        guard bounded, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            subtreeBox = .unbounded
            return
        }
        let box = SubtreeBox(minX: Float(minX).nextDown, minY: Float(minY).nextDown,
                             maxX: Float(maxX).nextUp, maxY: Float(maxY).nextUp, isValid: true)
        // Beyond Float's range is no bound either.
        subtreeBox = box.minX.isFinite && box.minY.isFinite && box.maxX.isFinite && box.maxY.isFinite ? box : .unbounded
    }
}

/// The bounding box of a view's bounds and every descendant's, in the view's
/// coordinates, rounded outwards to `Float`s (four of them fit where two
/// `Double`s would: a view's size matters with 100,000 of them). NaN edges:
/// not finite, so no bound at all.
///
/// A trace looks for views under the point that were never asked; a subtree
/// whose box does not contain the point holds none, and is not entered.
struct SubtreeBox {
    var minX: Float, minY: Float, maxX: Float, maxY: Float
    /// Cleared, with every ancestor's, when a view's geometry or subviews
    /// change; a cleared view's ancestors are all cleared too, so clearing
    /// stops at the first.
    var isValid: Bool

    static let invalid = SubtreeBox(minX: .nan, minY: .nan, maxX: .nan, maxY: .nan, isValid: false)
    static let unbounded = SubtreeBox(minX: .nan, minY: .nan, maxX: .nan, maxY: .nan, isValid: true)
}
