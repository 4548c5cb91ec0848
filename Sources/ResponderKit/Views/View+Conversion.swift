extension View {
    /// Maps a point from the superview's coordinates into this view's (behaviour 1.6):
    /// `T⁻¹ · (p − center) + bounds.origin + bounds.size / 2`.
    @inline(__always)
    func convertFromSuperview(_ p: Point) -> Point {
        let b = storedBounds, c = storedCenter
        var x = p.x - c.x, y = p.y - c.y
        if hasTransform {
            // The whole inverse, translation included: a translated view's hit area moves with it.
            let t = inverseTransform
            (x, y) = (t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
        }
        return Point(x: x + b.origin.x + b.size.width / 2, y: y + b.origin.y + b.size.height / 2)
    }

    /// Maps a point from this view's coordinates into the superview's: the inverse of
    /// ``convertFromSuperview(_:)``.
    @inline(__always)
    func convertToSuperview(_ p: Point) -> Point {
        let b = storedBounds, c = storedCenter
        var x = p.x - b.origin.x - b.size.width / 2, y = p.y - b.origin.y - b.size.height / 2
        if hasTransform {
            let t = transform
            (x, y) = (t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
        }
        return Point(x: x + c.x, y: y + c.y)
    }

    /// Converts a point from this view's coordinates to `view`'s, through
    /// their common ancestor (behaviour 1.7). `nil` means the window's coordinates.
    ///
    /// ```swift
    /// let inWindow = button.convert(Point(x: 5, y: 5), to: nil)
    /// let inCard = button.convert(Point(x: 5, y: 5), to: card)
    /// ```
    ///
    /// Views in different windows convert through the screen, where each
    /// window's ``frame`` places it; views in unrelated trees convert as if
    /// their roots shared one space.
    public func convert(_ point: Point, to view: View?) -> Point {
        guard let view else { return convertToWindow(point) }
        if view === self { return point }
        let ancestor = commonAncestor(with: view)
        var p = point
        var v: View = self
        while v !== ancestor {
            p = v.convertToSuperview(p)
            guard let up = v.superview else { break }
            v = up
        }
        return view.convertDown(p, from: ancestor)
    }

    /// Converts a point from `view`'s coordinates to this view's; `nil` means
    /// the window's coordinates.
    public func convert(_ point: Point, from view: View?) -> Point {
        if let view { return view.convert(point, to: self) }
        let top = window ?? rootView
        return convertDown(point, from: top)
    }

    /// Converts a rectangle to `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(boundingBoxOf: rect.corners.map { convert($0, to: view) })
    }

    /// Converts a rectangle from `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(boundingBoxOf: rect.corners.map { convert($0, from: view) })
    }

    /// The four corners of the bounds, in `view`'s coordinates (nil: the window's).
    /// Unlike ``convert(_:to:)-(Rect,_)``, this keeps a rotated view's true shape.
    public func boundsQuad(in view: View?) -> [Point] {
        // The overlay asks this for every outlined view each frame, mostly of an
        // ancestor: one walk up moves all four corners, with no common-ancestor search,
        // and retains none of the views it passes (see `ancestry()`): a dump's trace
        // asks it of hundreds of views ten levels deep.
        guard let target = view else { return bounds.corners.map { convert($0, to: nil) } }
        var corners = bounds.corners
        var v = Unmanaged.passUnretained(self)
        while v.toOpaque() != Unmanaged.passUnretained(target).toOpaque() {
            let up = withGuaranteedReference(v) { v -> Unmanaged<View>? in
                for i in corners.indices { corners[i] = v.convertToSuperview(corners[i]) }
                return v.storedSuperview
            }
            guard let up else { return bounds.corners.map { convert($0, to: view) } }
            v = up
        }
        return corners
    }

    private func convertToWindow(_ point: Point) -> Point {
        var p = point
        var v: View = self
        while !(v is Window), let up = v.superview {
            p = v.convertToSuperview(p)
            v = up
        }
        return p
    }

    /// Maps `p`, given in `ancestor`'s coordinates (or in the space around the
    /// root when `ancestor` is nil), down the chain into this view's.
    private func convertDown(_ p: Point, from ancestor: View?) -> Point {
        var chain: [View] = []
        var v: View? = self
        while let current = v, current !== ancestor {
            chain.append(current)
            v = current.superview
        }
        return chain.reversed().reduce(p) { $1.convertFromSuperview($0) }
    }

    private var rootView: View {
        var v: View = self
        while let up = v.superview { v = up }
        return v
    }

    /// The nearest view that contains both, or nil when they share no root.
    private func commonAncestor(with other: View) -> View? {
        var mine = Set<ObjectIdentifier>()
        var v: View? = self
        while let current = v {
            mine.insert(ObjectIdentifier(current))
            v = current.superview
        }
        v = other
        while let current = v {
            if mine.contains(ObjectIdentifier(current)) { return current }
            v = current.superview
        }
        return nil
    }
}

/// A view's transform that is not the identity, with its inverse.
final class TransformPair: Sendable {
    let forward: Transform
    let inverse: Transform
    /// `forward.isIdentity`: equal to the identity (a zero may be negative) but not bit for bit.
    let isIdentity: Bool

    init(_ forward: Transform, inverse: Transform) {
        self.forward = forward
        self.inverse = inverse
        isIdentity = forward.isIdentity
    }

    /// The identity bit for bit: what a view stores as nil.
    static func isPlainIdentity(_ t: Transform) -> Bool {
        t.a.bitPattern == Double(1).bitPattern && t.d.bitPattern == Double(1).bitPattern
            && t.b.bitPattern == 0 && t.c.bitPattern == 0 && t.tx.bitPattern == 0 && t.ty.bitPattern == 0
    }
}
