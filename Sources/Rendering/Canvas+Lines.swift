import ResponderKit

extension Canvas {
    /// Draws a straight line `width` wide centred on the segment from `start` to `end`.
    ///
    /// Horizontal and vertical lines (in device pixels) are snapped so that
    /// their edges fall on pixel boundaries: a 1-pixel line at y = 20 covers
    /// exactly pixel row 20 (y 20…21), as does one at y = 20.5. With `dash`
    /// (alternating on and off lengths in user units) the line is dashed, and
    /// every dash has butt ends whatever the `cap`.
    public func line(
        from start: Point, to end: Point, color: Color, width: Double = 1, cap: LineCap = .butt, dash: [Double]? = nil
    ) {
        guard width > 0, start.isFinite, end.isFinite else { return }
        let t = state.transform
        guard t.isAxisAligned else {
            addLine(from: start, to: end, width: width, cap: cap, dash: dash, deviceScale: deviceScale)
            fillUserPath(color)
            return
        }
        var p = t.apply(to: start), q = t.apply(to: end)
        let horizontal = abs(p.y - q.y) < 1e-9, vertical = abs(p.x - q.x) < 1e-9
        // Device width across the line, and user-to-device length along it.
        let across = horizontal ? width * (abs(t.b) + abs(t.d)) : width * (abs(t.a) + abs(t.c))
        let along = horizontal ? abs(t.a) + abs(t.c) : abs(t.b) + abs(t.d)
        if horizontal != vertical {
            let snapped = Self.snapCentre(horizontal ? p.y : p.x, width: across)
            if horizontal {
                p.y = snapped
                q.y = snapped
            } else {
                p.x = snapped
                q.x = snapped
            }
        }
        let deviceDash = dash.map { $0.map { $0 * along } }
        if horizontal != vertical, cap == .butt || deviceDash != nil, state.clip.isRect {
            // Every piece is an axis-aligned rectangle (dashes have butt ends): paint them
            // directly instead of rasterizing their outlines; the coverage is the same.
            let paint = Paint(color, globalAlpha: state.alpha)
            let half = across / 2
            func piece(_ a: Point, _ b: Point) {
                if horizontal {
                    fillDeviceRect(x0: min(a.x, b.x), y0: a.y - half, x1: max(a.x, b.x), y1: a.y + half, paint: paint)
                } else {
                    fillDeviceRect(x0: a.x - half, y0: min(a.y, b.y), x1: a.x + half, y1: max(a.y, b.y), paint: paint)
                }
            }
            if let deviceDash, Self.dashCount(from: p, to: q, pattern: deviceDash) < 100_000 {
                // A scroll view's content runs on far past the canvas: only the dashes that can show are walked.
                guard
                    let (from, to) = Self.visiblePart(
                        from: p, to: q, horizontal: horizontal, halfWidth: half,
                        pattern: deviceDash, clip: state.clip.bounds)
                else { return }
                // The dashes' damage as one rectangle, not one per dash.
                var damaged: DamageRegion? = nil
                swap(&damaged, &damage)
                Self.forEachDash(from: from, to: to, pattern: deviceDash, piece)
                swap(&damaged, &damage)
                if damage != nil {
                    addDamage(
                        x0: min(from.x, to.x) - (horizontal ? 0 : half),
                        y0: min(from.y, to.y) - (horizontal ? half : 0),
                        x1: max(from.x, to.x) + (horizontal ? 0 : half), y1: max(from.y, to.y) + (horizontal ? half : 0)
                    )
                }
            } else {
                piece(p, q)
            }
            return
        }
        addLine(
            from: p, to: q, width: horizontal != vertical ? across : width * deviceScale, cap: cap,
            dash: deviceDash, deviceScale: 1)
        fillDevicePath(color)
    }

