extension View {
    /// Each subview with its box (``SubtreeBox``) mapped into this view's
    /// coordinates, in the order of `subviews`, computed with this view's box if
    /// it is not valid. A trace reads them side by side in one array: which
    /// subviews may hold a view under the point is known without touching the others.
    var subviewBoxes: [SubviewBox] {
        if !subtreeBox.isValid { computeSubtreeBox() }
        return storedSubviewBoxes
    }

    /// The smallest rectangle, in this view's coordinates, that holds its bounds
    /// and those of every view below it, however they are placed (rounded
    /// outwards a little); nil when some geometry below is not finite, so that
    /// there is no bound. Cached until a frame, bounds, transform or the
    /// subviews below change. Hidden views count too.
    ///
    /// ```swift
    /// let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
    /// card.addSubview(View(frame: Rect(x: 90, y: -10, width: 20, height: 20))) // a badge sticking out
    /// card.subtreeBounds // about (0, -10, 110, 70)
    /// ```
    public var subtreeBounds: Rect? {
        if !subtreeBox.isValid { computeSubtreeBox() }
        let box = subtreeBox
        guard !box.minX.isNaN else { return nil }
        return Rect(
            x: Double(box.minX), y: Double(box.minY),
            width: Double(box.maxX) - Double(box.minX), height: Double(box.maxY) - Double(box.minY))
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
    /// (the bounding box of its corners), each widened to the next `Float`s
    /// outside so that no rounding in mapping points down can put a point
    /// outside it. A subview's box is computed before its superview's, so a
    /// valid box has valid boxes below it.
    private func computeSubtreeBox() {
        let b = bounds
        var minX = min(b.origin.x, b.origin.x + b.size.width), maxX = max(b.origin.x, b.origin.x + b.size.width)
        var minY = min(b.origin.y, b.origin.y + b.size.height), maxY = max(b.origin.y, b.origin.y + b.size.height)
        var bounded = true
        var boxes = storedSubviewBoxes
        boxes.removeAll(keepingCapacity: true)
        for subview in subviews {
            if !subview.subtreeBox.isValid { subview.computeSubtreeBox() }
            let mapped = subview.subtreeBox.mapped(subview.convertToSuperview)
            boxes.append(SubviewBox(box: mapped, view: subview))
            guard !mapped.minX.isNaN else {
                bounded = false
                continue
            }
            minX = min(minX, Double(mapped.minX))
            maxX = max(maxX, Double(mapped.maxX))
            minY = min(minY, Double(mapped.minY))
            maxY = max(maxY, Double(mapped.maxY))
        }
        storedSubviewBoxes = boxes
        subtreeBox = bounded ? SubtreeBox(outside: minX, minY, maxX, maxY) : .unbounded
    }
}

/// A subview and its ``SubtreeBox`` in its superview's coordinates.
struct SubviewBox {
    let box: SubtreeBox
    /// Not retained: the superview's `subviews` keeps it, and any change to
    /// them forgets the boxes before the view could go.
    unowned(unsafe) let view: View
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

extension SubtreeBox {
    /// The box from `minX` to `maxX` and `minY` to `maxY`, rounded outwards to
    /// `Float`s; any NaN or infinity (a broken geometry), in the `Double`s or
    /// beyond `Float`'s range, makes it no bound.
    init(outside minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            self = .unbounded
            return
        }
        self.init(
            minX: Float(minX).nextDown, minY: Float(minY).nextDown, maxX: Float(maxX).nextUp, maxY: Float(maxY).nextUp,
            isValid: true)
        if !(self.minX.isFinite && self.minY.isFinite && self.maxX.isFinite && self.maxY.isFinite) { self = .unbounded }
    }

    /// The bounding box of the corners mapped by `map` (a view's box into its superview).
    func mapped(_ map: (Point) -> Point) -> SubtreeBox {
        guard !minX.isNaN else { return .unbounded }
        let corners = [
            map(Point(x: Double(minX), y: Double(minY))), map(Point(x: Double(maxX), y: Double(minY))),
            map(Point(x: Double(maxX), y: Double(maxY))), map(Point(x: Double(minX), y: Double(maxY))),
        ]
        var lo = corners[0], hi = corners[0]
        for c in corners.dropFirst() {
            lo = Point(x: min(lo.x, c.x), y: min(lo.y, c.y))
            hi = Point(x: max(hi.x, c.x), y: max(hi.y, c.y))
        }
        // `min` and `max` drop a NaN against a number: a NaN corner must make no bound.
        guard corners.allSatisfy({ !$0.x.isNaN && !$0.y.isNaN }) else { return .unbounded }
        return SubtreeBox(outside: lo.x, lo.y, hi.x, hi.y)
    }

    /// Whether some view of the subtree may have `point` (in the coordinates
    /// the box is in) inside its bounds. False is certain; true may be wrong.
    /// A box with no bound says maybe, a NaN point says no.
    @inline(__always)
    func mightContain(_ point: Point) -> Bool {
        if minX.isNaN { return !point.x.isNaN && !point.y.isNaN }
        return point.x >= Double(minX) && point.x <= Double(maxX) && point.y >= Double(minY) && point.y <= Double(maxY)
    }
}
