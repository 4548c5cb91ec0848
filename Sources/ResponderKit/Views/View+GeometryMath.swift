extension View {
    /// The inverse used to map points into the view. A singular transform (a
    /// zero scale) squashes the view to a line or a point, whose area is empty
    /// (behaviour 1.4, 1.6): no point maps into it. `Transform.inverted()` returns such
    /// a transform unchanged, as Core Graphics does, which would map every point
    /// onto the bounds' center and make the view touchable everywhere; NaN maps
    /// every point nowhere instead.
    static func inverse(of t: Transform) -> Transform {
        let det = t.determinant
        guard det != 0, det.isFinite else {
            return Transform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
        }
        return t.inverted()
    }

    /// Solves `|a|w + |c|h = W`, `|b|w + |d|h = H` for the untransformed size.
    static func size(boundingBox box: Size, under t: Transform) -> Size? {
        let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return nil }
        let w = (box.width * d - box.height * c) / det
        let h = (box.height * a - box.width * b) / det
        guard w >= 0, h >= 0, w.isFinite, h.isFinite else { return nil }
        return Size(width: w, height: h)
    }
}