    /// Draws an arrow from `start` to `end`: a line `width` wide and a filled
    /// triangular head whose tip is exactly at `end`. `headWidth` defaults to a
    /// shape in proportion with `headLength` and the line.
    public func arrow(
        from start: Point, to end: Point, color: Color, width: Double = 1.5,
        headLength: Double = 9, headWidth: Double? = nil
    ) {
        guard start.isFinite, end.isFinite, width > 0 else { return }
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let ux = dx / length, uy = dy / length
        let head = min(max(headLength, 0), length)
        let halfHead = (headWidth ?? max(head * 0.8, width * 3)) / 2
        let base = Point(x: end.x - ux * head, y: end.y - uy * head)
        if length > head {
            // The shaft ends on the head's base; abutting pieces add up exactly, so there is no seam.
            rasterizer.path.addStroke(
                of: [start, base], closed: false, width: width, cap: .butt, deviceScale: deviceScale)
        }
        rasterizer.path.addPolygon(
            [
                end, Point(x: base.x - uy * halfHead, y: base.y + ux * halfHead),
                Point(x: base.x + uy * halfHead, y: base.y - ux * halfHead),
            ],
            normalizingOrientation: true)
        fillUserPath(color)
    }

    /// Strokes the inside edge of `rect` (rounded to `radius`, if given) with dashes:
    /// `dash` alternates on and off lengths in user units, starting `phase` into the
    /// pattern and running clockwise.
    ///
    /// A square-cornered border is walked along its four bands (top, right,
    /// bottom, left, each starting where the previous one ends), beginning at the
    /// outer top-left corner: with whole-pixel rectangles, widths and dash lengths
    /// every dash is crisp, and a dash running round a corner turns it as an L.
    /// A rounded border is dashed along its centre line, from the end of the top-left arc.
    public func strokeDashed(
        _ rect: Rect, radius: Double = 0, color: Color, lineWidth: Double = 1,
        dash: [Double] = [4, 3], phase: Double = 0
    ) {
        let r = rect.standardized
        guard !r.isEmpty, lineWidth > 0 else { return }
        guard lineWidth * 2 < r.width, lineWidth * 2 < r.height else {
            fillRoundedRect(r, radius: radius, color: color)
            return
        }
        // A pattern too fine to see would mean millions of dashes: draw those solid.
        let period = dash.reduce(0) { $0 + max($1, 0) }
        guard let cursor = DashCursor(pattern: dash, phase: phase), 2 * (r.width + r.height) / period < 100_000 else {
            strokeRoundedRect(r, radius: radius, color: color, lineWidth: lineWidth)
            return
        }
        guard radius > 0 else {
            let pieces = Self.dashedBorder(of: r, lineWidth: lineWidth, cursor: cursor)
            let t = state.transform
            if t.isAxisAligned && state.clip.isRect {
                // The pieces do not overlap, so each can be painted on its own.
                let paint = Paint(color, globalAlpha: state.alpha)
                for piece in pieces {
                    let box = t.apply(to: piece)
                    fillDeviceRect(x0: box.minX, y0: box.minY, x1: box.maxX, y1: box.maxY, paint: paint)
                }
            } else {
                for piece in pieces { rasterizer.path.addRect(piece) }
                fillUserPath(color)
            }
            return
        }
        let centreLine = r.expanded(by: -lineWidth / 2, -lineWidth / 2)
        let scale = deviceScale
        let polyline = rasterizer.path.roundedRectPolyline(
            centreLine, radius: max(min(radius, r.width / 2, r.height / 2) - lineWidth / 2, 0), deviceScale: scale)
        rasterizer.path.addDashedStroke(
            of: polyline, closed: true, width: lineWidth, pattern: dash, phase: phase, deviceScale: scale)
        fillUserPath(color)
    }

    /// The dashes of the border `w` wide inside `r`, as disjoint rectangles.
    private static func dashedBorder(of r: Rect, lineWidth w: Double, cursor start: DashCursor) -> [Rect] {
        var cursor = start
        var pieces: [Rect] = []
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        // Each band as its length and the rectangle of its part a…b along the walk.
        let bands: [(Double, (Double, Double) -> Rect)] = [
            (x1 - x0, { a, b in Rect(x: x0 + a, y: y0, width: b - a, height: w) }),
            (y1 - y0 - w, { a, b in Rect(x: x1 - w, y: y0 + w + a, width: w, height: b - a) }),
            (x1 - x0 - w, { a, b in Rect(x: x1 - w - b, y: y1 - w, width: b - a, height: w) }),
            (y1 - y0 - 2 * w, { a, b in Rect(x: x0, y: y1 - w - b, width: w, height: b - a) }),
        ]
        for (length, piece) in bands {
            var travelled = 0.0
            while travelled < length {
                let step = min(cursor.remaining, length - travelled)
                if cursor.isOn && step > 0 { pieces.append(piece(travelled, travelled + step)) }
                travelled += step
                cursor.remaining -= step
                if cursor.remaining <= 0 { cursor.next() }
            }
        }
        return pieces
    }

