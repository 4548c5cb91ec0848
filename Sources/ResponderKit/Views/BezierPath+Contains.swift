extension BezierPath {
    /// Whether `point` is inside the filled path: every subpath closed, the
    /// non-zero winding rule, or the even-odd rule when ``usesEvenOddFillRule``
    /// is set. Points on a left or top edge are inside, on a right or bottom
    /// edge outside, as for a rectangle.
    ///
    /// ```swift
    /// BezierPath(ovalIn: Rect(x: 0, y: 0, width: 44, height: 44)).contains(Point(x: 3, y: 3)) // false: a corner
    /// ```
    public func contains(_ point: Point) -> Bool {
        guard point.isFinite else { return false }
        var winding = 0
        for polygon in polygons() where polygon.count > 2 {
            var previous = polygon[polygon.count - 1]
            for current in polygon {
                winding += crossing(from: previous, to: current, rightOf: point)
                previous = current
            }
        }
        return usesEvenOddFillRule ? winding % 2 != 0 : winding != 0
    }

    /// The smallest rectangle holding the path's outline (not its control
    /// points), `UIBezierPath.bounds`; ``Rect/null`` for an empty path.
    public var bounds: Rect {
        let points = polygons().flatMap { $0 }
        return points.isEmpty ? .null : Rect(boundingBoxOf: points)
    }

    /// +1 or -1 when the edge from `a` to `b` crosses the horizontal ray from
    /// `point` to the right, by its direction; 0 when it does not. An edge
    /// counts for the rows from its upper end down to, not including, its lower one.
    private func crossing(from a: Point, to b: Point, rightOf point: Point) -> Int {
        // y grows down the screen.
        let goingDown = a.y <= point.y && b.y > point.y
        let goingUp = b.y <= point.y && a.y > point.y
        guard goingDown || goingUp else { return 0 }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard x > point.x else { return 0 }
        return goingDown ? 1 : -1
    }

    /// The subpaths as polygons, curves cut into segments a fraction of a point long.
    func polygons() -> [[Point]] {
        var polygons: [[Point]] = []
        var current: [Point] = []
        func finish() {
            if !current.isEmpty { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                let length = distance(p0, c1) + distance(c1, c2) + distance(c2, p)
                let steps = min(1024, max(8, Int(length * 2)))
                for i in 1...steps {
                    current.append(cubic(p0, c1, c2, p, at: Double(i) / Double(steps)))
                }
            case .close:
                finish()
            }
        }
        finish()
        return polygons
    }

    private func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
