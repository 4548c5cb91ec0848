import ResponderKit

/// The area drawing may touch: a convex polygon in device pixels.
///
/// Every clip starts as the framebuffer's bounds and only ever shrinks by
/// intersection with transformed rectangles, which are convex, so the region
/// stays convex. While no rotated rectangle has been intersected it is an
/// axis-aligned rectangle with possibly fractional edges (`isRect`), which
/// lets the rectangle fast paths skip polygon clipping.
struct ClipRegion {
    /// The corners, in order, in device pixels. Fewer than three means empty.
    private(set) var polygon: [Point]
    /// True when `polygon` is exactly the rectangle `minX…maxX × minY…maxY`.
    private(set) var isRect: Bool
    private(set) var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Inward half-planes `nx·x + ny·y + c ≥ 0`, normals of unit length.
    private(set) var halfPlanes: [(nx: Double, ny: Double, c: Double)] = []

    /// The clip covering `width × height` pixels.
    init(width: Int, height: Int) {
        self.init(rectMinX: 0, minY: 0, maxX: Double(width), maxY: Double(height))
    }

    private init(rectMinX x0: Double, minY y0: Double, maxX x1: Double, maxY y1: Double) {
        if x1 > x0, y1 > y0 {
            polygon = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        } else {
            polygon = []
        }
        isRect = true
        minX = x0; minY = y0; maxX = x1; maxY = y1
        computeHalfPlanes()
    }

    var isEmpty: Bool { polygon.count < 3 }

    /// The bounding box in device pixels.
    var bounds: Rect {
        isEmpty ? .zero : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Intersects the region with the convex quadrilateral `corners` (a rectangle
    /// mapped by an affine transform); `axisAligned` says the quadrilateral is an
    /// axis-aligned rectangle.
    mutating func intersect(corners: [Point], axisAligned: Bool) {
        guard !isEmpty else { return }
        guard corners.count >= 3 else {
            self = ClipRegion(rectMinX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        if isRect && axisAligned {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            self = ClipRegion(
                rectMinX: max(minX, xs.min()!), minY: max(minY, ys.min()!),
                maxX: min(maxX, xs.max()!), maxY: min(maxY, ys.max()!))
            return
        }
        var other = corners
        if signedArea(other) < 0 { other.reverse() }
        guard signedArea(other) > 0 else { polygon = []; return }
        var result = polygon
        var scratch: [Point] = []
        for i in other.indices {
            let p = other[i], q = other[(i + 1) % other.count]
            let (nx, ny) = (p.y - q.y, q.x - p.x) // inward for clockwise-on-screen winding
            clipPolygon(&result, into: &scratch, nx: nx, ny: ny, c: -(nx * p.x + ny * p.y))
            swap(&result, &scratch)
        }
        polygon = result.count >= 3 && signedArea(result) > 1e-12 ? result : []
        isRect = false
        if polygon.isEmpty {
            minX = 0; minY = 0; maxX = 0; maxY = 0
        } else {
            minX = polygon.map(\.x).min()!; maxX = polygon.map(\.x).max()!
            minY = polygon.map(\.y).min()!; maxY = polygon.map(\.y).max()!
        }
        computeHalfPlanes()
    }

    private mutating func computeHalfPlanes() {
        halfPlanes.removeAll()
        guard !isEmpty else { return }
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            var nx = p.y - q.y, ny = q.x - p.x
            let length = (nx * nx + ny * ny).squareRoot()
            guard length > 0 else { continue }
            nx /= length; ny /= length
            halfPlanes.append((nx, ny, -(nx * p.x + ny * p.y)))
        }
    }

    /// How much of the pixel whose top-left corner is `(x, y)` is inside, 0…1.
    ///
    /// Exact for rectangles; for rotated regions it is estimated from the
    /// distance of the pixel centre to the nearest edge, which antialiases
    /// clipped glyph edges well enough.
    func coverage(x: Int, y: Int) -> Float {
        let px = Double(x), py = Double(y)
        if isRect {
            let cx = min(maxX, px + 1) - max(minX, px)
            let cy = min(maxY, py + 1) - max(minY, py)
            return cx > 0 && cy > 0 ? Float(cx * cy) : 0
        }
        var result = 1.0
        for h in halfPlanes {
            let d = h.nx * (px + 0.5) + h.ny * (py + 0.5) + h.c + 0.5
            if d <= 0 { return 0 }
            result = min(result, d)
        }
        return Float(result)
    }

    /// Whether the whole pixel square `x0..<x1 × y0..<y1` lies inside the region.
    func containsPixels(x0: Int, y0: Int, x1: Int, y1: Int) -> Bool {
        if isEmpty { return false }
        if isRect {
            return Double(x0) >= minX && Double(y0) >= minY && Double(x1) <= maxX && Double(y1) <= maxY
        }
        let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        for h in halfPlanes {
            for (x, y) in corners where h.nx * Double(x) + h.ny * Double(y) + h.c < 0 { return false }
        }
        return true
    }
}

/// Twice the signed area; positive when the polygon runs clockwise on screen (y down).
func signedArea<C: Collection<Point>>(_ points: C) -> Double {
    guard points.count >= 3, var previous = points.first else { return 0 }
    var sum = 0.0
    for p in points.dropFirst() {
        sum += previous.x * p.y - p.x * previous.y
        previous = p
    }
    let p = points.first!
    sum += previous.x * p.y - p.x * previous.y
    return sum
}

/// One Sutherland–Hodgman step: keeps the part of the closed polygon `input`
/// where `nx·x + ny·y + c ≥ 0`, writing it to `output` (cleared first).
func clipPolygon(_ input: inout [Point], into output: inout [Point], nx: Double, ny: Double, c: Double) {
    output.removeAll(keepingCapacity: true)
    guard let last = input.last else { return }
    var previous = last
    var previousDistance = nx * last.x + ny * last.y + c
    for p in input {
        let distance = nx * p.x + ny * p.y + c
        if (distance >= 0) != (previousDistance >= 0) {
            let t = previousDistance / (previousDistance - distance)
            var crossing = Point(x: previous.x + t * (p.x - previous.x), y: previous.y + t * (p.y - previous.y))
            // Land exactly on axis-aligned clip lines so that pixel-aligned clips stay exact.
            if ny == 0, nx != 0 { crossing.x = -c / nx }
            if nx == 0, ny != 0 { crossing.y = -c / ny }
            output.append(crossing)
        }
        if distance >= 0 { output.append(p) }
        previous = p
        previousDistance = distance
    }
}
