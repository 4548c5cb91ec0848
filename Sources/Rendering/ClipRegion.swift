import ResponderKit

/// The area drawing may touch: a convex polygon in device pixels.
///
/// Every clip starts as the framebuffer's bounds and only ever shrinks by
/// intersection with transformed rectangles, which are convex, so the region
/// stays convex. While no rotated rectangle has been intersected it is an
/// axis-aligned rectangle with possibly fractional edges (`isRect`), held as
/// four numbers, which lets the rectangle fast paths skip polygon clipping.
struct ClipRegion {
    /// The bounding box (the region itself while `isRect`).
    private(set) var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The polygon once the region is no longer a rectangle.
    private(set) var convex: ConvexPolygon?

    /// The clip covering `width × height` pixels.
    init(width: Int, height: Int) {
        self.init(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height))
    }

    private init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        if maxX > minX, maxY > minY {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        } else {
            (self.minX, self.minY, self.maxX, self.maxY) = (0, 0, 0, 0)
        }
    }

    /// True when the region is exactly the rectangle `minX…maxX × minY…maxY`.
    var isRect: Bool { convex == nil }

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    /// The bounding box in device pixels.
    var bounds: Rect {
        isEmpty ? .zero : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The corners, clockwise on screen (empty when the region is empty).
    var polygon: [Point] {
        if let convex { return convex.points }
        if isEmpty { return [] }
        return [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Intersects the region with the convex quadrilateral `corners` (a rectangle
    /// mapped by an affine transform); `axisAligned` says the quadrilateral is an
    /// axis-aligned rectangle.
    mutating func intersect(corners: [Point], axisAligned: Bool) {
        guard !isEmpty else { return }
        guard corners.count >= 3 else {
            self = ClipRegion(width: 0, height: 0)
            return
        }
        let axisAlignedCut = isRect && axisAligned
        // An unbounded axis-aligned rectangle cuts what its finite sides cut;
        // undefined (NaN) or rotated unbounded ones leave nothing.
        if !corners.allSatisfy(\.isFinite), !axisAlignedCut || corners.contains(where: { $0.x.isNaN || $0.y.isNaN }) {
            self = ClipRegion(width: 0, height: 0)
            return
        }
        if axisAlignedCut {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            self = ClipRegion(
                minX: max(minX, xs.min()!), minY: max(minY, ys.min()!),
                maxX: min(maxX, xs.max()!), maxY: min(maxY, ys.max()!))
            return
        }
        var other = corners
        if signedArea(other) < 0 { other.reverse() }
        guard signedArea(other) > 0 else {
            self = ClipRegion(width: 0, height: 0)
            return
        }
        var result = polygon
        var scratch: [Point] = []
        for i in other.indices {
            let p = other[i], q = other[(i + 1) % other.count]
            let (nx, ny) = (p.y - q.y, q.x - p.x)  // inward for clockwise-on-screen winding
            clipPolygon(&result, into: &scratch, nx: nx, ny: ny, c: -(nx * p.x + ny * p.y))
            swap(&result, &scratch)
        }
        guard result.count >= 3, signedArea(result) > 1e-12, result.allSatisfy(\.isFinite) else {
            self = ClipRegion(width: 0, height: 0)
            return
        }
        convex = ConvexPolygon(result)
        minX = result.map(\.x).min()!
        maxX = result.map(\.x).max()!
        minY = result.map(\.y).min()!
        maxY = result.map(\.y).max()!
    }

    /// Clips the closed polygon in `polygon` to the region (in place); `scratch` is working storage.
    func clip(_ polygon: inout [Point], scratch: inout [Point]) {
        if let convex {
            for plane in convex.halfPlanes {
                clipPolygon(&polygon, into: &scratch, nx: plane.nx, ny: plane.ny, c: plane.c)
                swap(&polygon, &scratch)
                if polygon.count < 3 { return }
            }
            return
        }
        for (nx, ny, c) in [(1.0, 0.0, -minX), (-1.0, 0.0, maxX), (0.0, 1.0, -minY), (0.0, -1.0, maxY)] {
            // A polygon that straddles one side of the clip lies wholly inside the others, where
            // clipping would hand back the same points: finding that out is the cheaper pass.
            guard polygon.contains(where: { nx * $0.x + ny * $0.y + c < 0 }) else { continue }
            clipPolygon(&polygon, into: &scratch, nx: nx, ny: ny, c: c)
            swap(&polygon, &scratch)
            if polygon.count < 3 { return }
        }
    }

    /// How much of the pixel whose top-left corner is `(x, y)` is inside, 0…1.
    ///
    /// Exact for rectangles; for rotated regions it is estimated from the
    /// distance of the pixel centre to the nearest edge, which antialiases
    /// clipped glyph edges well enough.
    func coverage(x: Int, y: Int) -> Float {
        let px = Double(x), py = Double(y)
        guard let convex else {
            let cx = min(maxX, px + 1) - max(minX, px)
            let cy = min(maxY, py + 1) - max(minY, py)
            return cx > 0 && cy > 0 ? Float(cx * cy) : 0
        }
        var result = 1.0
        for h in convex.halfPlanes {
            let d = h.nx * (px + 0.5) + h.ny * (py + 0.5) + h.c + 0.5
            if d <= 0 { return 0 }
            result = min(result, d)
        }
        return Float(result)
    }

    /// Whether the whole pixel square `x0..<x1 × y0..<y1` lies inside the region.
    func containsPixels(x0: Int, y0: Int, x1: Int, y1: Int) -> Bool {
        if isEmpty { return false }
        guard let convex else {
            return Double(x0) >= minX && Double(y0) >= minY && Double(x1) <= maxX && Double(y1) <= maxY
        }
        for h in convex.halfPlanes {
            for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] where h.nx * Double(x) + h.ny * Double(y) + h.c < 0 {
                return false
            }
        }
        return true
    }
}

/// A convex clip polygon and its edges as inward half-planes `nx·x + ny·y + c ≥ 0`
/// with unit normals. A class, so that copying a clip state is one reference.
final class ConvexPolygon: Sendable {
    let points: [Point]
    let halfPlanes: [(nx: Double, ny: Double, c: Double)]

    init(_ points: [Point]) {
        self.points = points
        var planes: [(nx: Double, ny: Double, c: Double)] = []
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            var nx = p.y - q.y, ny = q.x - p.x
            let length = (nx * nx + ny * ny).squareRoot()
            guard length > 0 else { continue }
            nx /= length
            ny /= length
            planes.append((nx, ny, -(nx * p.x + ny * p.y)))
        }
        halfPlanes = planes
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
