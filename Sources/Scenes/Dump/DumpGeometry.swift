import ResponderKit

/// A dumped view's bounds and center from its frame and transform (behaviour
/// 1.6, 12.2). UIKit prints the frame, which for a transformed view is the
/// bounding box of the transformed bounds, translation included; the bounds
/// and center are what is left once the transform is taken back off.
enum DumpGeometry {
    /// The bounds: the content offset (or printed bounds origin) as origin;
    /// the frame's size, or with a transform the size whose transformed box is the frame.
    static func bounds(of view: DumpView) -> Rect {
        let origin = view.contentOffset ?? view.bounds?.origin ?? .zero
        let box = view.frame.standardized.size
        if view.transform.isIdentity { return Rect(origin: origin, size: box) }
        return Rect(origin: origin, size: view.bounds?.size ?? size(boundingBox: box, under: view.transform))
    }

    /// The center: the frame's middle less the transform's translation, which
    /// moves the box but not the center.
    static func center(of view: DumpView) -> Point {
        Point(x: view.frame.midX - view.transform.tx, y: view.frame.midY - view.transform.ty)
    }

    /// The size `w × h` with `|a|w + |c|h = W` and `|b|w + |d|h = H`. When that
    /// has no single answer (a 45° rotation turns every rectangle of the same
    /// `w + h` into the same box), the smallest size that gives the box's width.
    static func size(boundingBox box: Size, under t: Transform) -> Size {
        let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
        let det = a * d - b * c
        if abs(det) > 1e-9 * max(1, a * a + b * b + c * c + d * d) {
            let w = (box.width * d - box.height * c) / det
            let h = (box.height * a - box.width * b) / det
            if w >= 0, h >= 0, w.isFinite, h.isFinite { return Size(width: w, height: h) }
        }
        let row = a * a + c * c
        if row > 0 { return Size(width: box.width * a / row, height: box.width * c / row) }
        let column = b * b + d * d
        if column > 0 { return Size(width: box.height * b / column, height: box.height * d / column) }
        return .zero
    }
}