    /// About how many dashes `pattern` cuts the segment into.
    private static func dashCount(from p: Point, to q: Point, pattern: [Double]) -> Double {
        let length = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
        return length / pattern.reduce(0, { $0 + max($1, 0) })
    }

    /// The part of the horizontal or vertical segment from `p` to `q` whose
    /// dashes can touch `clip` (device pixels), widened to whole periods of
    /// the pattern at its start so that its dashes fall where the whole
    /// segment's do; nil when none can.
    private static func visiblePart(
        from p: Point, to q: Point, horizontal: Bool, halfWidth: Double, pattern: [Double],
        clip: Rect
    ) -> (Point, Point)? {
        let across = horizontal ? p.y : p.x
        let (low, high) = horizontal ? (clip.minX, clip.maxX) : (clip.minY, clip.maxY)
        guard across + halfWidth > (horizontal ? clip.minY : clip.minX),
            across - halfWidth < (horizontal ? clip.maxY : clip.maxX)
        else { return nil }
        let start = horizontal ? p.x : p.y, end = horizontal ? q.x : q.y
        let direction = end >= start ? 1.0 : -1.0, length = abs(end - start)
        // Distances along the segment from `p` of the clip's two edges.
        let edges = [(low - start) * direction, (high - start) * direction]
        let first = max(edges.min()!, 0), last = min(edges.max()!, length)
        guard first <= last else { return nil }
        let period = pattern.reduce(0) { $0 + max($1, 0) }
        let skipped = (first / period).rounded(.down) * period
        let kept = min(length, last + period)
        func at(_ distance: Double) -> Point {
            horizontal ? Point(x: start + direction * distance, y: p.y) : Point(x: p.x, y: start + direction * distance)
        }
        return (skipped == 0 ? p : at(skipped), kept == length ? q : at(kept))
    }

    /// The dashes of the segment from `p` to `q`, exactly where `PolygonPath.addDashedStroke`
    /// puts them (the same walk, the same arithmetic), as their end points; a pattern
    /// with nothing to alternate gives the whole segment.
    private static func forEachDash(from p: Point, to q: Point, pattern: [Double], _ body: (Point, Point) -> Void) {
        guard var cursor = DashCursor(pattern: pattern, phase: 0) else {
            body(p, q)
            return
        }
        var start: Point? = cursor.isOn ? p : nil
        cursor.walk(from: p, to: q) { point, dashEnds in
            if dashEnds {
                // A dash of no length draws nothing (the stroke drops repeated points).
                if let start, abs(start.x - point.x) + abs(start.y - point.y) > 1e-9 { body(start, point) }
                start = nil
            } else {
                start = point
            }
        }
        if cursor.isOn, let start, abs(start.x - q.x) + abs(start.y - q.y) > 1e-9 { body(start, q) }
    }

    private func addLine(from p: Point, to q: Point, width: Double, cap: LineCap, dash: [Double]?, deviceScale: Double)
    {
        let length = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
        if let dash, length / dash.reduce(0, { $0 + max($1, 0) }) < 100_000 {
            rasterizer.path.addDashedStroke(
                of: [p, q], closed: false, width: width, pattern: dash, phase: 0, deviceScale: deviceScale)
        } else {
            rasterizer.path.addStroke(of: [p, q], closed: false, width: width, cap: cap, deviceScale: deviceScale)
        }
    }

    /// The centre coordinate nearest `centre` at which a line `width` device
    /// pixels wide has both edges on pixel boundaries.
    static func snapCentre(_ centre: Double, width: Double) -> Double {
        let pixels = min(max(1, width.rounded()), 1_000_000)
        if Int(pixels) % 2 == 1 { return centre.rounded(.down) + 0.5 }
        return centre.rounded()
    }
}
