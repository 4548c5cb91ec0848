import Foundation
import ResponderKit

/// How the ends of an open line are drawn, like `CGLineCap`.
public enum LineCap: Sendable, Hashable {
    /// The line stops exactly at its end points.
    case butt
    /// Each end gets a half-disc of the line's width.
    case round
}

extension PolygonPath {
    /// Adds the outline of a polyline stroked `width` wide, centred on the
    /// polyline, as a union of convex pieces (one per segment and one per join)
    /// that all wind the same way, so the non-zero rule merges them without seams.
    /// Joins are mitred, and bevelled where the mitre would exceed 4 × the width.
    mutating func addStroke(of polyline: [Point], closed: Bool, width: Double, cap: LineCap, deviceScale: Double) {
        let vertices = Self.removingRepeats(polyline, closed: closed)
        let half = width / 2
        guard half > 0 else { return }
        guard vertices.count >= 2 else {
            if cap == .round, let p = vertices.first { addCircle(center: p, radius: half, deviceScale: deviceScale) }
            return
        }
        let segmentCount = closed ? vertices.count : vertices.count - 1
        for i in 0..<segmentCount {
            let p = vertices[i], q = vertices[(i + 1) % vertices.count]
            let n = Self.normal(from: p, to: q, length: half)
            addPolygon(
                [
                    Point(x: p.x + n.x, y: p.y + n.y), Point(x: q.x + n.x, y: q.y + n.y),
                    Point(x: q.x - n.x, y: q.y - n.y), Point(x: p.x - n.x, y: p.y - n.y),
                ],
                normalizingOrientation: true)
        }
        let joins = closed ? Array(vertices.indices) : Array(vertices.indices.dropFirst().dropLast())
        for i in joins {
            let previous = vertices[(i + vertices.count - 1) % vertices.count]
            let vertex = vertices[i], next = vertices[(i + 1) % vertices.count]
            addJoin(previous: previous, vertex: vertex, next: next, half: half)
        }
        if cap == .round && !closed {
            addCircle(center: vertices[0], radius: half, deviceScale: deviceScale)
            addCircle(center: vertices[vertices.count - 1], radius: half, deviceScale: deviceScale)
        }
    }

    /// Fills the wedge on the outside of the turn at `vertex` (a mitre or a bevel).
    private mutating func addJoin(previous: Point, vertex: Point, next: Point, half: Double) {
        let n1 = Self.normal(from: previous, to: vertex, length: half)
        let n2 = Self.normal(from: vertex, to: next, length: half)
        let turn = (vertex.x - previous.x) * (next.y - vertex.y) - (vertex.y - previous.y) * (next.x - vertex.x)
        guard abs(turn) > 1e-12 else { return }
        // The outside of the turn is opposite to the direction it turns towards.
        let side: Double = turn > 0 ? -1 : 1
        let a = Point(x: vertex.x + side * n1.x, y: vertex.y + side * n1.y)
        let b = Point(x: vertex.x + side * n2.x, y: vertex.y + side * n2.y)
        let bisector = Point(x: n1.x + n2.x, y: n1.y + n2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        // cos(θ/2) = |n1 + n2| / (2·half); the mitre tip is half / cos(θ/2) from the vertex.
        let cosHalf = bisectorLength / (2 * half)
        if cosHalf > 0.125 {
            let reach = half / cosHalf / bisectorLength
            let tip = Point(x: vertex.x + side * bisector.x * reach, y: vertex.y + side * bisector.y * reach)
            addPolygon([vertex, a, tip, b], normalizingOrientation: true)
        } else {
            addPolygon([vertex, a, b], normalizingOrientation: true)
        }
    }

    /// Adds the "on" pieces of `polyline` dashed with the on/off lengths in `pattern`
    /// (starting `phase` units into the pattern), each stroked with butt ends.
    mutating func addDashedStroke(
        of polyline: [Point], closed: Bool, width: Double, pattern: [Double], phase: Double, deviceScale: Double
    ) {
        guard var cursor = DashCursor(pattern: pattern, phase: phase) else {
            addStroke(of: polyline, closed: closed, width: width, cap: .butt, deviceScale: deviceScale)
            return
        }
        var vertices = polyline
        if closed, let first = vertices.first { vertices.append(first) }
        var dash: [Point] = []
        if cursor.isOn, let first = vertices.first { dash.append(first) }
        for i in 0..<max(0, vertices.count - 1) {
            let q = vertices[i + 1]
            cursor.walk(from: vertices[i], to: q) { point, dashEnds in
                if dashEnds {
                    dash.append(point)
                    addStroke(of: dash, closed: false, width: width, cap: .butt, deviceScale: deviceScale)
                    dash.removeAll(keepingCapacity: true)
                } else {
                    dash = [point]
                }
            }
            if cursor.isOn { dash.append(q) }
        }
        if cursor.isOn, dash.count >= 2 {
            addStroke(of: dash, closed: false, width: width, cap: .butt, deviceScale: deviceScale)
        }
    }

    private static func normal(from p: Point, to q: Point, length: Double) -> Point {
        let dx = q.x - p.x, dy = q.y - p.y
        let l = (dx * dx + dy * dy).squareRoot()
        guard l > 0 else { return .zero }
        return Point(x: -dy / l * length, y: dx / l * length)
    }

    /// The polyline without consecutive duplicate points (and without a closing duplicate).
    private static func removingRepeats(_ polyline: [Point], closed: Bool) -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(polyline.count)
        for p in polyline where result.last.map({ abs($0.x - p.x) + abs($0.y - p.y) > 1e-9 }) ?? true {
            result.append(p)
        }
        if closed, result.count > 1, let first = result.first, let last = result.last,
            abs(first.x - last.x) + abs(first.y - last.y) <= 1e-9
        {
            result.removeLast()
        }
        return result
    }
}

/// A position in a dash pattern of alternating on and off lengths.
struct DashCursor {
    private let pattern: [Double]
    private var index = 0
    /// What is left of the current on or off length.
    var remaining: Double

    /// Whether the current length is drawn.
    var isOn: Bool { index % 2 == 0 }

    /// A cursor `phase` units into `pattern` (negative lengths count as 0);
    /// nil when the pattern has nothing to alternate, so the line is solid.
    init?(pattern: [Double], phase: Double) {
        let pattern = pattern.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 1e-9, period.isFinite, phase.isFinite else { return nil }
        self.pattern = pattern
        remaining = pattern[0]
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        while offset > 0 {
            if offset >= remaining {
                offset -= remaining
                next()
            } else {
                remaining -= offset
                offset = 0
            }
        }
    }

    /// Moves on to the next on or off length.
    mutating func next() {
        index = (index + 1) % pattern.count
        remaining = pattern[index]
    }

    /// Walks the segment from `p` to `q`, calling `body` at each point where the
    /// pattern switches, with whether a dash ends there (else one begins), and
    /// stops at `q` with what is left of the length it is in.
    mutating func walk(from p: Point, to q: Point, _ body: (_ point: Point, _ dashEnds: Bool) -> Void) {
        let length = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
        var travelled = 0.0
        while length - travelled > remaining {
            travelled += remaining
            let t = travelled / length
            body(Point(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y)), isOn)
            next()
        }
        remaining -= length - travelled
    }
}
