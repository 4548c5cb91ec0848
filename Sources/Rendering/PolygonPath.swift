import Foundation
import ResponderKit

/// Closed polygons (contours) built from shapes, with curves flattened to
/// line segments. Points are in whatever space the caller builds in; the
/// canvas builds in user space and then maps them to device pixels.
struct PolygonPath {
    var points: [Point] = []
    /// The end index (exclusive) of each contour in `points`.
    private(set) var contourEnds: [Int] = []
    /// Unit quarter circles (from angle 0 to π/2), by segment count.
    private var quarterCircles: [Int: [Point]] = [:]

    /// Empties the path, keeping its storage.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
    }

    mutating func append(_ p: Point) { points.append(p) }

    /// Ends the contour started after the previous one; drops it if it has fewer than 3 points.
    mutating func closeContour(normalizingOrientation: Bool = false) {
        let start = contourEnds.last ?? 0
        guard points.count - start >= 3 else {
            points.removeSubrange(start...)
            return
        }
        if normalizingOrientation, signedArea(points[start...]) < 0 {
            points[start...].reverse()
        }
        contourEnds.append(points.count)
    }

    /// Maps every point through `transform`.
    mutating func apply(_ transform: Transform) {
        guard !transform.isIdentity else { return }
        for i in points.indices { points[i] = transform.apply(to: points[i]) }
    }

    // MARK: Shapes (each adds one closed contour, clockwise on screen unless `reversed`)

    mutating func addPolygon(_ polygon: [Point], reversed: Bool = false, normalizingOrientation: Bool = false) {
        if reversed { points.append(contentsOf: polygon.reversed()) } else { points.append(contentsOf: polygon) }
        closeContour(normalizingOrientation: normalizingOrientation)
    }

    mutating func addRect(_ rect: Rect, reversed: Bool = false) {
        let r = rect.standardized
        addPolygon(
            [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
            ],
            reversed: reversed)
    }

    /// A rounded rectangle; `radius` is clamped to half the shorter side.
    /// `deviceScale` (device pixels per unit) chooses how finely corners are flattened.
    mutating func addRoundedRect(_ rect: Rect, radius: Double, deviceScale: Double, reversed: Bool = false) {
        let start = points.count
        appendRoundedRect(rect, radius: radius, deviceScale: deviceScale)
        if reversed { points[start...].reverse() }
        closeContour()
    }

    /// The outline of a rounded rectangle as a closed polyline (not added to the path),
    /// clockwise on screen, starting where the top-left corner's arc meets the top edge.
    mutating func roundedRectPolyline(_ rect: Rect, radius: Double, deviceScale: Double) -> [Point] {
        let start = points.count
        appendRoundedRect(rect, radius: radius, deviceScale: deviceScale)
        var outline = Array(points[start...])
        points.removeSubrange(start...)
        if let last = outline.popLast() { outline.insert(last, at: 0) }
        return outline
    }

    /// A full circle flattened finely enough for `radius × deviceScale` pixels.
    mutating func addCircle(center: Point, radius: Double, deviceScale: Double, reversed: Bool = false) {
        guard radius > 0 else { return }
        let quarter = quarterCircle(segments: Self.segmentsPerQuarter(radius: radius * deviceScale))
        let start = points.count
        for quadrant in 0..<4 {
            Self.appendArc(center: center, radius: radius, quadrant: quadrant, quarter: quarter, to: &points)
        }
        if reversed { points[start...].reverse() }
        closeContour()
    }

    /// Appends the corners of a rounded rectangle, clockwise from the top-right arc.
    private mutating func appendRoundedRect(_ rect: Rect, radius: Double, deviceScale: Double) {
        let r = rect.standardized
        let radius = min(max(radius, 0), r.width / 2, r.height / 2)
        guard radius * deviceScale > 0.05 else {
            // Square corners, in the same order as the arcs: top-right first.
            points.append(Point(x: r.maxX, y: r.minY))
            points.append(Point(x: r.maxX, y: r.maxY))
            points.append(Point(x: r.minX, y: r.maxY))
            points.append(Point(x: r.minX, y: r.minY))
            return
        }
        let quarter = quarterCircle(segments: Self.segmentsPerQuarter(radius: radius * deviceScale))
        Self.appendArc(
            center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, quadrant: 3, quarter: quarter,
            to: &points)
        Self.appendArc(
            center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, quadrant: 0, quarter: quarter,
            to: &points)
        Self.appendArc(
            center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, quadrant: 1, quarter: quarter,
            to: &points)
        Self.appendArc(
            center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, quadrant: 2, quarter: quarter,
            to: &points)
    }

    /// Appends a quarter arc; quadrant 0 runs from angle 0 to π/2 (right to bottom on
    /// screen), 1 from bottom to left, 2 from left to top, 3 from top to right.
    private static func appendArc(
        center: Point, radius: Double, quadrant: Int, quarter: [Point], to points: inout [Point]
    ) {
        for u in quarter {
            // Rotating the unit quarter by whole quarter turns is exact: swap and negate.
            let (x, y): (Double, Double)
            switch quadrant {
            case 0: (x, y) = (u.x, u.y)
            case 1: (x, y) = (-u.y, u.x)
            case 2: (x, y) = (-u.x, -u.y)
            default: (x, y) = (u.y, -u.x)
            }
            points.append(Point(x: center.x + radius * x, y: center.y + radius * y))
        }
    }

    /// Points of the unit quarter circle from (1, 0) to (0, 1), `segments` segments.
    private mutating func quarterCircle(segments: Int) -> [Point] {
        if let cached = quarterCircles[segments] { return cached }
        // Chords cut inside the arc. Pushing the inner vertices out by √(θ / sin θ)
        // (θ the angle per segment) makes the chords straddle the arc, so the polygon
        // keeps the curve's area; the end points stay on the tangent lines.
        let step = Double.pi / 2 / Double(segments)
        let outset = (step / sin(step)).squareRoot()
        let table = (0...segments).map { i -> Point in
            if i == 0 { return Point(x: 1, y: 0) }
            if i == segments { return Point(x: 0, y: 1) }
            let angle = Double(i) * step
            return Point(x: outset * cos(angle), y: outset * sin(angle))
        }
        quarterCircles[segments] = table
        return table
    }

    /// Enough segments per quarter turn that chords stray at most ~0.04 px from the arc.
    static func segmentsPerQuarter(radius: Double) -> Int {
        guard radius > 0.5 else { return 2 }
        let tolerance = 0.04
        let maxAngle = 2 * acos(max(-1, 1 - tolerance / radius))
        let segments = (Double.pi / 2 / maxAngle).rounded(.up)
        return segments < 128 ? max(2, Int(segments)) : 128  // also for an infinite radius
    }
}
